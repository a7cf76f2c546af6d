// Load benchmark: the built server on a scratch database with the demo data, under mixed public traffic
// (home, search with filters, franchise pages, the lead form) from autocannon on the same machine, then
// 2,000 idle signed-in websockets. Finds the highest request rate held with under 0.1 % errors, runs it for
// BENCH_SECONDS (60), and reports requests per second, p50/p95/p99 and the server's memory; then memory per
// socket and how long a new lead from the public form takes to reach its franchisor's Leads badge.
// Writes bench/results/load.md. Not part of `npm test`.
//
//   npm run bench:load   (BENCH_SECONDS=60 BENCH_SOCKETS=2000 BENCH_RAMP=4,8,16,32,64 BENCH_RAMP_SECONDS=10,
//                         BENCH_BADGE_SAMPLES=200, BENCH_KEEP=1 to keep the database)
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { clientDocument, clientRequest as gql } from '../client-documents.mjs';
import { benchDatabase, graphql, log, machineLines, root, startServer, writeReport } from '../lib.mjs';
import { runSocketBench } from './sockets.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const RAMP = (process.env.BENCH_RAMP ?? '4,8,16,32,64').split(',').map(Number);
const RAMP_SECONDS = Number(process.env.BENCH_RAMP_SECONDS ?? 10);
const MAX_ERROR_RATE = 0.001;
const db = benchDatabase('fc_bench_load');

/** VmRSS and VmHWM of a process, in MiB. */
export function memory(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

async function buildAll() {
  const build = spawn(process.execPath, [path.join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'inherit' });
  await new Promise((resolve, reject) => build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error('build failed')))));
}

const pick = (items) => items[Math.floor(Math.random() * items.length)];
const randomIp = () => `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 250)}`;

/** One visitor's round: home, a filtered search, a franchise page, and every third round the lead form. */
export function visit(catalogue) {
  const searches = [
    () => ({ text: pick(['coffee', 'cleaning', 'fitness', 'care', 'pet']) }),
    () => ({ location: pick(['London', 'Manchester', 'Leeds', 'Bristol']) }),
    () => ({ categoryId: pick(catalogue.categoryIds) }),
    () => ({ investment: pick(['UNDER_50K', 'FROM_50K_TO_100K', 'FROM_100K_TO_250K']), sort: 'INVESTMENT_ASC' }),
    () => ({ sort: 'NAME' }),
  ];
  let round = 0;
  return [
    { method: 'GET', path: '/' },
    gql('FeaturedOpportunities', {}),
    gql('HomeCategories', { limit: 8 }),
    gql('MainBanner', {}),
    { method: 'GET', path: '/search' },
    {
      ...gql('SearchFranchises', {}),
      setupRequest: (req) => ({
        ...req,
        body: JSON.stringify({
          operationName: 'SearchFranchises',
          query: clientDocument('SearchFranchises'),
          variables: { filters: pick(searches)(), page: { page: 1 + Math.floor(Math.random() * 2), pageSize: 24 } },
        }),
      }),
    },
    {
      method: 'GET',
      path: '/franchise/x',
      setupRequest: (req, context) => {
        context.franchiseId = pick(catalogue.franchiseIds);
        return { ...req, path: `/franchise/${context.franchiseId}` };
      },
    },
    {
      ...gql('FranchiseDetail', {}),
      setupRequest: (req, context) => ({
        ...req,
        body: JSON.stringify({ operationName: 'FranchiseDetail', query: clientDocument('FranchiseDetail'), variables: { id: context.franchiseId } }),
      }),
    },
    {
      ...gql('SubmitFranchiseLead', {}),
      setupRequest: (req, context) => {
        round += 1;
        if (round % 3 !== 0) return { method: 'GET', path: `/franchise/${pick(catalogue.franchiseIds)}`, headers: {} };
        const n = Math.floor(Math.random() * 1e9);
        return {
          ...req,
          headers: { ...req.headers, 'x-forwarded-for': randomIp() },
          body: JSON.stringify({
            operationName: 'SubmitFranchiseLead',
            query: clientDocument('SubmitFranchiseLead'),
            variables: {
              input: {
                franchiseId: context.franchiseId,
                name: `Load Visitor ${n}`,
                email: `visitor${n}@load.test`,
                phone: '07700 900123',
                message: 'I would like to know more about this franchise and the support you give.',
              },
            },
          }),
        };
      },
    },
  ];
}

