// Advertising benchmark: 50,000 featured ads and 2,000 banner ads with a million banner impressions on the local
// PostgreSQL (or TEST_DATABASE_URL), the real server started against it (sandbox payments), and p50/p95 latency
// through the GraphQL endpoint of what the advertising pages ask for, plus a purchase from checkout to live ad
// through the sandbox's signed webhook. Goal: p95 under 50 ms for every page request. Writes
// bench/results/advertising.md. Not part of `npm test`.
//
//   npm run bench:advertising        (BENCH_ADS=50000 BENCH_RUNS=40 BENCH_KEEP=1 to keep the database)
import path from 'node:path';
import {
  RUNS,
  WARMUP,
  benchDatabase,
  buildServer,
  graphql,
  log,
  machineLines,
  ms,
  pg,
  require,
  root,
  seconds,
  signIn,
  startServer,
  time,
  writeReport,
} from '../lib.mjs';

const ADS = Number(process.env.BENCH_ADS ?? 50_000);
const BANNERS = 2_000;
const IMPRESSIONS = Number(process.env.BENCH_IMPRESSIONS ?? 1_000_000);
const FRANCHISORS = 500;
const PASSWORD = 'Bench-advertising-1';
const GOAL_MS = 50;
const db = benchDatabase('fc_bench_advertising');

async function seed() {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const started = Date.now();
  const q = async (label, sql, params) => {
    const t = Date.now();
    const res = await client.query(sql, params);
    log(`  ${label}: ${res.rowCount ?? ''} (${seconds(Date.now() - t)})`);
    return res;
  };
  const { hashPassword } = require(path.join(root, 'server', 'dist', 'modules', 'auth', 'password.js'));
  const hash = await hashPassword(PASSWORD);
  await client.query(`SELECT setseed(0.42)`);
  await q(
    'accounts',
    `
    WITH u AS (
      INSERT INTO users (email, password_hash)
      SELECT CASE WHEN g = 0 THEN 'admin@bench.test' ELSE 'franchisor' || g || '@bench.test' END, CASE WHEN g <= 1 THEN $1 ELSE 'not-a-hash' END
      FROM generate_series(0, ${FRANCHISORS}) g RETURNING id, email)
    INSERT INTO profiles (id, full_name, email, user_type, status, company_name, approved_at)
    SELECT id, 'Contact ' || email, email, (CASE WHEN email LIKE 'admin%' THEN 'admin' ELSE 'franchisor' END)::user_type,
           'approved', 'Company ' || split_part(email, '@', 1), now() FROM u`,
    [hash],
  );
  await q(
    'franchises',
    `
    INSERT INTO franchises (name, location, franchisor_id, status, approved_at)
    SELECT 'Franchise ' || p.email || ' #' || k, 'Town ' || k, p.id, 'approved', now()
    FROM profiles p CROSS JOIN generate_series(1, 4) k WHERE p.user_type = 'franchisor'`,
  );
  await q('categories', `INSERT INTO franchise_categories (name) SELECT 'Category ' || g FROM generate_series(1, 40) g`);
  // Ads over two years: a quarter still pending payment, the rest paid (most of them ended by now).
  await q(
    `${ADS.toLocaleString('en-GB')} featured ads`,
    `
    WITH f AS (SELECT array_agg(id ORDER BY id) AS ids FROM franchises),
         c AS (SELECT array_agg(id ORDER BY name) AS ids FROM franchise_categories)
    INSERT INTO featured_ads (franchise_id, amount, duration, status, payment_status, start_date, end_date, categories, created_at)
    SELECT f.ids[1 + g % array_length(f.ids, 1)], 49 + (g % 7) * 49, d.duration,
           (CASE WHEN r < 0.25 THEN 'pending_payment' WHEN t + interval '1 month' * d.months > now() THEN 'active' ELSE 'expired' END)::ad_status,
           (CASE WHEN r < 0.25 THEN 'pending' ELSE 'completed' END)::payment_status,
           CASE WHEN r < 0.25 THEN NULL ELSE t END, CASE WHEN r < 0.25 THEN NULL ELSE t + interval '1 month' * d.months END,
           c.ids[1 + g % 40 : 1 + g % 40 + g % 4], t
    FROM f, c, generate_series(1, ${ADS}) g
    -- g in the subquery makes it run per row (an uncorrelated one is run once).
    CROSS JOIN LATERAL (SELECT random() + 0 * g AS r, now() - (random() + 0 * g) * interval '730 days' AS t) x
    CROSS JOIN LATERAL (SELECT (ARRAY['1m','3m','6m','12m'])[1 + g % 4]::ad_duration AS duration, (ARRAY[1,3,6,12])[1 + g % 4] AS months) d`,
  );
  await q(
    `${BANNERS} banner ads`,
    `
    WITH f AS (SELECT array_agg(id ORDER BY id) AS ids FROM franchises),
         c AS (SELECT array_agg(id ORDER BY name) AS ids FROM franchise_categories)
    INSERT INTO banner_ads (franchise_id, image_url, target_url, banner_type, selected_categories, amount, duration, status, payment_status, start_date, end_date, created_at)
    SELECT f.ids[1 + g % array_length(f.ids, 1)], '/files/banner-ads/bench.png', 'https://advertiser.example/' || g,
           (CASE WHEN g % 3 = 0 THEN 'main' ELSE 'category' END)::banner_type,
           CASE WHEN g % 3 = 0 THEN '{}'::uuid[] ELSE c.ids[1 + g % 40 : 2 + g % 40 + g % 3] END,
           499.99, '1m', 'active', 'completed', t, t + interval '1 month', t
    FROM f, c, generate_series(1, ${BANNERS}) g
    CROSS JOIN LATERAL (SELECT now() - (random() + 0 * g) * interval '400 days' AS t) x`,
  );
  await q(
    `${IMPRESSIONS.toLocaleString('en-GB')} banner impressions and clicks`,
    `
    INSERT INTO ad_metrics (franchise_id, banner_ad_id, metric_type, created_at)
    SELECT b.franchise_id, b.id, (CASE WHEN random() < 0.97 THEN 'view' ELSE 'click' END)::ad_metric_type, b.start_date + random() * interval '30 days'
    FROM (SELECT id, franchise_id, start_date, row_number() OVER (ORDER BY id) AS n FROM banner_ads) b
    CROSS JOIN generate_series(1, ${Math.round(IMPRESSIONS / BANNERS)}) g`,
  );
  await q('vacuum analyze', `VACUUM ANALYZE`);
  const { rows } = await client.query(`SELECT pg_size_pretty(pg_database_size(current_database())) AS size`);
  await client.end();
  const seedMs = Date.now() - started;
  log(`Seeded in ${seconds(seedMs)} (${rows[0].size})`);
  return { seedMs, size: rows[0].size };
}

