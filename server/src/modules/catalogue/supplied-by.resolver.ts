import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { FranchiseView } from './franchise.types';

/**
 * Who supplied a listing's testimonials and success stories (issue 40, honest labels): the franchisor's company name,
 * or the franchise's own name when it has no franchisor or the franchisor gave no company name. The page says
 * 'Supplied by ...' beside them, so a franchisor's chosen quotes never pass for independent reviews.
 */
export function supplierName(franchiseName: string, companyName: string | null | undefined): string {
  return companyName?.trim() || franchiseName;
}

@Resolver(() => FranchiseView)
export class FranchiseSupplierResolver {
  @FieldResolver(() => String, {
    description:
      "Who supplied the listing's testimonials and success stories: its franchisor's company name, or the franchise's name when there is none. One query per request for every franchisor asked about (DataLoader).",
  })
  async suppliedBy(@Root() franchise: FranchiseView, @Ctx() ctx: Context): Promise<string> {
    const franchisor = franchise.franchisorId ? await ctx.loaders.profileById.load(franchise.franchisorId) : null;
    return supplierName(franchise.name, franchisor?.companyName);
  }
}
