import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination';
import { WebhookDeliveryState, WebhookEventType } from './webhook.enums';

@ObjectType('WebhookEndpoint', { description: "One of a franchisor company's webhook endpoints (its secret is shown only when made)." })
export class WebhookEndpointView {
  @Field(() => ID)
  id: string;

  @Field()
  url: string;

  @Field()
  description: string;

  @Field(() => [WebhookEventType])
  events: WebhookEventType[];

  @Field()
  enabled: boolean;

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'Every attempt since then has failed; null while the last one succeeded.' })
  failingSince: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was switched off after failing for five days.' })
  autoDisabledAt: Date | null;

  @Field(() => Int, { nullable: true, description: "The last attempt's HTTP status (null: none yet, or no answer)." })
  lastStatusCode: number | null;

  @Field(() => Date, { nullable: true })
  lastAttemptAt: Date | null;
}

@ObjectType({ description: 'An endpoint and its signing secret, which is shown this once.' })
export class WebhookEndpointWithSecret {
  @Field(() => WebhookEndpointView)
  endpoint: WebhookEndpointView;

  @Field({ description: 'whsec_…: verify signatures with it (Standard Webhooks).' })
  secret: string;
}

@ObjectType('WebhookAttempt', { description: 'One line of an endpoint’s delivery log: one HTTP attempt of one event.' })
export class WebhookAttemptView {
  @Field(() => ID)
  id: string;

  @Field(() => ID, { description: 'The delivery (its id is the webhook-id header); redeliver it with redeliverWebhook.' })
  deliveryId: string;

  @Field({ description: "The event's type, e.g. lead.created (webhook.test for a test event)." })
  eventType: string;

  @Field(() => Int, { description: '1 for the first attempt of the delivery.' })
  attempt: number;

  @Field(() => Int, { nullable: true, description: 'Null when no answer came.' })
  statusCode: number | null;

  @Field(() => Int)
  durationMs: number;

  @Field(() => String, { nullable: true })
  error: string | null;

  @Field(() => String, { nullable: true, description: "The first 4 KB of the receiver's answer." })
  responseBody: string | null;

  @Field()
  attemptedAt: Date;

  @Field(() => WebhookDeliveryState, { description: 'Where the delivery stands now.' })
  deliveryState: WebhookDeliveryState;
}

@ObjectType()
export class WebhookAttemptPage extends Paginated(WebhookAttemptView) {}
