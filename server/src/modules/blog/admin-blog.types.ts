import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination';
import { PostStatus } from './blog.enums';

@ObjectType({ description: 'A blog post as the admin screens read it: drafts included.' })
export class AdminBlogPost {
  @Field(() => ID)
  id: string;

  @Field()
  title: string;

  @Field()
  author: string;

  @Field(() => ID, { nullable: true })
  categoryId: string | null;

  @Field(() => String, { nullable: true, description: "The category's name; null when the post has none." })
  categoryName: string | null;

  @Field(() => String, { nullable: true })
  imageUrl: string | null;

  @Field(() => PostStatus)
  status: PostStatus;

  @Field(() => Int)
  views: number;

  @Field(() => String, { nullable: true, description: 'Null until its shortcode is first copied.' })
  shortcode: string | null;

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the post was first published; null for a post never published.' })
  publishedAt: Date | null;

  @Field()
  updatedAt: Date;
}

@ObjectType({ description: 'A post with everything the editor needs.' })
export class AdminBlogPostDetail extends AdminBlogPost {
  @Field({ description: 'Sanitised HTML, as the editor loads it (shortcodes as written).' })
  content: string;

  @Field({ description: 'The meta title; the title when none was set.' })
  metaTitle: string;

  @Field(() => String, { nullable: true })
  metaDescription: string | null;

  @Field(() => String, { nullable: true })
  keywords: string | null;
}

@ObjectType()
export class AdminBlogPostPage extends Paginated(AdminBlogPost) {}

@ObjectType({ description: 'What a bulk status change did: the status every selected post now has.' })
export class PostsStatusChange {
  @Field(() => PostStatus)
  status: PostStatus;

  @Field(() => [AdminBlogPost])
  posts: AdminBlogPost[];
}

@ObjectType()
export class PopularPost {
  @Field(() => ID)
  id: string;

  @Field()
  title: string;

  @Field(() => Int)
  views: number;

  @Field(() => PostStatus)
  status: PostStatus;

  @Field(() => Date, { nullable: true })
  publishedAt: Date | null;
}

@ObjectType({ description: 'Views recorded on one day (UK time).' })
export class DailyPostViews {
  @Field({ description: 'YYYY-MM-DD' })
  date: string;

  @Field(() => Int)
  views: number;
}

@ObjectType()
export class BlogStatistics {
  @Field(() => Int, { description: 'Views of every post, drafts included.' })
  totalViews: number;

  @Field(() => Int, { description: 'Every post, drafts included.' })
  totalPosts: number;

  @Field(() => Int)
  publishedPosts: number;

  @Field(() => Float, { description: 'Total views over total posts, to one decimal place; 0 with no posts.' })
  averageViews: number;

  @Field(() => [PopularPost], { description: 'The most viewed posts, most views first.' })
  popularPosts: PopularPost[];

  @Field(() => [DailyPostViews], { description: 'The last 30 days, oldest first, today included; days without views are 0.' })
  viewsByDay: DailyPostViews[];
}

@ObjectType()
export class AdminBlogCategory {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  createdAt: Date;

  @Field(() => Int, { description: 'Posts in this category, drafts included.' })
  postCount: number;
}
