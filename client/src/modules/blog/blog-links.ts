import { formatCount } from '../../shared/format';

/** "1 view", "1,234 views" */
export const formatViews = (views: number) => `${formatCount(views)} ${views === 1 ? 'view' : 'views'}`;

export const BLOG_PAGE_SIZE = 12;

/** A blog list address, keeping the category filter: /blog, /blog?category=id, /blog?category=id&page=2. */
export function blogListPath(categoryId: string | null, page = 1): string {
  const params = new URLSearchParams();
  if (categoryId) params.set('category', categoryId);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : '/blog';
}
