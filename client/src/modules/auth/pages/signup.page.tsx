import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CenteredSpinner } from '../../../shared/centered-spinner';
import { errorMessage, fieldErrors } from '../../../shared/errors';
import { FormError } from '../../../shared/form-error';
import { useForm } from '../../../shared/use-form';
import { required, validEmail, validPassword } from '../../../shared/validation';
import { AuthCard } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import { SignUpCustomerDocument } from '../graphql/sign-up-customer';
import { SignUpFranchisorDocument } from '../graphql/sign-up-franchisor';
import { useRedirectSignedIn } from '../hooks/use-redirect-signed-in';
import { switchSession } from '../hooks/use-session';
import { claimPendingSelection } from '../../leads/hooks/use-claim-pending-selection';
import { pendingNotice } from '../../leads/request-options';
import { useSelection } from '../../selection/use-selection';

type Fields = { companyName: string; fullName: string; email: string; password: string };

export const FRANCHISOR_SIGNED_UP =
  'Thank you for registering. Your account is awaiting approval by our team; you can sign in once it has been approved.';

/** /franchisor/signup (company, contact, email, password → pending) and /customer/signup (→ signed in). */
export function SignupPage({ type }: { type: 'franchisor' | 'customer' }) {
  const settling = useRedirectSignedIn(type);
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [signUpCustomer, customerState] = useMutation(SignUpCustomerDocument);
  const [signUpFranchisor, franchisorState] = useMutation(SignUpFranchisorDocument);
  const loading = customerState.loading || franchisorState.loading;
  const isFranchisor = type === 'franchisor';
  const form = useForm<Fields>(
    {
      companyName: '',
      fullName: '',
      email: (location.state as { email?: string } | null)?.email ?? '',
      password: '',
    },
    {
      ...(isFranchisor ? { companyName: [required('Company name')] } : {}),
      fullName: [required(isFranchisor ? 'Contact name' : 'Full name')],
      email: [validEmail],
      password: [validPassword],
    },
  );
  const { values } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const { count: selected } = useSelection();
  const [claiming, setClaiming] = useState(false);

  if (settling) return <CenteredSpinner />;

  /** Ticked franchises become the new customer's requests; this notice says so and is kept as their consent. */
  const notice = !isFranchisor && selected > 0 ? pendingNotice(selected, 'creating your account') : null;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    if (Object.keys(form.validateAll()).length > 0) return;
    const email = values.email.trim().toLowerCase();
    try {
      if (isFranchisor) {
        await signUpFranchisor({
          variables: { input: { companyName: values.companyName.trim(), fullName: values.fullName.trim(), email, password: values.password } },
        });
        void navigate('/franchisor/login', { replace: true, state: { email, notice: FRANCHISOR_SIGNED_UP } });
      } else {
        const { data } = await signUpCustomer({
          variables: { input: { fullName: values.fullName.trim(), email, password: values.password } },
        });
        await switchSession(client, data!.signUpCustomer);
        if (notice) {
          setClaiming(true);
          await claimPendingSelection(client, notice);
        }
        void navigate('/customer/dashboard', { replace: true });
      }
    } catch (err) {
      form.setErrors(fieldErrors(err));
      setFormError(errorMessage(err));
    }
  };

  const field = (name: keyof Fields, label: string, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField label={label} required fullWidth {...form.field(name)} {...extra} />
  );

  return (
    <AuthCard
      title={isFranchisor ? 'List your franchise' : 'Create your account'}
      subtitle={isFranchisor ? 'Register as a franchisor. We review every new account.' : 'Track your requests and message franchisors.'}
      userType={type}
      mode="signup"
    >
      <Stack component="form" spacing={2} onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Sign up">
        {notice && <Alert severity="info">{notice}</Alert>}
        <FormError message={formError} />
        {isFranchisor && field('companyName', 'Company name', { autoComplete: 'organization', autoFocus: true })}
        {field('fullName', isFranchisor ? 'Contact name' : 'Full name', { autoComplete: 'name', autoFocus: !isFranchisor })}
        {field('email', 'Email', { type: 'email', autoComplete: 'email' })}
        <PasswordField label="Password" required fullWidth autoComplete="new-password" {...form.field('password', 'At least 6 characters')} />
        <Button type="submit" variant="contained" size="large" disabled={loading || claiming}>
          {loading || claiming ? 'Creating account...' : 'Create account'}
        </Button>
      </Stack>
    </AuthCard>
  );
}
