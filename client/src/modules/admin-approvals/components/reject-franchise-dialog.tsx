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
}: {
  open: boolean;
  franchiseName: string;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  const [reason, setReason] = useState('');
  // Each opening starts empty (set while rendering, React's way to follow a prop, not in an effect after it).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setReason('');
  }
  const tooLong = reason.trim().length > REASON_MAX;
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Reject {franchiseName}?</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          The listing stays hidden from visitors. Its franchisor is told by e-mail and can edit it and send it for review again.
        </DialogContentText>
        <TextField
          label="Reason (optional)"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={3}
          fullWidth
          disabled={busy}
          error={tooLong}
          helperText={tooLong ? REASON_TOO_LONG : 'Shown to the franchisor in their e-mail and in their portal.'}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button onClick={() => onConfirm(reason.trim())} disabled={busy || tooLong} variant="contained" color="error">
          {busy ? 'Rejecting...' : 'Reject'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
