import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useId } from 'react';

export interface MessageFormCardProps {
  title: string;
  /** A line under the title. */
  intro?: ReactNode;
  onSubmit: (e: FormEvent) => void;
  formError: string | null;
  /** Shown as a dismissible success status once sent; nothing when empty. */
  success: ReactNode;
  onCloseSuccess: () => void;
  children: ReactNode;
}

/** A titled card holding a new-message form, with its error and "sent" alerts above the fields. */
export function MessageFormCard({ title, intro, onSubmit, formError, success, onCloseSuccess, children }: MessageFormCardProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id={headingId} component="h2" variant="h6" sx={intro ? undefined : { mb: 2 }}>
        {title}
      </Typography>
      {intro && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      )}
      <Box component="form" onSubmit={onSubmit} noValidate aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        {success && (
          <Alert severity="success" role="status" onClose={onCloseSuccess}>
            {success}
          </Alert>
        )}
        {children}
      </Box>
    </Card>
  );
}
