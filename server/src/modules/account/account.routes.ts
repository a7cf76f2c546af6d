import { Router } from 'express';
import { accountOf, requireAccount } from '../../http/require-account';
import type { Services } from '../../services';
import { UserType } from '../auth/auth.enums';

/** GET /account/export: the signed-in customer's data as a JSON download (session cookie, the one access check). */
export function accountRouter(services: Services): Router {
  const router = Router();
  const customer = requireAccount(services, {
    types: [UserType.CUSTOMER],
    messages: { signIn: 'Sign in to download your data.', wrongType: 'Only customer accounts can download their data here.' },
  });
  router.get('/account/export', customer, async (_req, res, next) => {
    try {
      const data = await services.account.exportData(accountOf(res).id);
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
