// The React floor's entry (bench/first-tap/react-floor.mjs): starts as the app's entry does (client/src/main.tsx),
// at the first paint, or once the page's main picture is in, then loads boot.js.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./boot.js');
};

function mainPictureLoading() {
  const img = document.querySelector('img[fetchpriority="high"]');
  if (img) return img.complete ? null : img;
  const link = document.querySelector('link[rel="preload"][as="image"][href]');
  return link && performance.getEntriesByName(link.href).length === 0 ? link : null;
}

if (document.visibilityState !== 'visible') start();
else {
  const picture = mainPictureLoading();
  if (picture) {
    picture.addEventListener('load', start, { once: true });
    picture.addEventListener('error', start, { once: true });
    window.addEventListener('load', start, { once: true });
  } else requestAnimationFrame(() => setTimeout(start, 0));
}
