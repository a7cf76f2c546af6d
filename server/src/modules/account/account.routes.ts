import { Router } from 'express';
import type { Services } from '../../services';
import { UserType } from '../auth/auth.enums';

/** GET /account/export: the signed-in customer's data as a JSON download (session cookie). */
export function accountRouter(services: Services): Router {
  const router = Router();
  router.get('/account/export', async (req, res, next) => {
    try {
      res.setHeader('Cache-Control', 'private, no-store');
      const session = await services.sessions.fromCookieHeader(req.headers.cookie);
      if (!session) {
        res.status(401).type('text/plain').send('Sign in to download your data.');
        return;
      }
      if (session.profile.userType !== UserType.CUSTOMER) {
        res.status(403).type('text/plain').send('Only customer accounts can download their data here.');
        return;
      }
      const data = await services.account.exportData(session.profile.id);
      const date = new Date().toISOString().slice(0, 10);
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Disposition', `attachment; filename="franchise-compass-my-data-${date}.json"`);
      res.send(JSON.stringify(data, null, 2));
    } catch (err) {
      next(err);
    }
  });
  return router;
}