/** Counts non-2xx answers and GraphQL errors as errors, which autocannon alone would not. */
function run(url, catalogue, connections, duration) {
  let graphqlErrors = 0;
  const requests = visit(catalogue).map((r) => ({
    ...r,
    onResponse: (status, body) => {
      if (status < 300 && body && body.includes('"errors"')) graphqlErrors += 1;
    },
  }));
  const times = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration, requests, timeout: 10 }, (err, result) => {
      if (err) return reject(err);
      const total = result.requests.total;
      const errors = result.non2xx + result.errors + result.timeouts + graphqlErrors;
      times.sort((a, b) => a - b);
      const at = (p) => Math.round(times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? NaN);
      resolve({
        connections,
        total,
        rps: total / duration,
        p50: at(50),
        p95: at(95),
        p99: at(99),
        errors,
        errorRate: total ? errors / total : 1,
        detail: { non2xx: result.non2xx, socketErrors: result.errors, timeouts: result.timeouts, graphqlErrors },
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

export async function catalogueOf(url) {
  const search = await graphql(url, clientDocument('SearchFranchises'), { filters: { sort: 'NAME' }, page: { page: 1, pageSize: 60 } });
  const categories = await graphql(url, clientDocument('HomeCategories'), { limit: 20 });
  return {
    franchiseIds: search.franchiseSearch.items.filter((f) => f.canRequestInfo).map((f) => f.id),
    categoryIds: categories.mainCategories.map((c) => c.id),
  };
}

const fmt = (v) => v.toFixed(1);

async function main() {
  await buildAll();
  await db.create();
  const server = await startServer(db.url, { SEED_DEMO: 'always', TRUST_PROXY: '1' });
  // A crash must not leave the server running.
  process.once('exit', () => {
    try {
      process.kill(server.pid);
    } catch {
      // already stopped
    }
  });
  const lines = [];
  try {
    const catalogue = await catalogueOf(server.url);
    log(`Demo catalogue: ${catalogue.franchiseIds.length} franchises taking enquiries, ${catalogue.categoryIds.length} main categories`);
    // Warm the caches and the JIT before anything is counted.
    await run(server.url, catalogue, 4, 5);
    const before = memory(server.pid);

    const ramp = [];
    for (const connections of RAMP) {
      const r = await run(server.url, catalogue, connections, RAMP_SECONDS);
      log(`  ${connections} connections: ${fmt(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}/${r.total}`);
      ramp.push(r);
    }
    const held = ramp.filter((r) => r.errorRate < MAX_ERROR_RATE);
    const best = held.reduce((a, b) => (b.rps > a.rps ? b : a), held[0] ?? ramp[0]);
    log(`Holding ${best.connections} connections for ${SECONDS} s`);
    const main = await run(server.url, catalogue, best.connections, SECONDS);
    const after = memory(server.pid);
    log(`  ${fmt(main.rps)} req/s, p50/p95/p99 ${main.p50}/${main.p95}/${main.p99} ms, errors ${main.errors}/${main.total}`);

    const sockets = await runSocketBench(server, db, SOCKETS, memory);

    lines.push(
      '# Load benchmark',
      '',
      ...machineLines('npm run bench:load', db.host),
      'autocannon runs in the same process as this script, on the same cores.',
      '',
      '## Mixed public traffic',
      '',
      "Each connection repeats a visitor round of 9 requests: `/` with the home page's three queries, `/search` with a",
      'filtered search (text, location, category, investment band or name order; page 1 or 2), a franchise page with',
      'its detail query, and every third round the lead form (from a random client address) instead of a second',
      'franchise page. Errors are non-2xx answers, socket errors, timeouts and GraphQL errors.',
      '',
      '| connections | seconds | requests | req/s | p50 ms | p95 ms | p99 ms | errors |',
      '|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...ramp.map((r) => `| ${r.connections} | ${RAMP_SECONDS} | ${r.total} | ${fmt(r.rps)} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} |`),
      `| **${main.connections}** | **${SECONDS}** | **${main.total}** | **${fmt(main.rps)}** | **${main.p50}** | **${main.p95}** | **${main.p99}** | **${main.errors}** (${(main.errorRate * 100).toFixed(3)} %) |`,
      '',
      `Held: ${main.connections} connections, the highest rate of the ramp with under ${MAX_ERROR_RATE * 100} % errors. Error detail: ${JSON.stringify(main.detail)}.`,
      `Server memory (RSS): ${fmt(before.rss)} MiB before the ramp, ${fmt(after.rss)} MiB after the ${SECONDS} s run (peak ${fmt(after.peak)} MiB).`,
      '',
      ...sockets,
      '',
    );
    writeReport('load.md', lines);
  } finally {
    await server.stop();
    await db.drop();
  }
}

// Run when started, not when bench/load/soak.mjs imports visit() and catalogueOf().
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
