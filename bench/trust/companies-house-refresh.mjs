// Companies House refresh benchmark (issue 40): 10,000 franchisors with company numbers read against the local
// stand-in (server/test/support/companies-house-stand-in.mjs) by the server's own job queue and CompanyRefresh, two
// instances sharing one database, as in production. Writes bench/results/companies-house-refresh.md.
//
//   node bench/trust/companies-house-refresh.mjs       (BENCH_FRANCHISORS=10000 BENCH_SCALE=20 BENCH_KEEP=1)
//
// Two runs:
//   A. The weekly refresh: the hourly clock's 168 ticks in a row, on a simulated clock (each tick an hour later; the
//      shared budget's bucket is moved on an hour between ticks, as an hour of waiting would). Measures what each tick
//      queues, the requests it makes, and that everyone is read once in the 168 ticks and the second week starts
//      with the first hour's franchisors.
//   B. Everyone at once: all 10,000 checks queued together (a backlog), against the shared budget with the register's
//      window shortened BENCH_SCALE times (600 requests per 300/SCALE s) and a stand-in that answers 429 past that
//      limit. Measures how long, the peak requests in any window and the 429s; the real-limit time is SCALE times
//      the measured one when the budget (not the machine) sets the pace, which the report checks.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchDatabase, buildServer, log, machineLines, pg, require, root, seconds, writeReport } from '../lib.mjs';

const FRANCHISORS = Number(process.env.BENCH_FRANCHISORS ?? 10_000);
// 20: the budget (34.8 requests/s scaled) rather than a busy 2-core machine sets the pace of run B.
const SCALE = Number(process.env.BENCH_SCALE ?? 20);
const LIMIT = 600;
const WINDOW_S = 300;
const HOUR_MS = 3600_000;
const db = benchDatabase('fc_bench_companies_house');

const dist = (...p) => path.join(root, 'server', 'dist', ...p);

async function seed() {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const t = Date.now();
  // One statement: the foreign keys are checked at its end, once every row is in.
  await client.query(`
    WITH g AS (SELECT g, gen_random_uuid() AS id, lpad(g::text, 8, '0') AS number FROM generate_series(1, ${FRANCHISORS}) g),
    u AS (INSERT INTO users (id, email, password_hash) SELECT id, 'franchisor' || g || '@bench.test', 'not-a-hash' FROM g),
    p AS (
      INSERT INTO profiles (id, full_name, email, user_type, status, company_name, approved_at)
      SELECT id, 'Contact ' || g, 'franchisor' || g || '@bench.test', 'franchisor', 'approved', 'Stand-in Company ' || number || ' Ltd', now() FROM g)
    INSERT INTO company_checks (franchisor_id, company_number, checked_at, registered_name, status, refresh_queued_at)
    SELECT id, number, now() - interval '8 days', 'STAND-IN COMPANY ' || number || ' LTD', 'active', now() - interval '8 days' FROM g`);
  const { rows } = await client.query(`SELECT count(*)::int AS n FROM company_checks`);
  log(`Seeded ${rows[0].n} franchisors with company numbers in ${seconds(Date.now() - t)}`);
  await client.end();
}

