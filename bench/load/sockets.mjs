// The websocket half of the load benchmark: many idle signed-in GraphQL websockets on one instance, each
// subscribed to its unread-message badge, then the time from an admin sending a message to the receiving
// franchisor's badge changing. Sessions are written straight into the database (signing in 2,000 times
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

/** Approved franchisors with one live session each, and an admin's session; returns the cookies. */
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
    const { rows: admins } = await client.query(`SELECT id FROM profiles WHERE user_type = 'admin' AND status = 'approved' LIMIT 1`);
    const sessions = [...rows, ...admins].map((r) => ({ userId: r.id, token: token() }));
    await client.query(
      `INSERT INTO sessions (user_id, token_hash, expires_at, last_seen_at)
       SELECT unnest($1::uuid[]), unnest($2::text[]), now() + interval '1 day', now()`,
      [sessions.map((s) => s.userId), sessions.map((s) => hash(s.token))],
    );
    const admin = sessions.pop();
    return { franchisors: sessions, adminCookie: `fc_session=${admin.token}` };
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
    client.subscribe({ query: 'subscription { unreadMessageCount }' }, { next: (v) => onCount(v.data.unreadMessageCount), error: () => {}, complete: () => {} });
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Report lines for `count` idle sockets on `server` (started by run.mjs), with memory read by `memory(pid)`. */
export async function runSocketBench(server, db, count, memory) {
  const users = Math.ceil(count / SOCKETS_PER_SESSION);
  const { franchisors, adminCookie } = await seedSessions(db.url, users);
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
      'mutation($input: SendAdminMessageInput!) { sendAdminMessage(input: $input) { id } }',
      { input: { franchisorId: user.userId, subject: 'Benchmark', content: `Message ${i}` } },
      adminCookie,
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
    `loopback client addresses), each subscribed to its unread-message badge, opened in ${f(openSeconds)} s.`,
    `Server memory (RSS): ${f(before.rss)} MiB before, ${f(after.rss)} MiB with them open: about ${perSocketKiB.toFixed(1)} KiB per socket.`,
    '',
    `While they were open, ${SAMPLES} messages from the admin (HTTP mutation) to one of those franchisors, one at a time,`,
    'timed from sending the mutation to the first of the franchisor\'s sockets receiving the new unread count:',
    '',
    '| p50 ms | p95 ms | p99 ms | max ms |',
    '|---:|---:|---:|---:|',
    `| ${f(percentile(latencies, 50))} | ${f(percentile(latencies, 95))} | ${f(percentile(latencies, 99))} | ${f(latencies[latencies.length - 1])} |`,
  ];
}
