// Webhook delivery lag (issue 42): leads sent through the site's lead form (GraphQL submitFranchiseLead, as the
// franchise page sends it) at BENCH_RATE a second for BENCH_SECONDS, to franchisors with BENCH_ENDPOINTS endpoints
// each, all pointing at a local receiver that answers 204 at once. Measures, per delivery, the lag from the lead's
// commit to the receiver's 2xx (p50, p99, max), and whether every delivery arrived. Writes bench/results/webhooks.md.
//
//   node scripts/build.mjs && node bench/webhooks/delivery-lag.mjs      (BENCH_RATE=100 BENCH_SECONDS=60 BENCH_ENDPOINTS=10)
//
// "Commit" is the lead's created_at (the transaction's start, a few ms before its commit: the lag is over-stated by
// that much); the receiver's time is when it answers. Both clocks are this machine's.
import http from 'node:http';
import path from 'node:path';
import { benchDatabase, buildServer, log, machineLines, pg, require, root, seconds, startServer, writeReport } from '../lib.mjs';

const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const ENDPOINTS = Number(process.env.BENCH_ENDPOINTS ?? 10);
const FRANCHISORS = Number(process.env.BENCH_FRANCHISORS ?? 20);
/** After the last lead, how long deliveries may take to arrive before the run counts the rest as missing. */
const DRAIN_MS = Number(process.env.BENCH_DRAIN_SECONDS ?? 300) * 1000;
const db = benchDatabase('fc_bench_webhooks');

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** The receiver: answers 204 to every POST and records each delivery's lag. */
async function startReceiver() {
  const lags = [];
  const ids = new Set();
  let duplicates = 0;
  let count = 0;
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const at = Date.now();
      res.writeHead(204).end();
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const key = `${req.headers['webhook-id']}`;
      if (ids.has(key)) duplicates++;
      ids.add(key);
      count++;
      lags.push(at - Date.parse(body.data.createdAt));
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    lags,
    get count() {
      return count;
    },
    get duplicates() {
      return duplicates;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function seed(receiverPort) {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const { rows } = await client.query(
    `WITH g AS (SELECT g, gen_random_uuid() AS id FROM generate_series(1, $1::int) g),
     u AS (INSERT INTO users (id, email, password_hash) SELECT id, 'hooks' || g || '@bench.test', 'not-a-hash' FROM g),
     p AS (INSERT INTO profiles (id, full_name, email, user_type, status, company_name, approved_at)
           SELECT id, 'Contact ' || g, 'hooks' || g || '@bench.test', 'franchisor', 'approved', 'Hooks ' || g || ' Ltd', now() FROM g),
     e AS (INSERT INTO webhook_endpoints (franchisor_id, url, events, secret)
           SELECT g.id, 'http://127.0.0.1:' || $2::int || '/f' || g.g || '/e' || n, '{lead.created}', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'
           FROM g CROSS JOIN generate_series(1, $3::int) n)
     INSERT INTO franchises (name, location, franchisor_id, status, approved_at)
     SELECT 'Bench Hooks ' || g, 'Leeds', id, 'approved', now() FROM g RETURNING id`,
    [FRANCHISORS, receiverPort, ENDPOINTS],
  );
  await client.end();
  return rows.map((r) => r.id);
}

let consentVersion = '';
const SUBMIT = `mutation Submit($input: FranchiseLeadInput!) { submitFranchiseLead(input: $input) { created } }`;
const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

async function submit(url, franchiseId, i) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
    body: JSON.stringify({
      query: SUBMIT,
      variables: {
        input: {
          franchiseId,
          consent: { path: 'LEAD_FORM', noticeVersion: consentVersion },
          name: `Bench Enquirer ${i}`,
          email: `enquirer${i}-${Date.now()}@bench.test`,
          phone: '07700 900123',
          message: 'Please send the brochure.',
        },
      },
    }),
  });
  const body = await res.json();
  if (body.errors || !body.data?.submitFranchiseLead.created) throw new Error(JSON.stringify(body.errors ?? body.data));
}

