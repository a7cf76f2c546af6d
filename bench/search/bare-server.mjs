// The least any server could do for a search (bench/search/run.mjs, issue 26): a bare node:http handler that takes
// the page and count statements in the request body, runs them on two pooled connections at once, and answers
// their rows as JSON. No framework, no GraphQL, no access check, no logging. Its p95 over the SQL's is the floor
// under the GraphQL row on this machine: HTTP on the same cores, one more process competing with PostgreSQL's
// backends, JSON both ways.
//
//   DATABASE_URL=… PORT=… node bench/search/bare-server.mjs   (started by run.mjs)
import http from 'node:http';
import { pg } from '../lib.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', async () => {
    try {
      const { pageSql, pageParams, countSql, countParams } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const [page, count] = await Promise.all([pool.query(pageSql, pageParams), pool.query(countSql, countParams)]);
      const body = JSON.stringify({ items: page.rows, total: count.rows[0]?.total ?? null });
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    } catch (err) {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(err));
    }
  });
});

server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => {
  server.close();
  void pool.end();
});
