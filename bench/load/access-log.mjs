// What the access log costs: the built server on a scratch database with the demo data, LOG_LEVEL=info, its
// stdout going to a file (as a container runtime's pipe would take it), under the same cheap public traffic
// (GraphQL queries, the cached home page, robots.txt) with ACCESS_LOG=true and ACCESS_LOG=false in turns.
// Cheap requests show the per-request cost most. Writes bench/results/access-log.md. Not part of `npm test`.
//
//   node bench/load/access-log.mjs   (BENCH_ROUNDS=3 BENCH_SECONDS=10 BENCH_CONNECTIONS=8; build first:
//                                     node scripts/build.mjs)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { clientRequest as gql } from '../client-documents.mjs';
import { benchDatabase, log, machineLines, startServer, writeReport } from '../lib.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const db = benchDatabase('fc_bench_access_log');

const requests = [
  gql('HomeCategories', { limit: 8 }),
  gql('MainBanner', {}),
  gql('FeaturedOpportunities', {}),
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/robots.txt' },
];

function run(url, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, requests, timeout: 10 }, (err, result) => {
      if (err) return reject(err);
      resolve({ rps: result.requests.total / duration, errors: result.non2xx + result.errors + result.timeouts, p99: result.latency.p99 });
    });
  });
}

async function turn(accessLog) {
  const logFile = path.join(os.tmpdir(), `fc-bench-access-${accessLog}.log`);
  const fd = fs.openSync(logFile, 'w');
  const server = await startServer(db.url, { LOG_LEVEL: 'info', ACCESS_LOG: String(accessLog) }, { stdout: fd });
  try {
    await run(server.url, 3); // warm the JIT, the page cache and the pool
    const before = fs.statSync(logFile).size;
    const result = await run(server.url, SECONDS);
    const lines = (
      fs
        .readFileSync(logFile, 'utf8')
        .slice(before)
        .match(/"msg":"request"/g) ?? []
    ).length;
    return { ...result, logBytes: fs.statSync(logFile).size - before, lines };
  } finally {
    await server.stop();
    fs.closeSync(fd);
    fs.rmSync(logFile, { force: true });
  }
}

async function main() {
  await db.create();
  // Seeds the demo data once; the turns below start on it with SEED_DEMO=never.
  await (await startServer(db.url, { SEED_DEMO: 'always' })).stop();
  const results = { true: [], false: [] };
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      for (const accessLog of round % 2 ? [true, false] : [false, true]) {
        const r = await turn(accessLog);
        results[accessLog].push(r);
        log(
          `round ${round} ACCESS_LOG=${accessLog}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms, errors ${r.errors}, ${r.lines} access lines (${(r.logBytes / 1024).toFixed(0)} KiB)`,
        );
      }
    }
  } finally {
    await db.drop();
  }
  const mean = (rs) => rs.reduce((a, r) => a + r.rps, 0) / rs.length;
  const on = mean(results.true);
  const off = mean(results.false);
  const cost = ((off - on) / off) * 100;
  const row = (accessLog) =>
    `| ${accessLog} | ${results[accessLog].map((r) => r.rps.toFixed(0)).join(', ')} | ${mean(results[accessLog]).toFixed(0)} |`;
  const bytesPerLine =
    results.true.reduce((a, r) => a + r.logBytes, 0) /
    Math.max(
      1,
      results.true.reduce((a, r) => a + r.lines, 0),
    );
  writeReport('access-log.md', [
    '# Access log cost',
    '',
    ...machineLines('node bench/load/access-log.mjs', db.host),
    `${CONNECTIONS} connections for ${SECONDS} s per turn, ${ROUNDS} rounds taking turns; GraphQL HomeCategories, MainBanner,`,
    'FeaturedOpportunities, the cached home page and robots.txt; LOG_LEVEL=info, stdout to a file. autocannon runs on the same cores.',
    '',
    '| ACCESS_LOG | req/s per turn | mean req/s |',
    '|---|---|---|',
    row(true),
    row(false),
    '',
    `The access log costs ${cost.toFixed(1)} % of the request rate (${bytesPerLine.toFixed(0)} bytes a line).`,
  ]);
  log(`ACCESS_LOG=true ${on.toFixed(0)} req/s, false ${off.toFixed(0)} req/s: cost ${cost.toFixed(1)} %`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
