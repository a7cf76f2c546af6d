import type { Plugin } from 'vite';

/** The entry's stylesheet is this small (the @font-face rules): worth a request of its own only above it. */
const MAX_INLINE_BYTES = 8 * 1024;

/**
 * Puts the entry's small stylesheet into index.html as a <style> element: a linked stylesheet blocks the first
 * paint for a round trip of its own (about 150 ms on a phone's connection); inline, the page paints as soon as
 * its HTML is in. The CSP allows inline styles (Emotion's are inline too).
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'fc-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g, (link, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset' || asset.source.length > MAX_INLINE_BYTES) return link;
          const css = String(asset.source).trim();
          // The font the page's text is set in, asked for with the HTML rather than once the first layout has found
          // text that needs it: it is usually in before that layout, which then is the only one, where a late font
          // lays the whole page out again (about 60 ms of a phone's main thread on a franchise page).
          const fonts = [...css.matchAll(/url\((\/[^)]+\.woff2)\)/g)].map(
            (m) => `<link rel="preload" as="font" type="font/woff2" href="${m[1]}" crossorigin>`,
          );
          return [...fonts, `<style>${css}</style>`].join('\n    ');
        });
      },
    },
  };
}
