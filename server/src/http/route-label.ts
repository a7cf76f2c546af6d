import type { Request } from 'express';

/** Public pages whose second segment names one item: one label for all of them. */
const ITEM_PAGE = /^\/(franchise|category|blog)\/[^/]+\/?$/;
/** A path segment that is an id rather than a name: a UUID, a number, or long and mixed with digits. */
const ID_SEGMENT = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d+|(?=.*\d)[\w-]{16,})$/i;

/**
 * The request's route, with few distinct values, for the access log and the metrics: the Express route's
 * pattern when one matched (`/files/:id`), `/graphql`, `/assets/*`, item pages as `/franchise/:id`, other
 * paths with their id-like segments as `:id`. Never the query string, which can hold tokens.
 */
export function routeLabel(req: Request): string {
  const pattern: unknown = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === 'string') return req.baseUrl + pattern;
  const path = (req.originalUrl ?? req.url).split('?')[0];
  if (path === '/graphql' || path.startsWith('/graphql/')) return '/graphql';
  if (path.startsWith('/assets/')) return '/assets/*';
  const item = ITEM_PAGE.exec(path);
  if (item) return `/${item[1]}/:id`;
  return path
    .slice(0, 200)
    .split('/')
    .map((segment) => (ID_SEGMENT.test(segment) ? ':id' : segment))
    .join('/');
}
