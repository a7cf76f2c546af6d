import StorefrontIcon from '@mui/icons-material/Storefront';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ViewerQuery } from '../../../gql/graphql';
import { errorCode, errorMessage, fieldErrors } from '../../../shared/errors';
import { FormError } from '../../../shared/form-error';
import { maxChars, validEmail } from '../../../shared/validation';
import { PasswordField } from '../../auth/components/password-field';
import type { LoginState } from '../../auth/pages/login.page';
import { switchSession } from '../../auth/hooks/use-session';
import { useViewer } from '../../auth/hooks/use-viewer';
import { clearSelection, useSelection } from '../../selection/use-selection';
import { ClaimPendingFranchisesDocument } from '../graphql/claim-pending-franchises';
import { CustomerAccountExistsDocument } from '../graphql/customer-account-exists';
import { RequestInfoSignInDocument } from '../graphql/request-info-sign-in';
import { RequestInfoSignUpDocument } from '../graphql/request-info-sign-up';
import { type ContactPreference, DEFAULT_CONTACT } from '../contact-preference';
import { ACCOUNT_CREATED_SIGN_IN, CHECK_EMAIL_FAILED, INVALID_CREDENTIALS, INVESTMENT_OPTIONS } from '../request-options';
import { ConsentLine, useConsentNotice } from './consent-line';
import { ContactPreferenceFields } from './contact-preference-fields';
import { RequestRequirements } from './request-requirements';
import type { RequestSentState } from './request-sent-notice';
import { RequestSignUpForm, type RequestSignUpValues } from './request-sign-up-form';

export interface RequestInfoDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after the request was sent and the selection cleared (then onClose; then the customer dashboard opens). */
  onCompleted?: () => void;
}

/** Where the dialog is: (1) email; (2) sign in or sign up; a signed-in customer only confirms. */
type Step = 'email' | 'signin' | 'signup' | 'confirm';

type Viewer = NonNullable<ViewerQuery['viewer']>;

/**
 * The Request Information dialog opened from the selection bar (spec 01 section 2). It lists the ticked
 * franchises, asks for an email, then signs the person in (a customer account exists) or signs them up
 * (none exists), sending one request per franchise in the same call. 'Back' returns to the email step;
 * every opening starts again at the email step with empty fields.
 */
