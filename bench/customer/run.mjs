// Customer-area benchmark: a database with 50,000 customers, 500,000 requests and a million messages on the
// local PostgreSQL (or TEST_DATABASE_URL), the real server started against it, and p50/p95 latency through
// the GraphQL endpoint of what the customer dashboard, My Franchises and Messages pages ask for, for a
// typical customer (10 requests) and a very busy one (400 requests, 200 conversations, 4,000 messages).
// Writes bench/results/customer.md. Not part of `npm test`.
//
//   npm run bench:customer               (BENCH_CUSTOMERS=50000 BENCH_RUNS=40 BENCH_KEEP=1 to keep the database)
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

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 50_000);
const FRANCHISORS = 1_000;
const FRANCHISES = 20_000;
const LEADS_EACH = 10;
const BUSY_LEADS = 400; // two franchises each of 200 franchisors
const BUSY_MESSAGES_PER_CONVERSATION = 20;
const PASSWORD = 'Bench-customer-1';
const db = benchDatabase('fc_bench_customer');

async function seed() {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const started = Date.now();
  const q = async (label, sql, params) => {
    const t = Date.now();
    const res = await client.query(sql, params);
    log(`  ${label}: ${res.rowCount ?? ''} (${seconds(Date.now() - t)})`);
  };
  const { hashPassword } = require(path.join(root, 'server', 'dist', 'modules', 'auth', 'password.js'));
  const hash = await hashPassword(PASSWORD);
  await client.query(`SELECT setseed(0.42)`);
  log(`Seeding ${FRANCHISORS} franchisors, ${FRANCHISES} franchises, ${CUSTOMERS} customers with ${LEADS_EACH} requests each`);
  await q(
    'franchisors',
    `
    WITH u AS (
      INSERT INTO users (email, password_hash)
      SELECT 'franchisor' || g || '@bench.test', 'not-a-hash' FROM generate_series(1, ${FRANCHISORS}) g RETURNING id, email)
    INSERT INTO profiles (id, full_name, email, user_type, status, company_name, approved_at)
    SELECT id, 'Contact ' || email, email, 'franchisor', 'approved', 'Company ' || split_part(email, '@', 1), now() FROM u`,
  );
  await q(
    'franchises',
    `
    INSERT INTO franchises (name, location, franchisor_id, status, approved_at)
    SELECT 'Franchise ' || g, 'Town ' || (g % 300), f.ids[1 + g % ${FRANCHISORS}], 'approved', now()
    FROM generate_series(1, ${FRANCHISES}) g,
      (SELECT array_agg(id ORDER BY email) AS ids FROM profiles WHERE user_type = 'franchisor') f`,
  );
  await q(
    'details',
    `
    INSERT INTO franchise_details (franchise_id, short_description, investment_amount, main_image_url)
    SELECT id, 'A proven business model.', 10000 + (random() * 400000)::int, '/files/bench.jpg' FROM franchises`,
  );
  await q(
    'customers',
    `
    WITH u AS (
      INSERT INTO users (email, password_hash)
      SELECT 'customer' || g || '@bench.test', CASE WHEN g <= 2 THEN $1 ELSE 'not-a-hash' END
      FROM generate_series(1, ${CUSTOMERS}) g RETURNING id, email)
    INSERT INTO profiles (id, full_name, email, user_type, status, approved_at)
    SELECT id, 'Customer ' || email, email, 'customer', 'approved', now() FROM u`,
    [hash],
  );
  // customer1 is the busy one; everyone else has LEADS_EACH requests to distinct franchises.
  await q(
    'requests',
    `
    CREATE TEMP TABLE f AS SELECT row_number() OVER (ORDER BY name) - 1 AS n, id, franchisor_id FROM franchises;
    CREATE TEMP TABLE c AS SELECT row_number() OVER (ORDER BY email) AS n, id, email FROM profiles WHERE user_type = 'customer';
    INSERT INTO franchise_leads (franchise_id, franchisor_id, user_id, name, email, phone, created_at, updated_at)
    SELECT f.id, f.franchisor_id, c.id, 'Customer', c.email, '07700 900000', t, t
    FROM c CROSS JOIN generate_series(0, ${LEADS_EACH - 1}) k
    JOIN f ON f.n = (c.n * 7 + k * 1999) % ${FRANCHISES}
    CROSS JOIN LATERAL (SELECT now() - random() * interval '365 days' AS t) d
    WHERE c.email <> 'customer1@bench.test'`,
  );
  await q(
    'busy requests',
    `
    INSERT INTO franchise_leads (franchise_id, franchisor_id, user_id, name, email, phone, created_at, updated_at)
    SELECT f.id, f.franchisor_id, c.id, 'Customer', c.email, '07700 900000', now() - (f.fr * 2 + f.k) * interval '1 hour', now()
    FROM c, (SELECT id, franchisor_id, row_number() OVER (PARTITION BY franchisor_id ORDER BY id) AS k,
               dense_rank() OVER (ORDER BY franchisor_id) AS fr FROM franchises) f
    WHERE c.email = 'customer1@bench.test' AND f.k <= 2 AND f.fr <= ${BUSY_LEADS / 2}`,
  );
  await q(
    'messages',
    `
    INSERT INTO messages (sender_id, receiver_id, subject, content, read, lead_id, created_at)
    SELECT m.sender, m.receiver, 'Re: ' || l.franchise_id, 'Thank you for your enquiry. When would suit you for a call?', m.read, l.id, m.at
    FROM franchise_leads l
    CROSS JOIN LATERAL (VALUES
      (l.franchisor_id, l.user_id, random() < 0.8, l.created_at + interval '1 day'),
      (l.user_id, l.franchisor_id, random() < 0.5, l.created_at + interval '2 days')) m(sender, receiver, read, at)
    WHERE l.email <> 'customer1@bench.test'`,
  );
  // The busy customer: BUSY_MESSAGES_PER_CONVERSATION messages with each of their franchisors, alternating.
  await q(
    'busy messages',
    `
    INSERT INTO messages (sender_id, receiver_id, subject, content, read, lead_id, created_at)
    SELECT CASE WHEN k % 2 = 0 THEN l.franchisor_id ELSE l.user_id END, CASE WHEN k % 2 = 0 THEN l.user_id ELSE l.franchisor_id END,
      'Re: your enquiry', 'Message ' || k, k < ${BUSY_MESSAGES_PER_CONVERSATION - 3}, l.id, l.created_at + k * interval '1 hour'
    FROM (SELECT DISTINCT ON (franchisor_id) * FROM franchise_leads WHERE email = 'customer1@bench.test' ORDER BY franchisor_id, created_at) l
    CROSS JOIN generate_series(0, ${BUSY_MESSAGES_PER_CONVERSATION - 1}) k`,
  );
  await q('vacuum analyze', `VACUUM ANALYZE`);
  const { rows } = await client.query(`
    SELECT pg_size_pretty(pg_database_size(current_database())) AS size,
      (SELECT count(*) FROM franchise_leads)::int AS leads, (SELECT count(*) FROM messages)::int AS messages`);
  await client.end();
  const seedMs = Date.now() - started;
  log(`Seeded in ${seconds(seedMs)} (${rows[0].size})`);
  return { seedMs, ...rows[0] };
}

