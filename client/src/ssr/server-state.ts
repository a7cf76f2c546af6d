/** The id of the script element that carries a server-rendered page's Apollo cache to the browser. */
export const SERVER_STATE_ID = 'fc-apollo-state';

/** The cache as the content of a JSON script element: '<' escaped so no value can end the element. */
export function serverStateScript(state: unknown): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script id="${SERVER_STATE_ID}" type="application/json">${json}</script>`;
}
