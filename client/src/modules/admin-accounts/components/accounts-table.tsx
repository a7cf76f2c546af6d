import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { AdminFranchisorAccountsQuery } from '../../../gql/graphql';
import { BulkSelectTable, type RowSelection, SelectAllOnPage } from '../../../shared/bulk-select';
import { formatDate } from '../../../shared/format';
import { visuallyHidden } from '../../../shared/visually-hidden';
import { AccountStatusChip } from './account-status-chip';

export type AccountRow = AdminFranchisorAccountsQuery['adminFranchisorAccounts']['items'][number];

export const accountName = (a: Pick<AccountRow, 'companyName' | 'contactName'>) => a.companyName || a.contactName;
const franchisesPath = (a: AccountRow) => `/admin/franchisor/${a.id}/franchises`;
const SHOWN_CATEGORIES = 3;

/** An e-mail address that may wrap before its '@' rather than at any letter. */
function Email({ value }: { value: string }) {
  const at = value.lastIndexOf('@');
  if (at <= 0) return <>{value}</>;
  return (
    <>
      {value.slice(0, at)}
      <wbr />
      {value.slice(at)}
    </>
  );
}

/** The first few category names and '+N more'; the whole list in a tooltip and for screen readers. */
function Categories({ account }: { account: AccountRow }) {
  const names = account.categories;
  if (names.length === 0) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        No categories
      </Typography>
    );
  }
  if (names.length <= SHOWN_CATEGORIES) return <>{names.join(', ')}</>;
  const more = names.length - SHOWN_CATEGORIES;
  return (
    <Tooltip title={names.join(', ')} describeChild>
      <span>
        <span aria-hidden>
          {names.slice(0, SHOWN_CATEGORIES).join(', ')}{' '}
          <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
            +{more} more
          </Box>
        </span>
        <Box component="span" sx={visuallyHidden}>
          {names.join(', ')}
        </Box>
      </span>
    </Tooltip>
  );
}
const franchiseCountText = (n: number) => (n === 1 ? '1 franchise' : `${n} franchises`);

interface AccountsTableProps {
  accounts: AccountRow[];
  selection: RowSelection;
  onHistory: (account: AccountRow) => void;
}

/** The Accounts page's search and page, so 'Back to Accounts' returns to the same list. */
export interface AccountsReturnState {
  accountsSearch: string;
}

function useReturnState(): AccountsReturnState {
  return { accountsSearch: useLocation().search };
}

function CompanyLink({ account }: { account: AccountRow }) {
  const state = useReturnState();
  return (
    <Link component={RouterLink} to={franchisesPath(account)} state={state} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      {account.companyName || 'No company name'}
    </Link>
  );
}

function CountLink({ account }: { account: AccountRow }) {
  const state = useReturnState();
  return (
    <Link
      component={RouterLink}
      to={franchisesPath(account)}
      state={state}
      aria-label={`${franchiseCountText(account.franchiseCount)} of ${accountName(account)}`}
    >
      {account.franchiseCount}
    </Link>
  );
}

function HistoryButton({ account, onHistory }: { account: AccountRow; onHistory: (a: AccountRow) => void }) {
  return (
    <Tooltip title="History">
      <IconButton size="small" onClick={() => onHistory(account)} aria-label={`History of ${accountName(account)}`}>
        <HistoryIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** The Accounts table on wide screens; one card per account, each with its checkbox, on phones. */
export function AccountsTable({ accounts, selection, onHistory }: AccountsTableProps) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));

  if (narrow) {
    return (
      <>
        <SelectAllOnPage selection={selection} label="Select all accounts on this page" />
        <Stack component="ul" spacing={1.5} aria-label="Franchisor accounts" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {accounts.map((a) => (
            <Card component="li" key={a.id} variant="outlined" aria-label={accountName(a)}>
              <CardContent sx={{ pb: '12px !important', display: 'flex', gap: 1 }}>
                <Checkbox
                  checked={selection.selected.has(a.id)}
                  onChange={() => selection.toggle(a.id)}
                  slotProps={{ input: { 'aria-label': `Select ${accountName(a)}` } }}
                  sx={{ alignSelf: 'flex-start', ml: -1, mt: -0.5 }}
                />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <CompanyLink account={a} />
                      <Typography variant="body2">{a.contactName}</Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        <Email value={a.email} />
                      </Typography>
                    </Box>
                    <AccountStatusChip status={a.status} />
                  </Box>
                  <Typography variant="body2" sx={{ mt: 1 }}>
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      Categories:{' '}
                    </Box>
                    <Categories account={a} />
                  </Typography>
                  <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 0.5, gap: 1 }}>
                    <Typography variant="body2">
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        Franchises:{' '}
                      </Box>
                      <CountLink account={a} />
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        {' '}
                        · Created <time dateTime={a.createdAt}>{formatDate(a.createdAt)}</time>
                      </Box>
                    </Typography>
                    <HistoryButton account={a} onHistory={onHistory} />
                  </Box>
                </Box>
              </CardContent>
            </Card>
          ))}
        </Stack>
      </>
    );
  }

  return (
    <BulkSelectTable
      label="Franchisor accounts"
      size="small"
      rows={accounts}
      selection={selection}
      selectAllLabel="Select all accounts on this page"
      selectLabel={(a) => `Select ${accountName(a)}`}
      head={
        <>
          <TableCell>Company Name</TableCell>
          <TableCell>Contact Name</TableCell>
          <TableCell>Email</TableCell>
          <TableCell>Categories</TableCell>
          <TableCell align="right">Franchises</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Account Created</TableCell>
          <TableCell align="right" padding="checkbox" sx={{ pr: 1 }}>
            <Box component="span" sx={visuallyHidden}>
              History
            </Box>
          </TableCell>
        </>
      }
      cells={(a) => (
        <>
          <TableCell component="th" scope="row" sx={{ minWidth: 130, maxWidth: 220 }}>
            <CompanyLink account={a} />
          </TableCell>
          <TableCell>{a.contactName}</TableCell>
          <TableCell sx={{ overflowWrap: 'break-word', maxWidth: 220 }}>
            <Email value={a.email} />
          </TableCell>
          <TableCell sx={{ minWidth: 160, maxWidth: 260 }}>
            <Categories account={a} />
          </TableCell>
          <TableCell align="right">
            <CountLink account={a} />
          </TableCell>
          <TableCell>
            <AccountStatusChip status={a.status} />
          </TableCell>
          <TableCell sx={{ minWidth: 96 }}>
            <time dateTime={a.createdAt}>{formatDate(a.createdAt)}</time>
          </TableCell>
          <TableCell align="right" padding="checkbox" sx={{ pr: 1 }}>
            <HistoryButton account={a} onHistory={onHistory} />
          </TableCell>
        </>
      )}
    />
  );
}
