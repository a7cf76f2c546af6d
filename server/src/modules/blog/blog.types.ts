import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination';
import type { BlogCategory as BlogCategoryRow } from './blog-category.entity';
import type { Post } from './post.entity';

/** A published post as the public blog reads it; `content` and `excerpt` are rendered by BlogResolver. */
@ObjectType('Post', { description: 'A published blog post.' })
export class PublicPost {
  @Field(() => ID)
  id: string;

  @Field()
  title: string;

  /** The stored (sanitised) HTML; the `content` field renders it again on every read. */
  content: string;

  @Field(() => String, { nullable: true })
  imageUrl: string | null;

  @Field()
  author: string;

  @Field(() => Int)
  views: number;

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the post was first published.' })
  publishedAt: Date | null;

  @Field(() => String, { nullable: true })
  metaTitle: string | null;

  @Field(() => String, { nullable: true })
  metaDescription: string | null;

  @Field(() => String, { nullable: true })
  keywords: string | null;

  /** For the `category` field. */
  categoryId: string | null;
}

export const toPublicPost = (p: Post): PublicPost => ({
  id: p.id,
  title: p.title,
  content: p.content,
  imageUrl: p.imageUrl,
  author: p.author,
  views: p.views,
  createdAt: p.createdAt,
  publishedAt: p.publishedAt,
  metaTitle: p.metaTitle,
  metaDescription: p.metaDescription,
  keywords: p.keywords,
  categoryId: p.categoryId,
});

@ObjectType()
export class PostPage extends Paginated(PublicPost) {}

@ObjectType('BlogCategory', { description: 'A blog category; postCount counts its published posts.' })
export class PublicBlogCategory {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;
}

export const toPublicBlogCategory = (c: BlogCategoryRow): PublicBlogCategory => ({ id: c.id, name: c.name });
