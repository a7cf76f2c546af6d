import { Router } from 'express';
import type { Services } from '../../services';

/**
 * POST /alerts/unsubscribe?token=...: the one-click unsubscribe of an alert mail (RFC 8058), sent by the
 * mail client without cookies. A GET of the same address is the page the mail's link opens.
 */
export function savedSearchRouter(services: Services): Router {
  const router = Router();
  router.post('/alerts/unsubscribe', async (req, res, next) => {
    try {
      res.setHeader('Cache-Control', 'no-store');
      const token = typeof req.query.token === 'string' ? req.query.token : '';
      const name = await services.savedSearches.findAndUnsubscribe(token);
      if (name === null) {
        res.status(400).type('text/plain').send('This unsubscribe link is not valid.');
        return;
      }
      res.type('text/plain').send(`You will no longer receive alerts for "${name}".`);
    } catch (err) {
      next(err);
    }
  });
  return router;
}
