import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { FormError } from '../../../shared/form-error';

/** The request dialog of a signed-in customer: who sends it, the enquiry's wishes and the consent line. */
export function RequestConfirmStep({
  customer,
  formError,
  busy,
  submitting,
  canSubmit,
  enquiryFields,
  consentLine,
  onSubmit,
  onCancel,
}: {
  customer: { fullName: string; email: string };
  formError: string | null;
  busy: boolean;
  submitting: boolean;
  /** Something is selected and the consent line has loaded. */
  canSubmit: boolean;
  enquiryFields: ReactNode;
  consentLine: ReactNode;
  onSubmit: (e: FormEvent) => void;
  onCancel: () => void;
}) {
  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate aria-label="Send your request">
      <Typography>
        You are signed in as <strong>{customer.fullName}</strong> ({customer.email}). Your request is sent with the details of your account and
        anything you add below.
      </Typography>
      <FormError message={formError} />
      {enquiryFields}
      {consentLine}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={busy || !canSubmit}>
          {submitting ? 'Submitting...' : 'Submit'}
        </Button>
      </Stack>
    </Stack>
  );
}
