import { registerEnumType } from 'type-graphql';

/** The bfa (British Franchise Association) membership levels a franchisor may state. */
export enum MembershipLevel {
  FULL = 'full',
  ASSOCIATE = 'associate',
  PROVISIONAL = 'provisional',
}

/** What is stored: a claim waiting, verified by an administrator, or rejected with a reason. */
export enum MembershipState {
  PENDING = 'pending',
  VERIFIED = 'verified',
  REJECTED = 'rejected',
}

/** What a reader is told: the stored state, with a verification past its expiry read as lapsed. */
export enum MembershipStatus {
  PENDING = 'pending',
  VERIFIED = 'verified',
  LAPSED = 'lapsed',
  REJECTED = 'rejected',
}

/** 'bfa Full member': the badge's words. */
export const MEMBERSHIP_LABELS: Record<MembershipLevel, string> = {
  [MembershipLevel.FULL]: 'bfa Full member',
  [MembershipLevel.ASSOCIATE]: 'bfa Associate member',
  [MembershipLevel.PROVISIONAL]: 'bfa Provisional member',
};

/** A verification holds this many months unless verified again. */
export const VERIFICATION_MONTHS = 12;
/** The reminder goes this many days before a verification lapses. */
export const REMINDER_DAYS = 30;

registerEnumType(MembershipLevel, { name: 'MembershipLevel', description: 'A bfa membership level: Full, Associate or Provisional member.' });
registerEnumType(MembershipStatus, {
  name: 'MembershipStatus',
  description: 'PENDING: waiting for verification; VERIFIED: verified and not lapsed; LAPSED: 12 months after verification; REJECTED.',
});
