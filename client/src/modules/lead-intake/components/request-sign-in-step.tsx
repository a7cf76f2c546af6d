import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Dispatch, FormEvent, ReactNode } from 'react';
import { FormError } from '../../../shared/form-error';
import { PasswordField } from '../../auth/components/password-field';
import type { RequestInfoAction, RequestInfoState } from './request-info-state';

/** Step 2 of the request dialog for a customer's email: the password, the enquiry's wishes and the consent line. */
export function RequestSignInStep({
  state,
  dispatch,
  email,
  busy,
  submitting,
  canSubmit,
  enquiryFields,
  consentLine,
  onSubmit,
}: {
  state: RequestInfoState;
  dispatch: Dispatch<RequestInfoAction>;
  /** The email as it is sent (trimmed, lower case). */
  email: string;
  busy: boolean;
  submitting: boolean;
  /** Something is selected and the consent line has loaded. */
  canSubmit: boolean;
  enquiryFields: ReactNode;
  consentLine: ReactNode;
  onSubmit: (e: FormEvent) => void;
}) {
  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate aria-label="Sign in and send your request">
      <Typography>
        Welcome back! Sign in as <strong>{email}</strong> to send your request.
      </Typography>
      <FormError message={state.formError} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        fullWidth
        autoFocus
        value={state.password}
        onChange={(e) => dispatch({ type: 'password', password: e.target.value })}
      />
      {enquiryFields}
      {consentLine}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button onClick={() => dispatch({ type: 'back' })} disabled={busy}>
          Back
        </Button>
        <Button type="submit" variant="contained" disabled={busy || !state.password || !canSubmit}>
          {submitting ? 'Submitting...' : 'Submit'}
        </Button>
      </Stack>
    </Stack>
  );
}
