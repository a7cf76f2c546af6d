import { sanitizeHtml } from '../../common/html';
import { CategoryArticle } from '../../modules/catalogue/category-article.entity';
import { Category } from '../../modules/catalogue/category.entity';
import type { SeedContext } from './context';
import { CATEGORIES } from './data/categories';
import { CATEGORY_ARTICLES } from './data/category-articles';
import { seedId } from './random';

export interface SeededCategories {
  /** Id of a main category by key. */
  main: Record<string, string>;
  /** Id of a subcategory by `${mainKey}/${subKey}`. */
  sub: Record<string, string>;
}

export const categoryId = (key: string) => seedId('category', key);
export const subcategoryId = (mainKey: string, subKey: string) => seedId('category', `${mainKey}/${subKey}`);

/** The category tree and the articles with FAQs of some main categories. */
export async function seedCategories({ em, clock }: SeedContext): Promise<SeededCategories> {
  const createdAt = clock.daysAgo(700);
  const main: Record<string, string> = {};
  const sub: Record<string, string> = {};
  const mains: Array<Partial<Category>> = [];
  const subs: Array<Partial<Category>> = [];
  for (const c of CATEGORIES) {
    main[c.key] = categoryId(c.key);
    mains.push({ id: main[c.key], name: c.name, parentId: null, createdAt });
    for (const [key, name] of c.subcategories) {
      sub[`${c.key}/${key}`] = subcategoryId(c.key, key);
      subs.push({ id: sub[`${c.key}/${key}`], name, parentId: main[c.key], createdAt });
    }
  }
  await em.getRepository(Category).insert(mains);
  await em.getRepository(Category).insert(subs);

  await em.getRepository(CategoryArticle).insert(
    Object.entries(CATEGORY_ARTICLES).map(([key, a], i) => ({
      id: seedId('category-article', key),
      categoryId: main[key],
      title: a.title,
      content: sanitizeHtml(a.html),
      metaTitle: a.metaTitle,
      metaDescription: a.metaDescription,
      keywords: a.keywords,
      faqs: a.faqs,
      createdAt: clock.daysAgo(300 - i * 10),
      updatedAt: clock.daysAgo(60 - i * 5),
    })),
  );
  return { main, sub };
}
