import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import {
  FranchiseContent,
  FranchiseFaqView,
  FranchiseGalleryImageView,
  FranchiseSuccessStoryView,
  FranchiseTestimonialView,
  toFaqView,
  toGalleryImageView,
  toSuccessStoryView,
  toTestimonialView,
} from './franchise.types';

/**
 * The content rows of a listing, for every type that implements FranchiseContent (the public Franchise and the
 * franchisor's FranchisorFranchise), each kind in one query per request through its DataLoader.
 */
@Resolver(() => FranchiseContent)
export class FranchiseContentResolver {
  @FieldResolver(() => [FranchiseGalleryImageView])
  async gallery(@Root() listing: FranchiseContent, @Ctx() ctx: Context): Promise<FranchiseGalleryImageView[]> {
    return (await ctx.loaders.galleryByFranchiseId.load(listing.id)).map(toGalleryImageView);
  }

  @FieldResolver(() => [FranchiseFaqView])
  async faqs(@Root() listing: FranchiseContent, @Ctx() ctx: Context): Promise<FranchiseFaqView[]> {
    return (await ctx.loaders.faqsByFranchiseId.load(listing.id)).map(toFaqView);
  }

  @FieldResolver(() => [FranchiseTestimonialView])
  async testimonials(@Root() listing: FranchiseContent, @Ctx() ctx: Context): Promise<FranchiseTestimonialView[]> {
    return (await ctx.loaders.testimonialsByFranchiseId.load(listing.id)).map(toTestimonialView);
  }

  @FieldResolver(() => [FranchiseSuccessStoryView])
  async successStories(@Root() listing: FranchiseContent, @Ctx() ctx: Context): Promise<FranchiseSuccessStoryView[]> {
    return (await ctx.loaders.successStoriesByFranchiseId.load(listing.id)).map(toSuccessStoryView);
  }
}
