import type { WebhookEventType } from '../../gql/graphql';

/** The server's rules and words (server/src/modules/webhooks/webhook.rules.ts), for instant feedback. */
export const URL_MAX = 2000;
export const DESCRIPTION_MAX = 200;

export const WebhookMessages = {
  urlRequired: 'URL is required',
  urlTooLong: `URL must be at most ${URL_MAX} characters`,
  urlInvalid: 'Enter a full URL, such as https://example.com/webhooks',
  descriptionTooLong: `Description must be at most ${DESCRIPTION_MAX} characters`,
  eventsRequired: 'Choose at least one event',
} as const;

export const EVENT_OPTIONS: { value: WebhookEventType; name: string; label: string }[] = [
  { value: 'LEAD_CREATED', name: 'lead.created', label: 'A new lead arrives' },
  { value: 'LEAD_UPDATED', name: 'lead.updated', label: "A lead's status changes" },
  { value: 'MESSAGE_RECEIVED', name: 'message.received', label: 'An enquirer sends you a message' },
];

export const eventName = (value: WebhookEventType): string => EVENT_OPTIONS.find((o) => o.value === value)?.name ?? value;

export interface EndpointValues {
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
}

export type EndpointErrors = Partial<Record<'url' | 'description' | 'events', string>>;

/** The checks the browser can make (whether the address is private is the server's to say). */
export function checkEndpoint(values: EndpointValues): EndpointErrors {
  const errors: EndpointErrors = {};
  const url = values.url.trim();
  if (!url) errors.url = WebhookMessages.urlRequired;
  else if (url.length > URL_MAX) errors.url = WebhookMessages.urlTooLong;
  else if (!/^https?:\/\/[^\s/]+/i.test(url)) errors.url = WebhookMessages.urlInvalid;
  if (values.description.trim().length > DESCRIPTION_MAX) errors.description = WebhookMessages.descriptionTooLong;
  if (values.events.length === 0) errors.events = WebhookMessages.eventsRequired;
  return errors;
}
