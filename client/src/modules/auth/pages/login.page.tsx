import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useApolloClient } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CenteredSpinner } from '../../../shared/centered-spinner';
import { errorMessage } from '../../../shared/errors';
import { FormError } from '../../../shared/form-error';
import type { RequestSent, RequestSentState } from '../../lead-intake/components/request-sent-notice';
import { claimPendingSelection } from '../../lead-intake/hooks/claim-pending-selection';
import { usePendingConsent } from '../../lead-intake/hooks/use-pending-consent';
import { AuthCard } from '../components/auth-card';
import { MagicLinkForm } from '../components/magic-link-form';
import { PasswordField } from '../components/password-field';
import { useRedirectSignedIn } from '../hooks/use-redirect-signed-in';
import { useSignIn } from '../hooks/use-session';
import { toUserType, userTypeLabel, type UserTypePath } from '../user-types';

export interface LoginState {
  from?: string;
  email?: string;
  /** A message to show above the form, e.g. after sign-up. */
  notice?: string;
  noticeSeverity?: 'success' | 'info' | 'warning';
  /** Customer login: open on the magic-link form. */
  magic?: boolean;
  /** Requests sent before this sign-in (the request dialog's sign-up), confirmed on the dashboard after it. */
  requestSent?: RequestSent;
}

/** /admin/login, /franchisor/login and /customer/login (password, or for customers also a magic link). */
export function LoginPage({ type }: { type: UserTypePath }) {
  // Once this page signs someone in it goes on by itself: the redirect for visitors already signed in would
  // otherwise answer the claim's refetch of the viewer and replace the dashboard's confirmation.
  const [submitted, setSubmitted] = useState(false);
  const settling = useRedirectSignedIn(type, !submitted);
  const location = useLocation();
  const state = (location.state ?? {}) as LoginState;
  const navigate = useNavigate();
  const client = useApolloClient();
  const { signIn, loading } = useSignIn();
  const pending = usePendingConsent('signing in', type === 'customer');
  const [email, setEmail] = useState(state.email ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [magic, setMagic] = useState(type === 'customer' && Boolean(state.magic));
  const [claiming, setClaiming] = useState(false);

  if (settling) return <CenteredSpinner />;

  const notice = pending?.text ?? null;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setSubmitted(true);
    try {
      await signIn({ email: email.trim(), password, userType: toUserType(type) });
    } catch (err) {
      setSubmitted(false);
      setError(errorMessage(err, 'Invalid email or password'));
      return;
    }
    let sent = state.requestSent ?? null;
    if (notice) {
      setClaiming(true);
      sent = (await claimPendingSelection(client, pending?.consent)) ?? sent;
    }
    // Back to the page that asked for the sign-in: the user type's own area, or (franchisors) the sandbox checkout.
    // Back to where sign-in was asked for: the area's own pages, a franchisor's checkout, a customer's search or quiz
    // results to save.
    const back =
      state.from?.startsWith(`/${type}/`) ||
      (type === 'franchisor' && state.from?.startsWith('/checkout/sandbox/')) ||
      (type === 'customer' && /^\/(search|match\/results)(\?|$)/.test(state.from ?? ''));
    const from = back && state.from ? state.from : `/${type}/dashboard`;
    const confirm: RequestSentState | undefined = sent ? { requestSent: sent } : undefined;
    void navigate(from, { replace: true, state: confirm });
  };

  const title = `${userTypeLabel[type]} Login`;
  if (magic) {
    return (
      <AuthCard title={title} subtitle="We will e-mail you a link that signs you in" userType={type} mode="login">
        <MagicLinkForm email={email} onEmailChange={setEmail} notice={state.notice} onUsePassword={() => setMagic(false)} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={title} subtitle="Sign in to your account" userType={type} mode="login">
      <Stack component="form" spacing={2} onSubmit={(e) => void onSubmit(e)} noValidate aria-label={`${userTypeLabel[type]} login`}>
        {state.notice && !error && <Alert severity={state.noticeSeverity ?? 'success'}>{state.notice}</Alert>}
        {notice && (
          <Alert severity="info" data-testid="consent-line">
            {notice}
          </Alert>
        )}
        <FormError message={error} />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          fullWidth
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoFocus={!state.email}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          fullWidth
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoFocus={Boolean(state.email)}
        />
        <Button type="submit" variant="contained" size="large" disabled={loading || claiming || !email.trim() || !password}>
          {loading || claiming ? 'Signing in...' : 'Sign in'}
        </Button>
      </Stack>
      {type === 'customer' && (
        <>
          <Divider sx={{ my: 2.5, color: 'text.secondary' }}>or</Divider>
          <Button variant="outlined" size="large" fullWidth onClick={() => setMagic(true)}>
            Email me a magic link
          </Button>
        </>
      )}
    </AuthCard>
  );
}
