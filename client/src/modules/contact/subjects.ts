/** The Contact page's subjects; the server accepts exactly these (server/src/modules/contact/contact.constants.ts). */
export const CONTACT_SUBJECTS = [
  'General enquiry',
  'Finding a franchise',
  'Listing my franchise',
  'Advertising',
  'My account',
  'Technical problem',
  'Feedback',
] as const;
