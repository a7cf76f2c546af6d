// Blog benchmark: 20,000 posts (a fifth drafts) in 30 blog categories with two million post views on the local
// PostgreSQL (or TEST_DATABASE_URL), the real server started against it, and p50/p95 latency through the GraphQL
// endpoint of what the admin blog screens and the public post page ask for. Goal: p95 under 50 ms for every
// request. Writes bench/results/blog.md. Not part of `npm test`.
//
//   npm run bench:blog        (BENCH_POSTS=20000 BENCH_VIEWS=2000000 BENCH_RUNS=40 BENCH_KEEP=1 to keep the database)
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

const POSTS = Number(process.env.BENCH_POSTS ?? 20_000);
const VIEWS = Number(process.env.BENCH_VIEWS ?? 2_000_000);
const CATEGORIES = 30;
const PASSWORD = 'Bench-blog-1';
const GOAL_MS = 50;
const db = benchDatabase('fc_bench_blog');

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
  await client.query(`SELECT setseed(0.42)`);
  await q(
    'admin',
    `
    WITH u AS (INSERT INTO users (email, password_hash) VALUES ('admin@bench.test', $1) RETURNING id, email)
    INSERT INTO profiles (id, full_name, email, user_type, status, approved_at) SELECT id, 'Bench Admin', email, 'admin', 'approved', now() FROM u`,
    [await hashPassword(PASSWORD)],
  );
  await q('blog categories', `INSERT INTO blog_categories (name) SELECT 'Blog category ' || g FROM generate_series(1, ${CATEGORIES}) g`);
  // Posts over five years; every fifth a draft; bodies of about 4 KB with headings and lists, some with a shortcode.
  await q(
    `${POSTS.toLocaleString('en-GB')} posts`,
    `
    WITH c AS (SELECT array_agg(id ORDER BY name) AS ids FROM blog_categories)
    INSERT INTO posts (title, content, author, status, category_id, meta_title, created_at, published_at, views)
    SELECT 'Post ' || g || ': ' || (ARRAY['franchise fees','funding a franchise','territory rights','hiring staff','local marketing'])[1 + g % 5],
           repeat('<h2>Section</h2><p>Plenty of <strong>useful</strong> detail about running a franchise in the UK.</p><ul><li>One</li><li>Two</li></ul>', 25),
           'Author ' || (g % 12),
           (CASE WHEN g % 5 = 0 THEN 'draft' ELSE 'published' END)::post_status,
           CASE WHEN g % 17 = 0 THEN NULL ELSE c.ids[1 + g % ${CATEGORIES}] END,
           'Post ' || g, t, CASE WHEN g % 5 = 0 THEN NULL ELSE t END, 0
    FROM c, generate_series(1, ${POSTS}) g
    CROSS JOIN LATERAL (SELECT now() - (random() + 0 * g) * interval '1825 days' AS t) x`,
  );
  await q(
    'shortcodes in every tenth post',
    `
    UPDATE posts p SET content = p.content || '<p>[blog-post id="' || o.id || '"]</p><p>[blog-post id="' || o2.id || '"]</p>'
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM posts) o, (SELECT id, row_number() OVER (ORDER BY id DESC) AS n FROM posts) o2,
         (SELECT id, row_number() OVER (ORDER BY id) AS n FROM posts) me
    WHERE me.id = p.id AND me.n % 10 = 0 AND o.n = me.n + 1 AND o2.n = me.n`,
  );
  // Views: most of them in the last year, a share in the last 30 days (the chart).
  await q(
    `${VIEWS.toLocaleString('en-GB')} post views`,
    `
    WITH p AS (SELECT array_agg(id ORDER BY id) AS ids FROM posts WHERE status = 'published')
    INSERT INTO post_views (post_id, viewed_at)
    SELECT p.ids[1 + (power(random() + 0 * g, 3) * (array_length(p.ids, 1) - 1))::int], now() - power(random() + 0 * g, 2) * interval '365 days'
    FROM p, generate_series(1, ${VIEWS}) g`,
  );
  await q(
    'views counters',
    `UPDATE posts SET views = v.n FROM (SELECT post_id, count(*)::int AS n FROM post_views GROUP BY post_id) v WHERE v.post_id = posts.id`,
  );
  await q('vacuum analyze', `VACUUM ANALYZE`);
  const { rows } = await client.query(`SELECT pg_size_pretty(pg_database_size(current_database())) AS size`);
  const { rows: ids } = await client.query(`SELECT id FROM posts WHERE status = 'published' AND content LIKE '%[blog-post%' LIMIT 1`);
  await client.end();
  const seedMs = Date.now() - started;
  log(`Seeded in ${seconds(seedMs)} (${rows[0].size})`);
  return { seedMs, size: rows[0].size, withShortcodes: ids[0].id };
}

// The documents the pages send (client/src/modules/admin-blog and blog), as they send them.
const ROW = 'id title categoryName imageUrl status views shortcode createdAt';
const LIST = `query AdminBlogPosts($filter: AdminPostsFilter, $page: PageInput) { adminBlogPosts(filter: $filter, page: $page) {
  total page pageSize pageCount items { ${ROW} } } }`;
