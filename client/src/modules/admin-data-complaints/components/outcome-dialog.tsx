import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

/** The last look before the outcome goes: who it goes to, and that the complaint is then answered. */
export function OutcomeDialog({
  open,
  to,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  to: { fullName: string; email: string };
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Send the outcome?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          We will e-mail the outcome to {to.fullName} ({to.email}) with their right to complain to the ICO, and mark the complaint answered. Internal
          notes are not sent. This cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy}>
          {busy ? 'Sending...' : 'Send outcome'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
