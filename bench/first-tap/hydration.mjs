// How long a public page looks ready before it is: from the load event to <html data-hydrated="true">, in Debian's
// Chromium with the CPU slowed 4x through the DevTools protocol (a phone-class CPU, as issue 26 measures it), per
// route, several runs each in a fresh browser context. The built server on a scratch database with the demo data.
// Writes bench/results/hydration.md. Not part of `npm test`.
//
//   node bench/first-tap/hydration.mjs   (BENCH_RUNS=5, BENCH_CPU_RATE=4, CHROMIUM_PATH; build first:
//                                         node scripts/build.mjs)
//   BENCH_BEFORE=/path/to/other/checkout  (built) measures that build too, turn about with this one
//   BENCH_ROUTES=/terms,/blog/{id}        some of the routes only
//   (git worktree add ../before <commit> && cd ../before && npm ci && node scripts/build.mjs)
// Each route is also measured on its floor: the same page hydrated by React alone (react-floor.mjs), turn about.
import { benchDatabase, log, machineLines, require, startServer, writeReport } from '../lib.mjs';
import { hydrationTimes } from './page-timing.mjs';
import { startReactFloor } from './react-floor.mjs';

const { chromium } = require('playwright-core');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const RATE = Number(process.env.BENCH_CPU_RATE ?? 4);
const db = benchDatabase('fc_bench_hydration');

/** Every long task (over 50 ms) of the page, as the browser reports them, from the document's start. */
const LONG_TASKS = `window.__longTasks = [];
new PerformanceObserver((list) => { for (const t of list.getEntries()) window.__longTasks.push([t.startTime, t.duration]); })
  .observe({ type: 'longtask', buffered: true });`;
/** How long after hydration the long tasks are still counted: the app's effects and first queries run then. */
const AFTER_HYDRATED_MS = 2000;

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  await page.addInitScript(LONG_TASKS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  const times = await hydrationTimes(page, cdp);
  await page.waitForTimeout(AFTER_HYDRATED_MS);
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'window.__longTasks', returnByValue: true });
  await context.close();
  // As Lighthouse's total blocking time, from the first paint on: each long task's time over 50 ms.
  const tasks = result.value.filter(([start]) => start >= times.fcp && start <= times.hydrated + AFTER_HYDRATED_MS);
  const blocking = tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  const longest = Math.max(0, ...tasks.map(([, duration]) => duration));
  // Negative when the page was interactive before its load event.
  return { load: times.load, fcp: times.fcp, hydrated: times.hydrated, loadToHydrated: times.hydrated - times.load, blocking, longest };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const BEFORE = process.env.BENCH_BEFORE; // another built checkout, measured turn about with this one
const ONLY = process.env.BENCH_ROUTES?.split(','); // some routes only, e.g. BENCH_ROUTES=/terms,/franchise/{id}

function summarise(route, runs) {
  const pick = (k) => median(runs.map((r) => r[k]));
  return {
    route,
    fcp: pick('fcp'),
    load: pick('load'),
    hydrated: pick('hydrated'),
    gap: pick('loadToHydrated'),
    blocking: pick('blocking'),
    longest: pick('longest'),
    all: runs.map((r) => r.loadToHydrated),
  };
}

const rowLine = (label, r) =>
  `| ${r.route.replace(/[0-9a-f-]{36}/, '{id}')}${label} | ${r.fcp.toFixed(0)} | ${r.load.toFixed(0)} | ${r.hydrated.toFixed(0)} | ${r.gap.toFixed(0)} | ${r.all.map((x) => x.toFixed(0)).join(', ')} | ${r.blocking.toFixed(0)} | ${r.longest.toFixed(0)} |`;

async function main() {
  await db.create();
  const server = await startServer(db.url, { SEED_DEMO: 'always', PAGE_CACHE_SECONDS: '0' });
  // The same database (and so the same franchise and post ids), seeded by the first.
  const before = BEFORE ? await startServer(db.url, { SEED_DEMO: 'never', PAGE_CACHE_SECONDS: '0' }, { checkout: BEFORE }) : null;
  const floor = await startReactFloor(server.url);
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
    // /terms: text and links only (what starting the app and hydrating its shell costs by itself).
    const routes = ['/', '/search', franchiseId && `/franchise/${franchiseId}`, '/blog', postId && `/blog/${postId}`, '/terms']
      .filter(Boolean)
      .filter((r) => !ONLY || ONLY.includes(r.replace(/[0-9a-f-]{36}/, '{id}')));
    for (const route of routes) {
      // One warm-up each (the server's first render of the route, Chromium's cache of the scripts).
      await measure(browser, `${server.url}${route}`);
      if (before) await measure(browser, `${before.url}${route}`);
      await measure(browser, `${floor.url}${route}`);
      const runs = [];
      const runsBefore = [];
      const runsFloor = [];
      for (let i = 0; i < RUNS; i++) {
        if (before) runsBefore.push(await measure(browser, `${before.url}${route}`));
        runs.push(await measure(browser, `${server.url}${route}`));
        runsFloor.push(await measure(browser, `${floor.url}${route}`));
      }
      const row = summarise(route, runs);
      const rowBefore = before ? summarise(route, runsBefore) : null;
      const rowFloor = summarise(route, runsFloor);
      rows.push({ row, rowBefore, rowFloor });
      for (const [label, r] of [
        ['before', rowBefore],
        ['now', row],
        ['React alone', rowFloor],
      ]) {
        if (r)
          log(
            `${route} ${label}: first paint ${r.fcp.toFixed(0)} ms, load ${r.load.toFixed(0)} ms, hydrated ${r.hydrated.toFixed(0)} ms, load to hydrated ${r.gap.toFixed(0)} ms (${r.all.map((x) => x.toFixed(0)).join(', ')}), blocking ${r.blocking.toFixed(0)} ms, longest task ${r.longest.toFixed(0)} ms`,
          );
      }
    }
  } finally {
    await browser.close();
    await floor.stop();
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
    `"React alone" rows: the floor, the same page with the app's scripts swapped for React and React DOM alone (${(floor.bytes / 1024).toFixed(0)} KB`,
    'minified), started as the app starts and hydrating the page as one element (bench/first-tap/react-floor.mjs), turn',
    "about with the app: what any React app pays on that page at this CPU rate. The app's own cost is the difference.",
    `Blocking time: Lighthouse's total blocking time measured rather than simulated, each long task's time over 50 ms (the`,
    `browser's \`longtask\` entries) from the first paint until ${AFTER_HYDRATED_MS / 1000} s after hydration; and the longest of those tasks.`,
    '',
    '| route | first paint | load event | hydrated | load event to hydrated | runs | blocking time | longest task |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.flatMap(({ row, rowBefore, rowFloor }) => [
      ...(rowBefore ? [rowLine(' (before)', rowBefore)] : []),
      rowLine('', row),
      rowLine(' (React alone)', rowFloor),
    ]),
  ]);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
