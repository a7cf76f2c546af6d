import express, { type Response, Router } from 'express';
import type { Services } from '../../services';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A small page of its own (no scripts): it works in any browser and mail client, with JavaScript or without. */
function page(res: Response, status: number, title: string, body: string): void {
  res.status(status).type('html');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex');
  res.send(`<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | Franchise Compass</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1a2027}
h1{font-size:1.75rem}button{font:inherit;min-height:44px;padding:.5rem 1.25rem;border:0;border-radius:6px;background:#0b5cad;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #f0b400;outline-offset:2px}a{color:#0b5cad}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`);
}

const links = '<p><a href="/customer/saved-searches">Saved Searches</a> · <a href="/search">Browse Franchises</a></p>';

/**
 * /alerts/unsubscribe?token=...: the link of every alert mail (issue 41). A GET shows a confirm page with one button
 * (no scripts, so link scanners that fetch it unsubscribe no one); its POST, or the mail client's one-click POST
 * (RFC 8058, body `List-Unsubscribe=One-Click`, no cookies), switches the alert off and records the withdrawal. The
 * one-click POST is answered in plain text; the page's POST with a page.
 */
export function savedSearchRouter(services: Services): Router {
  const router = Router();
  const tokenOf = (query: Record<string, unknown>) => (typeof query.token === 'string' ? query.token : '');

  router.get('/alerts/unsubscribe', (req, res) => {
    const token = tokenOf(req.query);
    page(
      res,
      200,
      'Unsubscribe from alerts',
      `<p>Stop the e-mail alerts this link came with? The saved search stays in your account, where you can switch alerts on again.</p>
<form method="post" action="/alerts/unsubscribe?token=${encodeURIComponent(token)}"><input type="hidden" name="confirm" value="1"><button type="submit">Unsubscribe</button></form>`,
    );
  });

  router.post('/alerts/unsubscribe', express.urlencoded({ extended: false, limit: '1kb', parameterLimit: 5 }), async (req, res, next) => {
    try {
      res.setHeader('Cache-Control', 'no-store');
      const fromPage = (req.body as Record<string, unknown> | undefined)?.confirm === '1';
      const name = await services.savedSearches.findAndUnsubscribe(tokenOf(req.query));
      if (!fromPage) {
        if (name === null) res.status(400).type('text/plain').send('This unsubscribe link is not valid.');
        else res.type('text/plain').send(`You will no longer receive alerts for "${name}".`);
        return;
      }
      if (name === null) {
        page(
          res,
          400,
          'Link not valid',
          `<p>This unsubscribe link is not valid. Manage your alerts under Saved Searches in your account.</p>${links}`,
        );
        return;
      }
      page(
        res,
        200,
        'You are unsubscribed',
        `<p>You will no longer receive email alerts for “${escapeHtml(name)}”. The search stays in your Saved Searches, where you can switch alerts on again.</p>${links}`,
      );
    } catch (err) {
      next(err);
    }
  });
  return router;
}
