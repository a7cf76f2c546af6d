import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { errorCode, errorMessage } from '../../../shared/errors';
import { claimPendingSelection } from '../../lead-intake/hooks/claim-pending-selection';
import { usePendingConsent } from '../../lead-intake/hooks/use-pending-consent';
import { AuthCard } from '../components/auth-card';
import { SignInWithMagicLinkDocument } from '../graphql/sign-in-with-magic-link';
import { switchSession } from '../hooks/use-session';

const NOT_VALID = 'This sign-in link is not valid. Please request a new one.';

/**
 * /customer/magic-link#token=...: the page the e-mailed link opens. Opening it changes nothing; the
 * button signs in with a POST, so a mail scanner that follows the link cannot spend it. The token is in
 * the fragment, which browsers never send to the server.
 */
export function MagicLinkPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const pending = usePendingConsent('signing in');
  const [token] = useState(() => new URLSearchParams(location.hash.replace(/^#/, '')).get('token') ?? '');
  const [signIn, { loading }] = useMutation(SignInWithMagicLinkDocument);
  const [error, setError] = useState<string | null>(token ? null : NOT_VALID);
  const [claiming, setClaiming] = useState(false);
  const notice = pending?.text ?? null;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      const { data } = await signIn({ variables: { token } });
      await switchSession(client, data!.signInWithMagicLink);
    } catch (err) {
      setError(errorCode(err) === 'INTERNAL_SERVER_ERROR' ? errorMessage(err) : errorMessage(err, NOT_VALID));
      return;
    }
    if (notice) {
      setClaiming(true);
      await claimPendingSelection(client, pending?.consent);
    }
    void navigate('/customer/dashboard', { replace: true });
  };

  const busy = loading || claiming;
  return (
    <AuthCard title="Sign in with your magic link" userType="customer" mode="login">
      {error ? (
        <Stack spacing={2}>
          <Alert severity="error" role="alert">
            {error}
          </Alert>
          <Button component={RouterLink} to="/customer/login" state={{ magic: true }} variant="contained" size="large">
            Request a new link
          </Button>
          <Button component={RouterLink} to="/customer/login">
            Sign in with a password
          </Button>
        </Stack>
      ) : (
        <Stack component="form" spacing={2} onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Confirm sign-in">
          <Typography>Press the button to finish signing in to your customer account.</Typography>
          {notice && (
            <Alert severity="info" data-testid="consent-line">
              {notice}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" disabled={busy} autoFocus>
            {busy ? 'Signing in...' : 'Sign in'}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
