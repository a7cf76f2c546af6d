import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { Breadcrumbs } from '../../../shared/breadcrumbs';
import { CenteredSpinner } from '../../../shared/centered-spinner';
import { errorCode, errorMessage, fieldErrors } from '../../../shared/errors';
import { PageHeader } from '../../../shared/page-header';
import { TextField } from '../../../shared/text-field';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { type FormErrors, useForm } from '../../../shared/use-form';
import { validate } from '../../../shared/validation';
import { fieldValues, usePostedForm } from '../../../ssr/form-state';
import { ReportListingDocument } from '../graphql/report-listing';
import { ReportListingFranchiseDocument } from '../graphql/report-listing-franchise';
import { DETAILS_MAX, REPORT_MESSAGES, REPORT_REASONS, isReason, reportRules } from '../report-form';

type Fields = { reason: string; details: string; email: string };
type FieldErrors = FormErrors<Fields>;
const empty: Fields = { reason: '', details: '', email: '' };
const order = ['reason', 'details', 'email'] as const;

/** What the form shows for a refused send: the server's message per field, or else one message for the form. */
function refusal(code: string | undefined, message: string, fields: Record<string, string>): { errors: FieldErrors; formError: string | null } {
  if (Object.keys(fields).length > 0) return { errors: fields, formError: null };
  return { errors: {}, formError: code === 'RATE_LIMITED' ? message : REPORT_MESSAGES.failed };
}

/** The fields as they are in the page (the radio group is a RadioNodeList, which fieldValues leaves out). */
function typedValues(form: HTMLFormElement | null): Partial<Fields> {
  const typed: Partial<Fields> = fieldValues(form, ['details', 'email'] as const);
  const reason = form?.elements.namedItem('reason');
  if (reason && 'value' in reason && reason.value) typed.reason = reason.value;
  return typed;
}

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
  const posted = usePostedForm('report');
  const refused = posted && refusal(posted.error.code, posted.error.message, posted.error.fields ?? {});
  const [params] = useSearchParams();
  const form = useForm<Fields>(
    () => (posted ? { ...empty, ...posted.values } : empty),
    {},
    () => refused?.errors ?? {},
  );
  const { values, setValues, errors, setErrors } = form;
  const [formError, setFormError] = useState<string | null>(() => refused?.formError ?? null);
  const [sent, setSent] = useState(() => !posted && params.get('sent') === '1');
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);
  const listing = `/franchise/${franchise.id}`;

  // What the visitor chose or typed before the page's scripts started is kept.
  useEffect(() => {
    const typed = typedValues(formRef.current);
    setValues((v) => (order.some((k) => typed[k] !== undefined && typed[k] !== v[k]) ? { ...v, ...typed } : v));
  }, [setValues]); // the state's setter: the same at every render, so this runs once

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const focusFirstError = (found: FieldErrors) => {
    const first = order.find((f) => found[f]);
    if (!first) return;
    const field = formRef.current?.elements.namedItem(first);
    const target = field instanceof RadioNodeList ? (field[0] as HTMLInputElement | undefined) : (field as HTMLElement | null);
    target?.focus();
  };

  const change = (name: keyof Fields, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((x) => ({ ...x, [name]: undefined }));
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // The fields as they are: a send in the first moments after hydration may come before the typed values reach the state.
    const current = { ...values, ...typedValues(e.currentTarget) };
    setValues(current);
    setFormError(null);
    const found = validate(current, reportRules(current.reason));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    try {
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
    } catch (err) {
      const shown = refusal(errorCode(err), errorMessage(err), fieldErrors(err));
      setErrors(shown.errors);
      setFormError(shown.formError);
      if (shown.formError) requestAnimationFrame(() => formErrorRef.current?.focus());
      else focusFirstError(shown.errors);
    }
  };

  const blur = (name: 'details' | 'email') => () => {
    if (!values[name]) return;
    setErrors((x) => ({ ...x, [name]: validate(values, { [name]: reportRules(values.reason)[name] })[name] }));
  };

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
                {formError && (
                  <Alert severity="error" role="alert" ref={formErrorRef} tabIndex={-1}>
                    {formError}
                  </Alert>
                )}
                <FormControl component="fieldset" required error={Boolean(errors.reason)}>
                  <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
                    What is wrong with this listing?
                  </FormLabel>
                  <RadioGroup
                    name="reason"
                    value={values.reason}
                    onChange={(e) => change('reason', e.target.value)}
                    aria-describedby={errors.reason ? 'reason-error' : undefined}
                  >
                    {REPORT_REASONS.map((r) => (
                      <FormControlLabel key={r.value} value={r.value} control={<Radio />} label={r.label} />
                    ))}
                  </RadioGroup>
                  {errors.reason && <FormHelperText id="reason-error">{errors.reason}</FormHelperText>}
                </FormControl>
                <TextField
                  label="Details"
                  name="details"
                  value={values.details}
                  onChange={(e) => change('details', e.target.value)}
                  onBlur={blur('details')}
                  error={Boolean(errors.details)}
                  helperText={errors.details ?? detailsHint}
                  required={values.reason === 'SOMETHING_ELSE'}
                  multiline
                  minRows={5}
                  fullWidth
                />
                <TextField
                  label="Your email (optional)"
                  name="email"
                  type="email"
                  autoComplete="email"
                  value={values.email}
                  onChange={(e) => change('email', e.target.value)}
                  onBlur={blur('email')}
                  error={Boolean(errors.email)}
                  helperText={errors.email ?? 'Only to confirm we have your report. We never pass it to the franchisor.'}
                  fullWidth
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
