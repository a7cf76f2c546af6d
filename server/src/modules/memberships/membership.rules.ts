import { IsDefined, ValidateBy } from 'class-validator';

/** The membership number's longest form. */
export const NUMBER_MAX = 20;
/** The longest rejection reason kept (franchisor_memberships.rejection_reason). */
export const REASON_MAX = 1000;

/** Letters, digits and hyphens, at least one letter or digit. */
const NUMBER_PATTERN = /^(?=.*[A-Za-z0-9])[A-Za-z0-9-]+$/;

/** The messages of the membership forms (docs/decisions.md, membership, issue 40); the client shows the same words. */
export const MembershipMessages = {
  levelRequired: 'Please choose your membership level',
  numberRequired: 'Membership number is required',
  numberTooLong: `Membership number must be at most ${NUMBER_MAX} characters`,
  numberCharacters: 'Membership number can only contain letters, digits and hyphens',
  reasonRequired: 'Please give a reason for the rejection',
  notFound: 'Membership not found',
  notWaiting: 'This membership is no longer waiting for verification',
  changed: 'The franchisor has changed this membership since the list was loaded. Check the new details and decide again.',
} as const;

/** The one check of a membership number, first failure's message or null (the service and the validator share it). */
export function membershipNumberProblem(value: unknown): string | null {
  const v = typeof value === 'string' ? value.trim() : '';
  if (!v) return MembershipMessages.numberRequired;
  if (v.length > NUMBER_MAX) return MembershipMessages.numberTooLong;
  if (!NUMBER_PATTERN.test(v)) return MembershipMessages.numberCharacters;
  return null;
}

export const MembershipNumber = () =>
  ValidateBy(
    { name: 'membershipNumber', validator: { validate: (value: unknown) => membershipNumberProblem(value) === null } },
    { message: ({ value }) => membershipNumberProblem(value) ?? '' },
  );

/** A level must be given (class-validator skips null values otherwise: type-graphql sets skipMissingProperties). */
export const RequiredLevel = () => IsDefined({ message: MembershipMessages.levelRequired });
