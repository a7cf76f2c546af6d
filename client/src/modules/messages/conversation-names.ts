import type { MyConversationsQuery } from '../../gql/graphql';

export type ConversationItem = MyConversationsQuery['myConversations']['items'][number];

/** The other party as the customer knows them: the company first, the contact under it. */
export function counterpartNames(c: Pick<ConversationItem, 'counterpart'> | null | undefined) {
  if (!c?.counterpart) return { title: 'Unknown', subtitle: 'This account has been deleted' };
  const { companyName, fullName } = c.counterpart;
  return companyName ? { title: companyName, subtitle: fullName } : { title: fullName, subtitle: null };
}

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('') || '?';
