import { Arg, Authorized, ID, Mutation, Query, Resolver } from 'type-graphql';
import { PageInput, pageOffset, toPage } from '../../common/pagination';
import type { Services } from '../../services';
import { UserType } from '../auth/auth.enums';
import { CurrentUser } from '../auth/current-user';
import type { Profile } from '../auth/profile.entity';
import { WebhookEndpointInput } from './webhook.inputs';
import { WebhookAttemptPage, WebhookEndpointView, WebhookEndpointWithSecret } from './webhook.types';

/** A franchisor company's webhooks (Settings > Webhooks): its endpoints, their secrets and delivery logs. */
@Resolver()
export class WebhookResolver {
  constructor(private readonly services: Services) {}

  @Authorized(UserType.FRANCHISOR)
  @Query(() => [WebhookEndpointView], { description: "The company's webhook endpoints, oldest first (at most 10)." })
  webhookEndpoints(@CurrentUser() user: Profile): Promise<WebhookEndpointView[]> {
    return this.services.webhooks.list(user);
  }

  @Authorized(UserType.FRANCHISOR)
  @Query(() => WebhookAttemptPage, { description: "An endpoint's delivery log: its attempts, newest first." })
  async webhookAttempts(
    @Arg('endpointId', () => ID) endpointId: string,
    @Arg('page', () => PageInput, { defaultValue: new PageInput() }) page: PageInput,
    @CurrentUser() user: Profile,
  ): Promise<WebhookAttemptPage> {
    const [items, total] = await this.services.webhooks.attempts(user, endpointId, pageOffset(page), page.pageSize);
    return toPage(items, total, page);
  }

  @Authorized(UserType.FRANCHISOR)
  @Mutation(() => WebhookEndpointWithSecret, { description: 'Adds an endpoint; its signing secret is in the answer and never shown again.' })
  createWebhookEndpoint(@Arg('input') input: WebhookEndpointInput, @CurrentUser() user: Profile): Promise<WebhookEndpointWithSecret> {
    return this.services.webhooks.create(user, input);
  }

  @Authorized(UserType.FRANCHISOR)
  @Mutation(() => WebhookEndpointView)
  updateWebhookEndpoint(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: WebhookEndpointInput,
    @CurrentUser() user: Profile,
  ): Promise<WebhookEndpointView> {
    return this.services.webhooks.update(user, id, input);
  }

  @Authorized(UserType.FRANCHISOR)
  @Mutation(() => Boolean, { description: 'Deletes the endpoint and its delivery log.' })
  deleteWebhookEndpoint(@Arg('id', () => ID) id: string, @CurrentUser() user: Profile): Promise<boolean> {
    return this.services.webhooks.remove(user, id);
  }

  @Authorized(UserType.FRANCHISOR)
  @Mutation(() => WebhookEndpointWithSecret, {
    description: 'Replaces the signing secret (the new one is in the answer, shown once); the old one also signs for 24 hours.',
  })
  rollWebhookSecret(@Arg('id', () => ID) id: string, @CurrentUser() user: Profile): Promise<WebhookEndpointWithSecret> {
    return this.services.webhooks.rollSecret(user, id);
  }

  @Authorized(UserType.FRANCHISOR)
  @Mutation(() => ID, { description: 'Sends a webhook.test event to the endpoint now; the id of its delivery.' })
  sendTestWebhook(@Arg('id', () => ID) id: string, @CurrentUser() user: Profile): Promise<string> {
    return this.services.webhooks.sendTest(user, id);
  }

  @Authorized(UserType.FRANCHISOR)
  @Mutation(() => Boolean, { description: 'Attempts a delivery again now, with the same webhook-id.' })
  redeliverWebhook(@Arg('deliveryId', () => ID) deliveryId: string, @CurrentUser() user: Profile): Promise<boolean> {
    return this.services.webhooks.redeliver(user, deliveryId);
  }
}
