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
import { normaliseCompanyNumber, validCompanyNumber } from '../../../shared/company-number';
import { required, validEmail, validPassword } from '../../../shared/validation';
import { AuthCard } from '../components/auth-card';
import { CompanyNumberField } from '../components/company-number-field';
import { PasswordField } from '../components/password-field';
import { SignUpCustomerDocument } from '../graphql/sign-up-customer';
import { SignUpFranchisorDocument } from '../graphql/sign-up-franchisor';
import { useRedirectSignedIn } from '../hooks/use-redirect-signed-in';
import { switchSession } from '../hooks/use-session';
import { claimPendingSelection } from '../../lead-intake/hooks/claim-pending-selection';
import { usePendingConsent } from '../../lead-intake/hooks/use-pending-consent';

type Fields = { companyName: string; fullName: string; email: string; password: string; companyNumber: string };

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
  // 'We are not a registered company': the number is then neither asked for nor checked.
  const [notRegistered, setNotRegistered] = useState(false);
  const form = useForm<Fields>(
    {
      companyName: '',
      fullName: '',
      email: (location.state as { email?: string } | null)?.email ?? '',
      password: '',
      companyNumber: '',
    },
    {
      ...(isFranchisor ? { companyName: [required('Company name')] } : {}),
      ...(isFranchisor && !notRegistered ? { companyNumber: [validCompanyNumber] } : {}),
      fullName: [required(isFranchisor ? 'Contact name' : 'Full name')],
      email: [validEmail],
      password: [validPassword],
    },
  );
  const { values } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const pending = usePendingConsent('creating your account', !isFranchisor);
  const [claiming, setClaiming] = useState(false);

  if (settling) return <CenteredSpinner />;

  /** Ticked franchises become the new customer's requests; this notice says so and is kept as their consent. */
  const notice = pending?.text ?? null;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    if (Object.keys(form.validateAll()).length > 0) return;
    const email = values.email.trim().toLowerCase();
    try {
      if (isFranchisor) {
        const companyNumber = notRegistered || !values.companyNumber.trim() ? null : normaliseCompanyNumber(values.companyNumber);
        await signUpFranchisor({
          variables: {
            input: {
              companyName: values.companyName.trim(),
              fullName: values.fullName.trim(),
              email,
              password: values.password,
              companyNumber,
              notRegistered,
            },
          },
        });
        void navigate('/franchisor/login', { replace: true, state: { email, notice: FRANCHISOR_SIGNED_UP } });
      } else {
        const { data } = await signUpCustomer({
          variables: { input: { fullName: values.fullName.trim(), email, password: values.password } },
        });
        await switchSession(client, data!.signUpCustomer);
        if (notice) {
          setClaiming(true);
          await claimPendingSelection(client, pending?.consent);
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
        {notice && (
          <Alert severity="info" data-testid="consent-line">
            {notice}
          </Alert>
        )}
        <FormError message={formError} />
        {isFranchisor && field('companyName', 'Company name', { autoComplete: 'organization', autoFocus: true })}
        {isFranchisor && (
          <CompanyNumberField
            field={form.field('companyNumber')}
            notRegistered={notRegistered}
            onNotRegisteredChange={(value) => {
              setNotRegistered(value);
              if (value) form.setErrors((e) => ({ ...e, companyNumber: undefined }));
            }}
          />
        )}
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