/** One instance: its own pool, job queue and CompanyRefresh (no clock of its own: the benchmark is the clock). */
async function instance(standIn, windowSeconds) {
  require(path.join(root, 'node_modules', 'reflect-metadata'));
  require(dist('common', 'logger.js')).setLogLevel('warn');
  const { createDataSource } = require(dist('db', 'data-source.js'));
  const { JobQueue } = require(dist('jobs', 'job-queue.js'));
  const { Mailer } = require(dist('modules', 'mail', 'mailer.js'));
  const { CompanyRefresh } = require(dist('modules', 'company-checks', 'company-refresh.service.js'));
  const { loadConfig } = require(dist('config.js'));
  class BenchQueue extends JobQueue {
    every() {}
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-bench-ch-'));
  const config = { ...loadConfig({}), dataDir, companiesHouseApiKey: standIn.apiKey, companiesHouseApiBase: standIn.apiBase };
  const ds = createDataSource(db.url, { poolSize: 8 });
  await ds.initialize();
  const jobs = new BenchQueue(ds);
  const mailer = new Mailer(config, jobs);
  const refresh = new CompanyRefresh(ds, jobs, mailer, config, { limit: LIMIT, windowSeconds });
  await jobs.start();
  return {
    ds,
    jobs,
    refresh,
    stop: async () => {
      await jobs.stop();
      mailer.close();
      await ds.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The most requests that arrived within any `windowMs` (arrival times in ms, sorted). */
function peak(times, windowMs) {
  let best = 0;
  for (let i = 0, j = 0; i < times.length; i++) {
    while (times[i] - times[j] >= windowMs) j++;
    best = Math.max(best, i - j + 1);
  }
  return best;
}

const hms = (s) => `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;

async function main() {
  const { startCompaniesHouseStandIn } = await import(
    pathToFileURL(path.join(root, 'server', 'test', 'support', 'companies-house-stand-in.mjs')).href
  );
  await buildServer();
  await db.create();
  await seed();
  const windowMs = (WINDOW_S / SCALE) * 1000;
  // Run A's stand-in has no limit of its own: its clock is not the simulated one (the budget's is moved on).
  const standInA = await startCompaniesHouseStandIn();
  const standIn = await startCompaniesHouseStandIn({ limit: { requests: LIMIT, windowMs } });
  let a = await instance(standInA, WINDOW_S / SCALE);
  let b = await instance(standInA, WINDOW_S / SCALE);
  const idle = () => a.jobs.idle();
  const budget = a.refresh.budget;
  const lines = [];
  try {
    // --- A. The weekly refresh on a simulated clock.
    log('A. 168 hourly ticks on a simulated clock');
    const t0 = Date.now();
    const week = 7 * 24 * HOUR_MS;
    await a.ds.query(`UPDATE company_checks SET refresh_queued_at = $1`, [new Date(t0 - week - 24 * HOUR_MS)]);
    const ticks = [];
    /** Company number -> the ticks in which its profile was read. */
    const readIn = new Map();
    const startedA = Date.now();
    for (let h = 0; h < 168; h++) {
      // An hour has passed for the shared budget too: its bucket is full again.
      await a.ds.query(`UPDATE companies_house_budget SET refilled_at = refilled_at - interval '1 hour'`);
      const before = standInA.requests.length;
      const started = Date.now();
      const queued = await (h % 2 ? b : a).refresh.queueRefreshNow(new Date(t0 + h * HOUR_MS));
      await idle();
      const made = standInA.requests.slice(before);
      for (const r of made) if (r.resource === 'company') readIn.set(r.number, [...(readIn.get(r.number) ?? []), h]);
      ticks.push({ queued, requests: made.length, ms: Date.now() - started });
      if (h % 24 === 23) log(`  day ${(h + 1) / 24}: ${ticks.reduce((s, x) => s + x.queued, 0)} checks so far`);
    }
    const elapsedA = Date.now() - startedA;
    const [{ read }] = await a.ds.query(`SELECT count(*)::int AS read FROM company_checks WHERE checked_at > $1`, [new Date(startedA)]);
    const twice = [...readIn.values()].filter((hs) => hs.length > 1);
    const minGapH = twice.length ? Math.min(...twice.map((hs) => Math.min(...hs.slice(1).map((x, i) => x - hs[i])))) : null;
    const covered = readIn.size;
    const perTick = ticks.map((t) => t.queued);
    const reqPerTick = ticks.map((t) => t.requests);
    const maxReq = Math.max(...reqPerTick);
    const realTickS = Math.max(0, (maxReq - budget.capacity) / (budget.rate / SCALE));
    log(`  read ${covered} of ${FRANCHISORS}; ${Math.min(...perTick)}-${Math.max(...perTick)} checks a tick; ${twice.length} read twice`);
    await a.stop();
    await b.stop();
    a = await instance(standIn, WINDOW_S / SCALE);
    b = await instance(standIn, WINDOW_S / SCALE);

    // --- B. Everyone at once, under the shared budget.
    log(`B. ${FRANCHISORS} checks queued at once, window ${WINDOW_S / SCALE} s (x${SCALE})`);
    await a.ds.query(`DELETE FROM companies_house_budget`);
    standIn.reset();
    const rows = await a.ds.query(`SELECT franchisor_id, company_number FROM company_checks ORDER BY franchisor_id`);
    const startedB = Date.now();
    await a.ds.transaction(async (m) => {
      for (const r of rows) {
        await a.jobs.send('company-check', { franchisorId: r.franchisor_id, companyNumber: r.company_number }, m);
      }
    });
    const queuedMs = Date.now() - startedB;
    let lastLog = Date.now();
    for (;;) {
      const [{ n }] = await a.ds.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'company-check' AND state < 'completed'`);
      if (n === 0) break;
      if (Date.now() - lastLog > 10_000) {
        log(`  ${n} checks left, ${standIn.requests.length} requests so far`);
        lastLog = Date.now();
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    const elapsedB = Date.now() - startedB;
    const times = standIn.requests.map((r) => r.at).sort((x, y) => x - y);
    const requestsB = times.length;
    const spanB = times.at(-1) - times[0];
    const peakB = peak(times, windowMs);
    const [{ failed }] = await a.ds.query(`SELECT count(*)::int AS failed FROM company_checks WHERE checked_at < $1 OR last_error IS NOT NULL`, [
      new Date(startedB),
    ]);
    const rateMeasured = requestsB / (spanB / 1000);
    const budgetBound = rateMeasured > 0.8 * budget.rate;
    const realB = (spanB / 1000) * SCALE;
    const computedB = (2 * FRANCHISORS - budget.capacity) / (budget.rate / SCALE);
    log(`  ${requestsB} requests in ${seconds(spanB)}, peak ${peakB} per window, ${standIn.answered429} answered 429`);

    const instancesNote = 'two instances (two pools and job queues on one database, as two servers would be)';
    lines.push(
      '# Companies House refresh: 10,000 franchisors under the register limit',
      '',
      ...machineLines('node bench/trust/companies-house-refresh.mjs', db.host),
      '',
      `${FRANCHISORS.toLocaleString('en-GB')} franchisors with company numbers, read from the local stand-in`,
      '(`server/test/support/companies-house-stand-in.mjs`: the documented JSON of `GET /company/{n}` and',
      "`/company/{n}/officers`) by the server's own job queue and `CompanyRefresh` (built `server/dist`), " + instancesNote + '.',
      `The register allows ${LIMIT} requests per 5 minutes per key. The shared budget (one PostgreSQL row) uses 95 % of it:`,
      `a burst of ${budget.capacity} and ${((budget.rate / SCALE) * WINDOW_S).toFixed(0)} more spread over each window, so at most ${budget.capacity + Math.round((budget.rate / SCALE) * WINDOW_S)} in any 5 minutes.`,
      '',
      '## A. The weekly refresh (what runs in production)',
      '',
      'The hourly clock job queues ceil(franchisors / 168) of those queued longest ago. Its 168 ticks were run in a row on a',
      "simulated clock (each an hour after the one before; the budget's bucket moved on an hour between ticks); every check",
      'really ran against the stand-in.',
      '',
      '| measure | result |',
      '| --- | --- |',
      `| checks queued per hourly tick | ${Math.min(...perTick)} to ${Math.max(...perTick)} (ceil(${FRANCHISORS} / 168) = ${Math.ceil(FRANCHISORS / 168)}) |`,
      `| requests per tick (profile + officers) | ${Math.min(...reqPerTick)} to ${maxReq} |`,
      `| franchisors read in the 168 ticks | ${covered} of ${FRANCHISORS} (facts stored for ${read}) |`,
      `| read twice in the 168 ticks | ${twice.length}${minGapH === null ? '' : `, at least ${minGapH} hours apart`} (ceil(${FRANCHISORS} / 168) x 168 = ${Math.ceil(FRANCHISORS / 168) * 168}: the last ticks' spare room takes the first ticks' franchisors again, never within 6 days) |`,
      `| wall time of the 168 ticks here | ${seconds(elapsedA)} |`,
      '',
      `**Real limit:** everyone is read once in **7 days** (168 hourly ticks). Ticks are an hour apart, so no 5-minute window`,
      `holds more than one tick's requests: **peak ${maxReq} requests per 5 minutes** (${Math.round((maxReq / LIMIT) * 100)} % of ${LIMIT}), about`,
      `${((maxReq / (LIMIT * 12)) * 100).toFixed(1)} % of the key's ${LIMIT * 12} an hour. With the real budget a tick's ${maxReq} requests go out within ${Math.ceil(realTickS)} s`,
      `(the first ${budget.capacity} at once, the rest at ${(budget.rate / SCALE).toFixed(2)} a second).`,
      '',
      '## B. Everyone at once (a backlog: the worst case the budget must hold)',
      '',
      `All ${FRANCHISORS.toLocaleString('en-GB')} checks queued together (stored in ${seconds(queuedMs)}), run by ${instancesNote}. The clock is`,
      `scaled ${SCALE} times: the budget's window and the stand-in's limit are ${LIMIT} requests per ${WINDOW_S / SCALE} s instead of per ${WINDOW_S} s;`,
      'the stand-in answers 429 to any request past that limit in any sliding window.',
      '',
      '| measure | scaled run | at the real limit |',
      '| --- | --- | --- |',
      `| requests | ${requestsB} | ${requestsB} |`,
      `| time from first to last request | ${seconds(spanB)} | ${hms(realB)} (measured x ${SCALE}); computed ${hms(computedB)} |`,
      `| peak requests in any window (${WINDOW_S / SCALE} s scaled, 5 min real) | ${peakB} | ${peakB} per 5 minutes (limit ${LIMIT}) |`,
      `| 429 answers | ${standIn.answered429} | ${standIn.answered429} |`,
      `| checks not stored or with an error | ${failed} | |`,
      `| mean rate | ${rateMeasured.toFixed(1)} requests/s | ${(rateMeasured / SCALE).toFixed(2)} requests/s |`,
      '',
      budgetBound
        ? `The budget set the pace (measured ${rateMeasured.toFixed(1)} requests/s against its ${budget.rate.toFixed(1)}/s refill), so the real-limit time is the scaled time x ${SCALE}.`
        : `The machine, not the budget, set the pace here (measured ${rateMeasured.toFixed(1)} requests/s, budget ${budget.rate.toFixed(1)}/s): the real-limit figure is the computed one.`,
      `(Computed: (${2 * FRANCHISORS} requests - ${budget.capacity} burst) / ${(budget.rate / SCALE).toFixed(3)} per second.)`,
      '',
      '## Reading',
      '',
      `- The weekly refresh uses ${Math.round((maxReq / LIMIT) * 100)} % of the key's allowance in its busiest 5 minutes and ${((maxReq / (LIMIT * 12)) * 100).toFixed(1)} % of each hour,`,
      '  leaving room for sign-ups and number changes (checked at once, under the same budget) and for other users of the key.',
      `- Even a backlog of every franchisor at once stays under the limit (${standIn.answered429} answered 429); it takes ${hms(budgetBound ? realB : computedB)} at the real limit,`,
      '  and is not what the clock does (it spreads the week); a failed or delayed check is retried by its job.',
      '',
    );
  } finally {
    await a.stop();
    await b.stop();
    await standIn.close();
    await standInA.close();
    await db.drop();
  }
  writeReport('companies-house-refresh.md', lines);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
