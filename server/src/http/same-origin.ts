import type { Request } from 'express';

/**
 * Whether a form post comes from one of the site's own pages, as the browser tells it: another site's page can
 * make a visitor's browser post a form here (a forged enquiry sent from the visitor's address, past the
 * per-address limits), but it cannot choose the `Origin` or `Sec-Fetch-Site` headers the browser sends with it.
 *
 * - `Sec-Fetch-Site` (sent by current browsers), when present, must be `same-origin`;
 * - `Origin`, when present, must be the site's own: PUBLIC_URL's origin, or this request's own scheme and host
 *   as Express reads them (behind a trusted proxy, `TRUST_PROXY`: its X-Forwarded-Proto and -Host; from anyone
 *   else, the connection's own), so a site reached by another name or directly still accepts its own forms;
 * - `Origin: null` (a sandboxed frame, a privacy setting, a redirect across sites) passes only with
 *   `Sec-Fetch-Site: same-origin`;
 * - with neither header the post is not from a browser page, and so cannot have been forged by one: allowed, as
 *   the same request to /graphql is.
 */
export function postedFromOwnPage(req: Request, publicUrl: string): boolean {
  const site = req.get('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = req.get('origin');
  if (origin === undefined) return true;
  if (origin === 'null') return site === 'same-origin';
  return origin === new URL(publicUrl).origin || origin === `${req.protocol}://${req.host}`;
}
