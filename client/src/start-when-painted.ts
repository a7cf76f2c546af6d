/**
 * When the app may start (issue 26): as soon as it no longer delays the first or the largest paint. That is once the
 * first paint is on screen and, on a page whose main picture is still coming in then, once that picture is in (or the
 * load event, whichever is first). Both, in that order: a picture (or a load event) that comes before the first paint
 * had the app's scripts asked for and evaluated before it (Lighthouse: a franchise page's first paint 1.2 → 2.0 s in
 * some runs). A page opened in a background tab (no frames there), or one with no server-rendered content, starts at
 * once. `start` runs once. Used by the app's entry (main.tsx) and by the React-alone floor of the first-tap benches,
 * so both start alike.
 */
export function startWhenPainted(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  if (document.visibilityState !== 'visible') return once();
  // A page the server did not render (the portals, the sign-in pages) has nothing of its own to paint first: waiting
  // for a paint there only waited out the two-second fallback below before the app was even asked for.
  if (!document.getElementById('root')?.firstElementChild) return once();
  afterFirstPaint(() => {
    const picture = document.readyState === 'complete' ? null : mainPictureLoading();
    if (!picture) return once();
    picture.addEventListener('load', once, { once: true });
    picture.addEventListener('error', once, { once: true });
    window.addEventListener('load', once, { once: true });
  });
}

/** The page's main picture while it is still loading: an <img> asked for first, or a picture preloaded by URL. */
function mainPictureLoading(): EventTarget | null {
  const img = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (img) return img.complete ? null : img;
  const link = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"][href]');
  return link && performance.getEntriesByName(link.href).length === 0 ? link : null;
}

/**
 * Runs `then` once the browser has reported the first contentful paint, which it does after the frame is on screen. A
 * task queued from the frame's own callback (requestAnimationFrame, then setTimeout) could run before that: with the
 * scripts in the cache, the app's evaluation then came before the paint was shown (Lighthouse: first paint 1.2 →
 * 1.9 s in some runs). Browsers without paint timing use the frame callback; a page that paints no content starts
 * two seconds after its load event.
 */
function afterFirstPaint(then: () => void) {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return then();
  let done = false;
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) once();
  });
  // Runs `then` once, from whichever comes first.
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    then();
  };
  observer.observe({ type: 'paint' });
  // Nothing contentful painted (an empty page, a tab hidden meanwhile): start all the same, but not at the load event
  // itself (a short page's load event can come before its first paint).
  window.addEventListener('load', () => setTimeout(once, 2000), { once: true });
}
