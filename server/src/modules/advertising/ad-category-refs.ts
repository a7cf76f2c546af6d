import type { Context } from '../../graphql/context';
import type { AdCategoryRef } from './advertising.types';

/** The categories an ad names, by id and name through the request's loader; categories since deleted are left out. */
export async function loadCategoryRefs(ctx: Context, ids: string[]): Promise<AdCategoryRef[]> {
  const categories = await ctx.loaders.categoryById.loadMany(ids);
  return categories.flatMap((c) => (c && !(c instanceof Error) ? [{ id: c.id, name: c.name }] : []));
}
