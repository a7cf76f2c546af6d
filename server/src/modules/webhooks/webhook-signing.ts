import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new endpoint secret as the Standard Webhooks specification writes it: `whsec_` and base64 of 24 random bytes. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`;

/** The three headers of one attempt. */
export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * Signs `body` for delivery `id` at `at` with each secret (the current one, and the one before a roll while it is
 * still honoured): `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, space-separated, by the `standardwebhooks` package.
 */
export function signWebhook(id: string, at: Date, body: string, secrets: string[]): SignedHeaders {
  const signatures = secrets.map((secret) => new Webhook(secret).sign(id, at, body));
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}
