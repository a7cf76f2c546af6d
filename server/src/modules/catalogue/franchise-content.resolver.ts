import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import {
  FranchiseContent,
  FranchiseFaqView,
  FranchiseGalleryImageView,
  FranchiseSuccessStoryView,
  FranchiseTestimonialView,
} from './franchise.types';

/**
 * The content rows of a listing, for every type that implements FranchiseContent (the public Franchise and the
 * franchisor's FranchisorFranchise), the four kinds in one statement per request through one DataLoader.
 */
@Resolver(() => FranchiseContent)
export class FranchiseContentResolver {
  @FieldResolver(() => [FranchiseGalleryImageView])
  async gallery(@Root() listing: FranchiseContent, @Ctx() ctx: Context): Promise<FranchiseGalleryImageView[]> {
    return (listing.contentRows ?? (await ctx.loaders.contentByFranchiseId.load(listing.id))).gallery;
  }

  @FieldResolver(() => [FranchiseFaqView])
  async faqs(@Root() listing: FranchiseContent, @Ctx() ctx: Context): Promise<FranchiseFaqView[]> {
    return (listing.contentRows ?? (await ctx.loaders.contentByFranchiseId.load(listing.id))).faqs;
  }

  @FieldResolver(() => [FranchiseTestimonialView])
  async testimonials(@Root() listing: FranchiseContent, @Ctx() ctx: Context): Promise<FranchiseTestimonialView[]> {
    return (listing.contentRows ?? (await ctx.loaders.contentByFranchiseId.load(listing.id))).testimonials;
  }

  @FieldResolver(() => [FranchiseSuccessStoryView])
  async successStories(@Root() listing: FranchiseContent, @Ctx() ctx: Context): Promise<FranchiseSuccessStoryView[]> {
    return (listing.contentRows ?? (await ctx.loaders.contentByFranchiseId.load(listing.id))).successStories;
  }
}
