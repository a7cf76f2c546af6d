import DataLoader from 'dataloader';
import { In, type DataSource, type EntityTarget, type FindOptionsOrder } from 'typeorm';
import { byIdLoader } from '../../common/by-id-loader';
import { CategoryArticle } from './category-article.entity';
import { CategoryMapping } from './category-mapping.entity';
import { Category } from './category.entity';
import { FranchiseFaq, FranchiseGalleryImage, FranchiseSuccessStory, FranchiseTestimonial } from './franchise-content.entities';
import { FranchiseDetails } from './franchise-details.entity';
import { allCategoryCounts } from './category-counts';
import { Franchise } from './franchise.entity';

/** Rows of one kind grouped by franchise, in their saved order: one query for all the keys. */
function byFranchiseLoader<T extends { franchiseId: string }>(ds: DataSource, entity: EntityTarget<T>) {
  return new DataLoader<string, T[]>(async (ids) => {
    const rows = await ds.getRepository(entity).find({
      where: { franchiseId: In([...ids]) } as never,
      order: { position: 'ASC', id: 'ASC' } as unknown as FindOptionsOrder<T>,
    });
    const map = new Map<string, T[]>(ids.map((id) => [id, []]));
    for (const row of rows) map.get(row.franchiseId)!.push(row);
    return ids.map((id) => map.get(id)!);
  });
}

/** Per-request loaders for franchises and what hangs off them: one query per kind, never per row. */
export function createCatalogueLoaders(ds: DataSource) {
  let allCounts: Promise<Map<string, number>> | undefined;
  return {
    franchiseById: byIdLoader((ids) => ds.getRepository(Franchise).findBy({ id: In([...ids]) })),
    categoryById: byIdLoader((ids) => ds.getRepository(Category).findBy({ id: In([...ids]) })),
    detailsByFranchiseId: new DataLoader<string, FranchiseDetails | null>(async (ids) => {
      const rows = await ds.getRepository(FranchiseDetails).findBy({ franchiseId: In([...ids]) });
      const map = new Map(rows.map((r) => [r.franchiseId, r]));
      return ids.map((id) => map.get(id) ?? null);
    }),
    /** A franchise's categories, main categories first, then by name. */
    categoriesByFranchiseId: new DataLoader<string, Category[]>(async (ids) => {
      const rows = await ds
        .getRepository(CategoryMapping)
        .createQueryBuilder('m')
        .innerJoinAndMapOne('m.category', Category, 'c', 'c.id = m.category_id')
        .where('m.franchise_id IN (:...ids)', { ids: [...ids] })
        .orderBy('c.parent_id IS NULL', 'DESC')
        .addOrderBy('c.name', 'ASC')
        .getMany();
      const map = new Map<string, Category[]>(ids.map((id) => [id, []]));
      for (const row of rows) map.get(row.franchiseId)!.push(row.category!);
      return ids.map((id) => map.get(id)!);
    }),
    /** Subcategories by name. */
    childrenByParentId: new DataLoader<string, Category[]>(async (ids) => {
      const rows = await ds.getRepository(Category).find({ where: { parentId: In([...ids]) }, order: { name: 'ASC' } });
      const map = new Map<string, Category[]>(ids.map((id) => [id, []]));
      for (const row of rows) map.get(row.parentId!)!.push(row);
      return ids.map((id) => map.get(id)!);
    }),
    /**
     * Approved franchises listed in a category or any of its subcategories, each counted once. Every
     * category is counted together (there are few) and the counts are kept until the catalogue changes,
     * so a tree of main categories and subcategories costs at most one counting query.
     */
    franchiseCountByCategoryId: new DataLoader<string, number>(async (ids) => {
      const counts = await (allCounts ??= allCategoryCounts(ds));
      return ids.map((id) => counts.get(id) ?? 0);
    }),
    articleByCategoryId: new DataLoader<string, CategoryArticle | null>(async (ids) => {
      const rows = await ds.getRepository(CategoryArticle).findBy({ categoryId: In([...ids]) });
      const map = new Map(rows.map((r) => [r.categoryId, r]));
      return ids.map((id) => map.get(id) ?? null);
    }),
    galleryByFranchiseId: byFranchiseLoader(ds, FranchiseGalleryImage),
    faqsByFranchiseId: byFranchiseLoader(ds, FranchiseFaq),
    testimonialsByFranchiseId: byFranchiseLoader(ds, FranchiseTestimonial),
    successStoriesByFranchiseId: byFranchiseLoader(ds, FranchiseSuccessStory),
  };
}
