import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { ApolloServer } from '@apollo/server';
import type { Request, Response } from 'express';
import type { FormattedExecutionResult, GraphQLFormattedError } from 'graphql';
import { LRUCache } from 'lru-cache';
import { readCookie } from '../common/cookies';
import { ErrorCode } from '../common/errors';
import { logger } from '../common/logger';
import { buildHttpContext, type Context } from '../graphql/context';
import { SESSION_COOKIE } from '../modules/auth/session.service';
import type { Services } from '../services';
import { clientDistDir } from '../paths';
import { pageEtag, type RenderedHtml } from './page-caching';
import { pagePreloads } from './page-preloads';
import { UNAVAILABLE_PAGE } from './unavailable-page';

/** The public pages rendered on the server; the portals, the customer area and the sign-in pages render in the browser. */
export const SERVER_RENDERED_PATH =
  /^\/(search|categories|category\/[^/]+|franchise\/[^/]+(?:\/report)?|request-info|blog|blog\/[^/]+|about|contact|data-complaint|privacy|terms|disclaimer|cookies|guide|faqs|success-stories|how-we-check|financing-a-franchise|match|match\/results|support)?\/?$/;

/** A render slower than this is abandoned for the client-rendered page. */
const RENDER_TIMEOUT_MS = 5000;

/**
 * A form posted to a page that the server refused (client/src/ssr/form-state.ts): the page is rendered with the
 * visitor's values and the answer, as the form shows them after sending it with its script.
 */
export interface PostedFormState {
  form: 'lead' | 'contact' | 'report' | 'complaint';
  values: Record<string, string>;
  error: { message: string; code?: string; fields?: Record<string, string> };
}

/** What client/src/entry-server.tsx exports (the client's own types are not visible to the server build). */
interface RenderEntry {
  render(input: {
    url: string;
    origin: string;
    cookieHeader: string;
    execute: (request: { query: string; variables?: Record<string, unknown>; operationName?: string }) => Promise<FormattedExecutionResult>;
    signal: AbortSignal;
    formState?: PostedFormState | null;
  }): Promise<{
    /** 500 when a component threw while rendering: the markup holds its Suspense fallback, not the page. */
    status: number;
    /** What the component threw (with a 500). */
    error?: unknown;
    head: string;
    html: string;
    state: string;
    tags: { title?: string; description?: string };
    modules?: string[];
  }>;
}

/**
 * Renders one public page into the client's index.html, or null (and logs why) when it cannot. With a
 * `formState` the page holds what a visitor typed: it is rendered for them alone, never kept. When the page's data
 * could not be read (see failedOnServer), UNAVAILABLE_PAGE (503), never kept either; when a component threw, the
 * page as rendered with status 500 (the browser renders the failed part itself), never kept.
 */
export type PageRenderer = (req: Request, res: Response, template: string, formState?: PostedFormState) => Promise<RenderedHtml | null>;

/**
 * An error that is the server's, not the page's: a database outage (SERVICE_UNAVAILABLE) or anything unexpected
 * (masked as INTERNAL_SERVER_ERROR, format-error.ts). The page would show its error state, a 200 the page cache and
 * a CDN would keep; a missing record is the page's own not-found (404), not one of these.
 */
const failedOnServer = (error: GraphQLFormattedError) =>
  error.extensions?.code === ErrorCode.SERVICE_UNAVAILABLE || error.extensions?.code === ErrorCode.INTERNAL_SERVER_ERROR;

/** The page with the rendered head and markup put into the template that Vite built. */
function fillTemplate(template: string, page: Awaited<ReturnType<RenderEntry['render']>>, preloads: string): string {
  let html = template;
  // The page's own title and description replace the site's defaults.
  if (page.tags.title) html = html.replace(/<title>[\s\S]*?<\/title>\s*/, '');
  if (page.tags.description) html = html.replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/, '');
  return (
    html
      .replace('</head>', `  ${page.head}${preloads ? `\n    ${preloads}` : ''}\n  </head>`)
      // The template tells visitors without JavaScript that they need it; a rendered page works without.
      .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
      .replace('<div id="root"></div>', `<div id="root">${page.html}</div>${page.state}`)
  );
}

