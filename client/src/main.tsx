import './fonts.css';

/**
 * The app starts as soon as it no longer delays the largest paint (issue 26): once the first paint is on screen, or,
 * on a page whose main picture is still coming in, once that picture is in (or the load event, whichever is first). Its
 * scripts then come while the rest of the page's pictures do, and the page is hydrated soon after it looks
 * ready, rather than after everything has loaded; but they never share the line with the main picture. The
 * server names the chunks the page will need (server/src/http/page-preloads.ts); they are asked for together
 * here, not one round trip after another. A page opened in a background tab (no frames there) starts at once.
 */
let started = false;
const start = () => {
  if (started) return;
  started = true;
  const chunks = document.querySelector<HTMLMetaElement>('meta[name="fc-app-chunks"]')?.content.split(' ') ?? [];
  for (const href of chunks.filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }
  void import('./boot');
};

/** The page's main picture while it is still loading: an <img> asked for first, or a picture preloaded by URL. */
function mainPictureLoading(): EventTarget | null {
  const img = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (img) return img.complete ? null : img;
  const link = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"][href]');
  return link && performance.getEntriesByName(link.href).length === 0 ? link : null;
}

if (document.visibilityState !== 'visible') start();
else {
  const picture = mainPictureLoading();
  if (picture) {
    picture.addEventListener('load', start, { once: true });
    picture.addEventListener('error', start, { once: true });
    window.addEventListener('load', start, { once: true });
  } else afterFirstPaint(start);
}

/**
 * Runs `then` once the browser has reported the first contentful paint, which it does after the frame is on screen. A
 * task queued from the frame's own callback (requestAnimationFrame, then setTimeout) could run before that: with the
 * scripts in the cache, the app's evaluation then came before the paint was shown (Lighthouse: first paint 1.2 →
 * 1.9 s in some runs). Browsers without paint timing, or a page that paints no content, use the frame callback.
 */
function afterFirstPaint(then: () => void) {
  const nextFrame = () => requestAnimationFrame(() => setTimeout(then, 0));
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return nextFrame();
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return then();
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint' });
  // Nothing contentful painted (an empty page, a tab hidden meanwhile): start two seconds after the load event all the
  // same (not at once: a short page's load event can come before its first paint).
  window.addEventListener('load', () => setTimeout(then, 2000), { once: true });
}
