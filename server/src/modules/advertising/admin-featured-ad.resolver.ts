import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { PageInput, pageOffset, toPage } from '../../common/pagination';
import type { Context } from '../../graphql/context';
import type { Services } from '../../services';
import { UserType } from '../auth/auth.enums';
import { loadCategoryRefs } from './ad-category-refs';
import { AdCategoryRef } from './advertising.types';
import { AdminFeaturedAd, AdminFeaturedAdPage } from './admin-featured-ad.types';

/** The admin's Featured Ads page (spec 02 sections 2 and 4). */
@Resolver(() => AdminFeaturedAd)
export class AdminFeaturedAdResolver {
  constructor(private readonly services: Services) {}

  @Authorized(UserType.ADMIN)
  @Query(() => AdminFeaturedAdPage, { description: 'Every featured ad, newest first, with the revenue of the paid ones.' })
  async adminFeaturedAds(@Arg('page', () => PageInput, { defaultValue: new PageInput() }) page: PageInput): Promise<AdminFeaturedAdPage> {
    const { items, total, revenueTotal } = await this.services.adminFeaturedAds.list(pageOffset(page), page.pageSize);
    return { ...toPage(items, total, page), revenueTotal };
  }

  @Authorized(UserType.ADMIN)
  @Mutation(() => Int, { description: 'Deletes featured ads, all or none; returns how many.' })
  deleteFeaturedAds(@Arg('ids', () => [ID]) ids: string[]): Promise<number> {
    return this.services.adminFeaturedAds.delete(ids);
  }

  @Authorized(UserType.ADMIN)
  @Mutation(() => [AdminFeaturedAd], {
    description: 'Mark Payment Received: ads waiting for payment become paid and active from now; paid ones are unchanged. Returns the ads.',
  })
  markFeaturedAdsPaid(@Arg('ids', () => [ID]) ids: string[]): Promise<AdminFeaturedAd[]> {
    return this.services.adminFeaturedAds.markPaid(ids);
  }

  @FieldResolver(() => [AdCategoryRef], { description: 'The additional categories, by name.' })
  async categories(@Root() ad: AdminFeaturedAd, @Ctx() ctx: Context): Promise<AdCategoryRef[]> {
    return loadCategoryRefs(ctx.loaders.categoryById, ad.categoryIds);
  }
}
