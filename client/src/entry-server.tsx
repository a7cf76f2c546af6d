// The server-side render of a public page, built by `vite build --ssr` into client/dist-ssr and called by
// server/src/http/server-render.ts. The same routes and components as the browser; data is fetched once,
// through the server's own GraphQL schema, and handed to the browser with the HTML.
import { ApolloClient, ApolloLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import createEmotionCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { type FormattedExecutionResult, print } from 'graphql';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { AppProviders } from './app/App';
import { createAppCache } from './app/apollo';
import { AppRoutes, pageSources } from './app/routes';
import { parseCookies } from './shared/cookies';
import { PostedFormBox, PostedFormContext, type PostedFormState, formStateScript } from './ssr/form-state';
import { type HeadTags, type ServerRequest, ServerRequestContext } from './ssr/server-context';
import { serverStateScript } from './ssr/server-state';

export interface GraphqlRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export interface RenderInput {
  /** Path and query string of the page. */
  url: string;
  /** The site's public origin, for canonical URLs and structured data. */
  origin: string;
  cookieHeader: string;
  /** Runs one operation as the visitor (their session cookie), in process. */
  execute: (request: GraphqlRequest) => Promise<FormattedExecutionResult>;
  /** Aborted when the render takes too long; the server then sends the client-rendered page. */
  signal: AbortSignal;
  /** A form posted to this page that the server refused: the page shows it with the visitor's values and the errors. */
  formState?: PostedFormState | null;
}

export interface RenderedPage {
  /** 404 for a page's own not-found; 500 when a part of it failed to render (`error`). */
  status: number;
  /**
   * The first error a component threw while rendering (React's onError). React sends the nearest Suspense
   * boundary's fallback in its place for the browser to render, so the page still works there, but the markup is not
   * the page: the server answers it 500 and keeps it nowhere.
   */
  error?: unknown;
  /** Title, meta, canonical and Open Graph tags, and the critical styles, for the end of <head>. */
  head: string;
  /** The app's markup, for inside <div id="root">. */
  html: string;
  /** The script element carrying the Apollo cache (and the refused post's state, when there is one). */
  state: string;
  /** The head tags the page asked for, to replace the template's defaults. */
  tags: HeadTags;
  /** The page's modules (as the client build's manifest names them), for the server's preload links. */
  modules: string[];
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function headTags(tags: HeadTags): string {
  const lines: string[] = [];
  const meta = (attr: 'name' | 'property', key: string, value: string | undefined) => {
    if (value) lines.push(`<meta ${attr}="${key}" content="${escapeHtml(value)}" />`);
  };
  if (tags.title) lines.push(`<title>${escapeHtml(tags.title)}</title>`);
  meta('name', 'description', tags.description);
  meta('name', 'keywords', tags.keywords);
  if (tags.canonical) lines.push(`<link rel="canonical" href="${escapeHtml(tags.canonical)}" />`);
  const image = tags.preloadImage;
  if (image && 'href' in image) lines.push(`<link rel="preload" as="image" href="${escapeHtml(image.href)}" fetchpriority="high" />`);
  else if (image) {
    lines.push(
      `<link rel="preload" as="image" type="${image.type}" imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(image.sizes)}" fetchpriority="high" />`,
    );
  }
  meta('property', 'og:site_name', 'Franchise Compass');
  meta('property', 'og:title', tags.title);
  meta('property', 'og:description', tags.description);
  meta('property', 'og:url', tags.canonical);
  meta('property', 'og:type', tags.type);
  meta('property', 'og:image', tags.image);
  meta('name', 'twitter:card', tags.image ? 'summary_large_image' : 'summary');
  return lines.join('\n    ');
}

/**
 * Emotion's cache for one render pass. `compat` keeps Emotion from writing a <style> element before each styled
 * element (its default on a server): the page's styles go to the head in one element instead, which the browser
 * parses once, rather than restyling the page at each of a hundred elements in the body.
 */
function serverStyleCache(): EmotionCache {
  const cache = createEmotionCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

function PassStyles({ cache, children }: { cache: { current: EmotionCache }; children: ReactNode }) {
  return <CacheProvider value={cache.current}>{children}</CacheProvider>;
}

/**
 * The page's styles for the head: the global ones and those of the classes in the markup, as Emotion extracts
 * them, and also the inner layers of styled-on-styled components (MUI's AppBar on Paper, a Button's root on
 * ButtonBase). No element carries those classes, so the extraction leaves them out, but the browser's Emotion
 * computes and inserts each of them while hydrating (stylis parsing on the main thread) unless the page lists
 * them as present.
 */
function criticalStyles(cache: EmotionCache, html: string): string {
  const emotion = createEmotionServer(cache);
  const chunks = emotion.extractCriticalToChunks(html);
  const listed = new Set(chunks.styles.flatMap((chunk) => chunk.ids));
  const layers = Object.keys(cache.inserted).filter(
    (id) => !listed.has(id) && cache.registered[`${cache.key}-${id}`] !== undefined && typeof cache.inserted[id] === 'string',
  );
  if (layers.length) chunks.styles.push({ key: cache.key, ids: layers, css: layers.map((id) => cache.inserted[id]).join('') });
  return emotion.constructStyleTagsFromChunks(chunks);
}

export async function render({ url, origin, cookieHeader, execute, signal, formState = null }: RenderInput): Promise<RenderedPage> {
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName }).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
  const client = new ApolloClient({ ssrMode: true, link, cache: createAppCache() });
  // A fresh style cache for each render pass (prerenderStatic renders again until every query has its data), so
  // the last one holds the styles of the page as sent and nothing of the loading states before it.
  const emotionCache = { current: serverStyleCache() };
  const server: ServerRequest = { origin, cookies: parseCookies(cookieHeader), head: {} };
  // What components threw in the last render pass (the one sent); a pass that waits for data starts afresh.
  let errors: unknown[] = [];

  const tree = (
    <ServerRequestContext.Provider value={server}>
      <PassStyles cache={emotionCache}>
        <AppProviders client={client}>
          <PostedFormContext.Provider value={new PostedFormBox(formState)}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </PostedFormContext.Provider>
        </AppProviders>
      </PassStyles>
    </ServerRequestContext.Provider>
  );
  const { result, aborted } = await prerenderStatic({
    tree,
    signal,
    maxRerenders: 10,
    // No boundary outlined for progressive reveal: the whole page is in the HTML, with no inline script to run.
    renderFunction: (node) => {
      emotionCache.current = serverStyleCache();
      errors = [];
      return prerenderToNodeStream(node, { signal, progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) });
    },
  });
  if (aborted) throw new Error('The render took too long');
  const failed = errors.length > 0;

  const styles = criticalStyles(emotionCache.current, result);
  return {
    status: failed ? 500 : server.head.notFound ? 404 : 200,
    ...(failed ? { error: errors[0] } : {}),
    head: `${headTags(server.head)}\n    ${styles}`,
    html: result,
    state: serverStateScript(client.extract()) + (formState ? formStateScript(formState) : ''),
    tags: server.head,
    modules: pageSources(new URL(url, 'http://render').pathname),
  };
}
