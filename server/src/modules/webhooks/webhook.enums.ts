import { registerEnumType } from 'type-graphql';

/** The events a franchisor's endpoint may receive; the values are the payloads' `type`. */
export enum WebhookEventType {
  LEAD_CREATED = 'lead.created',
  LEAD_UPDATED = 'lead.updated',
  MESSAGE_RECEIVED = 'message.received',
}

/** The type of the event "Send test event" sends (to any endpoint, whatever it subscribes to). */
export const TEST_EVENT_TYPE = 'webhook.test';

/** Where a delivery stands. */
export enum WebhookDeliveryState {
  PENDING = 'pending',
  DELIVERED = 'delivered',
  FAILED = 'failed',
}

registerEnumType(WebhookEventType, {
  name: 'WebhookEventType',
  description: 'lead.created (a new lead), lead.updated (its status changed), message.received (an enquirer wrote to the company).',
});
registerEnumType(WebhookDeliveryState, {
  name: 'WebhookDeliveryState',
  description: 'PENDING: an attempt is due; DELIVERED: a 2xx came back; FAILED: given up (three days of retries).',
});
