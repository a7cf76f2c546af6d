import { registerEnumType } from 'type-graphql';

/** Why a visitor reports a listing (issue 40, part 5). */
export enum ListingReportReason {
  MISLEADING_FIGURES = 'misleading_figures',
  NOT_A_REAL_BUSINESS = 'not_a_real_business',
  OFFENSIVE_CONTENT = 'offensive_content',
  SOMETHING_ELSE = 'something_else',
}

/** The reasons as the report form and the admin queue name them. */
export const REASON_LABELS: Record<ListingReportReason, string> = {
  [ListingReportReason.MISLEADING_FIGURES]: 'Misleading figures',
  [ListingReportReason.NOT_A_REAL_BUSINESS]: 'Not a real business',
  [ListingReportReason.OFFENSIVE_CONTENT]: 'Offensive content',
  [ListingReportReason.SOMETHING_ELSE]: 'Something else',
};

export enum ListingReportStatus {
  OPEN = 'open',
  RESOLVED = 'resolved',
}

/** How an administrator resolved a report; each is one audited step with a note. */
export enum ListingReportResolution {
  /** Nothing wrong found: the report is closed, nobody else is told. */
  DISMISSED = 'dismissed',
  /** The franchisor is e-mailed the report's substance and asked to check the listing. */
  ASKED_FRANCHISOR = 'asked_franchisor',
  /** The listing leaves the directory (status rejected, the note as the reason) and its franchisor is e-mailed. */
  UNPUBLISHED = 'unpublished',
}

registerEnumType(ListingReportReason, { name: 'ListingReportReason', description: 'Why a visitor reports a listing.' });
registerEnumType(ListingReportStatus, { name: 'ListingReportStatus' });
registerEnumType(ListingReportResolution, { name: 'ListingReportResolution', description: 'How an administrator resolved a report.' });
