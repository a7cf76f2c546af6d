import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { PageInput, pageOffset, toPage } from '../../common/pagination';
import type { Context } from '../../graphql/context';
import type { Services } from '../../services';
import { UserType } from '../auth/auth.enums';
import type { FileUpload } from '../files/upload.service';
import { AdminPostsFilter, BlogCategoryInput, BlogPostInput } from './admin-blog.inputs';
import { AdminBlogCategory, AdminBlogPost, AdminBlogPostDetail, AdminBlogPostPage, BlogStatistics, PostsStatusChange } from './admin-blog.types';
import { CurrentUser } from '../auth/current-user';
import type { Profile } from '../auth/profile.entity';

/** The admin portal's blog screens: posts, shortcodes, statistics and blog categories. Admin only. */
@Resolver()
export class AdminBlogResolver {
  constructor(private readonly services: Services) {}

  @Authorized(UserType.ADMIN)
  @Query(() => AdminBlogPostPage, { description: 'All Blog Articles: every post, newest first, drafts included.' })
  async adminBlogPosts(
    @Arg('filter', () => AdminPostsFilter, { defaultValue: new AdminPostsFilter() }) filter: AdminPostsFilter,
    @Arg('page', () => PageInput, { defaultValue: new PageInput() }) page: PageInput,
  ): Promise<AdminBlogPostPage> {
    const [items, total] = await this.services.adminBlog.list(filter, pageOffset(page), page.pageSize);
    return toPage(items, total, page);
  }

  @Authorized(UserType.ADMIN)
  @Query(() => AdminBlogPostDetail, { description: 'One post for the editor.' })
  adminBlogPost(@Arg('id', () => ID) id: string): Promise<AdminBlogPostDetail> {
    return this.services.adminBlog.get(id);
  }

  @Authorized(UserType.ADMIN)
  @Query(() => String, { description: 'Editor HTML as the public post page would show it (sanitised, shortcodes expanded); saves nothing.' })
  blogPostPreview(@Arg('content') content: string, @Ctx() ctx: Context): Promise<string> {
    return this.services.adminBlog.preview(content, ctx.loaders.publishedPostCardById);
  }

  @Authorized(UserType.ADMIN)
  @Mutation(() => AdminBlogPostDetail, { description: 'Add New Blog Post: saved as a draft or published.' })
  createBlogPost(
    @Arg('input') input: BlogPostInput,
    @Arg('image', () => GraphQLUpload, { nullable: true }) image: Promise<FileUpload> | null,
    @CurrentUser() user: Profile,
  ): Promise<AdminBlogPostDetail> {
    return this.services.adminBlog.create(user.id, input, image);
  }

  @Authorized(UserType.ADMIN)
  @Mutation(() => AdminBlogPostDetail, { description: 'Saves the editor over a post.' })
  updateBlogPost(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: BlogPostInput,
    @Arg('image', () => GraphQLUpload, { nullable: true }) image: Promise<FileUpload> | null,
    @CurrentUser() user: Profile,
  ): Promise<AdminBlogPostDetail> {
    return this.services.adminBlog.update(user.id, id, input, image);
  }

  @Authorized(UserType.ADMIN)
  @Mutation(() => [ID], { description: 'Deletes the posts, all or none; returns their ids.' })
  deleteBlogPosts(@Arg('ids', () => [ID]) ids: string[], @CurrentUser() user: Profile): Promise<string[]> {
    return this.services.adminBlog.delete(user.id, ids);
  }

  @Authorized(UserType.ADMIN)
  @Mutation(() => PostsStatusChange, {
    description: 'Publish/Unpublish Selected: the first id decides (published becomes draft, otherwise published) for all.',
  })
  togglePostsStatus(@Arg('ids', () => [ID]) ids: string[], @CurrentUser() user: Profile): Promise<PostsStatusChange> {
    return this.services.adminBlog.toggleStatus(user.id, ids);
  }

  @Authorized(UserType.ADMIN)
  @Mutation(() => AdminBlogPost, { description: 'The post with its shortcode, made on the first copy and reused after.' })
  copyPostShortcode(@Arg('id', () => ID) id: string): Promise<AdminBlogPost> {
    return this.services.adminBlog.shortcode(id);
  }

  @Authorized(UserType.ADMIN)
  @Query(() => BlogStatistics)
  blogStatistics(): Promise<BlogStatistics> {
    return this.services.blogStatistics.statistics();
  }

  @Authorized(UserType.ADMIN)
  @Query(() => [AdminBlogCategory], { description: 'Every blog category by name, with its post count.' })
  adminBlogCategories(): Promise<AdminBlogCategory[]> {
    return this.services.adminBlogCategories.list();
  }

  @Authorized(UserType.ADMIN)
  @Mutation(() => AdminBlogCategory)
  createBlogCategory(@Arg('input') input: BlogCategoryInput, @CurrentUser() user: Profile): Promise<AdminBlogCategory> {
    return this.services.adminBlogCategories.create(user.id, input);
  }

  @Authorized(UserType.ADMIN)
  @Mutation(() => AdminBlogCategory)
  renameBlogCategory(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: BlogCategoryInput,
    @CurrentUser() user: Profile,
  ): Promise<AdminBlogCategory> {
    return this.services.adminBlogCategories.rename(user.id, id, input);
  }

  @Authorized(UserType.ADMIN)
  @Mutation(() => ID, { description: "Deletes a blog category; its posts stay, as 'Uncategorized'." })
  deleteBlogCategory(@Arg('id', () => ID) id: string, @CurrentUser() user: Profile): Promise<string> {
    return this.services.adminBlogCategories.delete(user.id, id);
  }
}
