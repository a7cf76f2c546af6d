import type { ContactMethod, ContactTime } from '../../gql/graphql';

const METHOD: Record<ContactMethod, string> = { EMAIL: 'Email', PHONE: 'Phone', EITHER: 'Email or phone' };
const TIME: Record<ContactTime, string> = { MORNING: 'mornings', AFTERNOON: 'afternoons', EVENING: 'evenings', ANY: 'any time' };

/** How and when the enquirer wants to be contacted, short enough for a table line: 'Phone, evenings', 'Email or phone, any time'. */
export const contactPreference = (method: ContactMethod, time: ContactTime): string => `${METHOD[method]}, ${TIME[time]}`;
