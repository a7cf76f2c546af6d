import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { AdMetricType } from '../../../gql/graphql';
import { RecordAdMetricsDocument } from '../graphql/record-ad-metrics';
import { createMetricQueue } from '../metric-queue';

/**
 * Views of franchise cards (a card shown in a listing or search result) and clicks from a card to the
 * franchise page, for every listing, with the featured ad the card was shown for. Each is counted once
 * per card and page view, batched and sent without waiting (createMetricQueue). Information requests are
 * counted by the server with each lead.
 */
interface MetricEvent {
  franchiseId: string;
  adId: string | null;
  type: AdMetricType;
}

const record = createMetricQueue<MetricEvent>('listing metrics', (client, events) =>
  client.mutate({ mutation: RecordAdMetricsDocument, variables: { input: { events } } }),
);

export function useAdMetrics() {
  const client = useApolloClient();
  const { key } = useLocation();
  return useMemo(() => {
    // The same franchise shown featured and as an ordinary card is two cards seen.
    const event = (franchiseId: string, adId: string | null | undefined, type: AdMetricType) =>
      record(client, key, `${type}:${franchiseId}:${adId ?? ''}`, { franchiseId, adId: adId ?? null, type }, type === 'CLICK');
    return {
      view: (franchiseId: string, adId?: string | null) => event(franchiseId, adId, 'VIEW'),
      click: (franchiseId: string, adId?: string | null) => event(franchiseId, adId, 'CLICK'),
    };
  }, [client, key]);
}
