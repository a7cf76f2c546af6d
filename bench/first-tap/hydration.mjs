// How long a public page looks ready before it is: from the load event to <html data-hydrated="true">, in Debian's
// Chromium with the CPU slowed 4x through the DevTools protocol (a phone-class CPU, as issue 26 measures it), per
// route, several runs each in a fresh browser context. The built server on a scratch database with the demo data.
// Writes bench/results/hydration.md. Not part of `npm test`.
//
//   node bench/first-tap/hydration.mjs   (BENCH_RUNS=5, BENCH_CPU_RATE=4, CHROMIUM_PATH; build first:
//                                         node scripts/build.mjs)
//   BENCH_BEFORE=/path/to/other/checkout  (built) measures that build too, turn about with this one
//   (git worktree add ../before <commit> && cd ../before && npm ci && node scripts/build.mjs)
import { benchDatabase, log, machineLines, require, startServer, writeReport } from '../lib.mjs';
import { hydrationTimes } from './page-timing.mjs';

const { chromium } = require('playwright-core');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const RATE = Number(process.env.BENCH_CPU_RATE ?? 4);
const db = benchDatabase('fc_bench_hydration');

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  const times = await hydrationTimes(page, cdp);
  await context.close();
  // Negative when the page was interactive before its load event.
  return { load: times.load, fcp: times.fcp, hydrated: times.hydrated, loadToHydrated: times.hydrated - times.load };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const BEFORE = process.env.BENCH_BEFORE; // another built checkout, measured turn about with this one

function summarise(route, runs) {
  const pick = (k) => median(runs.map((r) => r[k]));
  return {
    route,
    fcp: pick('fcp'),
    load: pick('load'),
    hydrated: pick('hydrated'),
    gap: pick('loadToHydrated'),
    all: runs.map((r) => r.loadToHydrated),
  };
}

const rowLine = (label, r) =>
  `| ${r.route.replace(/[0-9a-f-]{36}/, '{id}')}${label} | ${r.fcp.toFixed(0)} | ${r.load.toFixed(0)} | ${r.hydrated.toFixed(0)} | ${r.gap.toFixed(0)} | ${r.all.map((x) => x.toFixed(0)).join(', ')} |`;

async function main() {
  await db.create();
  const server = await startServer(db.url, { SEED_DEMO: 'always', PAGE_CACHE_SECONDS: '0' });
  // The same database (and so the same franchise and post ids), seeded by the first.
  const before = BEFORE ? await startServer(db.url, { SEED_DEMO: 'never', PAGE_CACHE_SECONDS: '0' }, { checkout: BEFORE }) : null;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows = [];
  try {
    const search = await (
      await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
        body: JSON.stringify({
          query:
            '{ franchiseSearch(filters: { sort: NAME }, page: { page: 1, pageSize: 1 }) { items { id } } blogPosts(page: { page: 1, pageSize: 1 }) { items { id } } }',
        }),
      })
    ).json();
    const franchiseId = search.data?.franchiseSearch?.items?.[0]?.id;
    const postId = search.data?.blogPosts?.items?.[0]?.id;
    // /terms: text and links only, the floor (what starting the app and hydrating its shell costs by itself).
    const routes = ['/', '/search', franchiseId && `/franchise/${franchiseId}`, '/blog', postId && `/blog/${postId}`, '/terms'].filter(Boolean);
    for (const route of routes) {
      // One warm-up each (the server's first render of the route, Chromium's cache of the scripts).
      await measure(browser, `${server.url}${route}`);
      if (before) await measure(browser, `${before.url}${route}`);
      const runs = [];
      const runsBefore = [];
      for (let i = 0; i < RUNS; i++) {
        if (before) runsBefore.push(await measure(browser, `${before.url}${route}`));
        runs.push(await measure(browser, `${server.url}${route}`));
      }
      const row = summarise(route, runs);
      const rowBefore = before ? summarise(route, runsBefore) : null;
      rows.push({ row, rowBefore });
      for (const [label, r] of [
        ['before', rowBefore],
        ['now', row],
      ]) {
        if (r)
          log(
            `${route} ${label}: first paint ${r.fcp.toFixed(0)} ms, load ${r.load.toFixed(0)} ms, hydrated ${r.hydrated.toFixed(0)} ms, load to hydrated ${r.gap.toFixed(0)} ms (${r.all.map((x) => x.toFixed(0)).join(', ')})`,
          );
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    await before?.stop();
    await db.drop();
  }
  writeReport('hydration.md', [
    '# Load event to hydrated',
    '',
    ...machineLines(
      `${BEFORE ? `BENCH_BEFORE=<checkout of ${process.env.BENCH_BEFORE_LABEL ?? 'the earlier commit'}> ` : ''}node bench/first-tap/hydration.mjs`,
      db.host,
    ),
    `Chromium with the CPU slowed ${RATE}x (DevTools Emulation.setCPUThrottlingRate), 390 px mobile viewport, a fresh context a`,
    `run, ${RUNS} runs a route after one warm-up; the server renders every request (PAGE_CACHE_SECONDS=0). Medians, ms.`,
    ...(BEFORE ? ['"before" rows: the earlier build, served from the same database and measured turn about with this one, run for run.'] : []),
    '',
    'Times from navigation: first contentful paint, load event, hydrated; then load event to hydrated (negative: hydrated',
    'before the load event) and its runs. "Hydrated" is read in the page when <html data-hydrated> is set (see the script).',
    '',
    '| route | first paint | load event | hydrated | load event to hydrated | runs |',
    '|---|---|---|---|---|---|',
    ...rows.flatMap(({ row, rowBefore }) => [...(rowBefore ? [rowLine(' (before)', rowBefore)] : []), rowLine('', row)]),
  ]);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
