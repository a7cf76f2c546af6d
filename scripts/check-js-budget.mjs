// The JavaScript budget of the public pages (issues 12 and 26), from the build output: for each public page, the
// scripts its first load fetches (the entry, the page's chunk and everything they import statically) and the
// bytes each one transfers: its brotli body as served and its response headers, as Lighthouse counts them.
// Fails when any page is over the limit. `node scripts/check-js-budget.mjs`
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { root } from './lib.mjs';

/** Issue 12: at most 200 KB of compressed JavaScript in at most 15 scripts on the first load of a public page. */
const MAX_KB = 200;
const MAX_SCRIPTS = 15;
/**
 * Issue 26 counts the JavaScript transferred, headers included. A script's response headers over HTTP/1.1 are
 * about 470 bytes (server/src/http/client-routes.ts; server/test/compression.test.ts holds them to this).
 */
const SCRIPT_HEADER_BYTES = 480;

const dist = path.join(root, 'client', 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error('No client build manifest: run node scripts/build.mjs first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const pages = JSON.parse(fs.readFileSync(path.join(root, 'client', 'build', 'public-pages.json'), 'utf8'));

function brotliSize(file) {
  const full = path.join(dist, file);
  if (fs.existsSync(`${full}.br`)) return fs.statSync(`${full}.br`).size;
  return zlib.brotliCompressSync(fs.readFileSync(full)).length;
}

/** The chunk files a manifest entry loads at once: itself and its static imports, recursively. */
function firstLoad(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) firstLoad(imported, files);
  return files;
}

// The entry and what it imports once the page has painted (src/main.tsx loads src/boot.tsx).
const entry = firstLoad('index.html');
for (const imported of manifest['index.html'].dynamicImports ?? []) firstLoad(imported, entry);
let failed = false;
const rows = pages.map((page) => {
  const files = firstLoad(page, new Set(entry));
  const kb = [...files].reduce((sum, file) => sum + brotliSize(file) + SCRIPT_HEADER_BYTES, 0) / 1024;
  const over = kb > MAX_KB || files.size > MAX_SCRIPTS;
  failed ||= over;
  return { page: page.replace(/^src\/modules\//, '').replace(/\.page\.tsx$/, ''), kb, scripts: files.size, over };
});
const width = Math.max(...rows.map((r) => r.page.length));
for (const r of rows) {
  console.log(`${r.page.padEnd(width)}  ${r.kb.toFixed(1).padStart(6)} KB  ${String(r.scripts).padStart(2)} scripts${r.over ? '  OVER BUDGET' : ''}`);
}
const worst = rows.reduce((a, b) => (b.kb > a.kb ? b : a));
console.log(
  `JavaScript budget: largest first load ${worst.kb.toFixed(1)} KB (${worst.page}), brotli bodies and headers; limit ${MAX_KB} KB and ${MAX_SCRIPTS} scripts.`,
);
if (failed) {
  console.error('A public page is over the JavaScript budget: load the new code on demand (lazy) or make it smaller.');
  process.exit(1);
}
