import './fonts.css';

/**
 * The app's scripts are requested as soon as the server-rendered page has painted: its content is on screen by
 * then (the largest paint of a text-led page is that first frame; a page's main picture is requested by the
 * HTML before this runs, with high priority), so starting the app no longer delays it, and the page is hydrated
 * while its pictures and fonts come in rather than after them (issue 26: the load event used to come first,
 * and a page looked ready for a second or more before it was). A page opened in a background tab (no frames
 * there) starts at once.
 */
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./boot');
};
if (document.visibilityState !== 'visible') start();
else requestAnimationFrame(() => setTimeout(start, 0));
