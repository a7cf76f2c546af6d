import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { type FormEvent, useEffect, useReducer } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ViewerQuery } from '../../../gql/graphql';
import { errorCode, errorMessage, fieldErrors } from '../../../shared/errors';
import { validEmail } from '../../../shared/validation';
import type { LoginState } from '../../auth/pages/login.page';
import { switchSession } from '../../auth/hooks/use-session';
import { useViewer } from '../../auth/hooks/use-viewer';
import { clearSelection, useSelection } from '../../selection/use-selection';
import { ClaimPendingFranchisesDocument } from '../graphql/claim-pending-franchises';
import { CustomerAccountExistsDocument } from '../graphql/customer-account-exists';
import { RequestInfoSignInDocument } from '../graphql/request-info-sign-in';
import { RequestInfoSignUpDocument } from '../graphql/request-info-sign-up';
import type { ContactPreference } from '../contact-preference';
import { ACCOUNT_CREATED_SIGN_IN, CHECK_EMAIL_FAILED, INVALID_CREDENTIALS } from '../request-options';
import { ConsentLine, useConsentNotice } from './consent-line';
import { QuizAnswersChoice, useQuizAnswers } from './quiz-answers-choice';
import { EnquiryFields } from './enquiry-fields';
import { RequestConfirmStep } from './request-confirm-step';
import { RequestEmailStep } from './request-email-step';
import { checkTown, initialRequestInfo, requestInfoReducer } from './request-info-state';
import type { RequestSentState } from './request-sent-notice';
import { RequestSignInStep } from './request-sign-in-step';
import { RequestSignUpForm, type RequestSignUpValues } from './request-sign-up-form';
import { SelectedFranchises } from './selected-franchises';

