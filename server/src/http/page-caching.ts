import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { readCookie } from '../common/cookies';
import { SESSION_COOKIE } from '../modules/auth/session.service';
import { preferredEncoding } from './compression';

/** A server-rendered page as it is kept and sent. */
export interface RenderedHtml {
  status: number;
  html: string;
  /** The page's strong validator (pageEtag), computed with the render and kept with it. */
  etag: string;
}

/** How long a CDN may keep a server-rendered page for visitors who are not signed in (CDN_* variables). */
export interface SharedCaching {
  /** s-maxage; 0: no shared caching (no-cache). */
  maxAgeSeconds: number;
  /** stale-while-revalidate; 0: none. */
  staleSeconds: number;
}

/**
 * A not-found page is shared for this long at most: long enough to spare the server a burst of requests for a
 * page just taken down, short enough that a listing approved a moment ago is not hidden behind its old 404.
 */
const NOT_FOUND_MAX_AGE_SECONDS = 10;

/** Retry-After on a page that could not be shown (503): about as long as a database restart or failover takes. */
export const RETRY_AFTER_SECONDS = 30;

/** The page's strong validator: sha1 of its bytes, base64url (27 characters). Computed once per render. */
export function pageEtag(html: string): string {
  return createHash('sha1').update(html).digest('base64url');
}

/**
 * Whether an If-None-Match header names this page. Compared on the page's hash alone: the coding suffix names
 * the representation the client stored (see sendRenderedPage), and any of them shows the same page.
 */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value.replace(/^"|"$/g, '').replace(/-(br|gzip)$/, '') === etag;
  });
}

/** res.send would add Express's weak ETag (and answer 304 by it): a page that must not be validated is ended by hand. */
function sendWithoutEtag(res: Response, page: RenderedHtml): void {
  res.status(page.status).type('html');
  res.setHeader('Content-Length', Buffer.byteLength(page.html));
  res.end(page.html);
}

/**
 * Sends a server-rendered public page with the caching it allows:
 * - rendered for a session (a session cookie came with it, or the render set a cookie): `private, no-store`, no
 *   ETag. A session cookie that no longer resolves still counts: the CDN cannot tell, and the render clears it.
 * - anonymous: `public, max-age=0, s-maxage=N, stale-while-revalidate=M` (browsers revalidate every time; a CDN
 *   keeps it N seconds and may serve it M seconds more while it fetches a fresh one), a strong ETag, and 304 when
 *   If-None-Match names it. `Vary: Cookie`: the page differs with the cookie-consent cookie (the banner).
 * - anonymous with CDN_MAX_AGE_SECONDS=0: `no-cache` (browsers still revalidate with the ETag).
 * - anonymous 404: shared NOT_FOUND_MAX_AGE_SECONDS at most; other statuses: `no-cache`; neither has an ETag.
 * - 5xx, signed in or not: `no-store`, no ETag; a 503 (the page's data could not be read) with `Retry-After`, a 500
 *   (a component failed to render: server-render.ts) without.
 *
 * The ETag carries the coding the compression in front will use (`"hash-br"`, `"hash-gzip"`, `"hash"` for
 * none), chosen by the same preferredEncoding: a strong validator names exact bytes, and the brotli, gzip and
 * plain bodies differ. This answers 304 itself, before res.send, so the compressor sees an empty 304 and leaves
 * it alone (Express's own fresh check would compare the whole tag only).
 */
export function sendRenderedPage(req: Request, res: Response, page: RenderedHtml, caching: SharedCaching): void {
  if (page.status >= 500) {
    // A failure is kept by no one; a page whose data could not be read (unavailable-page.ts) is asked for again shortly.
    if (page.status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.setHeader('Cache-Control', 'no-store');
    sendWithoutEtag(res, page);
    return;
  }
  const personal = Boolean(readCookie(req.headers.cookie, SESSION_COOKIE)) || res.getHeader('Set-Cookie') !== undefined;
  if (personal) {
    res.setHeader('Cache-Control', 'private, no-store');
    sendWithoutEtag(res, page);
    return;
  }
  res.vary('Cookie');
  const { maxAgeSeconds, staleSeconds } = caching;
  if (page.status !== 200) {
    const shared = page.status === 404 && maxAgeSeconds > 0;
    res.setHeader('Cache-Control', shared ? `public, max-age=0, s-maxage=${Math.min(maxAgeSeconds, NOT_FOUND_MAX_AGE_SECONDS)}` : 'no-cache');
    sendWithoutEtag(res, page);
    return;
  }
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  res.setHeader(
    'Cache-Control',
    maxAgeSeconds > 0
      ? `public, max-age=0, s-maxage=${maxAgeSeconds}${staleSeconds > 0 ? `, stale-while-revalidate=${staleSeconds}` : ''}`
      : 'no-cache',
  );
  res.setHeader('ETag', `"${page.etag}${encoding ? `-${encoding}` : ''}"`);
  res.vary('Accept-Encoding');
  if (matches(req.headers['if-none-match'], page.etag)) {
    res.status(304).end();
    return;
  }
  res.status(200).type('html').send(page.html);
}
