import type { ApolloCache } from '@apollo/client';

/**
 * After a category change, drops what the public site has cached about categories (the header's and home
 * page's mainCategories, /categories, category pages and their articles), so those pages read the change the
 * next time they show, without a reload. Queries on screen refetch at once.
 */
export function evictPublicCategories(
  cache: ApolloCache,
  change: { renamed?: { id: string; name: string }; deletedIds?: string[]; articleOf?: string },
) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'mainCategories' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'category' });
  if (change.renamed) {
    const id = cache.identify({ __typename: 'Category', id: change.renamed.id });
    if (id) cache.modify({ id, fields: { name: () => change.renamed!.name } });
  }
  for (const deleted of change.deletedIds ?? []) {
    const id = cache.identify({ __typename: 'Category', id: deleted });
    if (id) cache.evict({ id });
  }
  if (change.articleOf) {
    const id = cache.identify({ __typename: 'Category', id: change.articleOf });
    if (id) cache.evict({ id, fieldName: 'article' });
  }
  cache.gc();
}
