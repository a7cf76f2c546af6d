import { pageEtag, type RenderedHtml } from './page-caching';

/**
 * What a visitor gets for a public page whose data could not be read (PostgreSQL down or failing): a short page of
 * its own, with no script or asset to fetch from a server in trouble, answered 503 with Retry-After and never kept
 * (see sendRenderedPage). Not the app's error page: that one is a 200 a CDN or the page cache would keep.
 */
const html = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Temporarily unavailable | Franchise Compass</title>
    <style>
      body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; color: #1f2937; background: #f8fafc; }
      main { max-width: 32rem; margin: 15vh auto 0; padding: 0 1.5rem; }
      h1 { font-size: 1.5rem; margin: 0 0 0.75rem; }
      p { line-height: 1.5; margin: 0 0 1rem; }
      a { color: #1d4ed8; display: inline-block; padding: 0.25rem 0; }
    </style>
  </head>
  <body>
    <main>
      <h1>We can't show this page right now</h1>
      <p>Please try again in a moment.</p>
      <p><a href="">Try again</a></p>
    </main>
  </body>
</html>
`;

export const UNAVAILABLE_PAGE: RenderedHtml = { status: 503, html, etag: pageEtag(html) };
