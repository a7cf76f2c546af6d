import { useEffect } from 'react';

const SITE = 'Franchise Compass';

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** Sets the page title ("Title | Franchise Compass"), meta description and keywords while the page is shown. */
export function useDocumentMeta(title: string | undefined, description?: string | null, keywords?: string | null) {
  useEffect(() => {
    if (!title) return;
    document.title = `${title} | ${SITE}`;
    if (description) setMeta('description', description);
  }, [title, description]);
  // Keywords belong to one page (a post): removed again when it is left.
  useEffect(() => {
    if (!keywords) return;
    setMeta('keywords', keywords);
    return () => document.head.querySelector('meta[name="keywords"]')?.remove();
  }, [keywords]);
}
