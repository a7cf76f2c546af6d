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
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Breadcrumbs } from '../../../shared/breadcrumbs';
import { errorCode, errorMessage, fieldErrors } from '../../../shared/errors';
import { PageHeader } from '../../../shared/page-header';
import { TextField } from '../../../shared/text-field';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { type FormErrors, useForm } from '../../../shared/use-form';
import { validate } from '../../../shared/validation';
import { fieldValues, usePostedForm } from '../../../ssr/form-state';
import { SubmitDataComplaintDocument } from '../graphql/submit-data-complaint';
import { COMPLAINT_MESSAGES, COMPLAINT_TOPICS, DETAILS_MAX, ICO_COMPLAINT_URL, REFERENCE_PATTERN, complaintRules, isTopic } from '../complaint-form';

type Fields = { fullName: string; email: string; topic: string; details: string };
type FieldErrors = FormErrors<Fields>;
const empty: Fields = { fullName: '', email: '', topic: '', details: '' };
const order = ['fullName', 'email', 'topic', 'details'] as const;

/** What the form shows for a refused send: the server's message per field, or else one message for the form. */
function refusal(code: string | undefined, message: string, fields: Record<string, string>): { errors: FieldErrors; formError: string | null } {
  if (Object.keys(fields).length > 0) return { errors: fields, formError: null };
  return { errors: {}, formError: code === 'RATE_LIMITED' ? message : COMPLAINT_MESSAGES.failed };
}

/** The fields as they are in the page (the radio group is a RadioNodeList, which fieldValues leaves out). */
function typedValues(form: HTMLFormElement | null): Partial<Fields> {
  const typed: Partial<Fields> = fieldValues(form, ['fullName', 'email', 'details'] as const);
  const topic = form?.elements.namedItem('topic');
  if (topic && 'value' in topic && topic.value) typed.topic = topic.value;
  return typed;
}

function IcoLink() {
  return (
    <Link href={ICO_COMPLAINT_URL} target="_blank" rel="noopener noreferrer">
      ico.org.uk/make-a-complaint
    </Link>
  );
}

/**
 * /data-complaint: anyone, signed in or not, may complain about how we handle their data (issue 41; the Data (Use and
 * Access) Act 2025). The form is also a plain HTML form posted to this page (server/src/http/form-posts.ts): refused,
 * the page comes back with the values and the messages; sent, it comes back with `?sent=<reference>` and the
 * confirmation, which shows the reference the acknowledgement e-mail also carries.
 */
export function DataComplaintPage() {
  useDocumentMeta(
    'Make a complaint about your data',
    'Tell us if you are unhappy with how Franchise Compass has used your personal data. We acknowledge every complaint at once with a reference.',
  );
  const [params, setParams] = useSearchParams();
  const posted = usePostedForm('complaint');
  const sentParam = params.get('sent') ?? '';
  const reference = !posted && REFERENCE_PATTERN.test(sentParam) ? sentParam : null;

  return (
    <>
      <Breadcrumbs items={[{ label: 'Privacy Policy', to: '/privacy' }, { label: 'Make a complaint about your data' }]} />
      <PageHeader
        maxWidth="md"
        title="Make a complaint about your data"
        intro="If you are unhappy with how we have collected, used, shared or kept your personal data, tell us here. You do not need an account."
      />
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
        <Paper id="complaint" variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          {reference ? (
            <Confirmation reference={reference} />
          ) : (
            <ComplaintForm posted={posted} onSent={(ref) => setParams({ sent: ref }, { replace: false })} />
          )}
        </Paper>
      </Container>
    </>
  );
}

function Confirmation({ reference }: { reference: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Box ref={ref} tabIndex={-1} sx={{ outline: 'none' }}>
      <Alert severity="success" role="status">
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          We have received your complaint
        </Typography>
        <Typography sx={{ mt: 1 }}>
          Your reference is{' '}
          <Box component="strong" data-testid="complaint-reference" sx={{ whiteSpace: 'nowrap' }}>
            {reference}
          </Box>
          . We have sent an acknowledgement with this reference to your e-mail address. Please quote it if you write to us about this complaint.
        </Typography>
      </Alert>
      <Typography sx={{ mt: 2 }}>
        We will look into it and e-mail you our answer within 30 days. If you are not satisfied with our answer, you may complain to the Information
        Commissioner&apos;s Office (ICO) at <IcoLink />.
      </Typography>
      <Button sx={{ mt: 3 }} variant="outlined" component={RouterLink} to="/privacy">
        Back to the Privacy Policy
      </Button>
    </Box>
  );
}

