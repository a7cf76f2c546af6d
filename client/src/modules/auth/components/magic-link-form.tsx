import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { errorCode, errorMessage } from '../../../shared/errors';
import { FormError } from '../../../shared/form-error';
import { validEmail } from '../../../shared/validation';
import { RequestMagicLinkDocument } from '../graphql/request-magic-link';

/**
 * Customer login by e-mail link. The answer is the same whether or not the email has an account, so
 * the page cannot be used to find out who is registered.
 */
export function MagicLinkForm({
  email,
  onEmailChange,
  notice,
  onUsePassword,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  notice?: string;
  onUsePassword: () => void;
}) {
  const [requestLink, { loading }] = useMutation(RequestMagicLinkDocument);
  const [emailError, setEmailError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const invalid = validEmail(email);
    setEmailError(invalid);
    if (invalid) return;
    const normalised = email.trim().toLowerCase();
    try {
      await requestLink({ variables: { email: normalised } });
      setSentTo(normalised);
    } catch (err) {
      if (errorCode(err) === 'BAD_USER_INPUT') setEmailError(errorMessage(err));
      else setError(errorMessage(err));
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Sign in with a magic link">
      {notice && !sentTo && !error && <Alert severity="success">{notice}</Alert>}
      <div role="status" aria-live="polite">
        {sentTo && (
          <Alert severity="success">
            Check your inbox. If {sentTo} belongs to a customer account, we have sent it a sign-in link. The link works once and expires in 15
            minutes.
          </Alert>
        )}
      </div>
      <FormError message={error} />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        fullWidth
        autoFocus
        value={email}
        onChange={(e) => {
          onEmailChange(e.target.value);
          if (emailError) setEmailError(undefined);
        }}
        error={Boolean(emailError)}
        helperText={emailError}
      />
      <Button type="submit" variant="contained" size="large" disabled={loading || !email.trim()}>
        {loading ? 'Sending...' : sentTo ? 'Send another link' : 'Send magic link'}
      </Button>
      <Button onClick={onUsePassword}>Sign in with a password instead</Button>
    </Stack>
  );
}
