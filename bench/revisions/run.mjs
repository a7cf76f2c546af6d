// The admin's review of changes to a live listing (issue 42): the review page's query (AdminFranchiseReview, as the
// client sends it: the listing, its history and the open revision's field-by-field diff) for a large revision (50
// FAQs all rewritten, 30 testimonials replaced, 40 images changed: 20 gallery images removed and 20 added, plus
// new text and key facts) beside a small one (one field), and the queue's query (AdminPendingRevisions), among
// BENCH_LISTINGS approved listings (default 5,000) of which BENCH_OPEN (default 500) have changes in review.
// Writes bench/results/revisions.md. Not part of `npm test`.
//
//   node scripts/build.mjs server && node bench/revisions/run.mjs
import { clientDocument } from '../client-documents.mjs';
import { benchDatabase, graphql, log, machineLines, ms, seedClient, signIn, startServer, timeSideBySide, writeReport } from '../lib.mjs';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 5_000);
const OPEN = Number(process.env.BENCH_OPEN ?? 500);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const PASSWORD = 'Bench-password-1';

/** A listing's content as a revision holds it (server/src/modules/franchisor-franchises/listing-content.ts). */
const content = ({ name, categoryIds, gallery, faqs, testimonials, stories, shortDescription, fee }) => ({
  name,
  location: 'UK',
  areas: ['uk'],
  details: {
    shortDescription,
    longDescription: 'About this franchise. '.repeat(60),
    investmentAmount: 85000,
    franchiseFee: fee,
    royaltyFee: '8% of turnover',
    mainImageUrl: '/uploads/main-images/main.png',
    brochureUrl: null,
  },
  categoryIds,
  gallery,
  faqs,
  testimonials,
  stories,
});

async function seed(url) {
  const { client, q, hashPassword } = await seedClient(url);
  const hash = await hashPassword(PASSWORD);
  await client.query(`SELECT setseed(0.42)`);
  await q(
    'accounts',
    `WITH u AS (
       INSERT INTO users (email, password_hash)
       SELECT CASE WHEN g = 0 THEN 'admin@bench.test' ELSE 'franchisor' || g || '@bench.test' END, $1
       FROM generate_series(0, 200) g RETURNING id, email)
     INSERT INTO profiles (id, full_name, email, user_type, status, company_name, approved_at)
     SELECT id, 'Contact ' || email, email, (CASE WHEN email LIKE 'admin%' THEN 'admin' ELSE 'franchisor' END)::user_type,
            'approved', 'Company ' || split_part(email, '@', 1), now() FROM u`,
    [hash],
  );
  await q('categories', `INSERT INTO franchise_categories (name) SELECT 'Category ' || g FROM generate_series(1, 30) g`);
  await q(
    `${LISTINGS} approved listings`,
    `WITH f AS (SELECT array_agg(id ORDER BY email) AS ids FROM profiles WHERE user_type = 'franchisor')
     INSERT INTO franchises (name, location, areas, franchisor_id, status, approved_at, created_at)
     SELECT 'Franchise ' || g, 'UK', '{uk}', f.ids[1 + g % 200], 'approved', now(), now() - g * interval '1 hour'
     FROM generate_series(1, ${LISTINGS}) g, f`,
  );
  await q(
    'details',
    `INSERT INTO franchise_details (franchise_id, short_description, long_description, investment_amount, franchise_fee, royalty_fee, main_image_url)
     SELECT id, 'A franchise', repeat('About this franchise. ', 60), 85000, 15000, '8% of turnover', '/uploads/main-images/main.png' FROM franchises`,
  );
  await q(
    'categories of listings',
    `INSERT INTO franchise_category_mappings (franchise_id, category_id)
     SELECT f.id, c.ids[1 + (row_number() OVER (ORDER BY f.id))::int % 30] FROM franchises f, (SELECT array_agg(id ORDER BY name) AS ids FROM franchise_categories) c`,
  );
  const categories = (await client.query(`SELECT id FROM franchise_categories ORDER BY name`)).rows.map((r) => r.id);
  const [large, small] = (await client.query(`SELECT id, name FROM franchises ORDER BY name LIMIT 2`)).rows;

  // The large listing: 50 FAQs, 30 testimonials, 20 gallery images, 10 stories with images.
  const faqs = Array.from({ length: 50 }, (_, i) => ({ question: `Question ${i + 1}?`, answer: `The answer to question ${i + 1}. `.repeat(8) }));
  const testimonials = Array.from({ length: 30 }, (_, i) => ({ authorName: `Franchisee ${i + 1}`, content: 'It changed my life. '.repeat(10) }));
  const stories = Array.from({ length: 10 }, (_, i) => ({
    title: `Story ${i + 1}`,
    content: 'How it went. '.repeat(30),
    imageUrl: `/uploads/success-stories/old-${i}.png`,
  }));
  for (const [i, f] of faqs.entries()) {
    await client.query(`INSERT INTO franchise_faqs (franchise_id, question, answer, position) VALUES ($1, $2, $3, $4)`, [
      large.id,
      f.question,
      f.answer,
      i,
    ]);
  }
  for (const [i, t] of testimonials.entries()) {
    await client.query(`INSERT INTO franchise_testimonials (franchise_id, author_name, content, position) VALUES ($1, $2, $3, $4)`, [
      large.id,
      t.authorName,
      t.content,
      i,
    ]);
  }
  for (const [i, s] of stories.entries()) {
    await client.query(`INSERT INTO franchise_success_stories (franchise_id, title, content, image_url, position) VALUES ($1, $2, $3, $4, $5)`, [
      large.id,
      s.title,
      s.content,
      s.imageUrl,
      i,
    ]);
  }
  const gallery = (
    await client.query(
      `INSERT INTO franchise_gallery (franchise_id, image_url, position)
       SELECT $1, '/uploads/gallery/old-' || g || '.png', g FROM generate_series(0, 19) g RETURNING id, image_url AS "imageUrl"`,
      [large.id],
    )
  ).rows;
  const largeCategories = (await client.query(`SELECT category_id FROM franchise_category_mappings WHERE franchise_id = $1`, [large.id])).rows.map(
    (r) => r.category_id,
  );

  // Its revision: every FAQ answer rewritten, the testimonials replaced, the 20 gallery images replaced by 20 new
  // ones (40 images changed), text, key facts and two categories changed.
  const revised = content({
    name: `${large.name} Renamed`,
    shortDescription: 'A new short description',
    fee: 18000,
    categoryIds: [categories[5], categories[6]],
    gallery: Array.from({ length: 20 }, (_, g) => ({ id: crypto.randomUUID(), imageUrl: `/uploads/gallery/new-${g}.png` })),
    faqs: faqs.map((f) => ({ question: f.question, answer: `${f.answer} (updated)` })),
    testimonials: testimonials.map((t) => ({ authorName: `${t.authorName} (new)`, content: t.content })),
    stories,
  });
  await client.query(`INSERT INTO franchise_revisions (franchise_id, content) VALUES ($1, $2)`, [large.id, revised]);
  const smallCategories = (await client.query(`SELECT category_id FROM franchise_category_mappings WHERE franchise_id = $1`, [small.id])).rows.map(
    (r) => r.category_id,
  );
  await client.query(`INSERT INTO franchise_revisions (franchise_id, content) VALUES ($1, $2)`, [
    small.id,
    content({
      name: small.name,
      shortDescription: 'A franchise, now described better',
      fee: 15000,
      categoryIds: smallCategories,
      gallery: [],
      faqs: [],
      testimonials: [],
      stories: [],
    }),
  ]);
  // Other open revisions (the queue) and decided ones (history in the table).
  await q(
    `${OPEN} other open revisions and ${OPEN * 4} decided ones`,
    `INSERT INTO franchise_revisions (franchise_id, content, status, created_at)
     SELECT f.id, jsonb_build_object('name', f.name || ' v' || k, 'location', 'UK', 'areas', '["uk"]'::jsonb,
              'details', jsonb_build_object('shortDescription', 'Edited'), 'categoryIds', '[]'::jsonb, 'gallery', '[]'::jsonb,
              'faqs', '[]'::jsonb, 'testimonials', '[]'::jsonb, 'stories', '[]'::jsonb),
            (CASE WHEN k = 0 THEN 'open' ELSE 'rejected' END)::franchise_revision_status, now() - (k * interval '1 day')
     FROM (SELECT id, name FROM franchises ORDER BY name OFFSET 2 LIMIT ${OPEN}) f CROSS JOIN generate_series(0, 4) k`,
  );
  await client.query('VACUUM ANALYZE');
  await client.end();
  void largeCategories;
  return { large: large.id, small: small.id, gallery };
}

