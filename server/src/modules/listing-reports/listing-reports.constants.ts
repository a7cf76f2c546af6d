/** Reports accepted from one client address in REPORT_WINDOW_MS (as the contact form counts its messages). */
export const REPORT_LIMIT = 5;
export const REPORT_WINDOW_MS = 60 * 60 * 1000;

export const DETAILS_MAX = 2000;
/** resolution_note is varchar(1000): it becomes the listing's rejection reason on unpublishing. */
export const NOTE_MAX = 1000;

/** The report form's and the admin's messages; the client's report form shows the same words. */
export const ReportMessages = {
  chooseReason: 'Please choose a reason for your report',
  detailsForSomethingElse: 'Please tell us what is wrong with this listing',
  reportNotFound: 'Report not found',
  alreadyResolved: 'This report has already been resolved',
  notPublished: 'This listing is not published, so it cannot be unpublished',
  noFranchisor: 'This listing has no franchisor to ask',
} as const;
