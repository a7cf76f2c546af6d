import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import type { Services } from '../../services';
import { FranchiseView, toFranchiseView } from '../catalogue/franchise.types';
import { FEATURED_ON_HOME } from './featured-showcase.service';
import { FeaturedOpportunity, RecordAdMetricsInput } from './featured-showcase.types';

@Resolver(() => FeaturedOpportunity)
export class FeaturedShowcaseResolver {
  constructor(private readonly services: Services) {}

  @Query(() => [FeaturedOpportunity], {
    description: `Up to ${FEATURED_ON_HOME} featured franchises (active, paid, not expired ads of approved franchises), newest ad first.`,
  })
  featuredOpportunities(): Promise<FeaturedOpportunity[]> {
    return this.services.featuredShowcase.opportunities();
  }

  @Mutation(() => Int, {
    description:
      'Records views of franchise cards and clicks to franchise pages (with the featured ad shown, if public); events for franchises not approved and information requests are ignored. Returns how many were recorded.',
  })
  recordAdMetrics(@Arg('input') input: RecordAdMetricsInput, @Ctx() ctx: Context): Promise<number> {
    return this.services.featuredShowcase.recordMetrics(input.events, ctx.meta.ip);
  }

  @FieldResolver(() => FranchiseView)
  async franchise(@Root() opportunity: FeaturedOpportunity, @Ctx() ctx: Context): Promise<FranchiseView> {
    return toFranchiseView((await ctx.loaders.franchiseById.load(opportunity.franchiseId))!);
  }
}
