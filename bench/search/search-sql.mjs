// The search's two statements (page and count) for a request's variables, built by the server's own code
// (server/dist: franchise-search.query.js, with the location's areas from places.js) as the service builds them.
// Used by run.mjs for its SQL and bare HTTP rows and by apollo-floor.mjs.
import path from 'node:path';
import { require, root } from '../lib.mjs';

const RANGES = {
  UNDER_50K: 'under_50k',
  FROM_50K_TO_100K: '50k_100k',
  FROM_100K_TO_250K: '100k_250k',
  FROM_250K_TO_500K: '250k_500k',
  OVER_500K: 'over_500k',
};
const SORTS = {
  NEWEST: 'newest',
  INVESTMENT_ASC: 'investment_asc',
  INVESTMENT_DESC: 'investment_desc',
  NAME: 'name',
  MOST_RESPONSIVE: 'most_responsive',
};

/** A function from (GraphQL filters, page number, page size) to the built statements ({ pageSql, pageParams, countSql, countParams }). */
export async function searchStatements(pool) {
  require('reflect-metadata');
  const dist = path.join(root, 'server', 'dist', 'modules', 'catalogue');
  const { buildFranchiseSearch } = require(path.join(dist, 'franchise-search.query.js'));
  const { Places } = require(path.join(dist, 'places.js'));
  // The service reads a location's areas from the places; so do these.
  const places = new Places((await pool.query(`SELECT id, name, region, country FROM uk_cities ORDER BY id`)).rows);
  return (filters, page, pageSize) =>
    buildFranchiseSearch(
      {
        ...filters,
        investment: filters.investment ? RANGES[filters.investment] : null,
        sort: SORTS[filters.sort ?? 'NEWEST'],
        areaTiers: places.tiers(filters.location),
      },
      (page - 1) * pageSize,
      pageSize,
    );
}