function ComplaintForm({ posted, onSent }: { posted: ReturnType<typeof usePostedForm>; onSent: (reference: string) => void }) {
  const [send, { loading }] = useMutation(SubmitDataComplaintDocument);
  const refused = posted && refusal(posted.error.code, posted.error.message, posted.error.fields ?? {});
  const form = useForm<Fields>(
    () => (posted ? { ...empty, ...posted.values } : empty),
    {},
    () => refused?.errors ?? {},
  );
  const { values, setValues, errors, setErrors } = form;
  const [formError, setFormError] = useState<string | null>(() => refused?.formError ?? null);
  const formRef = useRef<HTMLFormElement>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);

  // What the visitor chose or typed before the page's scripts started is kept.
  useEffect(() => {
    const typed = typedValues(formRef.current);
    setValues((v) => (order.some((k) => typed[k] !== undefined && typed[k] !== v[k]) ? { ...v, ...typed } : v));
  }, [setValues]); // the state's setter: the same at every render, so this runs once

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
    const found = validate(current, complaintRules);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    try {
      const { data } = await send({
        variables: {
          input: { fullName: current.fullName, email: current.email, topic: isTopic(current.topic) ? current.topic : null, details: current.details },
        },
      });
      if (data) onSent(data.submitDataComplaint.reference);
    } catch (err) {
      const shown = refusal(errorCode(err), errorMessage(err), fieldErrors(err));
      setErrors(shown.errors);
      setFormError(shown.formError);
      if (shown.formError) requestAnimationFrame(() => formErrorRef.current?.focus());
      else focusFirstError(shown.errors);
    }
  };

  const blur = (name: 'fullName' | 'email' | 'details') => () => {
    if (!values[name]) return;
    setErrors((x) => ({ ...x, [name]: validate(values, { [name]: complaintRules[name] })[name] }));
  };

  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        All fields are required. We e-mail you an acknowledgement with a reference straight away, and our answer within 30 days.
      </Typography>
      <Stack
        component="form"
        ref={formRef}
        method="post"
        action="/data-complaint"
        spacing={3}
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        aria-label="Make a complaint about your data"
      >
        {formError && (
          <Alert severity="error" role="alert" ref={formErrorRef} tabIndex={-1}>
            {formError}
          </Alert>
        )}
        <TextField
          label="Full name"
          name="fullName"
          autoComplete="name"
          value={values.fullName}
          onChange={(e) => change('fullName', e.target.value)}
          onBlur={blur('fullName')}
          error={Boolean(errors.fullName)}
          helperText={errors.fullName}
          required
          fullWidth
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => change('email', e.target.value)}
          onBlur={blur('email')}
          error={Boolean(errors.email)}
          helperText={errors.email ?? 'We send the acknowledgement and our answer here.'}
          required
          fullWidth
        />
        <FormControl component="fieldset" required error={Boolean(errors.topic)}>
          <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
            What is your complaint about?
          </FormLabel>
          <RadioGroup
            name="topic"
            value={values.topic}
            onChange={(e) => change('topic', e.target.value)}
            aria-describedby={errors.topic ? 'topic-error' : undefined}
          >
            {COMPLAINT_TOPICS.map((t) => (
              <FormControlLabel key={t.value} value={t.value} control={<Radio />} label={t.label} />
            ))}
          </RadioGroup>
          {errors.topic && <FormHelperText id="topic-error">{errors.topic}</FormHelperText>}
        </FormControl>
        <TextField
          label="Details"
          name="details"
          value={values.details}
          onChange={(e) => change('details', e.target.value)}
          onBlur={blur('details')}
          error={Boolean(errors.details)}
          helperText={errors.details ?? `What happened, and when? ${values.details.trim().length} / ${DETAILS_MAX}`}
          required
          multiline
          minRows={6}
          fullWidth
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Button type="submit" variant="contained" size="large" disabled={loading}>
            {loading ? 'Sending...' : 'Send complaint'}
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary">
          We use what you tell us only to handle your complaint. See our{' '}
          <Link component={RouterLink} to="/privacy">
            Privacy Policy
          </Link>
          . You may also complain to the Information Commissioner&apos;s Office (ICO) at <IcoLink />.
        </Typography>
      </Stack>
    </>
  );
}
