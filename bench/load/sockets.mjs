// The websocket half of the load benchmark: many idle signed-in GraphQL websockets on one instance, each
// subscribed to its franchisor's Leads badge, then the time from a visitor sending the public lead form to the
// receiving franchisor's badge changing. Sessions are written straight into the database (signing in 2,000 times
// would measure argon2), and sockets come from many loopback addresses, as from many visitors.
import { randomBytes, createHash } from 'node:crypto';
import { graphql, log, pg, require } from '../lib.mjs';

const { createClient } = require('graphql-ws');
const WebSocket = require('ws');

const SOCKETS_PER_SESSION = 8;
const ADDRESSES = 200;
const SAMPLES = Number(process.env.BENCH_BADGE_SAMPLES ?? 200);

const token = () => randomBytes(32).toString('base64url');
const hash = (t) => createHash('sha256').update(t).digest('hex');

/** Approved franchisors with one approved listing and one live session each; returns their cookies and listings. */
async function seedSessions(dbUrl, users) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const tag = randomBytes(3).toString('hex');
    const { rows } = await client.query(
      `WITH u AS (
         INSERT INTO users (email, password_hash)
         SELECT 'socket' || g || '-${tag}@bench.test', 'not-a-hash' FROM generate_series(0, $1 - 1) g RETURNING id, email)
       INSERT INTO profiles (id, full_name, email, user_type, status, company_name, approved_at)
       SELECT id, 'Socket ' || email, email, 'franchisor', 'approved', 'Socket Co ' || email, now() FROM u
       RETURNING id`,
      [users],
    );
    const { rows: listings } = await client.query(
      `INSERT INTO franchises (name, franchisor_id, status, approved_at)
       SELECT 'Socket Franchise ' || n, id, 'approved', now() FROM unnest($1::uuid[]) WITH ORDINALITY AS t(id, n)
       RETURNING id, franchisor_id`,
      [rows.map((r) => r.id)],
    );
    const franchiseOf = new Map(listings.map((l) => [l.franchisor_id, l.id]));
    const sessions = rows.map((r) => ({ userId: r.id, token: token(), franchiseId: franchiseOf.get(r.id) }));
    await client.query(
      `INSERT INTO sessions (user_id, token_hash, expires_at, last_seen_at)
       SELECT unnest($1::uuid[]), unnest($2::text[]), now() + interval '1 day', now()`,
      [sessions.map((s) => s.userId), sessions.map((s) => hash(s.token))],
    );
    return sessions;
  } finally {
    await client.end();
  }
}

function openSocket(url, cookie, localAddress, onCount) {
  class Socket extends WebSocket {
    constructor(address, protocols) {
      super(address, protocols, { headers: { cookie, origin: url }, localAddress });
    }
  }
  return new Promise((resolve, reject) => {
    const client = createClient({
      url: `${url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: Socket,
      retryAttempts: 0,
      lazy: false,
      on: { connected: () => resolve(client), closed: (e) => reject(new Error(`closed ${e.code} ${e.reason}`)) },
    });
    client.subscribe({ query: 'subscription { newLeadCount }' }, { next: (v) => onCount(v.data.newLeadCount), error: () => {}, complete: () => {} });
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Report lines for `count` idle sockets on `server` (started by run.mjs), with memory read by `memory(pid)`. */
export async function runSocketBench(server, db, count, memory) {
  const users = Math.ceil(count / SOCKETS_PER_SESSION);
  const franchisors = await seedSessions(db.url, users);
  const waiting = new Map();
  const before = memory(server.pid);
  log(`Opening ${count} signed-in websockets (${users} sessions, ${ADDRESSES} client addresses)`);
  const started = Date.now();
  const clients = [];
  for (let i = 0; i < count; i += 100) {
    const batch = [];
    for (let j = i; j < Math.min(count, i + 100); j++) {
      const user = franchisors[j % users];
      const address = `127.0.0.${2 + (j % ADDRESSES)}`;
      batch.push(openSocket(server.url, `fc_session=${user.token}`, address, (n) => waiting.get(user.userId)?.(n)));
    }
    clients.push(...(await Promise.all(batch)));
  }
  const openSeconds = (Date.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 5000));
  const after = memory(server.pid);
  const perSocketKiB = ((after.rss - before.rss) * 1024) / count;
  log(`  open in ${openSeconds.toFixed(1)} s; RSS ${before.rss.toFixed(1)} -> ${after.rss.toFixed(1)} MiB`);

  const latencies = [];
  for (let i = 0; i < SAMPLES; i++) {
    const user = franchisors[(i * 37) % users];
    const arrived = new Promise((resolve) => waiting.set(user.userId, resolve));
    const t = process.hrtime.bigint();
    await graphql(
      server.url,
      'mutation($input: FranchiseLeadInput!) { submitFranchiseLead(input: $input) { created } }',
      {
        input: {
          franchiseId: user.franchiseId,
          name: `Badge Visitor ${i}`,
          email: `badge${i}@load.test`,
          phone: '07700 900123',
          message: 'I would like to know more about this franchise and the support you give.',
        },
      },
      undefined,
      { 'x-forwarded-for': `10.9.${Math.floor(i / 250)}.${1 + (i % 250)}` },
    );
    await arrived;
    latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
    waiting.delete(user.userId);
  }
  latencies.sort((a, b) => a - b);
  const stillOpen = clients.length;
  await Promise.all(clients.map((c) => c.dispose()));
  const f = (v) => v.toFixed(1);
  log(`  badge p50/p95/p99 ${f(percentile(latencies, 50))}/${f(percentile(latencies, 95))}/${f(percentile(latencies, 99))} ms`);
  return [
    '## Idle signed-in websockets',
    '',
    `${stillOpen} websockets on one instance (${users} franchisor sessions of ${SOCKETS_PER_SESSION} sockets, from ${ADDRESSES}`,
    `loopback client addresses), each subscribed to its Leads badge (newLeadCount), opened in ${f(openSeconds)} s.`,
    perSocketKiB > 0
      ? `Server memory (RSS): ${f(before.rss)} MiB before, ${f(after.rss)} MiB with them open: about ${perSocketKiB.toFixed(1)} KiB per socket.`
      : // The heap freed after the load run can outweigh the sockets; then this reading says nothing per socket.
        `Server memory (RSS): ${f(before.rss)} MiB before, ${f(after.rss)} MiB with them open: garbage collected after the load run outweighed the sockets, so no per-socket figure from this run.`,
    '',
    `While they were open, ${SAMPLES} public lead forms (HTTP mutation, each from its own client address) for one of those`,
    "franchisors' listings, one at a time, timed from sending the form to the first of the franchisor's sockets receiving",
    'the new count of new leads:',
    '',
    '| p50 ms | p95 ms | p99 ms | max ms |',
    '|---:|---:|---:|---:|',
    `| ${f(percentile(latencies, 50))} | ${f(percentile(latencies, 95))} | ${f(percentile(latencies, 99))} | ${f(latencies[latencies.length - 1])} |`,
  ];
}
