import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Dispatch, FormEvent } from 'react';
import { FormError } from '../../../shared/form-error';
import type { RequestInfoAction, RequestInfoState } from './request-info-state';

/** Step 1 of the request dialog: the email, which decides between signing in and signing up. */
export function RequestEmailStep({
  state,
  dispatch,
  busy,
  nothingSelected,
  onSubmit,
  onCancel,
}: {
  state: RequestInfoState;
  dispatch: Dispatch<RequestInfoAction>;
  busy: boolean;
  nothingSelected: boolean;
  onSubmit: (e: FormEvent) => void;
  onCancel: () => void;
}) {
  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate aria-label="Your email">
      <Typography>Enter your email to continue.</Typography>
      <FormError message={state.formError} />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        fullWidth
        autoFocus
        value={state.email}
        onChange={(e) => dispatch({ type: 'email', email: e.target.value })}
        error={Boolean(state.emailError)}
        helperText={state.emailError}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={busy || !state.email.trim() || nothingSelected}>
          {state.checking ? 'Checking...' : 'Next'}
        </Button>
      </Stack>
    </Stack>
  );
}
