import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatDate } from './format';
import { visuallyHidden } from './visually-hidden';

/** What the admin views read of a franchisor's company check (AdminCompanyCheck). */
export interface AdminCompanyCheckView {
  companyNumber?: string | null;
  notRegistered: boolean;
  registerUrl?: string | null;
  registeredName?: string | null;
  statusLabel?: string | null;
  checkedAt?: string | null;
  lastError?: string | null;
  flags: { kind: string; message: string }[];
}

const SHORT: Record<string, string> = {
  NOT_FOUND: 'Not on the register',
  STATUS_NOT_ACTIVE: 'Not active',
  ACCOUNTS_OVERDUE: 'Accounts overdue',
  CONFIRMATION_STATEMENT_OVERDUE: 'Confirmation statement overdue',
  NAME_MISMATCH: 'Name differs',
};

/**
 * The Companies House flags as small warning chips (Account Approvals' rows): each chip shows a few words; screen
 * readers hear the whole sentence instead, which is the tooltip too. Nothing when there are no flags.
 */
export function CompanyFlagChips({ flags }: { flags: { kind: string; message: string }[] }) {
  if (flags.length === 0) return null;
  return (
    <Box component="ul" aria-label="Companies House flags" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {flags.map((f) => (
        <li key={f.kind}>
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            icon={<WarningAmberIcon aria-hidden />}
            label={
              SHORT[f.kind] ? (
                <>
                  <span aria-hidden="true">{SHORT[f.kind]}</span>
                  <Box component="span" sx={visuallyHidden}>
                    {f.message}
                  </Box>
                </>
              ) : (
                f.message
              )
            }
            title={f.message}
          />
        </li>
      ))}
    </Box>
  );
}

/** One line on the company: its number (linked to the register), its name and status as read, or why there is none. */
export function CompanyCheckSummary({ check }: { check: AdminCompanyCheckView | null | undefined }) {
  if (!check)
    return (
      <Typography variant="body2" color="text.secondary">
        No company number given
      </Typography>
    );
  if (check.notRegistered)
    return (
      <Typography variant="body2" color="text.secondary">
        Not a registered company
      </Typography>
    );
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      Company{' '}
      {check.registerUrl ? (
        <Link href={check.registerUrl} target="_blank" rel="noopener noreferrer">
          {check.companyNumber}
          <Box component="span" sx={visuallyHidden}>
            {' '}
            on the Companies House register (opens in a new tab)
          </Box>
        </Link>
      ) : (
        check.companyNumber
      )}
      {check.checkedAt ? (
        <>
          {check.registeredName ? ` · ${check.registeredName}` : ''}
          {check.statusLabel ? ` · ${check.statusLabel}` : ''} · checked {formatDate(check.checkedAt)}
        </>
      ) : (
        ' · Company details not checked yet'
      )}
    </Typography>
  );
}

/** The flags as a warning list in words (the admin's franchisor page). */
export function CompanyFlagList({ check }: { check: AdminCompanyCheckView | null | undefined }) {
  const flags = check?.flags ?? [];
  return (
    <Box>
      <CompanyCheckSummary check={check} />
      {flags.length > 0 && (
        <Box
          component="ul"
          aria-label="Companies House flags"
          sx={{ m: 0, mt: 1, pl: 0, listStyle: 'none', display: 'grid', gap: 0.5, color: 'warning.dark' }}
        >
          {flags.map((f) => (
            <Box component="li" key={f.kind} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <WarningAmberIcon fontSize="small" aria-hidden sx={{ mt: '2px' }} />
              <Typography variant="body2" component="span">
                {f.message}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {check?.lastError && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Last try to read the register failed: {check.lastError}
        </Typography>
      )}
    </Box>
  );
}
