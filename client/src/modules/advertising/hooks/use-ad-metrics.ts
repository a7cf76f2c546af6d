import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { AdMetricType } from '../../../gql/graphql';
import { RecordAdMetricsDocument } from '../graphql/record-ad-metrics';

/**
 * Views of franchise cards (a card shown in a listing or search result) and clicks from a card to the
 * franchise page, for every listing, with the featured ad the card was shown for. Each is counted once
 * per card and page view (a page view ends with the next navigation), gathered for a moment and
 * sent in one fire-and-forget mutation: nothing waits for it and failures are only logged. Information
 * requests are counted by the server with each lead.
 */
const FLUSH_AFTER_MS = 1000;
const MAX_EVENTS_PER_CALL = 50;

interface MetricEvent {
  franchiseId: string;
  adId: string | null;
  type: AdMetricType;
}

const sent = new Set<string>();
let queue: MetricEvent[] = [];
let timer: number | undefined;
let currentPageView = '';

function flush(client: ApolloClient) {
  window.clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) {
    const events = queue.slice(0, MAX_EVENTS_PER_CALL);
    queue = queue.slice(MAX_EVENTS_PER_CALL);
    client
      .mutate({ mutation: RecordAdMetricsDocument, variables: { input: { events } } })
      .catch((error: unknown) => console.warn('Recording listing metrics failed', error));
  }
}

function record(client: ApolloClient, pageView: string, franchiseId: string, adId: string | null | undefined, type: AdMetricType) {
  if (pageView !== currentPageView) {
    currentPageView = pageView;
    sent.clear();
  }
  // The same franchise shown featured and as an ordinary card is two cards seen.
  const key = `${type}:${franchiseId}:${adId ?? ''}`;
  if (sent.has(key)) return;
  sent.add(key);
  queue.push({ franchiseId, adId: adId ?? null, type });
  // A click usually leaves the page: send at once rather than risk losing it.
  if (type === 'CLICK') flush(client);
  else timer ??= window.setTimeout(() => flush(client), FLUSH_AFTER_MS);
}

export function useAdMetrics() {
  const client = useApolloClient();
  const { key } = useLocation();
  return useMemo(
    () => ({
      view: (franchiseId: string, adId?: string | null) => record(client, key, franchiseId, adId, 'VIEW'),
      click: (franchiseId: string, adId?: string | null) => record(client, key, franchiseId, adId, 'CLICK'),
    }),
    [client, key],
  );
}
