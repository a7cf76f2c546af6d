// The least Apollo Server on Express can do for a search (bench/search/run.mjs, issue 26): the same GraphQL request
// as the app's, answered from the app's schema.graphql with default resolvers but for one, which runs the page and
// count statements the service builds (search-sql.mjs) on two pooled connections at once and shapes the rows as
// plain objects. Express 5, express.json and Apollo Server 5 through @as-integrations/express5,
// as the app mounts them; no TypeGraphQL, access check, DataLoaders, log, metrics or compression. Its p95 over the
// SQL's is the floor of the stack ARCHITECTURE.md names; the app's p95 over it is what the app adds.
//
//   DATABASE_URL=… PORT=… node bench/search/apollo-floor.mjs   (started by run.mjs)
import fs from 'node:fs';
import path from 'node:path';
import { pg, require, root } from '../lib.mjs';
import { searchStatements } from './search-sql.mjs';

const express = require('express');
const { ApolloServer } = require('@apollo/server');
const { expressMiddleware } = require('@as-integrations/express5');
const { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } = require('@apollo/server/plugin/disabled');
const { publicResponseTime } = require(path.join(root, 'server', 'dist', 'modules', 'leads', 'response-times.service.js'));

// The app's own schema (schema.graphql, generated from its TypeGraphQL classes) with default resolvers but one:
// executing a request visits only the fields it asks for, and Apollo parses and validates a request once.
const typeDefs = fs.readFileSync(path.join(root, 'schema.graphql'), 'utf8');

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const statements = await searchStatements(pool);

const card = (r) => ({
  id: r.id,
  name: r.name,
  location: r.location,
  franchisorId: r.franchisor_id,
  canRequestInfo: r.franchisor_id !== null,
  featuredAdId: r.featured_ad_id,
  responseTime: publicResponseTime(
    r.rs_leads === null ? null : { leads: r.rs_leads, answeredWithinDay: r.rs_answered_within_day ?? 0, medianSeconds: r.rs_median_seconds },
  ),
  details:
    r.d_franchise_id === null
      ? null
      : {
          shortDescription: r.d_short_description,
          investmentAmount: r.d_investment_amount === null ? null : Number(r.d_investment_amount),
          mainImageUrl: r.d_main_image_url,
        },
  categories: r.categories,
});

const resolvers = {
  Query: {
    async franchiseSearch(_root, { filters, page }) {
      const sql = statements(filters, page.page, page.pageSize);
      const [rows, count] = await Promise.all([pool.query(sql.pageSql, sql.pageParams), pool.query(sql.countSql, sql.countParams)]);
      const total = count.rows[0].total;
      return {
        items: rows.rows.map(card),
        page: page.page,
        pageSize: page.pageSize,
        total,
        pageCount: Math.max(1, Math.ceil(total / page.pageSize)),
      };
    },
  },
};

const apollo = new ApolloServer({
  typeDefs,
  resolvers,
  plugins: [ApolloServerPluginCacheControlDisabled(), ApolloServerPluginLandingPageDisabled()],
  stopOnTerminationSignals: false, // stopped below, once
});
await apollo.start();
const app = express();
app.use('/graphql', express.json({ limit: '1mb' }), expressMiddleware(apollo));
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
process.once('SIGTERM', async () => {
  server.close();
  await apollo.stop();
  await pool.end();
});
