import { Arg, Authorized, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Services } from '../../services';
import { UserType } from '../auth/auth.enums';
import { SandboxCheckout } from '../advertising/featured-ad.types';
import { CurrentUser } from '../auth/current-user';
import type { Profile } from '../auth/profile.entity';
import { franchisorIdOf } from '../auth/franchisor-of';

/** The sandbox checkout page at /checkout/sandbox/{sessionId} (payments without STRIPE_SECRET_KEY). */
@Resolver()
export class SandboxCheckoutResolver {
  constructor(private readonly services: Services) {}

  @Authorized(UserType.FRANCHISOR)
  @Query(() => SandboxCheckout, {
    nullable: true,
    description: "A sandbox checkout session of one of the viewer's featured ads; null in Stripe mode or for anyone else's.",
  })
  sandboxCheckout(@Arg('sessionId', () => ID) sessionId: string, @CurrentUser() user: Profile): Promise<SandboxCheckout | null> {
    return this.services.sandboxCheckout.view(franchisorIdOf(user), sessionId);
  }

  @Authorized(UserType.FRANCHISOR)
  @Mutation(() => String, {
    description: 'Sandbox only: pays the session with a signed test event through the payment webhook; returns the success URL.',
  })
  paySandboxCheckout(@Arg('sessionId', () => ID) sessionId: string, @CurrentUser() user: Profile): Promise<string> {
    return this.services.sandboxCheckout.pay(franchisorIdOf(user), sessionId);
  }
}
