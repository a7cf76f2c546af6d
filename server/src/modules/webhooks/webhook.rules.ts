import { Messages } from '../../common/errors';

export const URL_MAX = 2000;
export const DESCRIPTION_MAX = 200;
/** Endpoints per franchisor company. */
export const ENDPOINTS_MAX = 10;
/** A failed attempt is retried after these waits in turn (the last repeated) while the delivery is under three days old. */
export const RETRY_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000] as const;
/** How long a delivery is retried. */
export const RETRY_WINDOW_SECONDS = 3 * 86_400;
/** An endpoint failing every attempt for this long is switched off (and its company told by e-mail). */
export const DISABLE_AFTER_DAYS = 5;
/** After a secret is rolled, deliveries are signed with the old one too for this long. */
export const PREVIOUS_SECRET_HOURS = 24;

/** The messages of the Webhooks page (docs/decisions.md, webhooks); the client shows the same words. */
export const WebhookMessages = {
  urlRequired: Messages.required('URL'),
  urlTooLong: Messages.tooLong('URL', URL_MAX),
  urlInvalid: 'Enter a full URL, such as https://example.com/webhooks',
  httpsOnly: 'The URL must start with https://',
  urlCredentials: 'The URL must not contain a user name or password',
  privateAddress: 'This URL points to a private or local address, which cannot receive webhooks',
  descriptionTooLong: Messages.tooLong('Description', DESCRIPTION_MAX),
  eventsRequired: 'Choose at least one event',
  tooMany: Messages.tooMany('endpoints', ENDPOINTS_MAX),
  notFound: 'Endpoint not found',
  deliveryNotFound: 'Delivery not found',
} as const;

/** The wait before the attempt after failed attempt number `attempt` (1-based). */
export const retryDelaySeconds = (attempt: number): number => RETRY_SECONDS[Math.min(attempt, RETRY_SECONDS.length) - 1];
