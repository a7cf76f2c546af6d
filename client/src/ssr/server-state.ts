import { scriptJson } from '../shared/json-ld';

/** The id of the script element that carries a server-rendered page's Apollo cache to the browser. */
export const SERVER_STATE_ID = 'fc-apollo-state';

/**
 * Objects with their keys sorted, arrays as they are. The cache's keys come in the order the page's queries
 * answered, which varies from render to render; sorted, the same data gives the same bytes, so the page's ETag
 * (server/src/http/page-caching.ts) changes only when what it shows does. Apollo's restore ignores key order.
 */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) sorted[key] = sortedKeys((value as Record<string, unknown>)[key]);
  return sorted;
}

/** The cache as a JSON script element. */
export function serverStateScript(state: unknown): string {
  return `<script id="${SERVER_STATE_ID}" type="application/json">${scriptJson(sortedKeys(state))}</script>`;
}
