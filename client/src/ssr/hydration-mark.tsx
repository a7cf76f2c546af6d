import { useEffect } from 'react';
import { setHydrating } from './static-html';

/** The parts of a public page that hydrate on their own (each is a Suspense boundary). */
const PARTS = ['cookies', 'header', 'page', 'footer'] as const;
const hydrated = new Set<string>();

/**
 * Marks <html data-hydrated="true"> once every part of the page is interactive (a part's effects run only
 * after its Suspense boundary has hydrated): browser tests wait for it before clicking a server-rendered page.
 */
export function HydrationMark({ part }: { part: (typeof PARTS)[number] }) {
  useEffect(() => {
    hydrated.add(part);
    if (PARTS.every((p) => hydrated.has(p))) {
      setHydrating(false);
      document.documentElement.dataset.hydrated = 'true';
    }
  }, [part]);
  return null;
}
