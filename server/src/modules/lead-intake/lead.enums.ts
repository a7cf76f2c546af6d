import { registerEnumType } from 'type-graphql';

export enum LeadStatus {
  NEW = 'new',
  CONTACTED = 'contacted',
  MEETING = 'meeting',
  QUALIFIED = 'qualified',
  CONVERTED = 'converted',
  LOST = 'lost',
}

export enum InterestStatus {
  STILL_INTERESTED = 'still_interested',
  NOT_INTERESTED = 'not_interested',
}

/** How an enquirer wants to be contacted (issue 29). */
export enum ContactMethod {
  EMAIL = 'email',
  PHONE = 'phone',
  EITHER = 'either',
}

/** When an enquirer wants to be contacted (issue 29). */
export enum ContactTime {
  MORNING = 'morning',
  AFTERNOON = 'afternoon',
  EVENING = 'evening',
  ANY = 'any',
}

/**
 * A lead's score band (issue 29), from its points (lead-score.ts). Declared lowest first: PostgreSQL orders the
 * lead_score type in this order.
 */
export enum LeadScore {
  LOW = 'low',
  MEDIUM = 'medium',
  HIGH = 'high',
}

registerEnumType(LeadStatus, { name: 'LeadStatus' });
registerEnumType(InterestStatus, { name: 'InterestStatus' });
registerEnumType(ContactMethod, { name: 'ContactMethod', description: 'How the enquirer wants to be contacted.' });
registerEnumType(ContactTime, { name: 'ContactTime', description: 'When the enquirer wants to be contacted.' });
registerEnumType(LeadScore, { name: 'LeadScore', description: "A lead's score band: High, Medium or Low." });
