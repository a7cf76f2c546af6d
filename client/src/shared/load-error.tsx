import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorMessage } from './errors';

/** A failed load: the error's message and a 'Try again' button that runs `onRetry` (usually the query's refetch). */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {errorMessage(error)}
    </Alert>
  );
}
