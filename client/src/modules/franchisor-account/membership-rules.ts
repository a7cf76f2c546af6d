import type { MembershipLevel } from '../../gql/graphql';

/** The server's rules and words (server/src/modules/memberships/membership.rules.ts), for instant feedback. */
export const MEMBERSHIP_NUMBER_MAX = 20;

export const MembershipMessages = {
  levelRequired: 'Please choose your membership level',
  numberRequired: 'Membership number is required',
  numberTooLong: `Membership number must be at most ${MEMBERSHIP_NUMBER_MAX} characters`,
  numberCharacters: 'Membership number can only contain letters, digits and hyphens',
} as const;

export const LEVEL_OPTIONS: { value: MembershipLevel; label: string }[] = [
  { value: 'FULL', label: 'Full member' },
  { value: 'ASSOCIATE', label: 'Associate member' },
  { value: 'PROVISIONAL', label: 'Provisional member' },
];

export interface MembershipValues {
  level: MembershipLevel | '';
  membershipNumber: string;
}

export type MembershipErrors = Partial<Record<keyof MembershipValues, string>>;

export function checkMembership(values: MembershipValues): MembershipErrors {
  const errors: MembershipErrors = {};
  if (!values.level) errors.level = MembershipMessages.levelRequired;
  const number = values.membershipNumber.trim();
  if (!number) errors.membershipNumber = MembershipMessages.numberRequired;
  else if (number.length > MEMBERSHIP_NUMBER_MAX) errors.membershipNumber = MembershipMessages.numberTooLong;
  else if (!/^(?=.*[A-Za-z0-9])[A-Za-z0-9-]+$/.test(number)) errors.membershipNumber = MembershipMessages.numberCharacters;
  return errors;
}
