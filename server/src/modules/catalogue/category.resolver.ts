import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import { sanitizeHtml } from '../../common/html';
import { renderShortcodes } from '../blog/shortcodes';
import type { Context } from '../../graphql/context';
import type { Services } from '../../services';
import { CategoryArticle } from './category-article.entity';
import { Category } from './category.entity';

@Resolver(() => Category)
export class CategoryResolver {
  constructor(private readonly services: Services) {}

  @Query(() => [Category], { description: 'Main (top-level) categories by name.' })
  mainCategories(@Arg('limit', () => Int, { nullable: true }) limit?: number): Promise<Category[]> {
    return this.services.catalogue.mainCategories(limit);
  }

  @Query(() => Category, { nullable: true, description: 'A category by id; null when there is none.' })
  category(@Arg('id', () => ID) id: string): Promise<Category | null> {
    return this.services.catalogue.category(id);
  }

  @FieldResolver(() => [Category], { description: 'Subcategories by name.' })
  children(@Root() category: Category, @Ctx() ctx: Context): Promise<Category[]> {
    return ctx.loaders.childrenByParentId.load(category.id);
  }

  @FieldResolver(() => Category, { nullable: true })
  parent(@Root() category: Category, @Ctx() ctx: Context): Promise<Category | null> | null {
    return category.parentId ? ctx.loaders.categoryById.load(category.parentId) : null;
  }

  @FieldResolver(() => Int, {
    description: 'Approved franchises listed in this category or any of its subcategories, each counted once.',
  })
  franchiseCount(@Root() category: Category, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.franchiseCountByCategoryId.load(category.id);
  }

  @FieldResolver(() => CategoryArticle, {
    nullable: true,
    description: 'The category article; its HTML is sanitised and its blog-post shortcodes expanded to cards.',
  })
  async article(@Root() category: Category, @Ctx() ctx: Context): Promise<CategoryArticle | null> {
    const article = await ctx.loaders.articleByCategoryId.load(category.id);
    if (!article) return null;
    const content = await renderShortcodes(sanitizeHtml(article.content), ctx.loaders.publishedPostCardById);
    return Object.assign(new CategoryArticle(), article, { content });
  }
}
