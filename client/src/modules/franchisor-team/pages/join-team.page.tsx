import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { errorCode, errorMessage, fieldErrors } from '../../../shared/errors';
import { FormError } from '../../../shared/form-error';
import { useForm } from '../../../shared/use-form';
import { required, validPassword } from '../../../shared/validation';
import { AuthCard } from '../../auth/components/auth-card';
import { PasswordField } from '../../auth/components/password-field';
import { switchSession } from '../../auth/hooks/use-session';
import { AcceptTeamInvitationDocument } from '../graphql/accept-team-invitation';
import { TeamInvitationDocument } from '../graphql/team-invitation';

const NOT_VALID = 'This invitation link is not valid. Please ask for a new invitation.';

/**
 * /franchisor/join#token=...: the page an invitation e-mail opens (issue 42 seats). Opening it changes nothing; the
 * form sets the new member's name and password, creates their account and signs them in. The token is in the
 * fragment, which browsers never send to the server.
 */
export function JoinTeamPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [token] = useState(() => new URLSearchParams(location.hash.replace(/^#/, '')).get('token') ?? '');
  const preview = useQuery(TeamInvitationDocument, { variables: { token }, skip: !token, fetchPolicy: 'network-only' });
  const [accept, { loading }] = useMutation(AcceptTeamInvitationDocument);
  const form = useForm<{ fullName: string; password: string }>(
    { fullName: '', password: '' },
    { fullName: [required('Full name')], password: [validPassword] },
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const invitation = preview.data?.teamInvitation;
  const problem = !token ? NOT_VALID : (linkError ?? (preview.error ? errorMessage(preview.error, NOT_VALID) : null));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    if (Object.keys(form.validateAll()).length > 0) return;
    try {
      const { data } = await accept({ variables: { input: { token, fullName: form.values.fullName.trim(), password: form.values.password } } });
      await switchSession(client, data!.acceptTeamInvitation);
    } catch (err) {
      if (errorCode(err) === 'INVALID_LINK') setLinkError(errorMessage(err, NOT_VALID));
      else {
        form.setErrors(fieldErrors(err));
        setFormError(errorMessage(err));
      }
      return;
    }
    void navigate('/franchisor/dashboard', { replace: true });
  };

  return (
    <AuthCard
      title="Join your team"
      subtitle={invitation ? `You were invited to work on ${invitation.companyName}'s franchisor account.` : undefined}
      userType="franchisor"
      mode="login"
    >
      {problem ? (
        <Stack spacing={2}>
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
          <Button component={RouterLink} to="/franchisor/login" variant="contained" size="large">
            Go to sign in
          </Button>
        </Stack>
      ) : !invitation ? (
        <Stack sx={{ alignItems: 'center', py: 4 }} role="status">
          <CircularProgress aria-label="Checking your invitation" />
        </Stack>
      ) : (
        <Stack component="form" spacing={2} onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Set up your account">
          <Typography>
            Your sign-in e-mail: <strong>{invitation.email}</strong>
          </Typography>
          <FormError message={formError} />
          <TextField label="Full name" required fullWidth autoComplete="name" autoFocus {...form.field('fullName')} />
          <PasswordField label="Password" required fullWidth autoComplete="new-password" {...form.field('password', 'At least 6 characters')} />
          <Button type="submit" variant="contained" size="large" disabled={loading}>
            {loading ? 'Creating account...' : 'Create account and sign in'}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
