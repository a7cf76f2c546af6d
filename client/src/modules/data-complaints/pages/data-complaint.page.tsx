import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Breadcrumbs } from '../../../shared/breadcrumbs';
import { FormError } from '../../../shared/form-error';
import { PageHeader } from '../../../shared/page-header';
import { RadioFieldset } from '../../../shared/radio-fieldset';
import { TextField } from '../../../shared/text-field';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { usePostedForm } from '../../../ssr/form-state';
import { usePublicForm } from '../../../ssr/use-public-form';
import { SubmitDataComplaintDocument } from '../graphql/submit-data-complaint';
import { COMPLAINT_MESSAGES, COMPLAINT_TOPICS, DETAILS_MAX, ICO_COMPLAINT_URL, REFERENCE_PATTERN, complaintRules, isTopic } from '../complaint-form';

type Fields = { fullName: string; email: string; topic: string; details: string };
const empty: Fields = { fullName: '', email: '', topic: '', details: '' };
const order = ['fullName', 'email', 'topic', 'details'] as const;

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
          {reference ? <Confirmation reference={reference} /> : <ComplaintForm onSent={(ref) => setParams({ sent: ref }, { replace: false })} />}
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

function ComplaintForm({ onSent }: { onSent: (reference: string) => void }) {
  const [send, { loading }] = useMutation(SubmitDataComplaintDocument);
  const form = usePublicForm<Fields>({ name: 'complaint', empty, order, rules: complaintRules, failed: COMPLAINT_MESSAGES.failed });
  const { values, set, formError, formRef, formErrorRef } = form;
  const onSubmit = form.submit(async (current) => {
    const { data } = await send({
      variables: {
        input: { fullName: current.fullName, email: current.email, topic: isTopic(current.topic) ? current.topic : null, details: current.details },
      },
    });
    if (data) onSent(data.submitDataComplaint.reference);
  });

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
        <FormError message={formError} ref={formErrorRef} />
        <TextField label="Full name" autoComplete="name" required fullWidth {...form.field('fullName')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          fullWidth
          {...form.field('email', 'We send the acknowledgement and our answer here.')}
        />
        <RadioFieldset
          name="topic"
          legend="What is your complaint about?"
          options={COMPLAINT_TOPICS}
          value={values.topic}
          error={form.errors.topic}
          onChange={(v) => set('topic', v)}
        />
        <TextField
          label="Details"
          required
          multiline
          minRows={6}
          fullWidth
          {...form.field('details', `What happened, and when? ${values.details.trim().length} / ${DETAILS_MAX}`)}
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
