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
  void import('./boot');
});
