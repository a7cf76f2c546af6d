// Retention benchmark (issue 41): a bench database with a million requests (leads) and a million messages dated
// across three years, the real server started against it, and the daily retention job run over it. Reports the
// job's time, the rows it touched, the locks and transactions it held, the WAL it wrote, and the p50/p95 of two pages
// quiet and while it runs (goal: no page slower than 2x while it runs). Writes bench/results/retention-<BENCH_TAG>.md
// (and .json). Not part of `npm test`.
//
//   node bench/retention/run.mjs        (needs the built server and client: node scripts/build.mjs;
//                                        BENCH_LEADS=1000000 BENCH_MESSAGES=1000000 BENCH_KEEP=1 BENCH_TAG=after
//                                        BENCH_DURING_SECONDS=30 BENCH_QUIET_SECONDS=15 BENCH_MAX_JOB_SECONDS=0
//                                        BENCH_CHECKOUT=<another built checkout: main's code for "before">)
//
// The seeded database is kept (bench_retention_seed) and each run works on two copies of it: the job's, and a quiet
// one the job never runs on. Two servers of the same code start, one on each, with a run marked as started just now
// so that their start-up ticks do nothing; the bench queues the tick that starts the run on the job's copy. It then
// alternates windows, so that the load of a shared machine falls on both sides: BENCH_DURING_SECONDS with the job
// running (the job's copy's pages timed), BENCH_QUIET_SECONDS with its next batch held back (the quiet copy's pages
// and the job's copy's, "held", timed in turns), until the run ends or has run BENCH_MAX_JOB_SECONDS.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  benchDatabase,
  buildServer,
  graphql,
  log,
  machineLines,
  ms,
  pg,
  root,
  seconds,
  seedClient,
  signIn,
  startServer,
  writeReport,
} from '../lib.mjs';

const LEADS = Number(process.env.BENCH_LEADS ?? 1_000_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1_000_000);
const FRANCHISORS = 200;
const OWN_SHARE = 0.05; // the bench franchisor's share of the leads
const DAYS = 3 * 365;
const PASSWORD = 'Bench-retention-1';
const db = benchDatabase('bench_retention');
/** The seeded data, kept between runs (each run works on a copy): seeding a million rows takes minutes. */
const seedDb = benchDatabase('bench_retention_seed');
/** A second copy the job never runs on: the pages' quiet figures are taken on it, in turns with the job's windows. */
const quietDb = benchDatabase('bench_retention_quiet');

