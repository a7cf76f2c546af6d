import { maxChars, required, requiredEmail } from '../../shared/validation';

/** What a complaint is about, as GraphQL names it (the server's DataComplaintTopic) with its label. */
export const COMPLAINT_TOPICS = [
  { value: 'SHARING', label: 'How my details were shared with franchisors' },
  { value: 'MARKETING', label: 'E-mails or marketing I received' },
  { value: 'RIGHTS_REQUEST', label: 'A request for a copy of my data, or to correct or delete it' },
  { value: 'ACCURACY', label: 'Wrong information held about me' },
  { value: 'SECURITY', label: 'A possible leak or misuse of my data' },
  { value: 'SOMETHING_ELSE', label: 'Something else' },
] as const;

export type ComplaintTopic = (typeof COMPLAINT_TOPICS)[number]['value'];

export const NAME_MAX = 200;
export const DETAILS_MAX = 5000;

/** The server's messages (server/src/modules/data-complaints/data-complaints.constants.ts), word for word. */
export const COMPLAINT_MESSAGES = {
  chooseTopic: 'Please choose what your complaint is about',
  detailsRequired: 'Please tell us what your complaint is about',
  failed: 'Failed to send your complaint. Please try again.',
} as const;

/** A reference as the server writes it (DC-2026-000123): only such a value is shown on the confirmation. */
export const REFERENCE_PATTERN = /^DC-\d{4}-\d{6,}$/;

export const ICO_COMPLAINT_URL = 'https://ico.org.uk/make-a-complaint/';

export const isTopic = (value: string): value is ComplaintTopic => COMPLAINT_TOPICS.some((t) => t.value === value);

export const complaintRules = {
  fullName: [required('Full name'), maxChars('Full name', NAME_MAX)],
  email: [requiredEmail('Email')],
  topic: [(v: string) => (isTopic(v) ? undefined : COMPLAINT_MESSAGES.chooseTopic)],
  details: [(v: string) => (v.trim() ? undefined : COMPLAINT_MESSAGES.detailsRequired), maxChars('Details', DETAILS_MAX)],
};
