// Where a public page's main-thread time goes between navigation and hydration, in Chromium with the CPU slowed 4x:
// a sampled CPU profile aggregated by script (chunk) and by the heaviest functions, plus the timeline's totals
// (script evaluation, compile, style and layout, GC). A tool for finding what to cut, not a pass/fail bench.
//
//   node bench/first-tap/profile.mjs [route ...]   (BENCH_URL to use a running server, BENCH_CPU_RATE=4, RUNS=3)
import fs from 'node:fs';
import path from 'node:path';
import { benchDatabase, log, require, root, startServer } from '../lib.mjs';
import { hydrationTimes } from './page-timing.mjs';

const { TraceMap, originalPositionFor } = require('@jridgewell/trace-mapping');
const maps = new Map();
/** The package (node_modules/<name>) or client folder a bundled position came from, through the build's source map. */
function mapFor(file) {
  if (!maps.has(file)) {
    const mapFile = path.join(root, 'client', 'dist', 'assets', `${file}.map`);
    maps.set(file, fs.existsSync(mapFile) ? new TraceMap(fs.readFileSync(mapFile, 'utf8')) : null);
  }
  return maps.get(file);
}

/** A bundled function's own name and file, through the source map ('name file'), for the inclusive list. */
function originalFunction(file, line, column) {
  const map = file.endsWith('.js') && mapFor(file);
  const at = map && originalPositionFor(map, { line: line + 1, column });
  if (!at?.source) return null;
  const short = at.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return `${at.name ?? '(anonymous)'} ${short}:${at.line}`;
}

function origin(file, line, column) {
  if (!file.endsWith('.js')) return file;
  if (!maps.has(file)) {
    const mapFile = path.join(root, 'client', 'dist', 'assets', `${file}.map`);
    maps.set(file, fs.existsSync(mapFile) ? new TraceMap(fs.readFileSync(mapFile, 'utf8')) : null);
  }
  const map = maps.get(file);
  const source = map && originalPositionFor(map, { line: line + 1, column }).source;
  if (!source) return file;
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const own = source.match(/src\/((?:modules\/)?[^/]+)/);
  return own ? `client/src/${own[1]}` : source;
}

const { chromium } = require('playwright-core');
const RATE = Number(process.env.BENCH_CPU_RATE ?? 4);
const RUNS = Number(process.env.RUNS ?? 3);

async function profile(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  const times = await hydrationTimes(page, cdp);
  const marks = { ...times, dcl: 0, now: times.hydrated };
  const { profile } = await cdp.send('Profiler.stop');
  await context.close();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (dt[i + 1] ?? 0)));
  const byScript = new Map();
  const byFn = new Map();
  const byOrigin = new Map();
  for (const [id, us] of self) {
    const n = byId.get(id);
    const url = n.callFrame.url.replace(/^.*\/assets\//, '').replace(/^https?:\/\/[^/]+/, '') || `(${n.callFrame.functionName || 'native'})`;
    byScript.set(url, (byScript.get(url) ?? 0) + us);
    const from = origin(url, n.callFrame.lineNumber, n.callFrame.columnNumber);
    byOrigin.set(from, (byOrigin.get(from) ?? 0) + us);
    const fn = `${n.callFrame.functionName || '(anonymous)'} [${from}] ${url}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
    byFn.set(fn, (byFn.get(fn) ?? 0) + us);
  }
  // Inclusive time by original function (each function counted once per stack, for recursion).
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byInclusive = new Map();
  for (const [id, us] of self) {
    const names = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const n = byId.get(at);
      const url = n.callFrame.url.replace(/^.*\/assets\//, '');
      const name = url.endsWith('.js') ? originalFunction(url, n.callFrame.lineNumber, n.callFrame.columnNumber) : null;
      if (name) names.add(name);
    }
    for (const name of names) byInclusive.set(name, (byInclusive.get(name) ?? 0) + us);
  }
  return { marks, byScript, byFn, byOrigin, byInclusive };
}

const top = (m, k) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k);

async function main() {
  let server;
  let db;
  let base = process.env.BENCH_URL;
  if (!base) {
    db = benchDatabase('fc_bench_profile');
    await db.create();
    server = await startServer(db.url, { SEED_DEMO: 'always', PAGE_CACHE_SECONDS: '0' });
    base = server.url;
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
    for (const route of routes) {
      await profile(browser, base + route);
      const sum = { byScript: new Map(), byFn: new Map(), byOrigin: new Map(), byInclusive: new Map() };
      const marks = [];
      for (let i = 0; i < RUNS; i++) {
        const r = await profile(browser, base + route);
        marks.push(r.marks);
        for (const k of ['byScript', 'byFn', 'byOrigin', 'byInclusive'])
          for (const [name, us] of r[k]) sum[k].set(name, (sum[k].get(name) ?? 0) + us / RUNS);
      }
      log(route, marks.map((m) => `fcp ${m.fcp?.toFixed(0)} load ${m.load.toFixed(0)} hydrated ${m.now.toFixed(0)}`).join(' | '));
      const total = [...sum.byScript.values()].reduce((a, b) => a + b, 0);
      console.log(`  sampled total ${(total / 1000).toFixed(0)} ms (incl. idle)`);
      for (const [name, us] of top(sum.byScript, 25)) console.log(`  ${(us / 1000).toFixed(1).padStart(8)} ms  ${name}`);
      console.log('  by origin:');
      for (const [name, us] of top(sum.byOrigin, 30)) console.log(`  ${(us / 1000).toFixed(1).padStart(8)} ms  ${name}`);
      console.log('  inclusive, by original function:');
      for (const [name, us] of top(sum.byInclusive, Number(process.env.INCLUSIVE ?? 60)))
        console.log(`  ${(us / 1000).toFixed(1).padStart(8)} ms  ${name}`);
      console.log('  heaviest functions:');
      for (const [name, us] of top(sum.byFn, 40)) console.log(`  ${(us / 1000).toFixed(1).padStart(8)} ms  ${name}`);
    }
  } finally {
    await browser.close();
    await server?.stop();
    await db?.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