export function RequestInfoDialog({ open, onClose, onCompleted }: RequestInfoDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const client = useApolloClient();
  const navigate = useNavigate();
  const { items } = useSelection();
  const { viewer } = useViewer();
  const signedInCustomer = viewer?.userType === 'CUSTOMER' ? viewer : null;

  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  /** The signed-in steps' capital and town (optional, screened) and contact preference. */
  const [wishes, setWishes] = useState<Wishes>(NO_WISHES);
  const [townError, setTownError] = useState<string | undefined>();
  /** Changes at every opening, so the sign-up form starts empty. */
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(false);

  const [signIn, signInState] = useMutation(RequestInfoSignInDocument);
  const [signUp, signUpState] = useMutation(RequestInfoSignUpDocument);
  const [claim, claimState] = useMutation(ClaimPendingFranchisesDocument);
  const busy = checking || signInState.loading || signUpState.loading || claimState.loading;

  // Reset while rendering the opening, so the previous state never flashes.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setStep(signedInCustomer ? 'confirm' : 'email');
      setEmail('');
      setEmailError(undefined);
      setPassword('');
      setFormError(null);
      setWishes(NO_WISHES);
      setTownError(undefined);
      setOpening((n) => n + 1);
    }
  }

  const franchiseIds = items.map((i) => i.id);
  // The consent line names each ticked franchise and its franchisor company; the request sends what it showed.
  const notice = useConsentNotice('REQUEST_DIALOG', open ? franchiseIds : []);
  const consentLine = <ConsentLine text={notice.text} loading={notice.loading} failed={Boolean(notice.error)} />;
  const normalisedEmail = email.trim().toLowerCase();

  const backToEmail = () => {
    setStep('email');
    setPassword('');
    setFormError(null);
  };

  const finish = async (result: { created: number; skipped: number }, signedIn: Viewer | null) => {
    if (signedIn) await switchSession(client, signedIn);
    clearSelection();
    onCompleted?.();
    onClose();
    const state: RequestSentState = { requestSent: { created: result.created, skipped: result.skipped } };
    void navigate('/customer/dashboard', { state });
  };

  const checkEmail = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const invalid = validEmail(email);
    setEmailError(invalid);
    if (invalid) return;
    setChecking(true);
    try {
      const { data } = await client.query({
        query: CustomerAccountExistsDocument,
        variables: { email: normalisedEmail },
        fetchPolicy: 'network-only',
      });
      setStep(data?.customerAccountExists ? 'signin' : 'signup');
    } catch (err) {
      const code = errorCode(err);
      if (code === 'BAD_USER_INPUT') setEmailError(errorMessage(err));
      else setFormError(code === 'RATE_LIMITED' ? errorMessage(err) : CHECK_EMAIL_FAILED);
    } finally {
      setChecking(false);
    }
  };

  /** The capital and town as sent: blank is not given. */
  const wishesInput = () => ({
    desiredInvestment: wishes.desiredInvestment || null,
    city: wishes.city.trim() || null,
    contactMethod: wishes.contact.contactMethod,
    contactTime: wishes.contact.contactTime,
  });
  /** The town's length is the only thing to check (the capital is a list, the contact two lists). */
  const wishesInvalid = () => {
    const problem = checkTown(wishes.city);
    setTownError(problem);
    return Boolean(problem);
  };
  const showRefusal = (err: unknown, fallback: string) => {
    const fields = fieldErrors(err);
    if (fields.city) setTownError(fields.city);
    setFormError(errorMessage(err, fallback));
  };

  const submitSignIn = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    if (wishesInvalid()) return;
    try {
      const { data } = await signIn({
        variables: { input: { email: normalisedEmail, password, franchiseIds, consent: notice.consent, ...wishesInput() } },
      });
      const result = data!.requestInfoSignIn;
      await finish(result, result.viewer ?? null);
    } catch (err) {
      showRefusal(err, INVALID_CREDENTIALS);
    }
  };

  const submitSignUp = async (values: RequestSignUpValues, marketingOptIn: boolean, contact: ContactPreference) => {
    const { data } = await signUp({
      variables: {
        input: {
          email: normalisedEmail,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          password: values.password,
          phone: values.phone.trim(),
          city: values.city.trim(),
          postCode: values.postCode.trim(),
          desiredInvestment: values.desiredInvestment,
          desiredTimeframe: values.desiredTimeframe,
          message: values.message.trim() || null,
          marketingOptIn,
          franchiseIds,
          consent: notice.consent,
          contactMethod: contact.contactMethod,
          contactTime: contact.contactTime,
        },
      },
    });
    const result = data!.requestInfoSignUp;
    if (result.viewer) {
      await finish(result, result.viewer);
      return;
    }
    // The account and the requests exist, but signing in failed: the login page takes over, and carries the
    // confirmation on to the dashboard.
    clearSelection();
    onCompleted?.();
    onClose();
    const state: LoginState = {
      email: normalisedEmail,
      notice: ACCOUNT_CREATED_SIGN_IN,
      requestSent: { created: result.created, skipped: result.skipped },
    };
    void navigate('/customer/login', { state });
  };

  const submitConfirm = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    if (wishesInvalid()) return;
    try {
      const { data } = await claim({ variables: { input: { franchiseIds, consent: notice.consent, ...wishesInput() } } });
      await finish(data!.claimPendingFranchises, null);
    } catch (err) {
      if (errorCode(err) === 'SESSION_EXPIRED' || errorCode(err) === 'UNAUTHENTICATED') {
        setStep('email');
        setFormError('Your session has expired. Please enter your email to continue.');
        return;
      }
      showRefusal(err, 'Failed to submit your request. Please try again.');
    }
  };

  const enquiryFields = (
    <EnquiryFields
      wishes={wishes}
      townError={townError}
      disabled={busy}
      onChange={(next) => {
        if (next.city !== wishes.city && townError) setTownError(undefined);
        setWishes(next);
      }}
      onTownBlur={() => wishes.city && setTownError(checkTown(wishes.city))}
      franchiseIds={franchiseIds}
      names={items.map((i) => i.name)}
    />
  );

  const nothingSelected = items.length === 0;

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="request-info-title">
      <DialogTitle id="request-info-title" sx={{ pr: 6 }}>
        Request Information
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} disabled={busy} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <SelectedFranchises names={items.map((i) => i.name)} countOnly={step !== 'email'} />

        {step === 'email' && (
          <Stack component="form" spacing={2} onSubmit={(e) => void checkEmail(e)} noValidate aria-label="Your email">
            <Typography>Enter your email to continue.</Typography>
            <FormError message={formError} />
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
                setEmail(e.target.value);
                if (emailError) setEmailError(undefined);
              }}
              error={Boolean(emailError)}
              helperText={emailError}
            />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={busy || !email.trim() || nothingSelected}>
                {checking ? 'Checking...' : 'Next'}
              </Button>
            </Stack>
          </Stack>
        )}

        {step === 'signin' && (
          <Stack component="form" spacing={2} onSubmit={(e) => void submitSignIn(e)} noValidate aria-label="Sign in and send your request">
            <Typography>
              Welcome back! Sign in as <strong>{normalisedEmail}</strong> to send your request.
            </Typography>
            <FormError message={formError} />
            <PasswordField
              label="Password"
              name="password"
              autoComplete="current-password"
              required
              fullWidth
              autoFocus
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            {enquiryFields}
            {consentLine}
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
              <Button onClick={backToEmail} disabled={busy}>
                Back
              </Button>
              <Button type="submit" variant="contained" disabled={busy || !password || nothingSelected || !notice.consent}>
                {signInState.loading ? 'Submitting...' : 'Submit'}
              </Button>
            </Stack>
          </Stack>
        )}

        {step === 'signup' && (
          <RequestSignUpForm
            key={opening}
            email={normalisedEmail}
            franchiseIds={franchiseIds}
            names={items.map((i) => i.name)}
            busy={busy}
            canSubmit={!nothingSelected && Boolean(notice.consent)}
            consentLine={consentLine}
            onBack={backToEmail}
            onSubmit={submitSignUp}
          />
        )}

        {step === 'confirm' && signedInCustomer && (
          <Stack component="form" spacing={2} onSubmit={(e) => void submitConfirm(e)} noValidate aria-label="Send your request">
            <Typography>
              You are signed in as <strong>{signedInCustomer.fullName}</strong> ({signedInCustomer.email}). Your request is sent with the details of
              your account and anything you add below.
            </Typography>
            <FormError message={formError} />
            {enquiryFields}
            {consentLine}
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={busy || nothingSelected || !notice.consent}>
                {claimState.loading ? 'Submitting...' : 'Submit'}
              </Button>
            </Stack>
          </Stack>
        )}
      </DialogContent>
    </Dialog>
  );
}

