// Latin only (with £ and accented letters), and only the weights the theme uses.
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';

/**
 * The app's scripts are requested once the page has painted: a server-rendered page shows its content from the
 * HTML alone, so on a slow connection the first paint and the page's images do not share the line with 160 KB of
 * JavaScript, and the work of starting the app comes after the content is on screen. A page opened in a
 * background tab (no frames there) starts at once.
 */
const start = () => void import('./boot');
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else start();
