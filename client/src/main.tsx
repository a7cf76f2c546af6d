import './fonts.css';
import { startWhenPainted } from './start-when-painted';

/**
 * The app starts once the page has painted (start-when-painted.ts). Its scripts then come while the rest of the page's
 * pictures do, and the page is hydrated soon after it looks ready, rather than after everything has loaded; but they
 * never share the line with the main picture. The server names the chunks the page will need
 * (server/src/http/page-preloads.ts); they are asked for together here, not one round trip after another.
 */
startWhenPainted(() => {
  const chunks = document.querySelector<HTMLMetaElement>('meta[name="fc-app-chunks"]')?.content.split(' ') ?? [];
  for (const href of chunks.filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }
  // The modules every page needs are evaluated in four turns, each its own task (build/public-chunk.ts): React,
  // then Apollo and the router, then MUI and Emotion with the theme, then the app. Evaluated at once they were one
  // task of 200-350 ms on a phone-class CPU (4x slowdown), during which the page could answer no input and paint
  // nothing.
  void import('./react-stage')
    .then(nextTask)
    .then(() => import('./data-stage'))
    .then(nextTask)
    .then(() => import('./app/theme'))
    .then(nextTask)
    .then(() => import('./boot'));
});

/** Resolves in a task of its own: after a message, which background tabs do not slow down as they do timers. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
