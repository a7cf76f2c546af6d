import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { byIdLoader } from '../../common/by-id-loader';
import { PostStatus } from './blog.enums';
import { BlogCategory } from './blog-category.entity';
import { Post } from './post.entity';
import { postExcerpt } from './post-excerpt';
import type { PostCard } from './shortcodes';

const CARD_EXCERPT_CHARS = 140;

/** Per-request loaders for the blog: one query per kind, never per row. */
export function createBlogLoaders(ds: DataSource) {
  return {
    blogCategoryById: byIdLoader((ids) => ds.getRepository(BlogCategory).findBy({ id: In([...ids]) })),
    /** Published posts per blog category, in one grouped query. */
    publishedPostCountByBlogCategory: new DataLoader<string, number>(async (ids) => {
      const rows: { categoryId: string; count: string }[] = await ds
        .getRepository(Post)
        .createQueryBuilder('p')
        .select('p.category_id', 'categoryId')
        .addSelect('COUNT(*)', 'count')
        .where('p.category_id IN (:...ids)', { ids: [...ids] })
        .andWhere('p.status = :status', { status: PostStatus.PUBLISHED })
        .groupBy('p.category_id')
        .getRawMany();
      const counts = new Map(rows.map((r) => [r.categoryId, Number(r.count)]));
      return ids.map((id) => counts.get(id) ?? 0);
    }),
    /** Published posts as shortcode cards; null for drafts and unknown ids. */
    publishedPostCardById: new DataLoader<string, PostCard | null>(async (ids) => {
      const posts = await ds.getRepository(Post).findBy({ id: In([...ids]), status: PostStatus.PUBLISHED });
      const cards = new Map(
        posts.map((p) => [p.id, { id: p.id, title: p.title, imageUrl: p.imageUrl, excerpt: postExcerpt(p.content, CARD_EXCERPT_CHARS) }]),
      );
      return ids.map((id) => cards.get(id) ?? null);
    }),
  };
}
