import { maxChars } from '../../../shared/validation';
import { type ContactPreference, DEFAULT_CONTACT } from '../contact-preference';

/** Where the request dialog is: (1) email; (2) sign in or sign up; a signed-in customer only confirms. */
export type RequestStep = 'email' | 'signin' | 'signup' | 'confirm';

/** The signed-in steps' optional capital and town (screened) and contact preference. */
export interface Wishes {
  /** One of the investment options, or '' (not said). */
  desiredInvestment: string;
  city: string;
  contact: ContactPreference;
}

export const NO_WISHES: Wishes = { desiredInvestment: '', city: '', contact: DEFAULT_CONTACT };
export const checkTown = maxChars('City/Town', 120);

export interface RequestInfoState {
  /** Whether the dialog is open, as last seen while rendering. */
  open: boolean;
  step: RequestStep;
  email: string;
  emailError: string | undefined;
  password: string;
  formError: string | null;
  /** The email step is asking whether a customer account exists. */
  checking: boolean;
  wishes: Wishes;
  townError: string | undefined;
  /** Changes at every opening, so the sign-up form starts empty. */
  opening: number;
}

export type RequestInfoAction =
  /** The dialog opened or closed; opening starts everything again, at the email step (or the confirmation, signed in). */
  | { type: 'open'; open: boolean; signedIn: boolean }
  | { type: 'step'; step: RequestStep }
  /** 'Back': the email step again, the email kept. */
  | { type: 'back' }
  | { type: 'email'; email: string }
  | { type: 'emailError'; message: string | undefined }
  | { type: 'checking'; checking: boolean }
  | { type: 'password'; password: string }
  | { type: 'formError'; message: string | null }
  | { type: 'wishes'; wishes: Wishes }
  | { type: 'townError'; message: string | undefined };

export const initialRequestInfo: RequestInfoState = {
  open: false,
  step: 'email',
  email: '',
  emailError: undefined,
  password: '',
  formError: null,
  checking: false,
  wishes: NO_WISHES,
  townError: undefined,
  opening: 0,
};

export function requestInfoReducer(state: RequestInfoState, action: RequestInfoAction): RequestInfoState {
  switch (action.type) {
    case 'open':
      if (!action.open) return { ...state, open: false };
      return { ...initialRequestInfo, open: true, checking: state.checking, step: action.signedIn ? 'confirm' : 'email', opening: state.opening + 1 };
    case 'step':
      return { ...state, step: action.step };
    case 'back':
      return { ...state, step: 'email', password: '', formError: null };
    case 'email':
      // Typing a new address drops the error about the old one.
      return { ...state, email: action.email, emailError: undefined };
    case 'emailError':
      return { ...state, emailError: action.message };
    case 'checking':
      return { ...state, checking: action.checking };
    case 'password':
      return { ...state, password: action.password };
    case 'formError':
      return { ...state, formError: action.message };
    case 'wishes':
      // A changed town drops its error.
      return { ...state, wishes: action.wishes, townError: action.wishes.city !== state.wishes.city ? undefined : state.townError };
    case 'townError':
      return { ...state, townError: action.message };
  }
}
