import { registerEnumType } from 'type-graphql';

/** What a consent record is about: passing a request's details to named franchisors, or marketing e-mail. */
export enum ConsentKind {
  REQUEST = 'request',
  MARKETING = 'marketing',
}

/** Whether the person gave consent or withdrew it. */
export enum ConsentAction {
  GIVEN = 'given',
  WITHDRAWN = 'withdrawn',
}

/** Where the person was when they gave or withdrew consent. */
export enum ConsentPath {
  /** The Request Information dialog (sign in, sign up, or confirm when signed in). */
  REQUEST_DIALOG = 'request_dialog',
  /** The request form on a franchise page, sent by its script. */
  LEAD_FORM = 'lead_form',
  /** The same form posted as plain HTML (no JavaScript, or before the scripts started). */
  LEAD_FORM_NO_JS = 'lead_form_no_js',
  /** Ticked franchises sent by signing in (login or magic-link page). */
  SIGN_IN_CLAIM = 'sign_in_claim',
  /** Ticked franchises sent by creating an account on the sign-up page. */
  SIGN_UP_CLAIM = 'sign_up_claim',
  /** The request dialog's separate, unticked 'update me' box (marketing). */
  REQUEST_OPT_IN = 'request_opt_in',
  /** Saved Searches: an alert switched on, off, or deleted with its search (marketing). */
  SAVED_SEARCHES = 'saved_searches',
  /** The unsubscribe link or one-click header of an alert e-mail (marketing). */
  UNSUBSCRIBE_LINK = 'unsubscribe_link',
}

registerEnumType(ConsentKind, { name: 'ConsentKind' });
registerEnumType(ConsentAction, { name: 'ConsentAction' });
registerEnumType(ConsentPath, {
  name: 'ConsentPath',
  description: 'Where consent was given or withdrawn. A request names the path it was sent from; the marketing paths are set by the server.',
});

/** The paths a request may be sent from, by the mutation that sends it. */
export const REQUEST_PATHS = {
  dialog: [ConsentPath.REQUEST_DIALOG],
  claim: [ConsentPath.REQUEST_DIALOG, ConsentPath.SIGN_IN_CLAIM, ConsentPath.SIGN_UP_CLAIM],
  leadForm: [ConsentPath.LEAD_FORM, ConsentPath.LEAD_FORM_NO_JS],
} as const satisfies Record<string, readonly ConsentPath[]>;

/** How each path reads for a person (their request page, the data export, the admin CSV). */
export const CONSENT_PATH_LABELS: Record<ConsentPath, string> = {
  [ConsentPath.REQUEST_DIALOG]: 'Request Information dialog',
  [ConsentPath.LEAD_FORM]: 'Request form on the franchise page',
  [ConsentPath.LEAD_FORM_NO_JS]: 'Request form on the franchise page (sent without JavaScript)',
  [ConsentPath.SIGN_IN_CLAIM]: 'Signing in with franchises selected',
  [ConsentPath.SIGN_UP_CLAIM]: 'Creating an account with franchises selected',
  [ConsentPath.REQUEST_OPT_IN]: "'Update me' box of the Request Information dialog",
  [ConsentPath.SAVED_SEARCHES]: 'Saved Searches',
  [ConsentPath.UNSUBSCRIBE_LINK]: 'Unsubscribe link in an alert e-mail',
};
