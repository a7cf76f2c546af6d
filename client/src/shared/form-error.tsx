import Alert from '@mui/material/Alert';

/** A form's error, announced to screen readers as it appears; nothing while there is none. */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}