// The documents the pages send (client/src/modules/admin-advertising and featured-ads), as they send them.
const ADMIN_FEATURED = `query AdminFeaturedAds($page: PageInput) { adminFeaturedAds(page: $page) { total page pageCount revenueTotal
  items { id franchiseName franchisorCompany categories { id name } duration startDate endDate status paymentStatus amount createdAt } } }`;
const ADMIN_BANNERS = `query AdminBannerAds($page: PageInput) { adminBannerAds(page: $page) { total page pageCount
  items { id franchiseName imageUrl targetUrl bannerType categories { id name } duration amount status paymentStatus startDate endDate createdAt views clicks } } }`;
const MY_ADS = `query MyFeaturedAds($page: PageInput) { myFeaturedAds(page: $page) { total page pageCount
  items { id franchiseId franchiseName additionalCategories { id name } duration status paymentStatus amount startDate endDate createdAt canPay } } }`;
const PRICING = `query FeaturedAdPricing { featuredAdPricing { maxAdditionalCategories featuredPricing { duration price }
  quotes { duration additionalCategories base additional discountPercent discount total } } }`;
const SETTINGS = `query AdvertisingSettings { advertisingSettings { featuredPricing { duration price } bannerPricing { duration price }
  multiCategoryDiscounts { categories discount } updatedAt paymentsMode stripePrices { duration stripePriceId createdAt } } }`;
const HOME_FEATURED = `query FeaturedOpportunities { featuredOpportunities { adId franchise { id name } } }`;
const MAIN_BANNER = `query MainBanner { mainBanner { id imageUrl targetUrl altText } }`;
const OPTIONS = `query AdminAdFranchiseOptions($search: String) { adminAdFranchiseOptions(search: $search) { id name franchisorCompany } }`;
const CREATE = `mutation CreateFeaturedAd($input: CreateFeaturedAdInput!) { createFeaturedAd(input: $input) { adId checkoutUrl } }`;
const PAY = `mutation PaySandboxCheckout($sessionId: ID!) { paySandboxCheckout(sessionId: $sessionId) }`;
const OWN_FRANCHISES = `query MyFeaturedAdFranchises { myFeaturedAdFranchises { id name } }`;

