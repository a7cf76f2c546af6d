import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';

/** franchises.rejection_reason holds at most this many characters (the server's rule). */
export const REASON_MAX = 1000;
export const REASON_TOO_LONG = `Reason must be at most ${REASON_MAX} characters`;

/**
 * Asks before rejecting a listing, with an optional reason that is e-mailed to the franchisor and shown
 * in their portal. Cancel has focus first, so Enter never rejects by accident.
 */
export function RejectFranchiseDialog({
  open,
  franchiseName,
  busy,
  error,
  onConfirm,
  onClose,
  changes = false,
}: {
  open: boolean;
  franchiseName: string;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  /** Rejecting changes to a live listing: the reason is required, and the live listing stays. */
  changes?: boolean;
}) {
  const titleId = useId();
  const textId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  // Each opening starts empty (set while rendering, React's way to follow a prop, not in an effect after it).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setReason('');
      setMissing(false);
    }
  }
  const tooLong = reason.trim().length > REASON_MAX;
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{changes ? `Reject the changes to ${franchiseName}?` : `Reject ${franchiseName}?`}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          {changes
            ? 'The live listing stays as it is. Its franchisor is told why by e-mail and in their editor, and can send new changes.'
            : 'The listing stays hidden from visitors. Its franchisor is told by e-mail and can edit it and send it for review again.'}
        </DialogContentText>
        <TextField
          label={changes ? 'Reason' : 'Reason (optional)'}
          required={changes}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setMissing(false);
          }}
          multiline
          minRows={3}
          fullWidth
          disabled={busy}
          error={tooLong || missing}
          helperText={tooLong ? REASON_TOO_LONG : missing ? 'Reason is required' : 'Shown to the franchisor in their e-mail and in their portal.'}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button
          onClick={() => (changes && !reason.trim() ? setMissing(true) : onConfirm(reason.trim()))}
          disabled={busy || tooLong}
          variant="contained"
          color="error"
        >
          {busy ? 'Rejecting...' : changes ? 'Reject changes' : 'Reject'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
