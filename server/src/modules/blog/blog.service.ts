import { isUUID } from 'class-validator';
import type { DataSource } from 'typeorm';
import type { RateLimiters, WindowLimit } from '../../common/rate-limiter';
import { logger } from '../../common/logger';
import { PostStatus } from './blog.enums';
import { BlogCategory } from './blog-category.entity';
import { PostView } from './post-view.entity';
import { Post } from './post.entity';
import type { UnitOfWork } from '../../common/unit-of-work';

/** Openings of one post counted from one IP address per hour; more are ignored (not an error). */
const VIEWS_PER_IP_PER_POST = 20;
const VIEW_WINDOW_MS = 60 * 60 * 1000;

/** The public side of the blog: only published posts are ever read here. */
export class BlogService {
  private readonly views: WindowLimit;

  constructor(
    private readonly ds: DataSource,
    private readonly work: UnitOfWork,
    limiters: RateLimiters,
  ) {
    this.views = limiters.window('post-view', VIEWS_PER_IP_PER_POST, VIEW_WINDOW_MS);
  }

  /** Published posts, newest first, optionally in one blog category. An id that is not a UUID matches nothing. */
  async listPublished(categoryId: string | null | undefined, offset: number, limit: number): Promise<[Post[], number]> {
    if (categoryId && !isUUID(categoryId)) return [[], 0];
    return this.ds.getRepository(Post).findAndCount({
      where: { status: PostStatus.PUBLISHED, ...(categoryId ? { categoryId } : {}) },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: offset,
      take: limit,
    });
  }

  /** A published post, or null for unknown ids and drafts. */
  async findPublished(id: string): Promise<Post | null> {
    if (!isUUID(id)) return null;
    return this.ds.getRepository(Post).findOneBy({ id, status: PostStatus.PUBLISHED });
  }

  /** Every blog category by name (the sidebar; counts come from a loader). */
  categories(): Promise<BlogCategory[]> {
    return this.ds.getRepository(BlogCategory).find({ order: { name: 'ASC' } });
  }

  /**
   * Records one opening of a published post: a post_views row and posts.views + 1, in one
   * transaction. Returns the post with its new count; null for drafts and unknown ids. Openings
   * beyond VIEWS_PER_IP_PER_POST an hour from one address are not counted (the current count is returned).
   */
  async recordView(id: string, ip: string): Promise<Post | null> {
    const post = await this.findPublished(id);
    if (!post) return null;
    const { allowed } = await this.views.hit(`${id}:${ip}`);
    if (!allowed) {
      logger.debug('Post view not counted (limit for this address)', { postId: id });
      return post;
    }
    return this.work.run(async (em) => {
      const result: [{ views: number }[], number] = await em.query(
        `UPDATE posts SET views = views + 1 WHERE id = $1 AND status = $2 RETURNING views`,
        [id, PostStatus.PUBLISHED],
      );
      const [rows] = result;
      if (rows.length === 0) return null; // unpublished in the meantime
      await em.getRepository(PostView).insert({ postId: id });
      post.views = rows[0].views;
      return post;
    });
  }
}
