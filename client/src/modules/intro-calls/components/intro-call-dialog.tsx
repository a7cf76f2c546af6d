import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { errorMessage } from '../../../shared/errors';
import { MyFranchiseRequestsDocument } from '../../customer-requests/graphql/my-franchise-requests';
import { IntroCallSlotsDocument } from '../graphql/intro-call-slots';
import { BookIntroCallDocument, MoveIntroCallDocument } from '../graphql/intro-call-mutations';

/** At most this many days of times are listed; the franchisor's horizon may offer more. */
const DAYS_SHOWN = 14;

export interface IntroCallDialogProps {
  leadId: string;
  franchiseName: string;
  /** The call to move; none to book a new one. */
  moving?: { id: string; label: string } | null;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** 'Monday 7 December 2026' from 'Monday 7 December 2026, 09:00'. */
const dayOf = (label: string) => label.replace(/, \d\d:\d\d$/, '');
const timeOf = (label: string) => /\d\d:\d\d$/.exec(label)?.[0] ?? label;

/**
 * Book (or move) an intro call with a request's franchisor (issue 43): the free times in UK time, day by day, as
 * radio buttons; the server checks the time is still free when it books, and says so when it has just gone.
 */
export function IntroCallDialog({ leadId, franchiseName, moving, onClose, onDone }: IntroCallDialogProps) {
  const titleId = useId();
  const { data, loading, error, refetch } = useQuery(IntroCallSlotsDocument, { variables: { leadId }, fetchPolicy: 'network-only' });
  const [chosen, setChosen] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const refetchQueries = [MyFranchiseRequestsDocument];
  const [book, booking] = useMutation(BookIntroCallDocument, { refetchQueries, awaitRefetchQueries: true });
  const [move, movingCall] = useMutation(MoveIntroCallDocument, { refetchQueries, awaitRefetchQueries: true });
  const busy = booking.loading || movingCall.loading;
  const offer = data?.introCallSlots;

  const days = new Map<string, { startsAt: string; label: string }[]>();
  for (const slot of offer?.slots ?? []) {
    const day = dayOf(slot.label);
    if (!days.has(day) && days.size >= DAYS_SHOWN) break;
    days.set(day, [...(days.get(day) ?? []), { startsAt: String(slot.startsAt), label: slot.label }]);
  }

  const submit = async () => {
    setProblem(null);
    if (!chosen) {
      setProblem('Please choose a time from the list.');
      return;
    }
    try {
      if (moving) {
        const { data: moved } = await move({ variables: { bookingId: moving.id, startsAt: chosen } });
        onDone(
          `Your intro call with ${franchiseName} is moved to ${moved?.moveIntroCall.label ?? 'the new time'}. We have e-mailed you the new invitation.`,
        );
      } else {
        const { data: booked } = await book({ variables: { leadId, startsAt: chosen } });
        onDone(
          `Your intro call with ${franchiseName} is booked for ${booked?.bookIntroCall.label ?? 'the time you chose'}. We have e-mailed you an invitation.`,
        );
      }
    } catch (err) {
      setProblem(errorMessage(err));
      setChosen('');
      void refetch();
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{moving ? `Move your intro call with ${franchiseName}` : `Book an intro call with ${franchiseName}`}</DialogTitle>
      <DialogContent>
        {moving && (
          <Typography sx={{ mb: 1 }}>
            Now: <strong>{moving.label}</strong>
          </Typography>
        )}
        {offer && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            A {offer.callMinutes}-minute {offer.meetingKind === 'PHONE' ? 'phone call' : 'video call'}. Times are UK time; choose one that suits you.
          </Typography>
        )}
        {problem && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        {loading && !offer && (
          <Box role="status" aria-label="Loading free times">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={40} />
            ))}
          </Box>
        )}
        {error && !offer && <Alert severity="error">{errorMessage(error)}</Alert>}
        {offer && offer.slots.length === 0 && (
          <Typography>No free times at the moment. Please look again in a few days, or send a message.</Typography>
        )}
        {days.size > 0 && (
          <RadioGroup
            name="intro-call-time"
            value={chosen}
            onChange={(e) => {
              setChosen(e.target.value);
              setProblem(null);
            }}
            aria-label="Free times"
          >
            {[...days].map(([day, slots]) => (
              <Box key={day} component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1.5 }}>
                <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
                  {day}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
                  {slots.map((s) => (
                    <FormControlLabel
                      key={s.startsAt}
                      value={s.startsAt}
                      control={<Radio size="small" slotProps={{ input: { 'aria-label': s.label } }} />}
                      label={timeOf(s.label)}
                      sx={{ mr: 1 }}
                    />
                  ))}
                </Box>
              </Box>
            ))}
          </RadioGroup>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy || !offer || offer.slots.length === 0}>
          {busy ? 'Booking...' : moving ? 'Move the call' : 'Book this time'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
