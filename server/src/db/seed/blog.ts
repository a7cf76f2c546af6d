import { sanitizeHtml } from '../../common/html';
import { BlogCategory } from '../../modules/blog/blog-category.entity';
import { PostStatus } from '../../modules/blog/blog.enums';
import { PostView } from '../../modules/blog/post-view.entity';
import { Post } from '../../modules/blog/post.entity';
import type { SeedContext } from './context';
import { BLOG_CATEGORIES, POSTS } from './data/blog-posts';
import { seedId } from './random';
import { shortcodeFor } from '../../modules/blog/shortcodes';

const DAY_MINUTES = 24 * 60;

/**
 * Blog categories, posts (published, one uncategorised, one draft) and their views. A post's views
 * counter equals its post_views rows, which all fall within the last 30 days (the statistics chart).
 */
export async function seedBlog(ctx: SeedContext): Promise<{ posts: number; views: number }> {
  const { em, clock, media } = ctx;
  const rnd = ctx.random('blog');
  const categoryIds = Object.fromEntries(BLOG_CATEGORIES.map((c) => [c.key, seedId('blog-category', c.key)]));
  await em
    .getRepository(BlogCategory)
    .insert(BLOG_CATEGORIES.map((c, i) => ({ id: categoryIds[c.key], name: c.name, createdAt: clock.daysAgo(200 - i) })));

  // Posts whose shortcode another post carries: their shortcode has been copied, so it is stored.
  const linked = new Set<string>();
  const withPostIds = (html: string) =>
    html.replace(/\{\{post:([a-z0-9-]+)\}\}/g, (_m, key: string) => {
      linked.add(seedId('post', key));
      return seedId('post', key);
    });

  const posts: Array<Partial<Post>> = [];
  const views: Array<Partial<PostView>> = [];
  for (const def of POSTS) {
    const id = seedId('post', def.key);
    const createdAt = clock.daysAgo(def.daysAgo, rnd);
    if (def.category !== null && !categoryIds[def.category]) throw new Error(`Unknown blog category ${def.category}`);
    const image = typeof def.image === 'number' ? media.scenes[def.image] : media.categoryPictures.get(def.image);
    if (!image) throw new Error(`Unknown image for post ${def.key}`);

    // Older posts have had longer to be found; a post newer than 30 days has views since it went out.
    let count = 0;
    if (def.published) {
      const window = Math.min(30, def.daysAgo);
      count = rnd.int(8, 22) + Math.floor(Math.min(def.daysAgo, 190) / 8);
      for (let v = 0; v < count; v++) {
        const minutesAgo = rnd.int(5, Math.max(10, window * DAY_MINUTES - 30));
        views.push({ postId: id, viewedAt: new Date(clock.now.getTime() - minutesAgo * 60_000) });
      }
    }
    posts.push({
      id,
      title: def.title,
      content: sanitizeHtml(withPostIds(def.html)),
      imageUrl: image,
      author: def.author,
      views: count,
      status: def.published ? PostStatus.PUBLISHED : PostStatus.DRAFT,
      categoryId: def.category === null ? null : categoryIds[def.category],
      metaTitle: def.title,
      metaDescription: def.metaDescription,
      keywords: def.keywords,
      shortcode: null,
      createdAt,
      publishedAt: def.published ? createdAt : null,
      updatedAt: clock.plusMinutes(createdAt, rnd.int(30, 600)),
    });
  }
  for (const post of posts) if (linked.has(post.id!)) post.shortcode = shortcodeFor(post.id!);
  await em.getRepository(Post).insert(posts);
  await em.getRepository(PostView).insert(views);
  return { posts: posts.length, views: views.length };
}
