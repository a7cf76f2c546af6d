import type { ContactMethod, ContactTime } from '../../gql/graphql';

const METHOD: Record<ContactMethod, string> = { EMAIL: 'Email', PHONE: 'Phone', EITHER: 'Email or phone' };
const TIME: Record<ContactTime, string> = {
  MORNING: 'in the morning',
  AFTERNOON: 'in the afternoon',
  EVENING: 'in the evening',
  ANY: 'at any time',
};

/** How and when the enquirer wants to be contacted, e.g. 'Phone, in the evening'. */
export const contactPreference = (method: ContactMethod, time: ContactTime): string => `${METHOD[method]}, ${TIME[time]}`;