async function seed(url) {
  const { client, q, hashPassword } = await seedClient(url);
  const started = Date.now();
  await client.query(`SELECT setseed(0.41)`);
  // Seeding only: no triggers or foreign-key checks per row (the lead score, response times and reply counts are
  // not what this bench measures); the job itself runs with them all.
  await client.query(`SET session_replication_role = replica`);
  await q(
    'franchisors',
    `WITH u AS (
       INSERT INTO users (email, password_hash)
       SELECT 'franchisor' || g || '@bench.test', CASE WHEN g = 0 THEN $1 ELSE 'not-a-hash' END FROM generate_series(0, ${FRANCHISORS - 1}) g
       RETURNING id, email)
     INSERT INTO profiles (id, full_name, email, user_type, status, company_name, approved_at)
     SELECT id, 'Contact ' || email, email, 'franchisor', 'approved', 'Company ' || split_part(email, '@', 1), now() FROM u`,
    [await hashPassword(PASSWORD)],
  );
  await q(
    'franchises',
    `INSERT INTO franchises (name, location, franchisor_id, status, approved_at)
     SELECT 'Franchise ' || p.email || ' #' || k, 'Town ' || k, p.id, 'approved', now()
     FROM profiles p CROSS JOIN generate_series(1, 3) k WHERE p.user_type = 'franchisor'`,
  );
  await q(
    'customers',
    `WITH c AS (INSERT INTO users (email, password_hash) SELECT 'customer' || g || '@bench.test', 'not-a-hash' FROM generate_series(1, 20000) g RETURNING id, email)
     INSERT INTO profiles (id, full_name, email, user_type, status, approved_at) SELECT id, 'Customer ' || email, email, 'customer', 'approved', now() FROM c`,
  );
  await q(
    'numbering',
    `CREATE TEMP TABLE fr AS SELECT f.id AS franchise_id, f.franchisor_id, p.email = 'franchisor0@bench.test' AS own,
            (row_number() OVER (ORDER BY p.email = 'franchisor0@bench.test' DESC, f.id) - 1)::int AS n FROM franchises f JOIN profiles p ON p.id = f.franchisor_id;
     CREATE TEMP TABLE cu AS SELECT id, (row_number() OVER (ORDER BY id))::int AS n FROM profiles WHERE user_type = 'customer'`,
  );
  // Leads: the bench franchisor's three franchises get OWN_SHARE of them, the rest spread over the others. Each was
  // created at a random time in the three years and last changed up to 30 days later; a quarter from signed-in customers.
  await q(
    `${LEADS.toLocaleString('en-GB')} leads`,
    `INSERT INTO franchise_leads (franchise_id, franchisor_id, user_id, name, email, phone, city, post_code, message, status, created_at, updated_at)
     SELECT fr.franchise_id, fr.franchisor_id, CASE WHEN g % 4 = 0 THEN cu.id END, 'Person ' || g, 'person' || g || '@example.test',
            '07700 ' || lpad((g % 999999)::text, 6, '0'), 'Town ' || (g % 97), 'LS' || (g % 30) || ' 4AP', 'I would like to know more about this franchise.',
            (ARRAY['new','contacted','meeting','qualified','converted','lost'])[1 + g % 6]::lead_status, t, LEAST(now(), t + random() * interval '30 days')
     FROM generate_series(1, ${LEADS}) g
     CROSS JOIN LATERAL (SELECT now() - random() * interval '${DAYS} days' AS t,
       CASE WHEN random() < ${OWN_SHARE} THEN (g % 3) ELSE 3 + g % ${FRANCHISORS * 3 - 3} END AS k) r
     JOIN fr ON fr.n = r.k
     LEFT JOIN cu ON cu.n = 1 + g % 20000 AND g % 4 = 0
     ON CONFLICT DO NOTHING`,
  );
  // Messages: 60% about a lead (after it, within 60 days), 40% of no lead (conversations, the support inbox).
  const aboutLeads = Math.round(MESSAGES * 0.6);
  await q(
    `${aboutLeads.toLocaleString('en-GB')} messages about leads`,
    `INSERT INTO messages (sender_id, receiver_id, subject, content, read, lead_id, created_at)
     SELECT l.franchisor_id, l.user_id, 'Re: your enquiry', 'Thank you for your enquiry; when could we talk?', true, l.id,
            LEAST(now(), l.created_at + random() * interval '60 days')
     FROM (SELECT id, franchisor_id, user_id, created_at FROM franchise_leads ORDER BY random() LIMIT ${aboutLeads}) l`,
  );
  await q(
    `${(MESSAGES - aboutLeads).toLocaleString('en-GB')} other messages`,
    `INSERT INTO messages (sender_id, receiver_id, subject, content, read, created_at)
     SELECT cu.id, p.id, 'A question', 'Is the area around Leeds still available?', random() < 0.8, now() - random() * interval '${DAYS} days'
     FROM generate_series(1, ${MESSAGES - aboutLeads}) g JOIN cu ON cu.n = 1 + g % 20000
     JOIN (SELECT id, (row_number() OVER (ORDER BY id))::int AS n FROM profiles WHERE user_type = 'franchisor') p ON p.n = 1 + g % ${FRANCHISORS}`,
  );
  await q(
    'sign-ins and contact messages',
    `INSERT INTO sign_ins (user_id, browser, created_at) SELECT cu.id, 'Firefox 128 on Linux', now() - random() * interval '${DAYS} days'
       FROM generate_series(1, 100000) g JOIN cu ON cu.n = 1 + g % 20000;
     INSERT INTO contact_messages (full_name, email, subject, message, created_at)
       SELECT 'Person ' || g, 'contact' || g || '@example.test', 'General Enquiry', 'A question about advertising.', now() - random() * interval '${DAYS} days'
       FROM generate_series(1, 20000) g`,
  );
  await client.query(`SET session_replication_role = DEFAULT`);
  await q('vacuum analyze', `VACUUM ANALYZE`);
  const { rows } = await client.query(
    `SELECT pg_size_pretty(pg_database_size(current_database())) AS size, (SELECT count(*) FROM franchise_leads)::int AS leads,
            (SELECT count(*) FROM messages)::int AS messages, (SELECT count(*) FROM messages WHERE lead_id IS NOT NULL)::int AS lead_messages,
            (SELECT count(*) FROM franchise_leads l JOIN profiles p ON p.id = l.franchisor_id WHERE p.email = 'franchisor0@bench.test')::int AS own,
            (SELECT min(id::text) FROM franchises WHERE franchisor_id = (SELECT id FROM profiles WHERE email = 'franchisor0@bench.test')) AS franchise`,
  );
  const seedMs = Date.now() - started;
  await client.query(`CREATE TABLE bench_seed AS SELECT $1::jsonb AS data`, [JSON.stringify({ seedMs, ...rows[0] })]);
  await client.end();
  log(`Seeded in ${seconds(seedMs)} (${rows[0].size})`);
}

