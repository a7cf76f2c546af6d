// The franchise page with and without the trust panel (issue 40): a catalogue at bench scale (BENCH_FRANCHISES,
// 10,000 listings of 500 franchisors) in one database per checkout, each checkout's built server against its own,
// and the page's two costs timed turn about: the server render of /franchise/:id (no page cache) and the page's
// GraphQL query (FranchiseDetail, as the client sends it). In this checkout's database every franchisor has the
// register's facts and half of them a verified membership, so the panel has everything to read.
// Writes bench/results/trust-franchise-page.md. Not part of `npm test`.
//
//   node bench/trust/franchise-page.mjs BEFORE_CHECKOUT
//     (git worktree add /tmp/fc-before <commit>; link node_modules from this checkout; node scripts/build.mjs there;
//      build this one too. BENCH_FRANCHISES=10000 BENCH_RUNS=200 BENCH_KEEP=1 to keep the databases)
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { benchDatabase, log, machineLines, ms, pg, root, startServer, timeSideBySide, writeReport } from '../lib.mjs';

const FRANCHISES = Number(process.env.BENCH_FRANCHISES ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PAGES = 50;
const before = process.argv[2] ? path.resolve(process.argv[2]) : null;
if (!before) {
  console.error('Usage: node bench/trust/franchise-page.mjs BEFORE_CHECKOUT');
  process.exit(1);
}

/** A checkout's client operation `name` with its fragments, read from that checkout's sources. */
function clientDocument(checkout, name) {
  const definitions = new Map();
  const modules = path.join(checkout, 'client', 'src', 'modules');
  for (const module of fs.readdirSync(modules)) {
    const dir = path.join(modules, module, 'graphql');
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir)) {
      for (const [, text] of fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/graphql\(`([\s\S]*?)`\)/g)) {
        const found = text.match(/(?:query|mutation|subscription|fragment)\s+(\w+)/)?.[1];
        if (found) definitions.set(found, text.trim());
      }
    }
  }
  const parts = [];
  const seen = new Set();
  const add = (n) => {
    if (seen.has(n)) return;
    seen.add(n);
    const text = definitions.get(n);
    if (!text) throw new Error(`No client document named ${n} in ${checkout}`);
    parts.push(text);
    for (const [, spread] of text.matchAll(/\.\.\.(\w+)/g)) add(spread);
  };
  add(name);
  return parts.join('\n\n');
}

