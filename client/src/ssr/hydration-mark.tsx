import { useEffect } from 'react';

/**
 * Marks <html data-hydrated="true"> once the page it sits in is interactive (its effects run only after its
 * Suspense boundary has hydrated): browser tests wait for it before clicking a server-rendered page.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