interface Wishes {
  /** One of the investment options, or '' (not said). */
  desiredInvestment: string;
  city: string;
  contact: ContactPreference;
}

const NO_WISHES: Wishes = { desiredInvestment: '', city: '', contact: DEFAULT_CONTACT };
const checkTown = maxChars('City/Town', 120);

/**
 * The signed-in steps' optional capital and town (each franchise's requirements and what they miss shown
 * beneath as they are entered) and the contact preference.
 */
function EnquiryFields({
  wishes,
  townError,
  disabled,
  onChange,
  onTownBlur,
  franchiseIds,
  names,
}: {
  wishes: Wishes;
  townError: string | undefined;
  disabled: boolean;
  onChange: (next: Wishes) => void;
  onTownBlur: () => void;
  franchiseIds: string[];
  names: (string | undefined)[];
}) {
  return (
    <>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            fullWidth
            label="Available capital (optional)"
            name="desiredInvestment"
            value={wishes.desiredInvestment}
            disabled={disabled}
            onChange={(e) => onChange({ ...wishes, desiredInvestment: e.target.value })}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value="">Prefer not to say</MenuItem>
            {INVESTMENT_OPTIONS.map((o) => (
              <MenuItem key={o} value={o}>
                {o}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            label="City/Town (optional)"
            name="city"
            autoComplete="address-level2"
            value={wishes.city}
            disabled={disabled}
            onChange={(e) => onChange({ ...wishes, city: e.target.value })}
            onBlur={onTownBlur}
            error={Boolean(townError)}
            helperText={townError}
          />
        </Grid>
      </Grid>
      <RequestRequirements franchiseIds={franchiseIds} names={names} desiredInvestment={wishes.desiredInvestment} city={wishes.city} />
      <ContactPreferenceFields value={wishes.contact} disabled={disabled} onChange={(contact) => onChange({ ...wishes, contact })} />
    </>
  );
}

/** "Your request goes to": the ticked franchises, by name (`countOnly`: how many; the steps that follow list them with their requirements). */
function SelectedFranchises({ names, countOnly = false }: { names: (string | undefined)[]; countOnly?: boolean }) {
  if (names.length === 0) {
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        No franchises are selected. Tick 'Request Info' on the franchises you are interested in first.
      </Alert>
    );
  }
  if (countOnly) {
    return (
      <Typography variant="subtitle2" component="p" sx={{ mb: 2 }}>
        Your request goes to {names.length} franchise{names.length === 1 ? '' : 's'}.
      </Typography>
    );
  }
  return (
    <Box sx={{ mb: 2.5, p: 1.5, bgcolor: 'background.default', borderRadius: 1, border: 1, borderColor: 'divider' }}>
      <Typography id="request-info-selected" variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        Your request goes to {names.length} franchise{names.length === 1 ? '' : 's'}:
      </Typography>
      <Box component="ul" aria-labelledby="request-info-selected" sx={{ m: 0, pl: 0, listStyle: 'none', maxHeight: 160, overflowY: 'auto' }}>
        {names.map((name, i) => (
          <Box component="li" key={i} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}>
            <StorefrontIcon fontSize="small" color="primary" aria-hidden />
            <Typography variant="body2">{name ?? 'Selected franchise'}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
