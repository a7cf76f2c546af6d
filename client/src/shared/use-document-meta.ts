import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { type HeadTags, useServerRequest, useSiteOrigin } from '../ssr/server-context';

const SITE = 'Franchise Compass';

export interface MetaExtras {
  /** The page's main picture, for link previews (og:image). */
  image?: string | null;
  type?: 'website' | 'article';
  /** The address names nothing (a franchise or post that does not exist): a server render answers 404. */
  notFound?: boolean;
}

function setTag(selector: string, create: () => HTMLElement, attribute: 'content' | 'href', value: string | undefined) {
  let tag = document.head.querySelector<HTMLElement>(selector);
  if (!value) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = create();
    document.head.appendChild(tag);
  }
  tag.setAttribute(attribute, value);
}

function meta(key: 'name' | 'property', name: string) {
  return () => {
    const tag = document.createElement('meta');
    tag.setAttribute(key, name);
    return tag;
  };
}

function applyHead(head: HeadTags) {
  if (head.title) document.title = head.title;
  if (head.description) setTag('meta[name="description"]', meta('name', 'description'), 'content', head.description);
  setTag('meta[name="keywords"]', meta('name', 'keywords'), 'content', head.keywords);
  setTag('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }), 'href', head.canonical);
  setTag('meta[property="og:title"]', meta('property', 'og:title'), 'content', head.title);
  setTag('meta[property="og:description"]', meta('property', 'og:description'), 'content', head.description);
  setTag('meta[property="og:url"]', meta('property', 'og:url'), 'content', head.canonical);
  setTag('meta[property="og:type"]', meta('property', 'og:type'), 'content', head.type);
  setTag('meta[property="og:image"]', meta('property', 'og:image'), 'content', head.image);
}

/**
 * The page's head: title ("Title | Franchise Compass"), meta description, keywords, canonical URL and Open
 * Graph tags. On the server they are collected for the HTML; in the browser they are set while the page is shown.
 */
export function useDocumentMeta(title: string | undefined, description?: string | null, keywords?: string | null, extras: MetaExtras = {}) {
  const server = useServerRequest();
  const origin = useSiteOrigin();
  const { pathname, search } = useLocation();
  const head: HeadTags | null = title
    ? {
        title: `${title} | ${SITE}`,
        description: description ?? undefined,
        keywords: keywords ?? undefined,
        canonical: origin + pathname + search,
        image: extras.image ? new URL(extras.image, origin).href : undefined,
        type: extras.type ?? 'website',
        notFound: extras.notFound,
      }
    : null;
  // Rendering on the server: the last page component to render (the innermost) decides, as in the browser.
  if (server && head) Object.assign(server.head, head);
  const key = head ? JSON.stringify(head) : '';
  useEffect(() => {
    // Re-applied only when what the head shows changes (key is its content, so `head` itself is left out).
    if (head) applyHead(head);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [key]);
}
