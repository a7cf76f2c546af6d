import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import type { Services } from '../../services';
import { UserType } from '../auth/auth.enums';
import { SandboxCheckout } from '../advertising/featured-ad.types';

/** The sandbox checkout page at /checkout/sandbox/{sessionId} (payments without STRIPE_SECRET_KEY). */
@Resolver()
export class SandboxCheckoutResolver {
  constructor(private readonly services: Services) {}

  @Authorized(UserType.FRANCHISOR)
  @Query(() => SandboxCheckout, {
    nullable: true,
    description: "A sandbox checkout session of one of the viewer's featured ads; null in Stripe mode or for anyone else's.",
  })
  sandboxCheckout(@Arg('sessionId', () => ID) sessionId: string, @Ctx() ctx: Context): Promise<SandboxCheckout | null> {
    return this.services.sandboxCheckout.view(ctx.user!.id, sessionId);
  }

  @Authorized(UserType.FRANCHISOR)
  @Mutation(() => String, {
    description: 'Sandbox only: pays the session with a signed test event through the payment webhook; returns the success URL.',
  })
  paySandboxCheckout(@Arg('sessionId', () => ID) sessionId: string, @Ctx() ctx: Context): Promise<string> {
    return this.services.sandboxCheckout.pay(ctx.user!.id, sessionId);
  }
}
