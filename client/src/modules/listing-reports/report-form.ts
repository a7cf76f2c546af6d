import { maxChars, validEmail } from '../../shared/validation';

/** The reasons a visitor can give, as GraphQL names them (the server's ListingReportReason) with their labels. */
export const REPORT_REASONS = [
  { value: 'MISLEADING_FIGURES', label: 'Misleading figures' },
  { value: 'NOT_A_REAL_BUSINESS', label: 'Not a real business' },
  { value: 'OFFENSIVE_CONTENT', label: 'Offensive content' },
  { value: 'SOMETHING_ELSE', label: 'Something else' },
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number]['value'];

export const DETAILS_MAX = 2000;

/** The server's messages (server/src/modules/listing-reports/listing-reports.constants.ts), word for word. */
export const REPORT_MESSAGES = {
  chooseReason: 'Please choose a reason for your report',
  detailsForSomethingElse: 'Please tell us what is wrong with this listing',
  sent: 'Thank you. We will look at your report.',
  failed: 'Failed to send your report. Please try again.',
} as const;

export const isReason = (value: string): value is ReportReason => REPORT_REASONS.some((r) => r.value === value);

/** The report form's rules; `reason` decides whether details are required. */
export const reportRules = (reason: string) => ({
  reason: [(v: string) => (isReason(v) ? undefined : REPORT_MESSAGES.chooseReason)],
  details: [
    maxChars('Details', DETAILS_MAX),
    (v: string) => (reason === 'SOMETHING_ELSE' && !v.trim() ? REPORT_MESSAGES.detailsForSomethingElse : undefined),
  ],
  // Optional; when given, the rule of the required e-mail fields.
  email: [(v: string) => (!v.trim() ? undefined : v.trim().length > 254 ? 'Please enter a valid email address' : validEmail(v))],
});
