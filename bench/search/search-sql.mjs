// The search's two statements (page and count) for a request's variables, built by the server's own code
// (server/dist: franchise-search.query.js, with the location's areas from places.js) as the service builds them.
// Used by run.mjs for its SQL and bare HTTP rows and by apollo-floor.mjs.
import path from 'node:path';
import { require, root } from '../lib.mjs';

/** A function from (GraphQL filters, page number, page size) to the built statements ({ pageSql, pageParams, countSql, countParams }). */
export async function searchStatements(pool) {
  require('reflect-metadata');
  const dist = path.join(root, 'server', 'dist', 'modules', 'catalogue');
  const { buildFranchiseSearch } = require(path.join(dist, 'franchise-search.query.js'));
  const { Places } = require(path.join(dist, 'places.js'));
  // The GraphQL enums' names are the keys of the server's enums, whose values the query builder takes.
  const { FranchiseSort, InvestmentRange } = require(path.join(dist, 'catalogue.enums.js'));
  // The service reads a location's areas from the places; so do these.
  const places = new Places((await pool.query(`SELECT id, name, region, country FROM uk_cities ORDER BY id`)).rows);
  return (filters, page, pageSize) =>
    buildFranchiseSearch(
      {
        ...filters,
        investment: filters.investment ? InvestmentRange[filters.investment] : null,
        sort: FranchiseSort[filters.sort ?? 'NEWEST'],
        areaTiers: places.tiers(filters.location),
      },
      (page - 1) * pageSize,
      pageSize,
    );
}
