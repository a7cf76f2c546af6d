// How long a public page looks ready before it is: from the load event to <html data-hydrated="true">, in Debian's
// Chromium with the CPU slowed 4x through the DevTools protocol (a phone-class CPU, as issue 26 measures it), per
// route, several runs each in a fresh browser context. The built server on a scratch database with the demo data.
// Writes bench/results/hydration.md. Not part of `npm test`.
//
//   node bench/first-tap/hydration.mjs   (BENCH_RUNS=5, BENCH_CPU_RATE=4, CHROMIUM_PATH; build first:
//                                         node scripts/build.mjs)
import { benchDatabase, log, machineLines, require, startServer, writeReport } from '../lib.mjs';

const { chromium } = require('playwright-core');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const RATE = Number(process.env.BENCH_CPU_RATE ?? 4);
const db = benchDatabase('fc_bench_hydration');

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 60_000 });
  const times = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    return { load: nav.loadEventStart, now: performance.now() };
  });
  await context.close();
  // The mark is polled: the figure is the first poll that saw it (Playwright polls on animation frames).
  return { load: times.load, loadToHydrated: times.now - times.load };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  await db.create();
  const server = await startServer(db.url, { SEED_DEMO: 'always', PAGE_CACHE_SECONDS: '0' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const rows = [];
  try {
    const search = await (await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ query: '{ franchiseSearch(filters: { sort: NAME }, page: { page: 1, pageSize: 1 }) { items { id } } blogPosts(page: { page: 1, pageSize: 1 }) { items { id } } }' }),
    })).json();
    const franchiseId = search.data?.franchiseSearch?.items?.[0]?.id;
    const postId = search.data?.blogPosts?.items?.[0]?.id;
    const routes = ['/', '/search', franchiseId && `/franchise/${franchiseId}`, '/blog', postId && `/blog/${postId}`].filter(Boolean);
    for (const route of routes) {
      await measure(browser, `${server.url}${route}`); // warm the server and Chromium's cache of the scripts
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, `${server.url}${route}`));
      const row = { route, load: median(runs.map((r) => r.load)), gap: median(runs.map((r) => r.loadToHydrated)), all: runs.map((r) => r.loadToHydrated) };
      rows.push(row);
      log(`${route}: load ${row.load.toFixed(0)} ms, load to hydrated ${row.gap.toFixed(0)} ms (${row.all.map((x) => x.toFixed(0)).join(', ')})`);
    }
  } finally {
    await browser.close();
    await server.stop();
    await db.drop();
  }
  writeReport('hydration.md', [
    '# Load event to hydrated',
    '',
    ...machineLines('node bench/first-tap/hydration.mjs', db.host),
    `Chromium with the CPU slowed ${RATE}x (DevTools Emulation.setCPUThrottlingRate), 390 px mobile viewport, a fresh context a`,
    `run, ${RUNS} runs a route after one warm-up; the server renders every request (PAGE_CACHE_SECONDS=0). Medians, ms.`,
    '',
    '| route | load event | load event to hydrated | runs |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.route.replace(/[0-9a-f-]{36}/, '{id}')} | ${r.load.toFixed(0)} | ${r.gap.toFixed(0)} | ${r.all.map((x) => x.toFixed(0)).join(', ')} |`),
  ]);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
