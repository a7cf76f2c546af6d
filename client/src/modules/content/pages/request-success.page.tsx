import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { RequestSentState } from '../../leads/components/request-info-dialog';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { NumberedSteps } from '../components/numbered-steps';

const nextSteps = [
  {
    title: 'Franchisors review your enquiry',
    text: 'Each franchisor you selected has received your details and message. Most reply within two working days.',
  },
  {
    title: 'Look out for calls and emails',
    text: 'Franchisors will contact you by phone or email. Check your spam folder if you have not heard anything.',
  },
  {
    title: 'Track everything in your dashboard',
    text: 'See the status of each request, message franchisors and mark the ones you are still interested in.',
  },
];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What was sent, when the request dialog brought the customer here (a direct visit has no counts). */
function sentSummary(state: RequestSentState['requestSent'] | undefined): { sent: string | null; skipped: string | null } {
  if (!state) return { sent: null, skipped: null };
  const sent =
    state.created > 0
      ? `Your request was sent to ${plural(state.created, 'franchisor', 'franchisors')}.`
      : 'Nothing new was sent: you had already asked these franchisors for information.';
  const skipped =
    state.created > 0 && state.skipped > 0
      ? `${plural(state.skipped, 'franchise was', 'franchises were')} skipped because you had already requested information from ${state.skipped === 1 ? 'it' : 'them'} (or ${state.skipped === 1 ? 'it is' : 'they are'} no longer listed).`
      : null;
  return { sent, skipped };
}

/** /request-success: confirmation after an information request (how many were sent), with next steps. */
export function RequestSuccessPage() {
  useDocumentMeta('Request sent', 'Your information request has been sent to the franchisors you selected.');
  const location = useLocation();
  const summary = sentSummary((location.state as Partial<RequestSentState> | null)?.requestSent);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box sx={{ background: 'linear-gradient(160deg, #eaf2f6 0%, #f7f8fa 60%)', py: { xs: 4, md: 8 } }}>
      <Container maxWidth="md">
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 } }}>
          <Box sx={{ textAlign: 'center' }}>
            <CheckCircleIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
            <Typography ref={heading} tabIndex={-1} component="h1" variant="h4" sx={{ fontWeight: 700, mt: 1, outline: 'none' }}>
              Request sent
            </Typography>
            <Typography sx={{ mt: 1.5, fontSize: 18 }}>Thank you for your interest! We&apos;ll be in touch with you shortly.</Typography>
            {summary.sent && (
              <Typography role="status" sx={{ mt: 2, fontWeight: 600 }}>
                {summary.sent}
              </Typography>
            )}
            {summary.skipped && (
              <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                {summary.skipped}
              </Typography>
            )}
          </Box>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mt: 5, mb: 2 }}>
            What happens next
          </Typography>
          <NumberedSteps steps={nextSteps} color="primary" spacing={2.5} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 5, justifyContent: 'center' }}>
            <Button component={RouterLink} to="/customer/dashboard" variant="contained" size="large">
              Go to my dashboard
            </Button>
            <Button component={RouterLink} to="/search" variant="outlined" size="large">
              Browse more franchises
            </Button>
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
