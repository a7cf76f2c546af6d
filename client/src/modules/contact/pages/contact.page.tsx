import AccessTimeIcon from '@mui/icons-material/AccessTime';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Breadcrumbs } from '../../../shared/breadcrumbs';
import { BusinessHours } from '../../../shared/business-hours';
import { FormError } from '../../../shared/form-error';
import { PageHeader } from '../../../shared/page-header';
import { SITE_CONTACT } from '../../../shared/site-contact';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { maxChars, optionalPhone, required, requiredEmail } from '../../../shared/validation';
import { usePublicForm } from '../../../ssr/use-public-form';
import { SendContactMessageDocument } from '../graphql/send-contact-message';
import { CONTACT_SUBJECTS } from '../subjects';
import { TextField, type TextFieldProps } from '../../../shared/text-field';

type Fields = { fullName: string; email: string; phone: string; subject: string; message: string };
const empty: Fields = { fullName: '', email: '', phone: '', subject: '', message: '' };
const order = ['fullName', 'email', 'phone', 'subject', 'message'] as const;

export const CONTACT_SENT = "Thank you for your message. We'll get back to you within one working day.";
export const CONTACT_FAILED = 'Failed to send message. Please try again.';

const rules = {
  fullName: [required('Full name'), maxChars('Full name', 200)],
  email: [requiredEmail('Email')],
  phone: [optionalPhone],
  subject: [(v: string) => (v ? undefined : 'Subject is required')],
  message: [required('Message'), maxChars('Message', 5000)],
};

/**
 * /contact: the contact form (stored for the team) and business hours. The form is also a plain HTML form
 * posted to /contact, for a visitor without JavaScript or one who sends it before the page's scripts have
 * started: the server answers with this page (server/src/http/form-posts.ts), refused with the values and
 * errors as the form shows them, or sent (`?sent=1`), showing the same thanks.
 */
export function ContactPage() {
  useDocumentMeta(
    'Contact Us',
    'Contact the Franchise Compass team about finding a franchise, listing your franchise, advertising or your account. Open Monday to Saturday.',
  );
  const [send, { loading }] = useMutation(SendContactMessageDocument);
  const form = usePublicForm<Fields>({ name: 'contact', empty, order, rules, failed: CONTACT_FAILED });
  const { values, setValues, formError, formRef, formErrorRef, posted } = form;
  const [params] = useSearchParams();
  const [sent, setSent] = useState(() => !posted && params.get('sent') === '1');
  const sentRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const onSubmit = form.submit(async (current) => {
    await send({
      variables: {
        input: {
          fullName: current.fullName.trim(),
          email: current.email.trim(),
          phone: current.phone.trim() || null,
          subject: current.subject,
          message: current.message.trim(),
        },
      },
    });
    setValues(empty);
    setSent(true);
  });

  const field = (name: keyof Fields, label: string, { helperText, ...extra }: Partial<TextFieldProps> = {}) => (
    <TextField label={label} fullWidth {...form.field(name, helperText)} {...extra} />
  );

  return (
    <>
      <Breadcrumbs items={[{ label: 'Contact Us' }]} />
      <PageHeader
        title="Contact Us"
        intro="Questions about a franchise, your account or listing your business? Send us a message and we'll get back to you within one working day."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Paper id="send-us-a-message" variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, scrollMarginTop: 88 }}>
              <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 0.5 }}>
                Send us a message
              </Typography>
              {sent ? (
                <Box ref={sentRef} tabIndex={-1} sx={{ outline: 'none', mt: 2 }}>
                  <Alert severity="success" role="status">
                    {CONTACT_SENT}
                  </Alert>
                  {/* A link too, so that it works before and without the page's scripts. */}
                  <Button sx={{ mt: 2 }} variant="outlined" component={RouterLink} to="/contact#send-us-a-message" onClick={() => setSent(false)}>
                    Send another message
                  </Button>
                </Box>
              ) : (
                <>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
                    Fields marked * are required.
                  </Typography>
                  <Stack
                    component="form"
                    ref={formRef}
                    method="post"
                    action="/contact#send-us-a-message"
                    spacing={2.5}
                    onSubmit={(e) => void onSubmit(e)}
                    noValidate
                    aria-label="Contact form"
                  >
                    <FormError message={formError} ref={formErrorRef} />
                    <Grid container spacing={2.5}>
                      <Grid size={{ xs: 12, sm: 6 }}>{field('fullName', 'Full name', { required: true, autoComplete: 'name' })}</Grid>
                      <Grid size={{ xs: 12, sm: 6 }}>{field('email', 'Email', { required: true, type: 'email', autoComplete: 'email' })}</Grid>
                      <Grid size={{ xs: 12, sm: 6 }}>{field('phone', 'Phone (optional)', { type: 'tel', autoComplete: 'tel' })}</Grid>
                      <Grid size={{ xs: 12, sm: 6 }}>
                        {field('subject', 'Subject', {
                          required: true,
                          select: true,
                          slotProps: { inputLabel: { shrink: true } },
                          children: [
                            <option key="" value="" disabled>
                              Choose a subject
                            </option>,
                            ...CONTACT_SUBJECTS.map((s) => (
                              <option key={s} value={s}>
                                {s}
                              </option>
                            )),
                          ],
                        })}
                      </Grid>
                    </Grid>
                    {field('message', 'Message', {
                      required: true,
                      multiline: true,
                      minRows: 6,
                      helperText: `${values.message.trim().length} / 5000`,
                    })}
                    <Box>
                      <Button type="submit" variant="contained" size="large" disabled={loading}>
                        {loading ? 'Sending...' : 'Send message'}
                      </Button>
                    </Box>
                    <Typography variant="body2" color="text.secondary">
                      We use your details only to answer your message. See our{' '}
                      <Link component={RouterLink} to="/privacy">
                        Privacy Policy
                      </Link>
                      .
                    </Typography>
                  </Stack>
                </>
              )}
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Stack spacing={3}>
              <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
                <Typography component="h2" variant="h6" sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1 }}>
                  <AccessTimeIcon color="primary" aria-hidden /> Business hours
                </Typography>
                <Box sx={{ mt: 2 }}>
                  <BusinessHours />
                </Box>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                  UK time. Messages sent outside these hours are answered on the next working day.
                </Typography>
              </Paper>
              <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
                <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                  Other ways to reach us
                </Typography>
                <Stack spacing={1.5} sx={{ mt: 2 }}>
                  <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <EmailIcon color="primary" aria-hidden />
                    <Link href={`mailto:${SITE_CONTACT.email}`}>{SITE_CONTACT.email}</Link>
                  </Typography>
                  <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <PhoneIcon color="primary" aria-hidden />
                    <Link href={SITE_CONTACT.phoneHref}>{SITE_CONTACT.phone}</Link>
                  </Typography>
                </Stack>
              </Paper>
              <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, bgcolor: 'grey.50' }}>
                <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                  Looking for a quick answer?
                </Typography>
                <Stack component="ul" spacing={1} sx={{ mt: 1.5, mb: 0, pl: 2.5 }}>
                  <li>
                    <Link component={RouterLink} to="/faqs">
                      Frequently asked questions
                    </Link>
                  </li>
                  <li>
                    <Link component={RouterLink} to="/guide">
                      Franchise Guide
                    </Link>
                  </li>
                  <li>
                    <Link component={RouterLink} to="/support">
                      Help and support
                    </Link>
                  </li>
                </Stack>
              </Paper>
            </Stack>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
