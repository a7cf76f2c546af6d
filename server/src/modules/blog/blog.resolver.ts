import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { sanitizeHtml } from '../../common/html';
import { PageInput, pageOffset, toPage } from '../../common/pagination';
import type { Context } from '../../graphql/context';
import type { Services } from '../../services';
import { PostPage, PublicBlogCategory, PublicPost, toPublicBlogCategory, toPublicPost } from './blog.types';
import { postExcerpt } from './post-excerpt';
import { renderShortcodes } from './shortcodes';

const EXCERPT_CHARS = 200;

/** The public blog: published posts, their categories and view counting. */
@Resolver(() => PublicPost)
export class BlogResolver {
  constructor(private readonly services: Services) {}

  @Query(() => PostPage, { description: 'Published posts, newest first; optionally in one blog category.' })
  async blogPosts(
    @Arg('categoryId', () => ID, { nullable: true }) categoryId: string | null,
    @Arg('page', () => PageInput, { defaultValue: new PageInput() }) page: PageInput,
  ): Promise<PostPage> {
    const [items, total] = await this.services.blog.listPublished(categoryId, pageOffset(page), page.pageSize);
    return toPage(items.map(toPublicPost), total, page);
  }

  @Query(() => PublicPost, { nullable: true, description: 'A published post; null for unknown ids and drafts.' })
  async blogPost(@Arg('id', () => ID) id: string): Promise<PublicPost | null> {
    const post = await this.services.blog.findPublished(id);
    return post && toPublicPost(post);
  }

  @Query(() => [PublicBlogCategory], { description: 'Every blog category by name, with its published post count.' })
  async blogCategories(): Promise<PublicBlogCategory[]> {
    return (await this.services.blog.categories()).map(toPublicBlogCategory);
  }

  @Mutation(() => PublicPost, {
    nullable: true,
    description: 'Records one opening of a published post and returns it with its new view count; null for drafts and unknown ids.',
  })
  async recordPostView(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<PublicPost | null> {
    const post = await this.services.blog.recordView(id, ctx.meta.ip);
    return post && toPublicPost(post);
  }

  @FieldResolver(() => String, {
    description: 'The body as safe HTML (sanitised again on every read), its blog-post shortcodes expanded to cards.',
  })
  content(@Root() post: PublicPost, @Ctx() ctx: Context): Promise<string> {
    return renderShortcodes(sanitizeHtml(post.content), ctx.loaders.publishedPostCardById);
  }

  @FieldResolver(() => String, { description: 'The start of the body as plain text, for cards and meta descriptions.' })
  excerpt(@Root() post: PublicPost): string {
    return postExcerpt(post.content, EXCERPT_CHARS);
  }

  @FieldResolver(() => PublicBlogCategory, { nullable: true })
  async category(@Root() post: PublicPost, @Ctx() ctx: Context): Promise<PublicBlogCategory | null> {
    const category = post.categoryId ? await ctx.loaders.blogCategoryById.load(post.categoryId) : null;
    return category && toPublicBlogCategory(category);
  }
}

@Resolver(() => PublicBlogCategory)
export class BlogCategoryResolver {
  @FieldResolver(() => Int, { description: 'Published posts in this category.' })
  postCount(@Root() category: PublicBlogCategory, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.publishedPostCountByBlogCategory.load(category.id);
  }
}
