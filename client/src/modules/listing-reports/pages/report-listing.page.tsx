import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { Breadcrumbs } from '../../../shared/breadcrumbs';
import { errorMessage } from '../../../shared/errors';
import { FormError } from '../../../shared/form-error';
import { CenteredSpinner } from '../../../shared/centered-spinner';
import { PageHeader } from '../../../shared/page-header';
import { RadioFieldset } from '../../../shared/radio-fieldset';
import { TextField } from '../../../shared/text-field';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { validate } from '../../../shared/validation';
import { usePublicForm } from '../../../ssr/use-public-form';
import { ReportListingDocument } from '../graphql/report-listing';
import { ReportListingFranchiseDocument } from '../graphql/report-listing-franchise';
import { DETAILS_MAX, REPORT_MESSAGES, REPORT_REASONS, isReason, reportRules } from '../report-form';

type Fields = { reason: string; details: string; email: string };
const empty: Fields = { reason: '', details: '', email: '' };
const order = ['reason', 'details', 'email'] as const;
/** The details are required when the reason is Something else. */
const check = (values: Fields) => validate(values, reportRules(values.reason));

/**
 * /franchise/:id/report: anyone may tell the administrators that a listing is wrong (issue 40). The form is also a
 * plain HTML form posted to this page, for a visitor without JavaScript or one who sends it before the page's scripts
 * have started (server/src/http/form-posts.ts): refused, the page comes back with the values and the messages;
 * sent, it comes back with `?sent=1` and the thanks. Not for search engines (X-Robots-Tag: noindex).
 */
export function ReportListingPage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(ReportListingFranchiseDocument, { variables: { id } });
  const franchise = data?.franchise;
  useDocumentMeta(
    franchise ? `Report ${franchise.name}` : loading ? undefined : error ? 'Error' : 'Franchise not found',
    franchise ? `Tell us what is wrong with the ${franchise.name} listing.` : undefined,
    null,
    { notFound: !loading && !error && !franchise },
  );
  if (loading && !data) return <CenteredSpinner label="Loading franchise" />;
  if (error) return <Message title="Error" text={errorMessage(error)} alert />;
  if (!franchise) return <Message title="Franchise not found" text="It may have been removed from the directory." />;
  return <ReportListingView key={franchise.id} franchise={franchise} />;
}

/** The page's whole message when there is no listing to report (the catalogue's PageMessage would cost the franchise page a script). */
function Message({ title, text, alert = false }: { title: string; text: string; alert?: boolean }) {
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Box role={alert ? 'alert' : undefined}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {text}
        </Typography>
      </Box>
      <Button component={RouterLink} to="/search" variant="contained" sx={{ mt: 3 }}>
        Browse Franchises
      </Button>
    </Container>
  );
}

function ReportListingView({ franchise }: { franchise: { id: string; name: string } }) {
  const [send, { loading }] = useMutation(ReportListingDocument);
  const form = usePublicForm<Fields>({ name: 'report', empty, order, rules: check, failed: REPORT_MESSAGES.failed });
  const { values, setValues, set, formError, formRef, formErrorRef, posted } = form;
  const [params] = useSearchParams();
  const [sent, setSent] = useState(() => !posted && params.get('sent') === '1');
  const sentRef = useRef<HTMLDivElement>(null);
  const listing = `/franchise/${franchise.id}`;

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const onSubmit = form.submit(async (current) => {
    await send({
      variables: {
        input: {
          franchiseId: franchise.id,
          reason: isReason(current.reason) ? current.reason : null,
          details: current.details.trim() || null,
          email: current.email.trim() || null,
        },
      },
    });
    setValues(empty);
    setSent(true);
  });

  const detailsHint = `Required if you choose Something else. ${values.details.trim().length} / ${DETAILS_MAX}`;

  return (
    <>
      <Breadcrumbs
        items={[{ label: 'Browse Franchises', to: '/search' }, { label: franchise.name, to: listing }, { label: 'Report this listing' }]}
      />
      <PageHeader
        maxWidth="md"
        title="Report this listing"
        intro={`Tell us what is wrong with ${franchise.name}. An administrator reads every report.`}
      />
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
        <Paper id="report" variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          {sent ? (
            <Box ref={sentRef} tabIndex={-1} sx={{ outline: 'none' }}>
              <Alert severity="success" role="status">
                {REPORT_MESSAGES.sent}
              </Alert>
              <Button sx={{ mt: 2 }} variant="outlined" component={RouterLink} to={listing}>
                Back to {franchise.name}
              </Button>
            </Box>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
                Fields marked * are required. The franchisor is not told who sent a report.
              </Typography>
              <Stack
                component="form"
                ref={formRef}
                method="post"
                action={`${listing}/report`}
                spacing={3}
                onSubmit={(e) => void onSubmit(e)}
                noValidate
                aria-label="Report this listing"
              >
                <FormError message={formError} ref={formErrorRef} />
                <RadioFieldset
                  name="reason"
                  legend="What is wrong with this listing?"
                  options={REPORT_REASONS}
                  value={values.reason}
                  error={form.errors.reason}
                  onChange={(v) => set('reason', v)}
                />
                <TextField
                  label="Details"
                  required={values.reason === 'SOMETHING_ELSE'}
                  multiline
                  minRows={5}
                  fullWidth
                  {...form.field('details', detailsHint)}
                />
                <TextField
                  label="Your email (optional)"
                  type="email"
                  autoComplete="email"
                  fullWidth
                  {...form.field('email', 'Only to confirm we have your report. We never pass it to the franchisor.')}
                />
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
                  <Button type="submit" variant="contained" size="large" disabled={loading}>
                    {loading ? 'Sending...' : 'Send report'}
                  </Button>
                  <Link component={RouterLink} to={listing}>
                    Back to {franchise.name}
                  </Link>
                </Box>
                <Typography variant="body2" color="text.secondary">
                  We use your report only to check this listing. See our{' '}
                  <Link component={RouterLink} to="/privacy">
                    Privacy Policy
                  </Link>
                  .
                </Typography>
              </Stack>
            </>
          )}
        </Paper>
      </Container>
    </>
  );
}
