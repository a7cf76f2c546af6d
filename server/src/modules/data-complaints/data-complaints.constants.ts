/** Complaints accepted from one client address in COMPLAINT_WINDOW_MS (as the listing report form counts). */
export const COMPLAINT_LIMIT = 5;
export const COMPLAINT_WINDOW_MS = 60 * 60 * 1000;

export const NAME_MAX = 200;
export const DETAILS_MAX = 5000;
export const NOTE_MAX = 2000;
export const OUTCOME_MAX = 5000;

/**
 * The Data (Use and Access) Act 2025 asks for an acknowledgement within 30 days (ours goes at once) and an answer
 * without undue delay. Our rule (docs/decisions.md): the answer is due 30 days after the complaint arrived.
 */
export const ANSWER_DUE_DAYS = 30;

/** The ICO's complaints page, named in the outcome e-mail and on the form. */
export const ICO_COMPLAINT_URL = 'https://ico.org.uk/make-a-complaint/';

/** The complaint form's and the admin's messages; the client's form shows the same words. */
export const ComplaintMessages = {
  chooseTopic: 'Please choose what your complaint is about',
  detailsRequired: 'Please tell us what your complaint is about',
  complaintNotFound: 'Complaint not found',
  alreadyAnswered: 'This complaint has already been answered',
  answerWithOutcome: 'A complaint is answered by sending the outcome',
} as const;