async function main() {
  const db = benchDatabase('fc_bench_revisions');
  await db.create();
  const seeded = await seed(db.url);
  const server = await startServer(db.url);
  try {
    const admin = await signIn(server.url, 'admin@bench.test', PASSWORD, 'ADMIN');
    const review = clientDocument('AdminFranchiseReview');
    const queue = clientDocument('AdminPendingRevisions');
    const ask = (query, variables) => () => graphql(server.url, query, variables, admin);
    const first = await ask(review, { id: seeded.large })();
    const changes = first.adminFranchiseReview.openRevision.changes;
    const bySection = Object.entries(changes.reduce((counts, c) => ({ ...counts, [c.section]: (counts[c.section] ?? 0) + 1 }), {}))
      .map(([section, n]) => `${section} ${n}`)
      .join(', ');
    const bytes = JSON.stringify(first).length;
    log(`Timing ${RUNS} runs each, turn about`);
    const [large, small, list] = await timeSideBySide(
      [ask(review, { id: seeded.large }), ask(review, { id: seeded.small }), ask(queue, { filter: {}, page: { page: 1, pageSize: 20 } })],
      RUNS,
    );
    const row = (what, r) => `| ${what} | ${ms(r.p50)} | ${ms(r.p95)} |`;
    writeReport('revisions.md', [
      '# Reviewing changes to a live listing (issue 42)',
      '',
      ...machineLines('node bench/revisions/run.mjs', db.host),
      '',
      `${LISTINGS.toLocaleString('en-GB')} approved listings, ${OPEN + 2} open revisions and ${(OPEN * 4).toLocaleString('en-GB')} decided ones; ${RUNS} timed runs per row`,
      'after a warm-up, the three taken in turn, each an HTTP request to the built server as the admin client sends it.',
      `The large revision: 50 FAQs rewritten, 30 testimonials replaced, 20 gallery images removed and 20 added (40 images`,
      `changed), name, text, key facts and categories changed: ${changes.length} changes (${bySection}); the answer is ${(bytes / 1024).toFixed(1)} KB.`,
      '',
      '| query | p50 | p95 |',
      '|---|---:|---:|',
      row('AdminFranchiseReview, large revision (listing, history, diff)', large),
      row('AdminFranchiseReview, one-field revision', small),
      row('AdminPendingRevisions, first page of 20', list),
      '',
      'The diff is computed in the server from the revision (one jsonb row, by the partial unique index on open',
      "revisions) and the live listing's rows (six indexed reads), then the category names (one read) and the places",
      '(cached): no per-row queries, so its cost grows with the size of the content, not with the catalogue.',
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