/**
 * The database the run works on: a copy of the seeded one, seeded first when there is none with the figures asked
 * for (or BENCH_RESEED is set). The copy starts at the seed's schema; a server of newer code migrates it at start-up.
 */
async function seededCopy() {
  const seededWith = async () => {
    if (!(await seedDb.exists())) return null;
    const client = new pg.Client({ connectionString: seedDb.url, application_name: 'bench' });
    await client.connect();
    try {
      const { rows } = await client.query(`SELECT data FROM bench_seed`).catch(() => ({ rows: [] }));
      return rows[0]?.data ?? null;
    } finally {
      await client.end();
    }
  };
  let data = process.env.BENCH_RESEED ? null : await seededWith();
  if (!data || data.leads < LEADS * 0.99 || data.messages !== MESSAGES) {
    await seedDb.create();
    await seed(seedDb.url);
    data = await seededWith();
  }
  if (!process.env.BENCH_SEED_ONLY) {
    await db.copyOf(seedDb.name);
    await quietDb.copyOf(seedDb.name);
  }
  return data;
}

// The Leads page's document (client/src/modules/franchisor-leads/graphql), first page, newest first.
const LEADS_PAGE = `query FranchisorLeads($filter: FranchisorLeadFilter, $page: PageInput, $sort: FranchisorLeadSort) {
  franchisorLeads(filter: $filter, page: $page, sort: $sort) {
  total page pageCount items { id name email phone city status unreadMessageCount meetsRequirements requirementsMissed contactMethod contactTime
    score { band points } createdAt franchise { id name } } } }`;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) };
};

/** The pages timed: the franchisor's Leads query and a franchise page's server render (no page cache). */
function pages(url, cookie, franchiseId) {
  return [
    {
      name: "Franchisor's Leads page (GraphQL, first page)",
      run: () => graphql(url, LEADS_PAGE, { filter: {}, page: { page: 1, pageSize: 20 }, sort: 'NEWEST' }, cookie),
    },
    {
      name: 'A franchise page (server render)',
      run: async () => {
        const res = await fetch(`${url}/franchise/${franchiseId}`);
        const html = await res.text();
        if (res.status !== 200 || !html.includes('Franchise ')) throw new Error(`/franchise/${franchiseId}: ${res.status}`);
      },
    },
  ];
}

