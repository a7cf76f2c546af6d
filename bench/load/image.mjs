// The production image against `npm start`'s server on the same machine: the same build, database (a scratch one
// with the demo data) and environment (NODE_ENV=production), taking turns, under cheap and rendered public traffic
// (GraphQL queries, the home and search pages, franchise pages). The container shares the host's network, so only
// the runtime differs: the image's Node and file system against the host's, whose Node is the one running this
// script (run it with Node 26 to compare like with like). Writes bench/results/image-host-node<major>.md.
// Not part of `npm test`.
//
//   node bench/load/image.mjs   (IMAGE_TAG: an image already built, otherwise franchise-compass:bench is built with
//                                IMAGE_BASE as its base, default the Debian stand-in; BENCH_ROUNDS=3 BENCH_SECONDS=15
//                                BENCH_CONNECTIONS=8; build the host's server first: node scripts/build.mjs)
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import { clientDocument, clientRequest as gql } from '../client-documents.mjs';
import { benchDatabase, graphql, log, machineLines, root, startServer, writeReport } from '../lib.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const PORT = 4397;
const db = benchDatabase('fc_bench_image');
const env = { NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true', COOKIE_SECURE: 'false', LOG_LEVEL: 'warn' };
const docker = (args) => execFileSync('docker', args, { encoding: 'utf8', env: { ...process.env, DOCKER_BUILDKIT: '0' } }).trim();

function requestsFor(franchiseIds) {
  let n = 0;
  return [
    gql('HomeCategories', { limit: 8 }),
    gql('FeaturedOpportunities', {}),
    { method: 'GET', path: '/' },
    gql('SearchFranchises', { filters: { sort: 'NAME' }, page: { page: 1, pageSize: 24 } }),
    { method: 'GET', path: '/search' },
    { method: 'GET', path: '/franchise/x', setupRequest: (req) => ({ ...req, path: `/franchise/${franchiseIds[n++ % franchiseIds.length]}` }) },
  ];
}

function run(url, requests, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, requests, timeout: 10 }, (err, result) => {
      if (err) return reject(err);
      resolve({ rps: result.requests.total / duration, errors: result.non2xx + result.errors + result.timeouts, p99: result.latency.p99 });
    });
  });
}

async function waitReady(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not become ready`);
}

async function main() {
  let tag = process.env.IMAGE_TAG;
  if (!tag) {
    tag = 'franchise-compass:bench';
    const base = process.env.IMAGE_BASE ?? 'fc-node-base:26-bookworm-slim';
    if (!process.env.IMAGE_BASE) execFileSync('bash', [`${root}/scripts/image/build-base.sh`, base], { stdio: 'inherit' });
    execFileSync('docker', ['build', '--network', 'host', '--build-arg', `NODE_IMAGE=${base}`, '-t', tag, root], {
      stdio: 'inherit',
      env: { ...process.env, DOCKER_BUILDKIT: '0' },
    });
  }
  await db.create();
  // The demo data once; both sides then serve it.
  await (await startServer(db.url, { ...env, SEED_DEMO: 'always' })).stop();
  const container = `fc-bench-image-${process.pid}`;
  const envArgs = Object.entries({ ...env, DATABASE_URL: db.url, PORT: String(PORT), HOST: '127.0.0.1' }).flatMap(([k, v]) => ['-e', `${k}=${v}`]);
  docker(['create', '--name', container, '--network', 'host', ...envArgs, tag]);
  const results = { image: [], host: [] };
  try {
    const catalogueServer = await startServer(db.url, env);
    const search = await graphql(catalogueServer.url, clientDocument('SearchFranchises'), {
      filters: { sort: 'NAME' },
      page: { page: 1, pageSize: 24 },
    });
    await catalogueServer.stop();
    const requests = requestsFor(search.franchiseSearch.items.map((f) => f.id));
    const turns = {
      image: async () => {
        docker(['start', container]);
        const url = `http://127.0.0.1:${PORT}`;
        try {
          await waitReady(url);
          await run(url, requests, 3); // warm the JIT, the page cache and the pool
          return await run(url, requests, SECONDS);
        } finally {
          docker(['stop', '--time', '30', container]);
        }
      },
      host: async () => {
        const server = await startServer(db.url, env);
        try {
          await run(server.url, requests, 3);
          return await run(server.url, requests, SECONDS);
        } finally {
          await server.stop();
        }
      },
    };
    for (let round = 1; round <= ROUNDS; round++) {
      for (const side of round % 2 ? ['image', 'host'] : ['host', 'image']) {
        const r = await turns[side]();
        results[side].push(r);
        log(`round ${round} ${side}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms, errors ${r.errors}`);
      }
    }
  } finally {
    execFileSync('docker', ['rm', '-f', container], { stdio: 'ignore' });
    await db.drop();
  }
  const mean = (rs) => rs.reduce((a, r) => a + r.rps, 0) / rs.length;
  const ratio = mean(results.image) / mean(results.host);
  const hostNode = process.version;
  const imageNode = docker(['run', '--rm', '--entrypoint', 'node', tag, '--version']);
  const row = (side) =>
    `| ${side} | ${results[side].map((r) => r.rps.toFixed(0)).join(', ')} | ${mean(results[side]).toFixed(0)} | ${results[side].map((r) => r.p99).join(', ')} |`;
  writeReport(`image-host-node${process.versions.node.split('.')[0]}.md`, [
    '# The image against npm start',
    '',
    ...machineLines('node bench/load/image.mjs', db.host),
    `${CONNECTIONS} connections for ${SECONDS} s a turn, ${ROUNDS} rounds taking turns; GraphQL HomeCategories, FeaturedOpportunities,`,
    'SearchFranchises, and the home, search and franchise pages; NODE_ENV=production on one scratch database with the demo',
    `data. The image (${tag}) runs Node ${imageNode} with the host's network; the host's server runs Node ${hostNode}.`,
    '',
    '| server | req/s per turn | mean req/s | p99 ms per turn |',
    '|---|---|---|---|',
    row('image'),
    row('host'),
    '',
    `The image serves ${(ratio * 100).toFixed(1)} % of the host's request rate.`,
  ]);
  log(`image ${mean(results.image).toFixed(0)} req/s, host ${mean(results.host).toFixed(0)} req/s: ${(ratio * 100).toFixed(1)} %`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
