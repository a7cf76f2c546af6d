// Memory soak: the built production server (NODE_ENV=production, one trusted proxy, Redis, metrics on) on a
// scratch database with the demo data, under the load bench's visitor mix (bench/load/run.mjs' visit()) at a fixed
// BENCH_RATE for BENCH_MINUTES, well below saturation, so that what grows is memory held rather than work queued.
// Every BENCH_SAMPLE_SECONDS it reads the server's RSS (/proc/PID/status) and CPU (/proc/PID/stat) and its V8 heap
// from its Prometheus metrics (METRICS_PORT); at rest after the warm-up and after the end (the load stopped, 5 s
// for answers in flight) it takes a V8 heap snapshot (SIGUSR2 with --heapsnapshot-signal, written to a temporary
// directory, never the repository) and compares the two with bench/load/heap-diff.mjs: what grew, what was
// allocated after the warm-up and is still alive, and what holds it. Writes bench/results/soak.md (BENCH_REPORT to
// name it otherwise). Not part of `npm test`.
//
//   nice -n 10 node bench/load/soak.mjs   (BENCH_MINUTES=30 BENCH_WARMUP_MINUTES=3 BENCH_RATE=100 BENCH_CONNECTIONS=8
//     BENCH_SAMPLE_SECONDS=30, BENCH_REDIS_URL=redis://127.0.0.1:6379/7 or '' for none, BENCH_SNAPSHOTS=0 for an
//     RSS curve without snapshots, BENCH_KEEP_SNAPSHOTS=1 to keep the snapshots and the server's log in the tmp dir)
//
// Taking a heap snapshot stops the server for seconds and costs native memory (about 300 MiB here) that the
// allocator keeps: RSS after a snapshot is not comparable with RSS before it. Judge RSS with BENCH_SNAPSHOTS=0,
// and the heap with the snapshots.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchDatabase, freePort, log, machineLines, startServer, writeReport } from '../lib.mjs';
import { heapDiff } from './heap-diff.mjs';
import { catalogueOf, memory, visit } from './run.mjs';

const MINUTES = Number(process.env.BENCH_MINUTES ?? 30);
const WARMUP_MINUTES = Number(process.env.BENCH_WARMUP_MINUTES ?? 3);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const SAMPLE_SECONDS = Number(process.env.BENCH_SAMPLE_SECONDS ?? 30);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
const SNAPSHOTS = process.env.BENCH_SNAPSHOTS !== '0';
const REPORT = process.env.BENCH_REPORT ?? 'soak.md';
const db = benchDatabase('fc_bench_soak');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const fmt = (v, digits = 1) => (Number.isFinite(v) ? v.toFixed(digits) : '–');
const pct = (from, to) => `${to >= from ? '+' : ''}${(((to - from) / from) * 100).toFixed(1)} %`;

