import { useApolloClient } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { AdMetricType } from '../../../gql/graphql';
import { RecordBannerMetricsDocument } from '../graphql/record-banner-metrics';
import { createMetricQueue } from '../metric-queue';

interface BannerEvent {
  bannerId: string;
  type: AdMetricType;
}

const record = createMetricQueue<BannerEvent>('banner metrics', (client, events) =>
  client.mutate({ mutation: RecordBannerMetricsDocument, variables: { input: { events } } }),
);

/**
 * A banner's impression, recorded once per page view while it is shown, and a `click` to call from its link.
 * Batched and fire-and-forget: the page never waits for them.
 */
export function useBannerMetrics(bannerId: string | null | undefined) {
  const client = useApolloClient();
  const { key } = useLocation();
  useEffect(() => {
    if (bannerId) record(client, key, `VIEW:${bannerId}`, { bannerId, type: 'VIEW' }, false);
  }, [client, key, bannerId]);
  return useMemo(
    () => ({ click: () => bannerId && record(client, key, `CLICK:${bannerId}`, { bannerId, type: 'CLICK' }, true) }),
    [client, key, bannerId],
  );
}
