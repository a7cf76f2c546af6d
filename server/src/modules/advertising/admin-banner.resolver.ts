import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { PageInput, pageOffset, toPage } from '../../common/pagination';
import type { Context } from '../../graphql/context';
import type { Services } from '../../services';
import { UserType } from '../auth/auth.enums';
import type { FileUpload } from '../files/upload.service';
import { loadCategoryRefs } from './ad-category-refs';
import { AdCategoryRef } from './advertising.types';
import { AdFranchiseOption, AdminBannerAd, AdminBannerAdPage, CreateBannerAdInput, RecordBannerMetricsInput } from './admin-banner.types';
import { CurrentUser } from '../auth/current-user';
import type { Profile } from '../auth/profile.entity';

/** Banner Ads Management (admin) and the public banners' impressions and clicks. */
@Resolver(() => AdminBannerAd)
export class AdminBannerResolver {
  constructor(private readonly services: Services) {}

  @Authorized(UserType.ADMIN)
  @Query(() => AdminBannerAdPage, { description: 'Banner ads, newest first, with impressions and clicks.' })
  async adminBannerAds(@Arg('page', () => PageInput, { defaultValue: new PageInput() }) page: PageInput): Promise<AdminBannerAdPage> {
    const [items, total] = await this.services.adminBanners.list(pageOffset(page), page.pageSize);
    return toPage(items, total, page);
  }

  @Authorized(UserType.ADMIN)
  @Query(() => [AdFranchiseOption], { description: 'Approved franchises whose name contains the search, by name (at most 20).' })
  adminAdFranchiseOptions(@Arg('search', () => String, { nullable: true }) search: string | null): Promise<AdFranchiseOption[]> {
    return this.services.adminBanners.franchiseOptions(search);
  }

  @Authorized(UserType.ADMIN)
  @Mutation(() => AdminBannerAd, { description: 'Creates a banner ad, live and paid from now for the duration, at the banner price.' })
  createBannerAd(
    @Arg('input') input: CreateBannerAdInput,
    @Arg('image', () => GraphQLUpload) image: Promise<FileUpload>,
    @CurrentUser() user: Profile,
  ): Promise<AdminBannerAd> {
    return this.services.adminBanners.create(user.id, input, image);
  }

  @Authorized(UserType.ADMIN)
  @Mutation(() => Int, { description: 'Deletes banner ads, all or none; returns how many.' })
  deleteBannerAds(@Arg('ids', () => [ID]) ids: string[]): Promise<number> {
    return this.services.adminBanners.delete(ids);
  }

  @Mutation(() => Int, {
    description: 'Records impressions (VIEW) and clicks (CLICK) of live banners; others are ignored. Returns how many were recorded.',
  })
  recordBannerMetrics(@Arg('input') input: RecordBannerMetricsInput, @Ctx() ctx: Context): Promise<number> {
    return this.services.banners.recordMetrics(input.events, ctx.meta.ip);
  }

  @FieldResolver(() => [AdCategoryRef], { description: 'The selected categories, by name (empty for a main banner).' })
  async categories(@Root() banner: AdminBannerAd, @Ctx() ctx: Context): Promise<AdCategoryRef[]> {
    return loadCategoryRefs(ctx.loaders.categoryById, banner.categoryIds);
  }
}
