// The matching quiz's results (issue 43): FranchiseMatches, as the results page sends it (the first page of 12, the
// listings ranked by the answers, with their cards and reasons), among BENCH_LISTINGS approved listings (default
// 100,000) with varied investments, minimum capital, areas, ownership styles, hours and categories. Goal: p95 within
// 50 ms. Writes bench/results/franchise-match.md. Not part of `npm test`.
//
//   node scripts/build.mjs server && node bench/franchise-match/run.mjs
import { clientDocument } from '../client-documents.mjs';
import { benchDatabase, graphql, log, machineLines, ms, seedClient, startServer, timeSideBySide, writeReport } from '../lib.mjs';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
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
  await q('categories', `INSERT INTO franchise_categories (name) SELECT 'Sector ' || g FROM generate_series(1, 20) g`);
  await q(
    'subcategories',
    `INSERT INTO franchise_categories (name, parent_id) SELECT c.name || ' / ' || g, c.id FROM franchise_categories c, generate_series(1, 4) g`,
  );
  const regions = [
    'North West',
    'North East',
    'Yorkshire and the Humber',
    'East Midlands',
    'West Midlands',
    'East of England',
    'London',
    'South East',
    'South West',
  ];
  await q(
    `${LISTINGS} approved listings`,
    `WITH f AS (SELECT array_agg(id) AS ids FROM profiles WHERE user_type = 'franchisor')
     INSERT INTO franchises (name, location, areas, franchisor_id, status, approved_at, created_at)
     SELECT 'Franchise ' || g, 'UK',
            CASE WHEN g % 4 = 0 THEN '{uk}'::text[] WHEN g % 4 = 1 THEN '{}'::text[] ELSE ARRAY['region:' || ($1::text[])[1 + g % 9]] END,
            f.ids[1 + g % 500], 'approved', now(), now() - g * interval '1 minute'
     FROM generate_series(1, ${LISTINGS}) g, f`,
    [regions],
  );
  await q(
    'details',
    `INSERT INTO franchise_details (franchise_id, short_description, long_description, investment_amount, minimum_liquid_capital, ownership_styles, working_hours)
     SELECT id, 'A franchise', 'About it.', amount, CASE WHEN random() < 0.7 THEN round(amount * 0.3) END,
            (ARRAY['{owner_operator}', '{owner_operator,manager}', '{manager}', '{manager,semi_passive}', '{}'])[1 + floor(random() * 5)::int]::franchise_ownership_style[],
            (ARRAY['part_time', 'full_time', 'extended', NULL])[1 + floor(random() * 4)::int]::franchise_working_hours
     FROM (SELECT id, CASE WHEN random() < 0.05 THEN NULL ELSE round((5000 + random() * random() * 495000)::numeric, -3) END AS amount FROM franchises) f`,
  );
  await q(
    'categories of listings',
    `INSERT INTO franchise_category_mappings (franchise_id, category_id)
     SELECT f.id, c.ids[1 + (row_number() OVER (ORDER BY f.id))::int % 80]
     FROM franchises f, (SELECT array_agg(id ORDER BY name) AS ids FROM franchise_categories WHERE parent_id IS NOT NULL) c`,
  );
  const sectors = (await client.query(`SELECT id FROM franchise_categories WHERE parent_id IS NULL ORDER BY name LIMIT 3`)).rows.map((r) => r.id);
  await client.query('VACUUM ANALYZE');
  await client.end();
  return { sectors };
}

async function main() {
  const db = benchDatabase('fc_bench_franchise_match');
  await db.create();
  const { sectors } = await seed(db.url);
  const server = await startServer(db.url);
  try {
    const query = clientDocument('FranchiseMatches');
    const ask =
      (answers, page = 1) =>
      () =>
        graphql(server.url, query, { answers, page: { page, pageSize: 12 } });
    const every = {
      ownCash: '£50,000',
      borrowing: '£50,000',
      involvement: 'OWNER_OPERATOR',
      hours: 'FULL_TIME',
      sectorIds: sectors.slice(0, 2),
      town: 'Leeds',
      experience: 'MANAGER',
      timeframe: '6 months',
    };
    const first = await ask(every)();
    log(`Timing ${RUNS} runs each, turn about`);
    const [all, money, none, later] = await timeSideBySide(
      [ask(every), ask({ ownCash: '£100,000', borrowing: 'Nothing' }), ask({}), ask(every, 50)],
      RUNS,
    );
    const row = (what, r) => `| ${what} | ${ms(r.p50)} | ${ms(r.p95)} |`;
    writeReport('franchise-match.md', [
      '# The matching quiz’s results (issue 43)',
      '',
      ...machineLines('node bench/franchise-match/run.mjs', db.host),
      '',
      `${LISTINGS.toLocaleString('en-GB')} approved listings (varied investment, minimum capital, areas, ownership styles, hours; one of 80`,
      `subcategories each); ${RUNS} timed runs per row after a warm-up, taken in turn, each an HTTP request to the built server`,
      `as the results page sends it (FranchiseMatches, 12 cards with their reasons). The first page of all answers ranked`,
      `${first.franchiseMatches.total.toLocaleString('en-GB')} listings; its best fit scored ${first.franchiseMatches.items[0].fit}.`,
      '',
      '| answers | p50 | p95 |',
      '|---|---:|---:|',
      row('all eight answered (budget, town, involvement, hours, two sectors), page 1', all),
      row('money only, page 1', money),
      row('every question skipped, page 1', none),
      row('all eight answered, page 50', later),
      '',
      'Goal: p95 within 50 ms for the results page: met for the first page whatever is answered. The listings that fit',
      'every answer come first; they are found by walking the newest-first index and testing each listing until a page',
      'is full (a few milliseconds; run without parallel workers, whose start alone costs about 35 ms here), and the',
      'total is the kept count of public listings. Only when they do not fill the page is every public listing scored:',
      'a parallel scan hash-joined to the details and the chosen sectors, with a bounded heap sort, as on page 50 here',
      '(beyond the 500 or so listings that fit everything), which stays over the goal: on this machine a scan and top-N',
      'sort of 100,000 rows costs 55 to 85 ms whatever is computed per row.',
      'Before: the first version took 935.5 ms p50 / 1,246.4 ms p95 with all eight answered (a per-row EXISTS for the',
      "sectors made the plan's cost estimate switch on PostgreSQL's JIT compiler, about 550 ms of each run, and a window",
      'count materialised every scored row); scoring everything without those took 140.7 ms p50 / 185.2 ms p95.',
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
