import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { AdMetricType } from '../../../gql/graphql';
import { RecordAdMetricsDocument } from '../graphql/record-ad-metrics';

/**
 * Views, clicks and information requests on featured ads. Each is counted once per ad and page view
 * (a page view ends with the next navigation), gathered for a moment and sent in one fire-and-forget
 * mutation: nothing waits for it and failures are only logged.
 */
const FLUSH_AFTER_MS = 1000;
const MAX_EVENTS_PER_CALL = 50;

const sent = new Set<string>();
let queue: { adId: string; type: AdMetricType }[] = [];
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
      .catch((error: unknown) => console.error('Recording ad metrics failed', error));
  }
}

function record(client: ApolloClient, pageView: string, adId: string | null | undefined, type: AdMetricType) {
  if (!adId) return;
  if (pageView !== currentPageView) {
    currentPageView = pageView;
    sent.clear();
  }
  const key = `${type}:${adId}`;
  if (sent.has(key)) return;
  sent.add(key);
  queue.push({ adId, type });
  // A click usually leaves the page: send at once rather than risk losing it.
  if (type === 'CLICK') flush(client);
  else timer ??= window.setTimeout(() => flush(client), FLUSH_AFTER_MS);
}

export function useAdMetrics() {
  const client = useApolloClient();
  const { key } = useLocation();
  return useMemo(
    () => ({
      view: (adId: string | null | undefined) => record(client, key, adId, 'VIEW'),
      click: (adId: string | null | undefined) => record(client, key, adId, 'CLICK'),
      requestInfo: (adId: string | null | undefined) => record(client, key, adId, 'REQUEST_INFO'),
    }),
    [client, key],
  );
}