export interface RequestInfoDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after the request was sent and the selection cleared (then onClose; then the customer dashboard opens). */
  onCompleted?: () => void;
}

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

  const [state, dispatch] = useReducer(requestInfoReducer, initialRequestInfo);
  const { step, email, password, wishes, checking } = state;

  const [signIn, signInState] = useMutation(RequestInfoSignInDocument);
  const [signUp, signUpState] = useMutation(RequestInfoSignUpDocument);
  const [claim, claimState] = useMutation(ClaimPendingFranchisesDocument);
  const busy = checking || signInState.loading || signUpState.loading || claimState.loading;

  // Reset while rendering the opening (dispatched during render), so the previous state never flashes.
  if (open !== state.open) dispatch({ type: 'open', open, signedIn: Boolean(signedInCustomer) });

  const franchiseIds = items.map((i) => i.id);
  // The consent line names each ticked franchise and its franchisor company; the request sends what it showed.
  const notice = useConsentNotice('REQUEST_DIALOG', open ? franchiseIds : []);
  // The quiz's answers (issue 43): offered to send with the request, and pre-filling the capital and town.
  const quiz = useQuizAnswers();
  const consentLine = (
    <>
      <QuizAnswersChoice quiz={quiz} disabled={busy} />
      <ConsentLine text={notice.text} loading={notice.loading} failed={Boolean(notice.error)} />
    </>
  );
  useEffect(() => {
    const a = quiz.answers;
    if (!open || !a || wishes.desiredInvestment || wishes.city) return;
    dispatch({ type: 'wishes', wishes: { ...wishes, desiredInvestment: a.ownCash ?? '', city: a.town ?? '' } });
  }, [open, quiz.answers]); // eslint-disable-line react-hooks/exhaustive-deps -- once per opening with answers
  const normalisedEmail = email.trim().toLowerCase();

  const finish = async (result: { created: number; skipped: number }, signedIn: Viewer | null) => {
    if (signedIn) await switchSession(client, signedIn);
    clearSelection();
    onCompleted?.();
    onClose();
    const sent: RequestSentState = { requestSent: { created: result.created, skipped: result.skipped } };
    void navigate('/customer/dashboard', { state: sent });
  };

  const checkEmail = async (e: FormEvent) => {
    e.preventDefault();
    dispatch({ type: 'formError', message: null });
    const invalid = validEmail(email);
    dispatch({ type: 'emailError', message: invalid });
    if (invalid) return;
    dispatch({ type: 'checking', checking: true });
    try {
      const { data } = await client.query({
        query: CustomerAccountExistsDocument,
        variables: { email: normalisedEmail },
        fetchPolicy: 'network-only',
      });
      dispatch({ type: 'step', step: data?.customerAccountExists ? 'signin' : 'signup' });
    } catch (err) {
      const code = errorCode(err);
      if (code === 'BAD_USER_INPUT') dispatch({ type: 'emailError', message: errorMessage(err) });
      else dispatch({ type: 'formError', message: code === 'RATE_LIMITED' ? errorMessage(err) : CHECK_EMAIL_FAILED });
    } finally {
      dispatch({ type: 'checking', checking: false });
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
    dispatch({ type: 'townError', message: problem });
    return Boolean(problem);
  };
  const showRefusal = (err: unknown, fallback: string) => {
    const fields = fieldErrors(err);
    if (fields.city) dispatch({ type: 'townError', message: fields.city });
    dispatch({ type: 'formError', message: errorMessage(err, fallback) });
  };

  const submitSignIn = async (e: FormEvent) => {
    e.preventDefault();
    dispatch({ type: 'formError', message: null });
    if (wishesInvalid()) return;
    try {
      const { data } = await signIn({
        variables: {
          input: { email: normalisedEmail, password, franchiseIds, consent: notice.consent, matchAnswers: quiz.input, ...wishesInput() },
        },
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
          matchAnswers: quiz.input,
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
    dispatch({ type: 'formError', message: null });
    if (wishesInvalid()) return;
    try {
      const { data } = await claim({
        variables: { input: { franchiseIds, consent: notice.consent, matchAnswers: quiz.input, ...wishesInput() } },
      });
      await finish(data!.claimPendingFranchises, null);
    } catch (err) {
      if (errorCode(err) === 'SESSION_EXPIRED' || errorCode(err) === 'UNAUTHENTICATED') {
        dispatch({ type: 'step', step: 'email' });
        dispatch({ type: 'formError', message: 'Your session has expired. Please enter your email to continue.' });
        return;
      }
      showRefusal(err, 'Failed to submit your request. Please try again.');
    }
  };

  const enquiryFields = (
    <EnquiryFields
      wishes={wishes}
      townError={state.townError}
      disabled={busy}
      onChange={(next) => dispatch({ type: 'wishes', wishes: next })}
      onTownBlur={() => wishes.city && dispatch({ type: 'townError', message: checkTown(wishes.city) })}
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
          <RequestEmailStep
            state={state}
            dispatch={dispatch}
            busy={busy}
            nothingSelected={nothingSelected}
            onSubmit={(e) => void checkEmail(e)}
            onCancel={onClose}
          />
        )}

        {step === 'signin' && (
          <RequestSignInStep
            state={state}
            dispatch={dispatch}
            email={normalisedEmail}
            busy={busy}
            submitting={signInState.loading}
            canSubmit={!nothingSelected && Boolean(notice.consent)}
            enquiryFields={enquiryFields}
            consentLine={consentLine}
            onSubmit={(e) => void submitSignIn(e)}
          />
        )}

        {step === 'signup' && (
          <RequestSignUpForm
            key={state.opening}
            email={normalisedEmail}
            franchiseIds={franchiseIds}
            names={items.map((i) => i.name)}
            busy={busy}
            canSubmit={!nothingSelected && Boolean(notice.consent)}
            consentLine={consentLine}
            prefill={{
              desiredInvestment: quiz.answers?.ownCash ?? '',
              city: quiz.answers?.town ?? '',
              desiredTimeframe: quiz.answers?.timeframe ?? '',
            }}
            onBack={() => dispatch({ type: 'back' })}
            onSubmit={submitSignUp}
          />
        )}

        {step === 'confirm' && signedInCustomer && (
          <RequestConfirmStep
            customer={signedInCustomer}
            formError={state.formError}
            busy={busy}
            submitting={claimState.loading}
            canSubmit={!nothingSelected && Boolean(notice.consent)}
            enquiryFields={enquiryFields}
            consentLine={consentLine}
            onSubmit={(e) => void submitConfirm(e)}
            onCancel={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
