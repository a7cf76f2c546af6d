import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';

/** What was sent: new requests, and ticked franchises skipped (already asked, or no longer listed). */
export interface RequestSent {
  created: number;
  skipped: number;
}

/** What the customer dashboard receives in navigation state after a request was sent, to confirm it. */
export interface RequestSentState {
  requestSent: RequestSent;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The confirmation's sentences: how many franchisors were asked and, when some were skipped, how many and why. */
export function sentSummary(sent: RequestSent): { sent: string; skipped: string | null } {
  return {
    sent:
      sent.created > 0
        ? `Your request was sent to ${plural(sent.created, 'franchisor', 'franchisors')}.`
        : 'Nothing new was sent: you had already asked these franchisors for information.',
    skipped:
      sent.created > 0 && sent.skipped > 0
        ? `${plural(sent.skipped, 'franchise was', 'franchises were')} skipped because you had already requested information from ${sent.skipped === 1 ? 'it' : 'them'} (or ${sent.skipped === 1 ? 'it is' : 'they are'} no longer listed).`
        : null,
  };
}

/**
 * The confirmation at the top of the customer dashboard after an information request: a status (announced by
 * screen readers, and focused when it appears so the announcement is certain) that the customer dismisses.
 */
export function RequestSentNotice({ sent, onDismiss }: { sent: RequestSent; onDismiss: () => void }) {
  const summary = sentSummary(sent);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      role="status"
      severity="success"
      variant="outlined"
      onClose={onDismiss}
      closeText="Dismiss"
      sx={{ mb: 3, bgcolor: 'background.paper', outline: 'none', '&:focus-visible': { boxShadow: 3 } }}
    >
      <AlertTitle sx={{ fontWeight: 700 }}>Request sent</AlertTitle>
      <Typography variant="body2">Thank you for your interest! We&apos;ll be in touch with you shortly.</Typography>
      <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
        {summary.sent}
      </Typography>
      {summary.skipped && <Typography variant="body2">{summary.skipped}</Typography>}
      {sent.created > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Franchisors will contact you by phone or email; most reply within two working days. Where a franchisor offers an intro call, you can book
          one now: choose Book an intro call under the request below. Follow each request below and in My Franchises.
        </Typography>
      )}
    </Alert>
  );
}
