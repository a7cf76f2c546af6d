import { useQuery } from '@apollo/client/react';
import { ViewerDocument } from '../graphql/viewer';

/**
 * The signed-in user, or null. `fresh` asks the server rather than the cache, for access checks
 * that must see an approval change at once.
 */
export function useViewer(options: { fresh?: boolean } = {}) {
  const { data, loading, error, refetch } = useQuery(ViewerDocument, {
    fetchPolicy: options.fresh ? 'network-only' : 'cache-first',
  });
  return { viewer: data?.viewer ?? null, loading: loading && !data, error, refetch };
}
