import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { byIdLoader } from '../../common/by-id-loader';
import { CategoryArticle } from './category-article.entity';
import { CategoryMapping } from './category-mapping.entity';
import { Category } from './category.entity';
import { FranchiseDetails } from './franchise-details.entity';
import { allCategoryCounts } from './category-counts';
import { Franchise } from './franchise.entity';
import type { FranchiseFaqView, FranchiseGalleryImageView, FranchiseSuccessStoryView, FranchiseTestimonialView } from './franchise.types';

/** A listing's content rows, as its readers see them, each kind in its saved order. */
export interface FranchiseContentRows {
  gallery: FranchiseGalleryImageView[];
  faqs: FranchiseFaqView[];
  testimonials: FranchiseTestimonialView[];
  successStories: FranchiseSuccessStoryView[];
}

/** One kind's rows of the listing `ids.id`, as a JSON array of camelCase objects in their saved order. */
const rowsOf = (table: string, fields: Record<string, string>) =>
  `COALESCE((SELECT json_agg(json_build_object(${Object.entries(fields)
    .map(([key, column]) => `'${key}', t.${column}`)
    .join(', ')}) ORDER BY t.position, t.id) FROM ${table} t WHERE t.franchise_id = ids.id), '[]')`;

const CONTENT_SQL = `SELECT ids.id AS "franchiseId",
  ${rowsOf('franchise_gallery', { id: 'id', imageUrl: 'image_url' })} AS gallery,
  ${rowsOf('franchise_faqs', { id: 'id', question: 'question', answer: 'answer' })} AS faqs,
  ${rowsOf('franchise_testimonials', { id: 'id', authorName: 'author_name', content: 'content' })} AS testimonials,
  ${rowsOf('franchise_success_stories', { id: 'id', title: 'title', content: 'content', imageUrl: 'image_url', franchiseId: 'franchise_id' })} AS "successStories"
  FROM unnest($1::uuid[]) AS ids(id)`;

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
    /** Gallery, FAQs, testimonials and stories of every listing asked for: one statement for the four kinds. */
    contentByFranchiseId: new DataLoader<string, FranchiseContentRows>(async (ids) => {
      const rows = await ds.query<(FranchiseContentRows & { franchiseId: string })[]>(CONTENT_SQL, [[...ids]]);
      const byId = new Map(rows.map((r) => [r.franchiseId, r]));
      return ids.map((id) => byId.get(id)!);
    }),
  };
}
