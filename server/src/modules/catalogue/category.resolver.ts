import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import { sanitizeHtml } from '../../common/html';
import { renderShortcodes } from '../blog/shortcodes';
import type { Context } from '../../graphql/context';
import type { Services } from '../../services';
import { CategoryArticleView, CategoryView, toCategoryArticleView, toCategoryView } from './category.types';

@Resolver(() => CategoryView)
export class CategoryResolver {
  constructor(private readonly services: Services) {}

  @Query(() => [CategoryView], { description: 'Main (top-level) categories by name.' })
  async mainCategories(@Arg('limit', () => Int, { nullable: true }) limit?: number): Promise<CategoryView[]> {
    return (await this.services.catalogue.mainCategories(limit)).map(toCategoryView);
  }

  @Query(() => CategoryView, { nullable: true, description: 'A category by id; null when there is none.' })
  async category(@Arg('id', () => ID) id: string): Promise<CategoryView | null> {
    const category = await this.services.catalogue.category(id);
    return category && toCategoryView(category);
  }

  @FieldResolver(() => [CategoryView], { description: 'Subcategories by name.' })
  async children(@Root() category: CategoryView, @Ctx() ctx: Context): Promise<CategoryView[]> {
    return (await ctx.loaders.childrenByParentId.load(category.id)).map(toCategoryView);
  }

  @FieldResolver(() => CategoryView, { nullable: true })
  async parent(@Root() category: CategoryView, @Ctx() ctx: Context): Promise<CategoryView | null> {
    const parent = category.parentId ? await ctx.loaders.categoryById.load(category.parentId) : null;
    return parent && toCategoryView(parent);
  }

  @FieldResolver(() => Int, {
    description: 'Approved franchises listed in this category or any of its subcategories, each counted once.',
  })
  franchiseCount(@Root() category: CategoryView, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.franchiseCountByCategoryId.load(category.id);
  }

  @FieldResolver(() => CategoryArticleView, {
    nullable: true,
    description: 'The category article; its HTML is sanitised and its blog-post shortcodes expanded to cards.',
  })
  async article(@Root() category: CategoryView, @Ctx() ctx: Context): Promise<CategoryArticleView | null> {
    const article = await ctx.loaders.articleByCategoryId.load(category.id);
    if (!article) return null;
    return toCategoryArticleView(article, await renderShortcodes(sanitizeHtml(article.content), ctx.loaders.publishedPostCardById));
  }
}
