import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../../shared/text-field';
import { requiredEmail } from '../../../shared/validation';

/** The server's download of one person's consent records (server/src/modules/consents/consent.routes.ts). */
const CONSENT_CSV = '/admin/consents.csv';

/** The address of one person's consent records CSV. */
export const consentCsvHref = (email: string) => `${CONSENT_CSV}?email=${encodeURIComponent(email.trim())}`;

/**
 * A link to one person's consent records CSV (the complaint page's complainant). The download is audited on the
 * server, like the form's.
 */
export function ConsentCsvLink({ email }: { email: string }) {
  return (
    <Link href={consentCsvHref(email)} download sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 24 }}>
      Download their consent records (CSV)
    </Link>
  );
}

/**
 * Issue 41: an administrator downloads the consent records of one person (by e-mail address, which covers visitors
 * without an account) as CSV, for a rights request or a complaint. A plain GET form: the browser downloads the file
 * (the server answers with Content-Disposition: attachment), and it works without scripts; the script only checks
 * the address first, with the same message as the server.
 */
export function ConsentRecordsForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (e: FormEvent<HTMLFormElement>) => {
    const problem = requiredEmail()(email);
    setError(problem);
    if (problem) e.preventDefault();
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="consent-records-heading" sx={{ mt: 4 }}>
      <CardContent sx={{ pb: '16px !important' }}>
        <Typography id="consent-records-heading" component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          Consent records of one person
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          Every consent they gave or withdrew (requests and marketing): the exact text shown, the franchises and franchisor companies it named, where
          and when, and the privacy notice version. Each download is recorded in the audit trail.
        </Typography>
        <form method="get" action={CONSENT_CSV} onSubmit={submit} noValidate aria-label="Download consent records">
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-start' }}>
            <TextField
              label="Person's email address"
              name="email"
              type="email"
              autoComplete="off"
              size="small"
              required
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                if (error) setError(undefined);
              }}
              error={Boolean(error)}
              helperText={error}
              sx={{ flex: '1 1 260px', maxWidth: 420 }}
            />
            <Button type="submit" variant="outlined" startIcon={<DownloadIcon />} sx={{ minHeight: 40 }}>
              Download CSV
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