/** The render bundle, loaded at the first page request (none when it has not been built). */
function entryLoader(entryFile: string): () => RenderEntry | null {
  let entry: RenderEntry | null | undefined;
  return () => {
    if (entry !== undefined) return entry;
    if (!fs.existsSync(entryFile)) {
      logger.warn(`No server-side render at ${entryFile}: public pages render in the browser only`);
      return (entry = null);
    }
    // Node's own require (Node 20.19+ loads ES modules with it), not a test runner's: the bundle is plain ESM for Node.
    return (entry = createRequire(entryFile)(entryFile) as RenderEntry);
  };
}

export function createPageRenderer(entryFile: string, apollo: ApolloServer<Context>, services: Services): PageRenderer {
  const loadEntry = entryLoader(entryFile);
  const preloadsFor = pagePreloads(clientDistDir);
  const origin = services.config.publicUrl.replace(/\/$/, '');
  // Pages rendered for visitors who are not signed in, kept for a few seconds: a busy page is rendered once per
  // PAGE_CACHE_SECONDS, not once per visitor (a render costs 100-300 ms of the server's time). Keyed by address
  // and cookies (the cookie banner depends on them); a signed-in visitor's page is always rendered for them. A page
  // whose data failed is never kept: the next request, once the database is back, renders afresh.
  const ttl = services.config.pageCacheSeconds * 1000;
  // Bounded in bytes as well as in pages (the key holds the query string and the cookies, which visitors choose), and
  // expired pages are dropped when they expire rather than when evicted: at most 32 MiB of HTML, held only as long
  // as it may be served.
  const kept =
    ttl > 0
      ? new LRUCache<string, RenderedHtml>({
          max: 500,
          maxSize: 32 * 1024 * 1024,
          sizeCalculation: (p) => Math.max(1, p.html.length),
          ttl,
          ttlAutopurge: true,
        })
      : null;

  return async (req, res, template, formState) => {
    const cookieHeader = req.headers.cookie ?? '';
    const key = kept && !formState && !readCookie(cookieHeader, SESSION_COOKIE) ? `${req.originalUrl}\n${cookieHeader}` : null;
    const cached = key ? kept!.get(key) : undefined;
    if (key) services.metrics.pageCacheLookup(cached !== undefined);
    if (cached) return cached;
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    // Set when one of the page's operations failed on the server's side: the page is then answered 503, not kept.
    let dataFailed = false;
    // The path only: a query string can hold personal data.
    const unavailable = () => {
      logger.warn(`Server render of ${req.path}: its data could not be read; answered 503`);
      return UNAVAILABLE_PAGE;
    };
    try {
      const entry = loadEntry();
      if (!entry) return null;
      // Timed from here: loading the bundle (the first request only) is not the page's render.
      timer = setTimeout(() => controller.abort(new Error(`Server render took over ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS);
      // One context for the page's operations: one session lookup, and loaders shared between them.
      let contextValue: Context;
      try {
        contextValue = await buildHttpContext(services, req, res);
      } catch (err) {
        logger.error(`Server render of ${req.path}: the session could not be read`, err);
        return unavailable();
      }
      const page = await entry.render({
        url: req.originalUrl,
        origin,
        cookieHeader,
        signal: controller.signal,
        formState: formState ?? null,
        execute: async (request) => {
          try {
            const response = await apollo.executeOperation(request, { contextValue });
            if (response.body.kind !== 'single') throw new Error('Incremental delivery is not used by the public pages');
            if (response.body.singleResult.errors?.some(failedOnServer)) dataFailed = true;
            return response.body.singleResult;
          } catch (err) {
            dataFailed = true;
            throw err;
          }
        },
      });
      if (dataFailed) return unavailable();
      const html = fillTemplate(template, page, preloadsFor(page.modules ?? []));
      const rendered = { status: page.status, html, etag: pageEtag(html) };
      if (page.status >= 500) {
        logger.error(`Server render of ${req.path}: a component failed; answered ${page.status}, not kept`, page.error);
        return rendered;
      }
      if (key) kept!.set(key, rendered);
      return rendered;
    } catch (err) {
      if (dataFailed) return unavailable();
      logger.error(`Server render of ${req.path} failed; sending the client-rendered page`, err);
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
