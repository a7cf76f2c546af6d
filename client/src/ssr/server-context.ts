import { createContext, useContext } from 'react';

/** What a page puts in the document head. Collected while rendering on the server; set in the DOM in the browser. */
export interface HeadTags {
  title?: string;
  description?: string;
  keywords?: string;
  canonical?: string;
  image?: string;
  type?: 'website' | 'article';
  /** The page found nothing at its address (an unknown franchise or post): the server answers 404. */
  notFound?: boolean;
  /** The largest image above the fold (the first `priority` image), preloaded from the head. */
  preloadImage?: { href: string } | { srcSet: string; sizes: string; type: string };
}

/**
 * The request being rendered on the server: its cookies (for choices kept in cookies), the site's public
 * origin, and the head the page asks for. Null in the browser.
 */
export interface ServerRequest {
  origin: string;
  cookies: Record<string, string>;
  head: HeadTags;
}

export const ServerRequestContext = createContext<ServerRequest | null>(null);

export function useServerRequest(): ServerRequest | null {
  return useContext(ServerRequestContext);
}

/** The origin links are made absolute against: the public URL on the server, the page's own in the browser. */
export function useSiteOrigin(): string {
  const server = useServerRequest();
  return server ? server.origin : window.location.origin;
}