/** The server's own figures from its Prometheus metrics, in MiB. */
async function scrape(metricsUrl) {
  const text = await (await fetch(metricsUrl)).text();
  const value = (name) => Number(text.match(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm'))?.[1] ?? NaN) / 1048576;
  return {
    heapUsed: value('nodejs_heap_size_used_bytes'),
    heapTotal: value('nodejs_heap_size_total_bytes'),
    external: value('nodejs_external_memory_bytes'),
    promRss: value('process_resident_memory_bytes'),
  };
}

/** User and system CPU time of a process, in seconds (/proc/PID/stat, 100 ticks a second). */
function cpuSeconds(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Sends SIGUSR2 and waits for the snapshot file to be complete (it ends with `]}`, V8 writes it in one go while
 * the server is stopped); returns its path.
 */
async function snapshot(pid, dir) {
  const before = new Set(fs.readdirSync(dir));
  const started = Date.now();
  process.kill(pid, 'SIGUSR2');
  for (const deadline = Date.now() + 300_000; Date.now() < deadline; await sleep(500)) {
    const file = fs.readdirSync(dir).find((f) => f.endsWith('.heapsnapshot') && !before.has(f));
    if (!file) continue;
    const full = path.join(dir, file);
    const { size } = fs.statSync(full);
    if (size < 2) continue;
    const fd = fs.openSync(full, 'r');
    const tail = Buffer.alloc(2);
    fs.readSync(fd, tail, 0, 2, size - 2);
    fs.closeSync(fd);
    if (tail.toString() === ']}') {
      log(`  heap snapshot ${file}: ${fmt(size / 1048576)} MiB in ${fmt((Date.now() - started) / 1000)} s`);
      return full;
    }
  }
  throw new Error('No heap snapshot after 5 minutes');
}

async function main() {
  const snapshotDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-soak-'));
  const metricsPort = await freePort();
  await db.create();
  const env = {
    NODE_ENV: 'production',
    PAYMENTS_SANDBOX: 'true',
    TRUST_PROXY: '1',
    SEED_DEMO: 'always',
    METRICS_PORT: String(metricsPort),
    METRICS_HOST: '127.0.0.1',
    REDIS_URL: REDIS_URL || undefined,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, '--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${snapshotDir}`].filter(Boolean).join(' '),
  };
  if (!REDIS_URL) delete env.REDIS_URL;
  // The server's log (warnings and errors: LOG_LEVEL=warn), kept out of the repository, summed up in the report.
  const serverLog = path.join(os.tmpdir(), `fc-soak-server-${process.pid}.log`);
  const logFd = fs.openSync(serverLog, 'w');
  const server = await startServer(db.url, env, { stdout: logFd });
  process.once('exit', () => {
    try {
      process.kill(server.pid);
    } catch {
      // already stopped
    }
  });
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  const samples = [];
  const marks = {};
  let interval = { requests: 0, errors: 0 };
  const totals = { requests: 0, non2xx: 0, byStatus: {}, graphqlErrors: 0, reqErrors: 0 };
  const started = Date.now();
  const minute = () => (Date.now() - started) / 60_000;
  let lastCpu = cpuSeconds(server.pid);
  const sample = async (label = '') => {
    const m = memory(server.pid);
    const cpu = cpuSeconds(server.pid);
    const s = { minute: minute(), rss: m.rss, peak: m.peak, ...(await scrape(metricsUrl)), ...interval, label, load: os.loadavg()[0] };
    const seconds = samples.length ? (s.minute - samples.at(-1).minute) * 60 : NaN;
    s.rps = s.requests / seconds;
    s.outside = s.rss - s.heapTotal;
    s.cpu = ((cpu - lastCpu) / seconds) * 100;
    s.cpuPerRequest = s.requests ? ((cpu - lastCpu) / s.requests) * 1000 : NaN;
    lastCpu = cpu;
    interval = { requests: 0, errors: 0 };
    samples.push(s);
    log(
      `  ${fmt(s.minute)} min: RSS ${fmt(s.rss)} MiB, heap used ${fmt(s.heapUsed)} / total ${fmt(s.heapTotal)} MiB, ${fmt(s.rps)} req/s, ` +
        `server CPU ${fmt(s.cpu, 0)} % (${fmt(s.cpuPerRequest)} ms a request), load ${fmt(s.load)}, ${s.errors} errors ${label}`,
    );
    return s;
  };
  // Samples on the clock, whatever phase the run is in.
  let sampling = Promise.resolve();
  const ticker = setInterval(
    () => (sampling = sampling.then(() => sample()).catch((err) => log(`sample failed: ${err.message}`))),
    SAMPLE_SECONDS * 1000,
  );
  const mark = (label) => (sampling = sampling.then(() => sample(label)));

  try {
    const catalogue = await catalogueOf(server.url);
    log(`Demo catalogue: ${catalogue.franchiseIds.length} franchises taking enquiries; ${RATE} req/s for ${MINUTES} min, ${CONNECTIONS} connections`);
    await mark('(start, idle)');
    const requests = visit(catalogue).map((r) => ({
      ...r,
      onResponse: (status, body) => {
        if (status < 300 && body && body.includes('"errors"')) {
          totals.graphqlErrors += 1;
          interval.errors += 1;
        }
      },
    }));
    /** The mix at RATE for `seconds`; resolves when every connection has had its last answer. */
    const drive = (seconds) => {
      const load = autocannon({ url: server.url, connections: CONNECTIONS, overallRate: RATE, duration: seconds, requests, timeout: 30 });
      load.on('response', (_client, status) => {
        totals.requests += 1;
        interval.requests += 1;
        if (status >= 300) {
          totals.non2xx += 1;
          totals.byStatus[status] = (totals.byStatus[status] ?? 0) + 1;
          interval.errors += 1;
        }
      });
      load.on('reqError', () => {
        totals.reqErrors += 1;
        interval.errors += 1;
      });
      return new Promise((resolve) => load.once('done', resolve));
    };
    /**
     * A snapshot of the server at rest: the load has stopped and the answers in flight have gone, so that the
     * comparison is of what stays, not of the requests that happened to be running.
     */
    const restingSnapshot = async (label) => {
      await sleep(5000);
      await mark(`(${label}, idle)`);
      const file = await snapshot(server.pid, snapshotDir);
      await mark(`(after the ${label} snapshot)`);
      return file;
    };

    await drive(WARMUP_MINUTES * 60);
    marks.warm = await mark('(warm-up end)');
    if (SNAPSHOTS) {
      marks.first = await restingSnapshot('first');
      marks.afterFirst = samples.at(-1);
    }
    await drive(Math.max(1, Math.round((MINUTES - minute()) * 60)));
    marks.end = await mark('(end)');
    if (SNAPSHOTS) {
      marks.second = await restingSnapshot('second');
      marks.afterSecond = samples.at(-1);
    }
  } finally {
    clearInterval(ticker);
    await sampling.catch(() => {});
    await server.stop();
    await db.drop();
  }

  fs.closeSync(logFd);
  const logLines = fs.readFileSync(serverLog, 'utf8').split('\n').filter(Boolean);
  const messages = new Map();
  for (const line of logLines) {
    let msg = line;
    try {
      const entry = JSON.parse(line);
      msg = `${entry.level ?? ''} ${entry.msg ?? ''}`;
    } catch {
      // not JSON
    }
    msg = msg.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '<id>').slice(0, 160);
    messages.set(msg, (messages.get(msg) ?? 0) + 1);
  }
  if (!process.env.BENCH_KEEP_SNAPSHOTS) fs.rmSync(serverLog, { force: true });
  else log(`Server log kept in ${serverLog}`);
  const diff = SNAPSHOTS ? heapDiff(marks.first, marks.second, 20) : [];
  if (!SNAPSHOTS || !process.env.BENCH_KEEP_SNAPSHOTS) fs.rmSync(snapshotDir, { recursive: true, force: true });
  else if (SNAPSHOTS) log(`Snapshots kept in ${snapshotDir}`);

  // Past the warm-up, under load: the line fitted through the samples (MiB per 10 minutes) says whether growth has stopped.
  const underLoad = (from) => samples.filter((s) => s.minute > from && !s.label);
  const slope = (key, from) => {
    const pts = underLoad(from);
    const n = pts.length;
    if (n < 3) return NaN;
    const mx = pts.reduce((a, s) => a + s.minute, 0) / n;
    const my = pts.reduce((a, s) => a + s[key], 0) / n;
    const num = pts.reduce((a, s) => a + (s.minute - mx) * (s[key] - my), 0);
    const den = pts.reduce((a, s) => a + (s.minute - mx) ** 2, 0);
    return (num / den) * 10;
  };
  const { warm, end } = marks;
  const after = marks.afterFirst ?? warm;
  const lastMinutes = (from, to) => samples.filter((s) => s.minute > from && s.minute <= to + 0.01 && (!s.label || s === warm || s === end));
  const lowest = (pts, key) => Math.min(...pts.map((s) => s[key]));
  const warmTail = lastMinutes(WARMUP_MINUTES - 3, warm.minute);
  const endTail = lastMinutes(end.minute - 3, end.minute);
  const outside = (s) => s.outside;
  const command =
    `BENCH_MINUTES=${MINUTES} BENCH_WARMUP_MINUTES=${WARMUP_MINUTES} BENCH_RATE=${RATE} BENCH_CONNECTIONS=${CONNECTIONS}` +
    `${SNAPSHOTS ? '' : ' BENCH_SNAPSHOTS=0'} nice -n 10 node bench/load/soak.mjs`;
  const lines = [
    '# Memory soak',
    '',
    ...machineLines(command, db.host),
    '',
    `The production server (NODE_ENV=production, TRUST_PROXY=1, ${REDIS_URL ? 'Redis' : 'no Redis'}, metrics on, demo data) under the load`,
    `bench's visitor mix (home, a filtered search, a franchise page, every third round the lead form) asked at ${RATE} req/s`,
    `over ${CONNECTIONS} connections for ${MINUTES} minutes; warm-up ${WARMUP_MINUTES} minutes. RSS from /proc; heap used and total from the`,
    "server's `nodejs_heap_size_*_bytes` (used saws between collections; total is what V8 has taken for its heap); server CPU from",
    '/proc (100 % = one core). ' +
      `${totals.requests} requests, ${totals.non2xx + totals.graphqlErrors + totals.reqErrors} errors ` +
      `(${totals.non2xx} non-2xx ${JSON.stringify(totals.byStatus)}, ${totals.graphqlErrors} GraphQL, ${totals.reqErrors} timeouts or socket errors).` +
      (SNAPSHOTS ? ' Snapshots are taken at rest: the load stops, 5 s pass, then SIGUSR2.' : ''),
    '',
    '| minute | RSS MiB | heap used MiB | heap total MiB | RSS outside the heap MiB | external MiB | req/s | server CPU % | CPU ms/request | load avg | errors | |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...samples.map(
      (s) =>
        `| ${fmt(s.minute)} | ${fmt(s.rss)} | ${fmt(s.heapUsed)} | ${fmt(s.heapTotal)} | ${fmt(outside(s))} | ${fmt(s.external)} | ${fmt(s.rps, 0)} | ` +
        `${fmt(s.cpu, 0)} | ${fmt(s.cpuPerRequest)} | ${fmt(s.load)} | ${s.errors} | ${s.label} |`,
    ),
    '',
    `Server log (LOG_LEVEL=warn): ${logLines.length} lines` +
      (messages.size
        ? `; by message: ${[...messages.entries()]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 8)
            .map(([m, n]) => `${n} × \`${m.replaceAll('`', "'")}\``)
            .join('; ')}.`
        : '.'),
    '',
    '| | end of warm-up | end | growth |',
    '|---|---:|---:|---:|',
    `| RSS MiB | ${fmt(warm.rss)} | ${fmt(end.rss)} | ${pct(warm.rss, end.rss)} |`,
    ...(marks.afterFirst
      ? [`| RSS MiB, from just after the first snapshot | ${fmt(after.rss)} | ${fmt(end.rss)} | ${pct(after.rss, end.rss)} |`]
      : []),
    `| V8 heap total MiB | ${fmt(warm.heapTotal)} | ${fmt(end.heapTotal)} | ${pct(warm.heapTotal, end.heapTotal)} |`,
    `| RSS outside the V8 heap MiB | ${fmt(outside(warm))} | ${fmt(outside(end))} | ${pct(outside(warm), outside(end))} |`,
    `| lowest heap used of the last 3 minutes MiB | ${fmt(lowest(warmTail, 'heapUsed'))} | ${fmt(lowest(endTail, 'heapUsed'))} | ${pct(lowest(warmTail, 'heapUsed'), lowest(endTail, 'heapUsed'))} |`,
    ...(marks.afterSecond
      ? [
          `| heap used just after each snapshot (after its full collection) MiB | ${fmt(marks.afterFirst.heapUsed)} | ${fmt(marks.afterSecond.heapUsed)} | ${pct(marks.afterFirst.heapUsed, marks.afterSecond.heapUsed)} |`,
        ]
      : []),
    '',
    `Trend under load after the warm-up (least squares, per 10 minutes): RSS ${fmt(slope('rss', WARMUP_MINUTES))} MiB, heap total ` +
      `${fmt(slope('heapTotal', WARMUP_MINUTES))} MiB, heap used ${fmt(slope('heapUsed', WARMUP_MINUTES))} MiB, RSS outside the heap ` +
      `${fmt(slope('outside', WARMUP_MINUTES))} MiB` +
      (marks.afterFirst ? `; after the first snapshot: RSS ${fmt(slope('rss', after.minute))} MiB.` : '.'),
    '',
  ];
  if (SNAPSHOTS) {
    lines.push(
      `## Heap snapshots: at rest after the warm-up (minute ${fmt(marks.afterFirst.minute)}) against at rest after the end (minute ${fmt(marks.afterSecond.minute)})`,
      '',
      'From `bench/load/heap-diff.mjs`. Sizes are self sizes of live objects (a snapshot collects garbage first).',
      '',
      ...diff,
      '',
    );
  }
  writeReport(REPORT, lines);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
