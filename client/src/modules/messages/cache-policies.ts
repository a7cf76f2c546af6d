import type { TypePolicies } from '@apollo/client';

interface MessagePageRef {
  total: number;
  items: { __ref: string }[];
}

/**
 * One conversation's pages are kept as one list per counterpart: fetching page 2 adds older
 * messages; refetching page 1 adds new ones without dropping the older pages already loaded.
 */
export const messageTypePolicies: TypePolicies = {
  Query: {
    fields: {
      myConversationMessages: {
        keyArgs: ['counterpartId'],
        merge(existing: MessagePageRef | undefined, incoming: MessagePageRef, { readField }) {
          const byRef = new Map<string, { __ref: string }>();
          for (const item of [...(existing?.items ?? []), ...incoming.items]) byRef.set(item.__ref, item);
          const createdAt = (ref: { __ref: string }) => readField<string>('createdAt', ref) ?? '';
          const items = [...byRef.values()].sort((a, b) => createdAt(b).localeCompare(createdAt(a)));
          return { ...incoming, items };
        },
      },
    },
  },
};
