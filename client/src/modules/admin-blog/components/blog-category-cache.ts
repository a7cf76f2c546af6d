import type { ApolloCache } from '@apollo/client';

export const CATEGORY_NAME_MAX = 120;

/** After a blog category change: the admin list, the public sidebar and the posts showing a category name. */
export function evictBlogCategoryViews(cache: ApolloCache) {
  for (const fieldName of ['adminBlogCategories', 'blogCategories', 'blogPosts', 'blogPost', 'adminBlogPosts']) cache.evict({ fieldName });
  cache.gc();
}
