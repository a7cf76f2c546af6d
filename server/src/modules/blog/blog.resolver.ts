import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { sanitizeHtml } from '../../common/html';
import { PageInput, pageOffset, toPage } from '../../common/pagination';
import type { Context } from '../../graphql/context';
import type { Services } from '../../services';
import { BlogCategory } from './blog-category.entity';
import { PostPage } from './blog.types';
import { Post } from './post.entity';
import { postExcerpt } from './post-excerpt';
import { renderShortcodes } from './shortcodes';

const EXCERPT_CHARS = 200;

/** The public blog: published posts, their categories and view counting. */
@Resolver(() => Post)
export class BlogResolver {
  constructor(private readonly services: Services) {}

  @Query(() => PostPage, { description: 'Published posts, newest first; optionally in one blog category.' })
  async blogPosts(
    @Arg('categoryId', () => ID, { nullable: true }) categoryId: string | null,
    @Arg('page', () => PageInput, { defaultValue: new PageInput() }) page: PageInput,
  ): Promise<PostPage> {
    const [items, total] = await this.services.blog.listPublished(categoryId, pageOffset(page), page.pageSize);
    return toPage(items, total, page);
  }

  @Query(() => Post, { nullable: true, description: 'A published post; null for unknown ids and drafts.' })
  blogPost(@Arg('id', () => ID) id: string): Promise<Post | null> {
    return this.services.blog.findPublished(id);
  }

  @Query(() => [BlogCategory], { description: 'Every blog category by name, with its published post count.' })
  blogCategories(): Promise<BlogCategory[]> {
    return this.services.blog.categories();
  }

  @Mutation(() => Post, {
    nullable: true,
    description: 'Records one opening of a published post and returns it with its new view count; null for drafts and unknown ids.',
  })
  recordPostView(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Post | null> {
    return this.services.blog.recordView(id, ctx.meta.ip);
  }

  @FieldResolver(() => String, {
    description: 'The body as safe HTML (sanitised again on every read), its blog-post shortcodes expanded to cards.',
  })
  content(@Root() post: Post, @Ctx() ctx: Context): Promise<string> {
    return renderShortcodes(sanitizeHtml(post.content), ctx.loaders.publishedPostCardById);
  }

  @FieldResolver(() => String, { description: 'The start of the body as plain text, for cards and meta descriptions.' })
  excerpt(@Root() post: Post): string {
    return postExcerpt(post.content, EXCERPT_CHARS);
  }

  @FieldResolver(() => BlogCategory, { nullable: true })
  category(@Root() post: Post, @Ctx() ctx: Context): Promise<BlogCategory | null> | null {
    return post.categoryId ? ctx.loaders.blogCategoryById.load(post.categoryId) : null;
  }
}

@Resolver(() => BlogCategory)
export class BlogCategoryResolver {
  @FieldResolver(() => Int, { description: 'Published posts in this category.' })
  postCount(@Root() category: BlogCategory, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.publishedPostCountByBlogCategory.load(category.id);
  }
}
