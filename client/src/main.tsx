import './fonts.css';

/**
 * The app's scripts are requested once the page has painted and its own images are in (the load event, or a
 * second after the first paint at most): a server-rendered page shows its content and works as links from the
 * HTML alone, so on a slow connection the first paint, the fonts and the main picture do not share the line
 * with 160 KB of JavaScript, and the work of starting the app comes after the content is on screen. A page
 * opened in a background tab (no frames there) starts at once.
 */
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./boot');
};
if (document.visibilityState !== 'visible') start();
else {
  requestAnimationFrame(() => setTimeout(() => (document.readyState === 'complete' ? start() : setTimeout(start, 1000)), 0));
  window.addEventListener('load', () => requestAnimationFrame(() => setTimeout(start, 0)), { once: true });
}
