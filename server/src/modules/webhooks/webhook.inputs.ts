import { Field, InputType } from 'type-graphql';
import { WebhookEventType } from './webhook.enums';

/** An endpoint as the franchisor writes it; checked by WebhookService (the URL's address needs a DNS lookup). */
@InputType()
export class WebhookEndpointInput {
  @Field({ description: 'https://… in production (http too where private addresses are allowed).' })
  url: string;

  @Field({ defaultValue: '', description: `Up to 200 characters.` })
  description: string;

  @Field(() => [WebhookEventType], { description: 'At least one.' })
  events: WebhookEventType[];

  @Field({ defaultValue: true, description: 'Switching it on again clears the record of failures.' })
  enabled: boolean;
}
