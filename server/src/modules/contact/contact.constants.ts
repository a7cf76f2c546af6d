/** The Contact page's subjects; the client offers the same list (client/src/modules/contact/subjects.ts). */
export const CONTACT_SUBJECTS = [
  'General enquiry',
  'Finding a franchise',
  'Listing my franchise',
  'Advertising',
  'My account',
  'Technical problem',
  'Feedback',
] as const;

/** Messages accepted from one IP address in CONTACT_WINDOW_MS. */
export const CONTACT_LIMIT = 5;
export const CONTACT_WINDOW_MS = 15 * 60 * 1000;
