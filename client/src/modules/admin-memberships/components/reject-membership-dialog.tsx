import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';

/** franchisor_memberships.rejection_reason holds at most this many characters (the server's rule). */
export const REASON_MAX = 1000;
export const REASON_REQUIRED = 'Please give a reason for the rejection';
export const REASON_TOO_LONG = `Reason must be at most ${REASON_MAX} characters`;

/**
 * Asks for the reason before rejecting a membership (required: the franchisor receives it by e-mail and sees it
 * in their account). Cancel has focus first, so Enter never rejects by accident.
 */
export function RejectMembershipDialog({
  open,
  companyName,
  membership,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  companyName: string;
  /** e.g. 'bfa Full member, number BFA-1'. */
  membership: string;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Each opening starts empty (set while rendering, React's way to follow a prop).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setReason('');
      setProblem(null);
    }
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = reason.trim();
    const found = !trimmed ? REASON_REQUIRED : trimmed.length > REASON_MAX ? REASON_TOO_LONG : null;
    setProblem(found);
    if (!found) onConfirm(trimmed);
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Reject the membership of {companyName}?</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {membership}. Their listings show no membership badge; the franchisor is told why by e-mail and can correct it and send it again.
          </DialogContentText>
          <TextField
            label="Reason"
            required
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setProblem(null);
            }}
            multiline
            minRows={3}
            fullWidth
            disabled={busy}
            error={Boolean(problem)}
            helperText={problem ?? 'Shown to the franchisor in their e-mail and in their account.'}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy} autoFocus>
            Cancel
          </Button>
          <Button type="submit" disabled={busy} variant="contained" color="error">
            {busy ? 'Rejecting...' : 'Reject'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
