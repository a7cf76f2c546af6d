import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { PageInput, pageOffset, toPage } from '../../common/pagination';
import type { Context } from '../../graphql/context';
import { Topics } from '../../realtime/pubsub';
import type { Services } from '../../services';
import { UserType } from '../auth/auth.enums';
import { loadCategoryRefs } from './ad-category-refs';
import { AdCategoryRef, CheckoutStart, FeaturedAdPricing } from './advertising.types';
import type { FeaturedAdChange } from './featured-ad-events';
import { CreateFeaturedAdInput, FeaturedAdFranchiseOption, FranchisorFeaturedAd, FranchisorFeaturedAdPage } from './featured-ad.types';
import { CurrentUser, signedInUser } from '../auth/current-user';
import type { Profile } from '../auth/profile.entity';
import { franchisorIdOf } from '../auth/franchisor-of';

/** The franchisor's Featured Ads page (spec 02 sections 2, 4, 5 and 9): their own ads only. */
@Resolver(() => FranchisorFeaturedAd)
export class FeaturedAdResolver {
  constructor(private readonly services: Services) {}

  @Authorized(UserType.FRANCHISOR, UserType.ADMIN)
  @Query(() => FeaturedAdPricing, { description: 'The current featured-ad prices and every quote (duration x 0..6 additional categories).' })
  featuredAdPricing(): Promise<FeaturedAdPricing> {
    return this.services.featuredAds.pricing();
  }

  @Authorized(UserType.FRANCHISOR)
  @Query(() => FranchisorFeaturedAdPage, { description: "The viewer's featured ads, newest first." })
  async myFeaturedAds(
    @Arg('page', () => PageInput, { defaultValue: new PageInput() }) page: PageInput,
    @CurrentUser() user: Profile,
  ): Promise<FranchisorFeaturedAdPage> {
    const [items, total] = await this.services.featuredAds.list(franchisorIdOf(user), pageOffset(page), page.pageSize);
    return toPage(items, total, page);
  }

  @Authorized(UserType.FRANCHISOR)
  @Query(() => [FeaturedAdFranchiseOption], { description: "The viewer's approved franchises, by name: those that can be featured." })
  myFeaturedAdFranchises(@CurrentUser() user: Profile): Promise<FeaturedAdFranchiseOption[]> {
    return this.services.featuredAds.franchiseOptions(franchisorIdOf(user));
  }

  @Authorized(UserType.FRANCHISOR)
  @Mutation(() => CheckoutStart, {
    description: 'Stores a featured ad waiting for payment, at the price the server computes, and starts its checkout.',
  })
  createFeaturedAd(@Arg('input') input: CreateFeaturedAdInput, @CurrentUser() user: Profile): Promise<CheckoutStart> {
    return this.services.featuredAds.create(user, input);
  }

  @Authorized(UserType.FRANCHISOR)
  @Mutation(() => CheckoutStart, { description: "A new checkout, at the current price, for one of the viewer's ads waiting for payment." })
  payFeaturedAd(@Arg('id', () => ID) id: string, @CurrentUser() user: Profile): Promise<CheckoutStart> {
    return this.services.featuredAds.pay(user, id);
  }

  @Authorized(UserType.FRANCHISOR)
  @Subscription(() => ID, {
    topics: Topics.FEATURED_ADS,
    topicId: ({ context }: { context: Context }) => franchisorIdOf(signedInUser(context)),
    description: "One of the viewer's featured ads changed (paid, expired, deleted): its id.",
  })
  myFeaturedAdsChanged(@Root() payload: Pick<FeaturedAdChange, 'adId'>): string {
    return payload.adId;
  }

  @FieldResolver(() => [AdCategoryRef], { description: 'The additional categories, by name (categories since deleted are left out).' })
  async additionalCategories(@Root() ad: FranchisorFeaturedAd, @Ctx() ctx: Context): Promise<AdCategoryRef[]> {
    return loadCategoryRefs(ctx.loaders.categoryById, ad.categoryIds);
  }
}
