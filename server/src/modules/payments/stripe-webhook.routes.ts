import express, { type Router } from 'express';
import type { Services } from '../../services';

/**
 * POST /webhooks/stripe: Stripe's (and only Stripe's) signed events, read as the raw bytes the
 * signature covers. Mounted before any body parser. A body that is not JSON, unsigned, altered or older
 * than the SDK's tolerance gets 400 and changes nothing; a genuine event gets 200 once it is applied
 * (or was already); a failure to apply it gets 500, so Stripe delivers it again.
 */
export function stripeWebhookRouter(services: Services): Router {
  const router = express.Router();
  router.post('/webhooks/stripe', express.raw({ type: 'application/json', limit: '1mb' }), async (req, res) => {
    if (!Buffer.isBuffer(req.body)) {
      res.status(400).json({ received: false, error: 'Expected an application/json body' });
      return;
    }
    const result = await services.paymentWebhooks.handle(req.body, req.get('stripe-signature'));
    res.status(result.status).json(result.body);
  });
  return router;
}
