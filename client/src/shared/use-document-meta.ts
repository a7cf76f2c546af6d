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

/** Sets the page title ("Title | Franchise Compass") and meta description while the page is shown. */
export function useDocumentMeta(title: string | undefined, description?: string | null) {
  useEffect(() => {
    if (!title) return;
    document.title = `${title} | ${SITE}`;
    if (description) setMeta('description', description);
  }, [title, description]);
}
