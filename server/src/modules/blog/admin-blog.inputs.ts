import { IsEnum, IsOptional, IsUUID } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { Messages } from '../../common/errors';
import { MaxChars, NotBlank } from '../../common/validation';
import { PostStatus } from './blog.enums';

/** Limits of the blog forms: each fits its column; the body is capped so one post cannot be megabytes. */
export const BLOG_LIMITS = {
  title: 300,
  author: 200,
  metaTitle: 300,
  metaDescription: 500,
  keywords: 500,
  content: 200_000,
  categoryName: 120,
  search: 200,
} as const;

/** The blog screens' messages (spec 02 sections 5 and 8, and ours where the spec shows none). */
export const BlogMessages = {
  titleRequired: Messages.required('Title'),
  authorRequired: Messages.required('Author'),
  contentRequired: Messages.required('Content'),
  selectImageFile: Messages.selectImageFile,
  imageTooLarge: Messages.bannerTooLarge,
  invalidImageFile: Messages.invalidImageFile,
  postNotFound: 'Blog post not found',
  postsNotFound: 'One or more of the selected posts no longer exist. Reload the list and try again.',
  categoryNotFound: 'Blog category not found',
  categoryNameRequired: Messages.required('Category name'),
  categoryNameTaken: 'A blog category with this name already exists',
  selectPosts: 'Select at least one post',
} as const;

@InputType({ description: 'A blog post as the editor saves it, whole. The featured image travels as its own argument.' })
export class BlogPostInput {
  @Field()
  @NotBlank('Title')
  @MaxChars('Title', BLOG_LIMITS.title)
  title: string;

  @Field()
  @NotBlank('Author')
  @MaxChars('Author', BLOG_LIMITS.author)
  author: string;

  @Field(() => ID, { nullable: true, description: 'A blog category; null for none.' })
  @IsOptional()
  @IsUUID('all', { message: BlogMessages.categoryNotFound })
  categoryId?: string | null;

  @Field({ description: 'HTML from the rich-text editor; sanitised before it is stored.' })
  @NotBlank('Content')
  @MaxChars('Content', BLOG_LIMITS.content)
  content: string;

  @Field(() => String, { nullable: true, description: 'Blank means the title.' })
  @IsOptional()
  @MaxChars('Meta title', BLOG_LIMITS.metaTitle)
  metaTitle?: string | null;

  @Field(() => String, { nullable: true, description: '150-160 characters is recommended (a hint, not a rule).' })
  @IsOptional()
  @MaxChars('Meta description', BLOG_LIMITS.metaDescription)
  metaDescription?: string | null;

  @Field(() => String, { nullable: true, description: 'Comma separated.' })
  @IsOptional()
  @MaxChars('Keywords', BLOG_LIMITS.keywords)
  keywords?: string | null;

  @Field(() => PostStatus, { description: 'Publish Post saves as published; Save as Draft as draft.' })
  @IsEnum(PostStatus)
  status: PostStatus;

  @Field({ defaultValue: false, description: 'Removes the current featured image (ignored when a new image is sent).' })
  removeImage: boolean = false;
}

@InputType({ description: 'All Blog Articles: free text on the title and a status.' })
export class AdminPostsFilter {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxChars('Search', BLOG_LIMITS.search)
  search?: string | null;

  @Field(() => PostStatus, { nullable: true })
  @IsOptional()
  @IsEnum(PostStatus)
  status?: PostStatus | null;
}

@InputType()
export class BlogCategoryInput {
  @Field()
  @NotBlank('Category name')
  @MaxChars('Category name', BLOG_LIMITS.categoryName)
  name: string;
}
