import type { ContactMethod, ContactTime } from '../../gql/graphql';

/** How and when an enquirer wants to be contacted (issue 29); the server checks the same lists (GraphQL enums). */
export const CONTACT_METHOD_LABEL = 'How should they contact you?';
export const CONTACT_TIME_LABEL = 'When should they contact you?';

export const CONTACT_METHODS: readonly { value: ContactMethod; label: string }[] = [
  { value: 'EMAIL', label: 'By email' },
  { value: 'PHONE', label: 'By phone' },
  { value: 'EITHER', label: 'Either' },
];

export const CONTACT_TIMES: readonly { value: ContactTime; label: string }[] = [
  { value: 'MORNING', label: 'Morning' },
  { value: 'AFTERNOON', label: 'Afternoon' },
  { value: 'EVENING', label: 'Evening' },
  { value: 'ANY', label: 'Any time' },
];

export const DEFAULT_CONTACT: ContactPreference = { contactMethod: 'EITHER', contactTime: 'ANY' };

export interface ContactPreference {
  contactMethod: ContactMethod;
  contactTime: ContactTime;
}

/** The server's messages for a choice not on the lists. */
export const CONTACT_METHOD_INVALID = 'Please choose how to be contacted from the list';
export const CONTACT_TIME_INVALID = 'Please choose when to be contacted from the list';

export const isContactMethod = (v: string): v is ContactMethod => CONTACT_METHODS.some((o) => o.value === v);
export const isContactTime = (v: string): v is ContactTime => CONTACT_TIMES.some((o) => o.value === v);

/** 'By phone, in the morning'; 'By email or phone, any time'. */
export function describeContact(p: ContactPreference): string {
  const how = p.contactMethod === 'EMAIL' ? 'By email' : p.contactMethod === 'PHONE' ? 'By phone' : 'By email or phone';
  const when = p.contactTime === 'ANY' ? 'any time' : `in the ${p.contactTime.toLowerCase()}`;
  return `${how}, ${when}`;
}
