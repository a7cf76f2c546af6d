import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { List, P } from '../components/prose';
import { RetentionPeriodsDocument } from '../graphql/retention-periods';

const months = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`;
const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;

/**
 * The privacy notice's retention periods, read from the server's configuration (the RETENTION_* variables the
 * daily retention job enforces), so the page states what the site does. Rendered on the server with the page.
 */
export function RetentionList({ contact }: { contact: ReactNode }) {
  const { data, loading, error } = useQuery(RetentionPeriodsDocument);
  const periods = data?.retentionPeriods;
  if (error && !periods) {
    return (
      <Alert severity="error" role="alert" sx={{ my: 1.5 }}>
        How long we keep each kind of information could not be shown just now. Please reload the page, or email {contact} to ask.
      </Alert>
    );
  }
  if (loading || !periods) {
    return (
      <Typography role="status" sx={{ my: 1.5, color: 'text.secondary' }}>
        Loading how long we keep your information…
      </Typography>
    );
  }
  return (
    <>
      <List
        items={[
          'Account details: for as long as your account is open. If you close it, we delete or anonymise your details within 90 days, apart from records we must keep by law.',
          <>
            Your information requests and the messages about them: <strong>{months(periods.requestMonths)}</strong> after the last activity on the
            request (its last message or change). We then delete the messages and remove your name, contact details and message from the request,
            keeping only an anonymous record of it (which franchise, when and its status) for our statistics.
          </>,
          <>
            Other messages between you and a franchisor or us: <strong>{months(periods.requestMonths)}</strong> after they were sent.
          </>,
          <>
            Messages sent through our contact form: <strong>{months(periods.contactMonths)}</strong>. If you report a listing and give your email
            address, we remove the address <strong>{months(periods.contactMonths)}</strong> after the report, once it has been dealt with.
          </>,
          <>
            Your sign-in history (the browser and country of each sign-in): <strong>{months(periods.signInMonths)}</strong>.
          </>,
          <>
            Records of your consent to pass your details to franchisors or to email you alerts, and of what you were told:{' '}
            <strong>{years(periods.consentYears)}</strong> after we last relied on them (when the request is anonymised or deleted, or you switch the
            alerts off), as evidence of that consent.
          </>,
          'Security logs containing IP addresses: up to 90 days.',
          'Records of payments by franchisors: six years, as tax law requires.',
        ]}
      />
      <P>We check these periods every day, and delete or anonymise anything that has passed its period.</P>
    </>
  );
}