/** Creates the database and runs that checkout's migrations. */
async function createDatabase(db, checkout) {
  if (checkout === root) return db.create();
  const admin = new pg.Client({ connectionString: db.url.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  const name = new URL(db.url).pathname.slice(1);
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const other = (await import('node:module')).createRequire(path.join(checkout, 'server', 'package.json'));
  other(path.join(checkout, 'node_modules', 'reflect-metadata'));
  const { createDataSource } = other(path.join(checkout, 'server', 'dist', 'db', 'data-source.js'));
  const ds = createDataSource(db.url, { poolSize: 1 });
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  await ds.destroy();
}

/** The same catalogue in both databases (fixed seed), and the trust facts where the tables exist. */
async function seed(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`SELECT setseed(0.42)`);
  await client.query(`
    WITH u AS (
      INSERT INTO users (email, password_hash)
      SELECT 'franchisor' || g || '@bench.test', 'not-a-hash' FROM generate_series(1, 500) g RETURNING id, email)
    INSERT INTO profiles (id, full_name, email, user_type, status, company_name, approved_at)
    SELECT id, 'Franchisor ' || email, email, 'franchisor', 'approved', 'Company ' || email || ' Ltd', now() FROM u`);
  await client.query(`INSERT INTO franchise_categories (name) SELECT 'Category ' || g FROM generate_series(1, 20) g`);
  await client.query(`
    CREATE TEMP TABLE seed AS
    SELECT g, gen_random_uuid() AS id, 'Franchise ' || g AS name, now() - (g * interval '1 hour') AS at,
      round((5000 + random() * 500000)::numeric, -2) AS amount
    FROM generate_series(1, ${FRANCHISES}) g`);
  await client.query(`
    INSERT INTO franchises (id, name, location, franchisor_id, status, created_at, updated_at, approved_at)
    SELECT s.id, s.name, 'Leeds', f.ids[1 + s.g % 500], 'approved', s.at, s.at, s.at
    FROM seed s, (SELECT array_agg(id ORDER BY email) AS ids FROM profiles) f`);
  await client.query(`
    INSERT INTO franchise_details (franchise_id, short_description, long_description, investment_amount, franchise_fee, outlets, year_founded)
    SELECT id, 'A franchise in Leeds.', repeat('About this franchise. ', 40), amount, 15000, 40, 2005 FROM seed`);
  await client.query(`
    INSERT INTO franchise_category_mappings (franchise_id, category_id)
    SELECT s.id, c.ids[1 + s.g % 20] FROM seed s, (SELECT array_agg(id) AS ids FROM franchise_categories) c`);
  await client.query(`
    INSERT INTO franchise_testimonials (franchise_id, author_name, content)
    SELECT id, 'Franchisee ' || g, 'It changed my life.' FROM seed WHERE g % 4 = 0`);
  const trust = [];
  if ((await client.query(`SELECT to_regclass('company_checks') AS t`)).rows[0].t) {
    trust.push('company facts for every franchisor');
    await client.query(TRUST_SQL.company);
  }
  if ((await client.query(`SELECT to_regclass('franchisor_memberships') AS t`)).rows[0].t) {
    trust.push('a verified membership for half of them');
    await client.query(TRUST_SQL.membership);
  }
  await client.query('VACUUM ANALYZE');
  const { rows } = await client.query(`SELECT id FROM franchises ORDER BY id LIMIT ${PAGES}`);
  await client.end();
  return { ids: rows.map((r) => r.id), trust };
}

/** Filled in from the tables the trust work adds (see its migrations). */
const TRUST_SQL = {
  company: `
    INSERT INTO company_checks (franchisor_id, company_number, checked_at, registered_name, status, incorporated_on,
      accounts_overdue, confirmation_statement_overdue, locality, sic_codes, active_officers)
    SELECT id, lpad((10000000 + row_number() OVER (ORDER BY email))::text, 8, '0'), now() - interval '2 days',
      upper(company_name), 'active', date '2012-05-01', false, false, 'Leeds', '{77400}', 3
    FROM profiles WHERE user_type = 'franchisor'`,
  membership: `
    INSERT INTO franchisor_memberships (franchisor_id, level, membership_number, state, stated_at, verified_at, expires_at)
    SELECT id, 'full', 'BFA-' || row_number() OVER (ORDER BY email), 'verified', now() - interval '40 days',
      now() - interval '30 days', now() + interval '335 days'
    FROM profiles WHERE user_type = 'franchisor' AND email ~ '[02468]@'`,
};

const stats = (r) => `${ms(r.p50)} | ${ms(r.p95)}`;
const change = (a, b) => `${(((b.p95 - a.p95) / a.p95) * 100).toFixed(1)} %`;

async function main() {
  const commits = [before, root].map((c) => execFileSync('git', ['-C', c, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim());
  const dbs = [benchDatabase('fc_bench_trust_before'), benchDatabase('fc_bench_trust_after')];
  await createDatabase(dbs[0], before);
  await createDatabase(dbs[1], root);
  const seeded = [await seed(dbs[0].url), await seed(dbs[1].url)];
  const ids = seeded[1].ids;
  const env = { PAGE_CACHE_SECONDS: '0' };
  const servers = [await startServer(dbs[0].url, env, { checkout: before }), await startServer(dbs[1].url, env)];
  const docs = [clientDocument(before, 'FranchiseDetail'), clientDocument(root, 'FranchiseDetail')];
  let turn = 0;
  const page = (k) => async () => {
    const id = seeded[k].ids[turn++ % PAGES];
    const res = await fetch(`${servers[k].url}/franchise/${id}`);
    const html = await res.text();
    if (res.status !== 200 || !html.includes('Franchise ')) throw new Error(`/franchise/${id}: ${res.status}`);
  };
  const query = (k) => async () => {
    const id = seeded[k].ids[turn++ % PAGES];
    const res = await fetch(`${servers[k].url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName: 'FranchiseDetail', query: docs[k], variables: { id } }),
    });
    const body = await res.json();
    if (body.errors || !body.data?.franchise) throw new Error(JSON.stringify(body.errors ?? body));
  };
  log(`Timing ${RUNS} runs each, turn about`);
  const [renderBefore, renderAfter] = await timeSideBySide([page(0), page(1)], RUNS);
  const [queryBefore, queryAfter] = await timeSideBySide([query(0), query(1)], RUNS);
  const panel = await (await fetch(`${servers[1].url}/franchise/${ids[0]}`)).text();
  for (const s of servers) await s.stop();
  for (const d of dbs) await d.drop();
  writeReport('trust-franchise-page.md', [
    '# The franchise page with the trust panel (issue 40)',
    '',
    ...machineLines(`node bench/trust/franchise-page.mjs ${process.argv[2]}`, dbs[0].host),
    '',
    `${FRANCHISES} approved listings of 500 franchisors in each database; ${PAGES} pages taken in turn; ${RUNS} timed runs per`,
    `row after a warm-up, the two checkouts turn about. Before: ${commits[0]}. After: ${commits[1]}, with ${seeded[1].trust.join(' and ') || 'no trust tables'}.`,
    `The after page shows 'Checked facts': ${panel.includes('Checked facts') ? 'yes' : 'NO'}.`,
    '',
    '| what | before p50 ms | before p95 ms | after p50 ms | after p95 ms | p95 change |',
    '|---|---:|---:|---:|---:|---:|',
    `| server render of /franchise/:id (no page cache) | ${stats(renderBefore)} | ${stats(renderAfter)} | ${change(renderBefore, renderAfter)} |`,
    `| FranchiseDetail query | ${stats(queryBefore)} | ${stats(queryAfter)} | ${change(queryBefore, queryAfter)} |`,
    '',
  ]);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
