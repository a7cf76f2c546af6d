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
import { useId, useState } from 'react';
import type { IntroCallMeetingKind } from '../../../gql/graphql';
import { errorMessage } from '../../../shared/errors';

/** At most this many days of times are listed; the franchisor's horizon may offer more. */
const DAYS_SHOWN = 14;

export interface SlotOffer {
  callMinutes: number;
  meetingKind: IntroCallMeetingKind;
  slots: { startsAt: unknown; label: string }[];
}

export interface SlotPickerDialogProps {
  title: string;
  /** The call's time now, when moving it. */
  current?: string | null;
  offer: SlotOffer | undefined;
  loading: boolean;
  error: unknown;
  submitLabel: string;
  busy: boolean;
  /** Books or moves; a rejection is shown and the times are read again. */
  onSubmit: (startsAt: string) => Promise<void>;
  onRefresh: () => void;
  onClose: () => void;
}

/** 'Monday 7 December 2026' from 'Monday 7 December 2026, 09:00'. */
const dayOf = (label: string) => label.replace(/, \d\d:\d\d$/, '');
const timeOf = (label: string) => /\d\d:\d\d$/.exec(label)?.[0] ?? label;

/**
 * The free times of an intro-call calendar in UK time, day by day, as radio buttons (issue 43), for booking or moving a
 * call by either side. The server checks the time is still free when it books, and says so when it has just gone.
 */
export function SlotPickerDialog({ title, current, offer, loading, error, submitLabel, busy, onSubmit, onRefresh, onClose }: SlotPickerDialogProps) {
  const titleId = useId();
  const [chosen, setChosen] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

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
      await onSubmit(chosen);
    } catch (err) {
      setProblem(errorMessage(err));
      setChosen('');
      onRefresh();
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {current && (
          <Typography sx={{ mb: 1 }}>
            Now: <strong>{current}</strong>
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
        {Boolean(error) && !offer && <Alert severity="error">{errorMessage(error)}</Alert>}
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
          {busy ? 'Saving...' : submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