const EDITOR = `query AdminBlogPostForEditor($id: ID!) { adminBlogPost(id: $id) { id title author categoryId categoryName imageUrl status views
  createdAt publishedAt content metaTitle metaDescription keywords } }`;
const STATS = `query BlogStatistics { blogStatistics { totalViews totalPosts publishedPosts averageViews
  popularPosts { id title views publishedAt } viewsByDay { date views } } }`;
const CATEGORIES_Q = `query AdminBlogCategories { adminBlogCategories { id name createdAt postCount } }`;
const TOGGLE = `mutation TogglePostsStatus($ids: [ID!]!) { togglePostsStatus(ids: $ids) { status posts { ${ROW} } } }`;
const PUBLIC_POST = `query BlogPost($id: ID!) { blogPost(id: $id) { id title content excerpt imageUrl author views createdAt publishedAt
  keywords metaTitle metaDescription category { id name } } }`;
const PUBLIC_LIST = `query BlogPosts($categoryId: ID, $page: PageInput) { blogPosts(categoryId: $categoryId, page: $page) { total page pageCount
  items { id title excerpt imageUrl author views createdAt category { id name } } } }`;

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
    log(`${name.padEnd(60)} rows ${String(rows(r.last)).padStart(10)}  p50 ${ms(r.p50)} p95 ${ms(r.p95)}`);
  };
  try {
    const admin = await signIn(server.url, 'admin@bench.test', PASSWORD, 'ADMIN');
    const asAdmin = (query, variables) => graphql(server.url, query, variables, admin);
    const page = (p) => ({ page: { page: p, pageSize: 20 } });
    const of = (key) => (d) => `${d[key].items.length} of ${d[key].total.toLocaleString('en-GB')}`;
    const last = Math.ceil(POSTS / 20);

    await run('All Blog Articles: first page', () => asAdmin(LIST, page(1)), of('adminBlogPosts'));
    await run(`All Blog Articles: last page (${last})`, () => asAdmin(LIST, page(last)), of('adminBlogPosts'));
    await run('All Blog Articles: drafts', () => asAdmin(LIST, { filter: { status: 'DRAFT' }, ...page(1) }), of('adminBlogPosts'));
    await run(
      "All Blog Articles: title search 'territory'",
      () => asAdmin(LIST, { filter: { search: 'territory' }, ...page(1) }),
      of('adminBlogPosts'),
    );
    await run(
      "All Blog Articles: rare title 'Post 12345:'",
      () => asAdmin(LIST, { filter: { search: 'Post 12345:' }, ...page(1) }),
      of('adminBlogPosts'),
    );
    await run(
      `Blog statistics over ${VIEWS.toLocaleString('en-GB')} views`,
      () => asAdmin(STATS),
      (d) => d.blogStatistics.viewsByDay.length,
    );
    await run(
      'Blog categories with post counts',
      () => asAdmin(CATEGORIES_Q),
      (d) => d.adminBlogCategories.length,
    );
    await run(
      'Editor: load a post with shortcodes',
      () => asAdmin(EDITOR, { id: seeded.withShortcodes }),
      () => 1,
    );
    const { adminBlogPosts } = await asAdmin(LIST, page(1));
    const ids = adminBlogPosts.items.map((p) => p.id);
    await run(
      'Publish/Unpublish Selected: 20 posts',
      () => asAdmin(TOGGLE, { ids }),
      (d) => d.togglePostsStatus.posts.length,
    );
    await run(
      'Public post with two shortcode cards',
      () => graphql(server.url, PUBLIC_POST, { id: seeded.withShortcodes }),
      () => 1,
    );
    await run('Public blog list: first page', () => graphql(server.url, PUBLIC_LIST, { page: { page: 1, pageSize: 12 } }), of('blogPosts'));
    report(seeded, results);
  } finally {
    await server.stop();
    await db.drop();
  }
}

function report(seeded, results) {
  const n = (v) => Number(v).toLocaleString('en-GB');
  const over = results.filter((r) => r.p95 >= GOAL_MS);
  writeReport('blog.md', [
    '# Blog benchmark',
    '',
    ...machineLines('npm run bench:blog', db.host),
    '',
    `Data: ${n(POSTS)} posts over five years (a fifth drafts, every tenth with two shortcodes) in ${CATEGORIES} blog categories,`,
    `${n(VIEWS)} post views; database ${seeded.size}, seeded in ${seconds(seeded.seedMs)}.`,
    '',
    `Each row: the whole HTTP round trip of the GraphQL document the page sends (admin rows signed in with a session cookie);`,
    `${WARMUP} warm-up runs, then ${RUNS} timed runs, one at a time. Goal: p95 under ${GOAL_MS} ms.`,
    '',
    '| Request | Rows | p50 | p95 |',
    '|---|---:|---:|---:|',
    ...results.map((r) => `| ${r.name} | ${r.rows} | ${ms(r.p50)} | ${ms(r.p95)} |`),
    '',
    over.length === 0 ? 'Every request is under the goal.' : `Over the goal: ${over.map((r) => r.name).join('; ')}.`,
    '',
  ]);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
