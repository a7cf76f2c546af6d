import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

/** A short success message at the bottom of the page, announced to screen readers; closes itself after 5 seconds. */
export function Notice({ message, severity = 'success', onClose }: { message: string | null; severity?: 'success' | 'error'; onClose: () => void }) {
  return (
    <Snackbar
      open={Boolean(message)}
      autoHideDuration={5000}
      onClose={(_e, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {message ? (
        <Alert severity={severity} variant="filled" onClose={onClose} sx={{ width: '100%' }}>
          {message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