/** Times the pages turn about, one request at a time, until `until()` says stop; adds each time to `into` (one list per page). */
async function timePages(list, until, into = list.map(() => [])) {
  while (!(await until())) {
    for (const [k, page] of list.entries()) {
      const t = process.hrtime.bigint();
      await page.run();
      into[k].push(Number(process.hrtime.bigint() - t) / 1e6);
    }
  }
  return into;
}

/**
 * Samples, every 50 ms while the job runs, the retention batches' transactions (the backends whose statement picks
 * rows FOR UPDATE SKIP LOCKED in the retention job's tables), any VACUUM, and every backend waiting for a lock.
 */
function lockSampler() {
  const client = new pg.Client({ connectionString: db.url, application_name: 'bench' });
  const seen = {
    samples: 0,
    longestXactMs: 0,
    maxLocks: 0,
    lockModes: new Set(),
    waiting: 0,
    waitingSamples: 0,
    maxWaitMs: 0,
    longestVacuumMs: 0,
    vacuumSamples: 0,
  };
  let stop = false;
  const done = (async () => {
    await client.connect();
    while (!stop) {
      const { rows } = await client.query(
        `SELECT a.pid, extract(epoch FROM now() - a.xact_start) * 1000 AS xact_ms, a.wait_event_type,
                extract(epoch FROM now() - a.state_change) * 1000 AS state_ms,
                a.query ILIKE '%SKIP LOCKED%' AND a.query ~* '(franchise_leads|messages|contact_messages|sign_ins|sessions|magic_link_tokens|listing_reports)' AS retention,
                a.query ~* '^\\s*VACUUM' AS vacuum, extract(epoch FROM now() - a.query_start) * 1000 AS query_ms,
                (SELECT count(*) FROM pg_locks l WHERE l.pid = a.pid)::int AS locks,
                (SELECT array_agg(DISTINCT l.mode) FROM pg_locks l WHERE l.pid = a.pid AND l.locktype = 'relation' AND l.mode <> 'AccessShareLock') AS modes
         FROM pg_stat_activity a WHERE a.datname = current_database() AND a.pid <> pg_backend_pid() AND a.state <> 'idle'`,
      );
      seen.samples++;
      let waitingNow = 0;
      let vacuumNow = false;
      for (const r of rows) {
        if (r.retention) {
          seen.longestXactMs = Math.max(seen.longestXactMs, Number(r.xact_ms ?? 0));
          seen.maxLocks = Math.max(seen.maxLocks, r.locks);
          for (const m of r.modes ?? []) seen.lockModes.add(m);
        }
        if (r.vacuum) {
          vacuumNow = true;
          seen.longestVacuumMs = Math.max(seen.longestVacuumMs, Number(r.query_ms ?? 0));
        }
        if (r.wait_event_type === 'Lock') {
          waitingNow++;
          seen.maxWaitMs = Math.max(seen.maxWaitMs, Number(r.state_ms ?? 0));
        }
      }
      seen.waiting = Math.max(seen.waiting, waitingNow);
      if (waitingNow) seen.waitingSamples++;
      if (vacuumNow) seen.vacuumSamples++;
      await new Promise((r) => setTimeout(r, 50));
    }
    await client.end();
  })();
  return {
    async stop() {
      stop = true;
      await done;
      return seen;
    },
  };
}

const sleep = (msec) => new Promise((r) => setTimeout(r, msec));
/** Seconds of each window of the run: the job runs for DURING, is held for QUIET, and so on, the pages timed throughout. */
const DURING_WINDOW = Number(process.env.BENCH_DURING_SECONDS ?? 30);
const QUIET_WINDOW = Number(process.env.BENCH_QUIET_SECONDS ?? 15);
/** Stop after this many seconds of the job's own time (0: run it to the end). */
const MAX_JOB_SECONDS = Number(process.env.BENCH_MAX_JOB_SECONDS ?? 0);
/** The checkout whose built server runs (another one, e.g. main's code for a before/after comparison), this one by default. */
const CHECKOUT = process.env.BENCH_CHECKOUT ? path.resolve(process.env.BENCH_CHECKOUT) : root;

