import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { Suspense, lazy, useState } from 'react';
import type { IntroCallParty, IntroCallStatus } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { errorMessage } from '../../../shared/errors';
import { CancelLeadIntroCallDocument } from '../graphql/cancel-lead-intro-call';

const MoveLeadCallDialog = lazy(async () => ({ default: (await import('./move-lead-call-dialog')).MoveLeadCallDialog }));

interface LeadCall {
  id: string;
  label: string;
  status: IntroCallStatus;
  cancelledBy?: IntroCallParty | null;
}

/** The intro call the enquirer booked on a lead (issue 43): when, in UK time, Move and Cancel (the enquirer is told). */
export function LeadIntroCall({ call: given, leadName }: { call: LeadCall | null | undefined; leadName: string }) {
  // The lead's detail is the answer of the mutation that opened it, not a cached query: a move or a cancellation made
  // here is shown from its own answer.
  const [changed, setChanged] = useState<LeadCall | null>(null);
  const call = changed?.id === given?.id ? changed : given;
  const [asking, setAsking] = useState(false);
  const [moving, setMoving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [cancel, cancelling] = useMutation(CancelLeadIntroCallDocument);
  if (!call) return null;
  const booked = call.status === 'BOOKED';
  const confirm = async () => {
    setProblem(null);
    try {
      const { data } = await cancel({ variables: { bookingId: call.id } });
      if (data) setChanged({ ...call, ...data.cancelLeadIntroCall });
      setAsking(false);
    } catch (err) {
      setProblem(errorMessage(err));
    }
  };
  return (
    <Box sx={{ mt: 3 }}>
      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        Intro call
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <EventAvailableOutlinedIcon color={booked ? 'success' : 'disabled'} aria-hidden />
        <Typography data-testid="lead-intro-call">
          {booked ? `${call.label} (UK time)` : `${call.label}: cancelled by ${call.cancelledBy === 'FRANCHISOR' ? 'you' : 'the enquirer'}`}
        </Typography>
        {booked && (
          <>
            <Button size="small" onClick={() => setMoving(true)}>
              Move
            </Button>
            <Button size="small" color="error" onClick={() => setAsking(true)}>
              Cancel the call
            </Button>
          </>
        )}
      </Box>
      {moving && booked && (
        <Suspense fallback={null}>
          <MoveLeadCallDialog
            call={call}
            leadName={leadName}
            onMoved={(label) => {
              setChanged({ ...call, label });
              setMoving(false);
            }}
            onClose={() => setMoving(false)}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={asking}
        title="Cancel the intro call?"
        confirmLabel="Cancel the call"
        busyLabel="Cancelling..."
        busy={cancelling.loading}
        error={problem}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      >
        {`${leadName} will be told by e-mail that the call on ${call.label} is cancelled.`}
      </ConfirmDialog>
    </Box>
  );
}
