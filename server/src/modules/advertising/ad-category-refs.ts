import type { AdCategoryRef } from './advertising.types';

/** What the request's category loader gives for an id: the category, or null (or an error) once it is gone. */
interface CategoryLoader {
  loadMany(ids: readonly string[]): Promise<({ id: string; name: string } | null | Error)[]>;
}

/** The categories an ad names, by id and name through the request's loader; categories since deleted are left out. */
export async function loadCategoryRefs(categories: CategoryLoader, ids: string[]): Promise<AdCategoryRef[]> {
  const found = await categories.loadMany(ids);
  return found.flatMap((c) => (c && !(c instanceof Error) ? [{ id: c.id, name: c.name }] : []));
}
