import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { CompanySection_CompanyFragment } from '../../../gql/graphql';
import { formatDate } from '../../../shared/format';
import { visuallyHidden } from '../../../shared/visually-hidden';

type Company = CompanySection_CompanyFragment;
type Facts = NonNullable<Company['facts']>;

/** '2014-09-18' -> '18 September 2014', read as a calendar day (not an instant, which a time zone could move). */
const calendarDay = (value: string) => {
  const [y, m, d] = value.split('-').map(Number);
  return formatDate(new Date(y, m - 1, d));
};

const upToDate = (overdue: boolean | null | undefined) => (overdue == null ? 'Not known' : overdue ? 'Overdue' : 'Up to date');

/** Where the franchisor's company stands: nothing given, not registered, not checked yet, or the register's facts. */
export function CompanyStatus({ company }: { company: Company }) {
  const facts = company.facts;
  if (!facts) {
    return (
      <Alert severity="info">
        You have not given a company registration number yet. Your listings show no company facts until you do, or say that you are not a registered
        company.
      </Alert>
    );
  }
  if (company.notRegistered) {
    return (
      <Alert severity="info">
        You have said <strong>We are not a registered company</strong>. Your listings say so, and show no facts from Companies House.
      </Alert>
    );
  }
  if (!facts.checkedAt) {
    return (
      <Alert severity="info">
        <AlertTitle>Company details not checked yet</AlertTitle>
        {company.checksEnabled
          ? `We are reading company ${facts.companyNumber} from the Companies House register. This usually takes a minute; this page updates when it is done.`
          : `Company ${facts.companyNumber} is saved. Its details will be read from the Companies House register once checks are switched on for this site.`}
        {company.lastError && (
          <Typography component="span" sx={{ display: 'block', mt: 1 }}>
            The last try did not work ({company.lastError}). We will try again automatically.
          </Typography>
        )}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FactList facts={facts} />
      {company.flags.length > 0 ? (
        <Alert severity="warning">
          <AlertTitle>What buyers and our team will notice</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {company.flags.map((f) => (
              <li key={f.kind}>{f.message}</li>
            ))}
          </Box>
        </Alert>
      ) : (
        <Alert severity="success">
          Your company is active on the register and its filings are up to date. Your listings show &lsquo;Company checked&rsquo;.
        </Alert>
      )}
      {company.lastError && (
        <Typography variant="body2" color="text.secondary">
          The last try to read the register again did not work ({company.lastError}); these are the facts from {formatDate(facts.checkedAt)}. We will
          try again automatically.
        </Typography>
      )}
    </Box>
  );
}

/** The register's facts as a description list: what buyers see on your listings. */
function FactList({ facts }: { facts: Facts }) {
  const found = facts.statusLabel !== 'Not found on the register';
  const rows: [string, ReactNode][] = [
    [
      'Company number',
      facts.registerUrl ? (
        <Link href={facts.registerUrl} target="_blank" rel="noopener noreferrer">
          {facts.companyNumber}
          <Box component="span" sx={visuallyHidden}>
            {' '}
            on the Companies House register (opens in a new tab)
          </Box>
        </Link>
      ) : (
        facts.companyNumber
      ),
    ],
    ['Status', facts.statusLabel ?? 'Not known'],
  ];
  if (found) {
    rows.unshift(['Registered name', facts.registeredName ?? 'Not known']);
    rows.push(
      ['Incorporated', facts.incorporatedOn ? calendarDay(facts.incorporatedOn) : 'Not known'],
      ['Accounts', upToDate(facts.accountsOverdue)],
      ['Confirmation statement', upToDate(facts.confirmationStatementOverdue)],
      ['Registered office', facts.locality ?? 'Not known'],
      ['Nature of business (SIC codes)', facts.sicCodes.length > 0 ? facts.sicCodes.join(', ') : 'None given'],
      ['Active officers', facts.activeOfficers ?? 'Not known'],
    );
  }
  return (
    <Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, max-content) 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1 },
          '& dt': { color: 'text.secondary', fontWeight: 500, mt: { xs: 1, sm: 0 } },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt">{label}</Typography>
            <Typography component="dd">{value}</Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        From the Companies House register, checked on <time dateTime={facts.checkedAt!}>{formatDate(facts.checkedAt!)}</time>. We read it again every
        week.
      </Typography>
    </Box>
  );
}