async function main() {
  if (CHECKOUT === root) await buildServer();
  const data = await seededCopy();
  if (process.env.BENCH_SEED_ONLY) return;
  const admin = new pg.Client({ connectionString: db.url, application_name: 'bench' });
  await admin.connect();
  const q1 = async (sql, params) => (await admin.query(sql, params)).rows[0];
  const env = { PAGE_CACHE_SECONDS: '0', CDN_MAX_AGE_SECONDS: '0' };

  // A run marked as started just now on both copies, so the servers' start-up ticks do nothing; the bench starts the
  // run itself on the job's copy.
  const marked = `INSERT INTO retention_runs (started_at, finished_at) VALUES (now(), now())`;
  await admin.query(marked);
  const quietAdmin = new pg.Client({ connectionString: quietDb.url, application_name: 'bench' });
  await quietAdmin.connect();
  await quietAdmin.query(marked);
  const server = await startServer(db.url, env, { checkout: CHECKOUT });
  const quietServer = await startServer(quietDb.url, env, { checkout: CHECKOUT });
  const list = pages(server.url, await signIn(server.url, 'franchisor0@bench.test', PASSWORD, 'FRANCHISOR'), data.franchise);
  const quietList = pages(quietServer.url, await signIn(quietServer.url, 'franchisor0@bench.test', PASSWORD, 'FRANCHISOR'), data.franchise);
  // The quiet windows time the quiet copy's pages and the job's copy's (its job held) in turns.
  const both = [...quietList, ...list];
  let warm = 0;
  await timePages(both, async () => warm++ >= 5);
  const franchisorId = (await q1(`SELECT id FROM profiles WHERE email = 'franchisor0@bench.test'`)).id;

  // The job's queued batch is held back (its start put off) for the quiet windows, and let go for the others; a
  // quiet window starts once no batch is running.
  const hold = async () => {
    for (;;) {
      await admin.query(`UPDATE pgboss.job SET start_after = 'infinity' WHERE name = 'retention' AND state < 'active'`);
      if ((await q1(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'retention' AND state = 'active'`)).n === 0) break;
      await sleep(100);
    }
    await admin.query(`UPDATE pgboss.job SET start_after = 'infinity' WHERE name = 'retention' AND state < 'active'`);
  };
  const release = () =>
    admin.query(`UPDATE pgboss.job SET start_after = now() WHERE name = 'retention' AND state < 'active' AND start_after = 'infinity'`);
  const finished = async () => (await admin.query(`SELECT 1 FROM retention_runs WHERE finished_at IS NOT NULL`)).rowCount > 0;
  // The Leads page's count, explained at the end of each window: heap fetches show a visibility map the job cleared.
  const explains = { quiet: [], held: [], during: [] };
  const explain = async (kind) => {
    const { rows } = await (kind === 'quiet' ? quietAdmin : admin).query(
      `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) SELECT count(*) FROM franchise_leads l WHERE l.franchisor_id = $1`,
      [franchisorId],
    );
    const plan = rows[0]['QUERY PLAN'][0];
    const find = (node) => (node['Heap Fetches'] !== undefined ? node : (node.Plans ?? []).map(find).find(Boolean));
    explains[kind].push({ ms: plan['Execution Time'], heapFetches: find(plan.Plan)?.['Heap Fetches'] ?? null });
  };
  const checkpoints = async () => Number((await q1(`SELECT checkpoints_timed + checkpoints_req AS n FROM pg_stat_bgwriter`)).n);

  // Start a run as the next day's tick would: no run recorded today, a tick job queued.
  await admin.query(`DELETE FROM retention_runs`);
  const wal0 = (await q1(`SELECT pg_current_wal_lsn() AS lsn`)).lsn;
  const checkpoints0 = await checkpoints();
  const sampler = lockSampler();
  const quiet = list.map(() => []);
  const held = list.map(() => []);
  const during = list.map(() => []);
  log('Timing the pages while the job runs, in turns with it held');
  // A first quiet window before anything ran.
  let until = Date.now() + QUIET_WINDOW * 1000;
  await timePages(both, async () => Date.now() > until, [...quiet, ...held]);
  await explain('quiet');
  const started = Date.now();
  await admin.query(`INSERT INTO pgboss.job (id, name, data) VALUES (gen_random_uuid(), 'retention', '{}')`);
  let jobMs = 0;
  let windows = 0;
  let capped = false;
  for (;;) {
    await release();
    const windowStart = Date.now();
    until = windowStart + DURING_WINDOW * 1000;
    let done = false;
    await timePages(list, async () => (done = await finished()) || Date.now() > until, during);
    jobMs += Date.now() - windowStart;
    windows++;
    if (!done) await explain('during');
    if (done) break;
    if (MAX_JOB_SECONDS && jobMs > MAX_JOB_SECONDS * 1000) {
      capped = true;
      break;
    }
    await hold();
    until = Date.now() + QUIET_WINDOW * 1000;
    await timePages(both, async () => Date.now() > until, [...quiet, ...held]);
    await explain('quiet');
    await explain('held');
    log(`  job time so far ${seconds(jobMs)}; rounds quiet ${quiet[0].length}, during ${during[0].length}`);
  }
  if (capped) await hold();
  const wall = Date.now() - started;
  const locks = await sampler.stop();
  const walBytes = Number((await q1(`SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), $1) AS b`, [wal0])).b);
  const checkpointsDuring = (await checkpoints()) - checkpoints0;
  const autovacuum = (await q1(`SHOW autovacuum`)).autovacuum;
  const { rows: runs } = await admin.query(`SELECT finished_at IS NOT NULL AS finished, counts FROM retention_runs`);
  const { rows: jobs } = await admin.query(
    `SELECT count(*)::int AS n, round(avg(extract(epoch FROM completed_on - started_on)) * 1000)::int AS avg_ms,
            round(max(extract(epoch FROM completed_on - started_on)) * 1000)::int AS max_ms
     FROM pgboss.job WHERE name = 'retention' AND state = 'completed' AND data ? 'run'`,
  );
  await server.stop();
  await quietServer.stop();
  await quietAdmin.end();
  const { rows: after } = await admin.query(
    `SELECT (SELECT count(*) FROM franchise_leads WHERE anonymised_at IS NOT NULL)::int AS anonymised, (SELECT count(*) FROM messages)::int AS messages`,
  );
  await admin.end();
  await db.drop();
  await quietDb.drop();

  const quietStats = quiet.map(stats);
  const heldStats = held.map(stats);
  const duringStats = during.map(stats);
  const counts = runs[0]?.counts ?? {};
  const total = Object.values(counts).reduce((a, b) => a + Number(b), 0);
  const fmt = (n) => Number(n).toLocaleString('en-GB');
  const ratio = (k) => duringStats[k].p95 / quietStats[k].p95;
  const worst = Math.max(...list.map((_, k) => ratio(k)));
  const summary = (xs) => {
    if (xs.length === 0) return 'none';
    const fetches = xs.map((x) => x.heapFetches ?? 0);
    const times = xs.map((x) => x.ms).sort((a, b) => a - b);
    return `heap fetches median ${fmt(fetches.sort((a, b) => a - b)[Math.floor(fetches.length / 2)])}, max ${fmt(Math.max(...fetches))}; time median ${ms(times[Math.floor(times.length / 2)])}, max ${ms(times.at(-1))} (${xs.length} samples)`;
  };
  const result = {
    checkout: CHECKOUT === root ? 'this checkout' : CHECKOUT,
    finished: !capped,
    jobMs,
    wallMs: wall,
    windows,
    rows: total,
    counts,
    batches: jobs[0],
    anonymised: after[0].anonymised,
    messagesLeft: after[0].messages,
    locks: { ...locks, lockModes: [...locks.lockModes].sort() },
    walBytes,
    checkpointsDuring,
    autovacuum,
    explains,
    pages: list.map((page, k) => ({ name: page.name, quiet: quietStats[k], held: heldStats[k], during: duringStats[k], ratio: ratio(k) })),
    loadavg: os.loadavg(),
  };
  const tag = process.env.BENCH_TAG ?? 'run';
  fs.writeFileSync(path.join(root, 'bench', 'results', `retention-${tag}.json`), JSON.stringify(result, null, 2));
  const lines = [
    `# Retention benchmark (${tag})`,
    '',
    ...machineLines('node bench/retention/run.mjs', new URL(db.url).host),
    '',
    `Server: ${result.checkout}. Data: ${fmt(data.leads)} leads, ${fmt(data.messages)} messages (${fmt(data.lead_messages)} about a lead), 100,000 sign-ins,`,
    `20,000 contact-form messages; database ${data.size}. autovacuum: ${autovacuum}.`,
    '',
    `Job: ${capped ? `stopped after ${seconds(jobMs)} of its own time (BENCH_MAX_JOB_SECONDS)` : `**${seconds(jobMs)}** of its own time`} (wall ${seconds(wall)} with the quiet windows) for ${fmt(total)} rows`,
    `in ${fmt(jobs[0].n)} batches; a batch took ${fmt(jobs[0].avg_ms)} ms on average and ${fmt(jobs[0].max_ms)} ms at most. WAL written: ${fmt(Math.round(walBytes / 2 ** 20))} MB;`,
    `checkpoints: ${checkpointsDuring}. Afterwards ${fmt(after[0].anonymised)} leads anonymised, ${fmt(after[0].messages)} messages left.`,
    '',
    '| Rule | Rows |',
    '|---|---:|',
    ...Object.entries(counts).map(([rule, n]) => `| ${rule} | ${fmt(n)} |`),
    '',
    `Locks (${fmt(locks.samples)} samples every 50 ms): longest batch transaction seen ${ms(locks.longestXactMs)}; most locks one batch held ${locks.maxLocks};`,
    `modes other than reads: ${result.locks.lockModes.join(', ') || 'none'}; backends waiting for a lock: ${locks.waiting ? `at most ${locks.waiting}, in ${locks.waitingSamples} samples, longest ${ms(locks.maxWaitMs)}` : 'none seen'};`,
    `VACUUM seen in ${locks.vacuumSamples} samples, the longest ${ms(locks.longestVacuumMs)}.`,
    '',
    `The Leads count explained at the end of each window: quiet copy ${summary(explains.quiet)}; job's copy, job held ${summary(explains.held)};`,
    `job's copy, job running ${summary(explains.during)}.`,
    '',
    `Pages, in windows of ${DURING_WINDOW} s with the job running (its copy's pages timed) and ${QUIET_WINDOW} s with it held (the quiet`,
    `copy's pages and the job's copy's taking turns), ${windows} windows. Quiet: a copy the job never ran on; held: the job's copy between its windows.`,
    '',
    '| Page | p50 quiet | p95 quiet | p50 held | p95 held | p50 during | p95 during | p95 during / quiet | rounds quiet / held / during |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...result.pages.map(
      (p) =>
        `| ${p.name} | ${ms(p.quiet.p50)} | ${ms(p.quiet.p95)} | ${ms(p.held.p50)} | ${ms(p.held.p95)} | ${ms(p.during.p50)} | ${ms(p.during.p95)} | ${p.ratio.toFixed(2)}x | ${p.quiet.n} / ${p.held.n} / ${p.during.n} |`,
    ),
    '',
    `Worst p95 ratio: ${worst.toFixed(2)}x (${worst <= 2 ? 'within' : 'over'} the goal of 2x).`,
    '',
  ];
  writeReport(`retention-${tag}.md`, lines);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
