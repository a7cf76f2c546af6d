import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';

type NoVariables = Record<string, never>;

/**
 * A query kept live over the websocket: each event of `changed` becomes the query's answer (`fromEvent` maps
 * it when the two differ in shape). `enabled` false skips both.
 */
export function useLiveQuery<TData, TEvent>(
  query: TypedDocumentNode<TData, NoVariables>,
  changed: TypedDocumentNode<TEvent, NoVariables>,
  fromEvent: (event: TEvent) => TData,
  enabled = true,
) {
  const result = useQuery(query, { skip: !enabled });
  const { subscribeToMore } = result;
  useEffect(() => {
    if (!enabled) return undefined;
    return subscribeToMore({ document: changed, updateQuery: (_previous, { subscriptionData }) => fromEvent(subscriptionData.data) });
    // fromEvent is a module-level mapping; a new one each render must not subscribe again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [enabled, changed, subscribeToMore]);
  return result;
}

/**
 * A badge's count (`field` of the query, pushed again as the same field of each `changed` event), kept live over
 * the websocket; 0 until the first answer arrives.
 */
export function useLiveCount<K extends string>(
  query: TypedDocumentNode<{ [P in K]: number }, NoVariables>,
  changed: TypedDocumentNode<{ [P in K]: number }, NoVariables>,
  field: K,
  enabled = true,
): number {
  const { data } = useLiveQuery(query, changed, (event) => ({ [field]: event[field] }) as { [P in K]: number }, enabled);
  return data?.[field] ?? 0;
}
