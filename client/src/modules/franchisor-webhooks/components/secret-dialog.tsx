import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

/** The signing secret of a new endpoint (or a rolled one): shown this once. */
export function SecretDialog({ secret, rolled, onClose }: { secret: string; rolled: boolean; onClose: () => void }) {
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{rolled ? 'Your new signing secret' : 'Your signing secret'}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="warning">Copy it now: this is the only time it is shown.</Alert>
        <TextField
          label="Signing secret"
          value={secret}
          multiline
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace', wordBreak: 'break-all' } } }}
          onFocus={(e) => e.target.select()}
        />
        <Typography variant="body2" color="text.secondary">
          Every request carries the headers webhook-id, webhook-timestamp and webhook-signature, signed as the Standard Webhooks specification says:
          verify them with this secret (for example with the standardwebhooks library) before trusting the body.
          {rolled && ' Your previous secret also signs requests for the next 24 hours, so you can switch over.'}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={copy}>{copied ? 'Copied' : 'Copy secret'}</Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