async function main() {
  await buildServer();
  const { PRIVACY_NOTICE_VERSION } = require(path.join(root, 'server', 'dist', 'modules', 'consents', 'consents.constants.js'));
  consentVersion = PRIVACY_NOTICE_VERSION;
  await db.create();
  const receiver = await startReceiver();
  const franchises = await seed(receiver.port);
  log(`Seeded ${FRANCHISORS} franchisors with ${ENDPOINTS} endpoints each`);
  // TRUST_PROXY: each lead from its own address, as many visitors would (the form's per-address limit is not what is measured).
  const server = await startServer(db.url, { TRUST_PROXY: '1', ACCESS_LOG: 'false', LOG_LEVEL: 'error' }, { stdout: 'inherit' });
  let sent = 0;
  let failed = 0;
  let lateStarts = 0;
  const inFlight = new Set();
  const start = Date.now();
  const total = RATE * SECONDS;
  log(`Sending ${total} leads at ${RATE}/s for ${SECONDS} s`);
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / RATE;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    else if (wait < -100) lateStarts++;
    const p = submit(server.url, franchises[i % franchises.length], i)
      .then(() => sent++)
      .catch((err) => {
        failed++;
        if (failed <= 3) log(`Lead failed: ${err.message}`);
      })
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  }
  await Promise.all(inFlight);
  const sendSeconds = (Date.now() - start) / 1000;
  log(`Sent ${sent} leads (${failed} failed) in ${seconds(sendSeconds * 1000)}; ${receiver.count} deliveries so far`);
  const expected = sent * ENDPOINTS;
  const drainStart = Date.now();
  while (receiver.count < expected && Date.now() - drainStart < DRAIN_MS) await new Promise((r) => setTimeout(r, 200));
  const allIn = (Date.now() - start) / 1000;
  await server.stop();
  await receiver.close();

  const lags = [...receiver.lags].sort((a, b) => a - b);
  const row = {
    leads: sent,
    failed,
    rate: (sent / sendSeconds).toFixed(1),
    deliveries: receiver.count,
    expected,
    duplicates: receiver.duplicates,
    p50: percentile(lags, 50),
    p99: percentile(lags, 99),
    max: lags.at(-1),
    allIn: allIn.toFixed(1),
    deliveriesPerSecond: (receiver.count / allIn).toFixed(0),
  };
  log(JSON.stringify(row));
  writeReport(process.env.BENCH_REPORT ?? 'webhooks.md', [
    '# Webhook delivery lag',
    '',
    ...machineLines('node bench/webhooks/delivery-lag.mjs', db.host),
    '',
    `Leads sent through the lead form (GraphQL \`submitFranchiseLead\`) at ${RATE} a second for ${SECONDS} s to ${FRANCHISORS}`,
    `franchisors with ${ENDPOINTS} endpoints each (every lead: ${ENDPOINTS} deliveries), one server instance, the receiver in the`,
    "benchmark process answering 204 at once. Lag: from the lead's `created_at` (its transaction; the commit is a few",
    "ms later) to the receiver's answer.",
    '',
    '| leads sent (failed) | achieved rate | deliveries (expected) | duplicates | lag p50 | lag p99 | lag max | all in after | deliveries/s |',
    '| ------------------- | ------------- | --------------------- | ---------- | ------- | ------- | ------- | ------------ | ------------ |',
    `| ${row.leads} (${row.failed}) | ${row.rate}/s | ${row.deliveries} (${row.expected}) | ${row.duplicates} | ${row.p50} ms | ${row.p99} ms | ${row.max} ms | ${row.allIn} s | ${row.deliveriesPerSecond} |`,
    '',
    `Late starts (a lead sent over 100 ms after its slot, the sender itself behind): ${lateStarts}.`,
    '',
  ]);
  if (!process.env.BENCH_KEEP) await db.drop?.();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
