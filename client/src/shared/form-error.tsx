import Alert from '@mui/material/Alert';
import type { Ref } from 'react';

/**
 * A form's error, announced to screen readers as it appears; nothing while there is none. With `ref` it can take the
 * focus (a refused send moves the focus to it).
 */
export function FormError({ message, ref }: { message?: string | null; ref?: Ref<HTMLDivElement> }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" ref={ref} tabIndex={ref ? -1 : undefined}>
      {message}
    </Alert>
  );
}