async function main() {
  await buildServer();
  await db.create();
  const seeded = await seed();
  const server = await startServer(db.url);
  log(`Server on ${server.url}`);
  const results = [];
  const run = async (name, fn, rows) => {
    const r = await time(fn);
    results.push({ name, rows: rows(r.last), ...r });
    log(`${name.padEnd(56)} rows ${String(rows(r.last)).padStart(10)}  p50 ${ms(r.p50)} p95 ${ms(r.p95)}`);
  };
  try {
    const admin = await signIn(server.url, 'admin@bench.test', PASSWORD, 'ADMIN');
    const franchisor = await signIn(server.url, 'franchisor1@bench.test', PASSWORD, 'FRANCHISOR');
    const asAdmin = (query, variables) => graphql(server.url, query, variables, admin);
    const asFranchisor = (query, variables) => graphql(server.url, query, variables, franchisor);
    const page = (p) => ({ page: { page: p, pageSize: 20 } });
    const of = (key) => (d) => `${d[key].items.length} of ${d[key].total.toLocaleString('en-GB')}`;

    await run('Admin Featured Ads: first page + revenue', () => asAdmin(ADMIN_FEATURED, page(1)), of('adminFeaturedAds'));
    await run(
      `Admin Featured Ads: last page (${Math.ceil(ADS / 20)})`,
      () => asAdmin(ADMIN_FEATURED, page(Math.ceil(ADS / 20))),
      of('adminFeaturedAds'),
    );
    await run('Admin Banner Ads: first page with views and clicks', () => asAdmin(ADMIN_BANNERS, page(1)), of('adminBannerAds'));
    await run(`Admin Banner Ads: last page (${BANNERS / 20})`, () => asAdmin(ADMIN_BANNERS, page(BANNERS / 20)), of('adminBannerAds'));
    await run(
      "Banner dialog: franchise search ('franchisor4')",
      () => asAdmin(OPTIONS, { search: 'franchisor4' }),
      (d) => d.adminAdFranchiseOptions.length,
    );
    await run(
      'Advertising Settings',
      () => asAdmin(SETTINGS),
      () => 1,
    );
    await run("Franchisor's Featured Ads: first page", () => asFranchisor(MY_ADS, page(1)), of('myFeaturedAds'));
    await run(
      'Featured ad pricing with 28 quotes (cached)',
      () => asFranchisor(PRICING),
      (d) => d.featuredAdPricing.quotes.length,
    );
    await run(
      `Home: Featured Opportunities among ${ADS.toLocaleString('en-GB')} ads`,
      () => graphql(server.url, HOME_FEATURED),
      (d) => d.featuredOpportunities.length,
    );
    await run(
      `Main banner among ${BANNERS.toLocaleString('en-GB')} banners`,
      () => graphql(server.url, MAIN_BANNER),
      (d) => (d.mainBanner ? 1 : 0),
    );

    // A purchase: create the ad (pricing, one transaction, sandbox checkout session), then pay it (signed event
    // through the webhook handler, idempotent fulfilment in one transaction). No page goal: it is two round trips.
    const { myFeaturedAdFranchises: own } = await asFranchisor(OWN_FRANCHISES);
    const purchase = await time(async () => {
      const { createFeaturedAd } = await asFranchisor(CREATE, { input: { franchiseId: own[0].id, duration: 'ONE_MONTH', categoryIds: [] } });
      const sessionId = createFeaturedAd.checkoutUrl.split('/').pop();
      return asFranchisor(PAY, { sessionId });
    });
    results.push({ name: 'Purchase: create + sandbox pay to live ad (two requests; no goal)', rows: 1, ...purchase, noGoal: true });
    log(`purchase p50 ${ms(purchase.p50)} p95 ${ms(purchase.p95)}`);
    report(seeded, results);
  } finally {
    await server.stop();
    await db.drop();
  }
}

function report(seeded, results) {
  const n = (v) => Number(v).toLocaleString('en-GB');
  const over = results.filter((r) => !r.noGoal && r.p95 >= GOAL_MS);
  writeReport('advertising.md', [
    '# Advertising benchmark',
    '',
    ...machineLines('npm run bench:advertising', db.host),
    '',
    `Data: ${n(ADS)} featured ads over two years (a quarter pending payment) of ${n(FRANCHISORS * 4)} franchises of ${n(FRANCHISORS)}`,
    `franchisors, ${n(BANNERS)} banner ads and ${n(IMPRESSIONS)} banner impressions and clicks; database ${seeded.size}, seeded in ${seconds(seeded.seedMs)}.`,
    '',
    `Each row: the whole HTTP round trip of the GraphQL document the page sends, signed in with a session cookie;`,
    `${WARMUP} warm-up runs, then ${RUNS} timed runs, one at a time. Goal: p95 under ${GOAL_MS} ms for page requests.`,
    '',
    '| Request | Rows | p50 | p95 |',
    '|---|---:|---:|---:|',
    ...results.map((r) => `| ${r.name} | ${r.rows} | ${ms(r.p50)} | ${ms(r.p95)} |`),
    '',
    over.length === 0 ? 'Every page request is under the goal.' : `Over the goal: ${over.map((r) => r.name).join('; ')}.`,
    '',
  ]);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