// The documents the customer pages send (client/src/modules/customer-requests and messages), with their page sizes.
const REQUESTS = `query($page: PageInput) { myFranchiseRequests(page: $page) { total page pageCount items {
  id status interestStatus createdAt canMessage
  franchise { id name location details { investmentAmount mainImageUrl } } franchisor { id fullName companyName } } } }`;
const UNREAD = `{ unreadMessageCount }`;
const CONVERSATIONS = `query($page: PageInput) { myConversations(page: $page) { total page pageCount items {
  id counterpartId lastActivityAt unreadCount franchiseNames canReply
  counterpart { id fullName companyName } lastMessage { id content senderId attachmentUrl } } } }`;
const THREAD = `query($counterpartId: ID, $page: PageInput) { myConversationMessages(counterpartId: $counterpartId, page: $page) {
  total items { id subject content createdAt read senderId attachmentUrl } } }`;
const MARK_READ = `mutation($counterpartId: ID) { markConversationRead(counterpartId: $counterpartId) }`;

async function scenarios(url, cookie) {
  const call = (query, variables) => graphql(url, query, variables, cookie);
  const first = await call(CONVERSATIONS, { page: { page: 1, pageSize: 30 } });
  const counterpartId = first.myConversations.items[0].counterpartId;
  const requests = await call(REQUESTS, { page: { page: 1, pageSize: 10 } });
  const lastPage = requests.myFranchiseRequests.pageCount;
  return [
    {
      name: 'Dashboard: 5 latest requests',
      run: () => call(REQUESTS, { page: { page: 1, pageSize: 5 } }),
      rows: (d) => d.myFranchiseRequests.items.length,
    },
    { name: 'Dashboard: unread message count', run: () => call(UNREAD), rows: () => 1 },
    {
      name: 'My Franchises: first page (10)',
      run: () => call(REQUESTS, { page: { page: 1, pageSize: 10 } }),
      rows: (d) => d.myFranchiseRequests.items.length,
    },
    {
      name: `My Franchises: last page (${lastPage})`,
      run: () => call(REQUESTS, { page: { page: lastPage, pageSize: 10 } }),
      rows: (d) => d.myFranchiseRequests.items.length,
    },
    {
      name: 'Messages: conversation list (30)',
      run: () => call(CONVERSATIONS, { page: { page: 1, pageSize: 30 } }),
      rows: (d) => d.myConversations.items.length,
    },
    {
      name: 'Messages: newest 20 of a conversation',
      run: () => call(THREAD, { counterpartId, page: { page: 1, pageSize: 20 } }),
      rows: (d) => d.myConversationMessages.items.length,
    },
    { name: 'Messages: mark a conversation read', run: () => call(MARK_READ, { counterpartId }), rows: () => 1 },
  ];
}

