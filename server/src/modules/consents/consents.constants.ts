/**
 * The version of the privacy notice in force: shown on the privacy page, sent back by every form that asks for
 * consent (the version the person was shown) and stored with each consent record. Change it whenever the privacy
 * page changes what it says about who receives a person's details or why; forms opened before then are asked to
 * reload.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-28';

export const ConsentMessages = {
  /** No consent sent with a request (an old page, or a client that skipped the notice). */
  missing: 'Please read who your details will be sent to, then send your request again.',
  /** Consent sent from a path that does not send this kind of request. */
  wrongPath: 'This consent was not given for this form. Please reload the page and send your request again.',
  /** The notice changed since the page was opened. */
  staleNotice: 'Our privacy notice has changed since this page was opened. Please reload the page and send your request again.',
} as const;

/** A notice names at most this many franchises (as many as one request may go to). */
export const MAX_RECIPIENTS = 50;
