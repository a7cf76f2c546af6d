import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { Suspense, lazy, useState } from 'react';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { errorMessage } from '../../../shared/errors';
import { Notice } from '../../../shared/notice';
import { MyFranchiseRequestsDocument } from '../../customer-requests/graphql/my-franchise-requests';
import { CancelIntroCallDocument } from '../graphql/intro-call-mutations';

const IntroCallDialog = lazy(async () => ({ default: (await import('./intro-call-dialog')).IntroCallDialog }));

export interface RequestIntroCall {
  id: string;
  label: string;
  status: string;
  meetingLink?: string | null;
  phone?: string | null;
}

/**
 * A request's intro call for the enquirer (issue 43): the call booked, with how to join and Move and Cancel, or Book
 * an intro call when the franchisor offers them. Nothing when they do not.
 */
export function IntroCallActions({
  leadId,
  franchiseName,
  offered,
  call,
}: {
  leadId: string;
  franchiseName: string;
  offered: boolean;
  call: RequestIntroCall | null | undefined;
}) {
  const [dialog, setDialog] = useState<'book' | 'move' | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [notice, setNotice] = useState<{ message: string; severity: 'success' | 'error' } | null>(null);
  const [cancel, cancellation] = useMutation(CancelIntroCallDocument, { refetchQueries: [MyFranchiseRequestsDocument], awaitRefetchQueries: true });
  const live = call?.status === 'BOOKED' ? call : null;
  if (!live && !offered) return null;

  const confirmCancel = async () => {
    if (!live) return;
    try {
      await cancel({ variables: { bookingId: live.id } });
      setNotice({ message: `Your intro call with ${franchiseName} is cancelled. We have told the franchisor.`, severity: 'success' });
    } catch (err) {
      setNotice({ message: errorMessage(err), severity: 'error' });
    }
    setCancelling(false);
  };

  return (
    <>
      {live ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }} data-testid="intro-call">
          <EventAvailableOutlinedIcon color="success" aria-hidden sx={{ fontSize: 20 }} />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Intro call: {live.label} (UK time)
          </Typography>
          {live.meetingLink && (
            <Link href={live.meetingLink} target="_blank" rel="noopener" variant="body2">
              Meeting link
            </Link>
          )}
          {!live.meetingLink && live.phone && <Typography variant="body2">They will call you from {live.phone}</Typography>}
          <Button size="small" onClick={() => setDialog('move')}>
            Move
          </Button>
          <Button size="small" color="error" onClick={() => setCancelling(true)}>
            Cancel call
          </Button>
        </Box>
      ) : (
        <Box>
          <Button size="small" variant="outlined" startIcon={<EventAvailableOutlinedIcon aria-hidden />} onClick={() => setDialog('book')}>
            Book an intro call
          </Button>
        </Box>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <IntroCallDialog
            leadId={leadId}
            franchiseName={franchiseName}
            moving={dialog === 'move' ? live : null}
            onClose={() => setDialog(null)}
            onDone={(message) => {
              setDialog(null);
              setNotice({ message, severity: 'success' });
            }}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={cancelling}
        title="Cancel the intro call?"
        confirmLabel="Cancel the call"
        busyLabel="Cancelling..."
        busy={cancellation.loading}
        onConfirm={() => void confirmCancel()}
        onClose={() => setCancelling(false)}
      >
        {live ? `Your call with ${franchiseName} on ${live.label} will be cancelled, and they will be told by e-mail.` : ''}
      </ConfirmDialog>
      <Notice message={notice?.message ?? null} severity={notice?.severity} onClose={() => setNotice(null)} />
    </>
  );
}
