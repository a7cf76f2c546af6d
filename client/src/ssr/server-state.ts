import { scriptJson } from '../shared/json-ld';

/** The id of the script element that carries a server-rendered page's Apollo cache to the browser. */
export const SERVER_STATE_ID = 'fc-apollo-state';

/** The cache as a JSON script element. */
export function serverStateScript(state: unknown): string {
  return `<script id="${SERVER_STATE_ID}" type="application/json">${scriptJson(state)}</script>`;
}