async function main() {
  await buildServer();
  await db.create();
  const seeded = await seed();
  const server = await startServer(db.url);
  log(`Server on ${server.url}`);
  const results = [];
  try {
    for (const [who, email] of [
      ['typical', 'customer2@bench.test'],
      ['busy', 'customer1@bench.test'],
    ]) {
      const cookie = await signIn(server.url, email, PASSWORD, 'CUSTOMER');
      for (const s of await scenarios(server.url, cookie)) {
        const r = await time(s.run);
        results.push({ who, name: s.name, rows: s.rows(r.last), ...r });
        log(`${who.padEnd(8)} ${s.name.padEnd(42)} rows ${String(s.rows(r.last)).padStart(3)}  p50 ${ms(r.p50)} p95 ${ms(r.p95)}`);
      }
    }
    report(seeded, results);
  } finally {
    await server.stop();
    await db.drop();
  }
}

function report(seeded, results) {
  const n = (v) => Number(v).toLocaleString('en-GB');
  writeReport('customer.md', [
    '# Customer-area benchmark',
    '',
    ...machineLines('npm run bench:customer', db.host),
    '',
    `Data: ${n(CUSTOMERS)} customers, ${n(FRANCHISORS)} franchisors, ${n(FRANCHISES)} approved franchises, ${n(seeded.leads)} requests and`,
    `${n(seeded.messages)} messages; database ${seeded.size}, seeded in ${seconds(seeded.seedMs)}. The *typical* customer has ${LEADS_EACH} requests`,
    `and ${LEADS_EACH * 2} messages; the *busy* one ${BUSY_LEADS} requests to ${BUSY_LEADS / 2} franchisors and ${n((BUSY_LEADS / 2) * BUSY_MESSAGES_PER_CONVERSATION)}`,
    `messages (${BUSY_MESSAGES_PER_CONVERSATION} with each franchisor, one of them unread).`,
    '',
    `Each row: the whole HTTP round trip of the GraphQL document the page sends, signed in with a session cookie;`,
    `${WARMUP} warm-up runs, then ${RUNS} timed runs, one at a time.`,
    '',
    '| Customer | Request | Rows | p50 | p95 |',
    '|---|---|---:|---:|---:|',
    ...results.map((r) => `| ${r.who} | ${r.name} | ${r.rows} | ${ms(r.p50)} | ${ms(r.p95)} |`),
    '',
  ]);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
