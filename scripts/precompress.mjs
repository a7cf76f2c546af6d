// Writes file.br (brotli, quality 11) and file.gz (gzip, level 9) beside every text file of the built
// client, so the server sends hashed assets compressed without compressing them on each request.
// `node scripts/precompress.mjs [dir]` (default client/dist); the build runs it after vite.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the browser fetches. Source maps are built but never served (server/src/http/client-routes.ts). */
export const PRECOMPRESSED_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.ico', '.wasm']);
/** Below this a compressed copy saves less than its own headers cost; the server uses the same threshold. */
export const MIN_BYTES = 1024;

function textFiles(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) textFiles(file, out);
    // index.html is compressed on the fly: it is small, never cached and may one day be rendered per request.
    else if (entry.isFile() && PRECOMPRESSED_EXTENSIONS.has(path.extname(entry.name))) out.push(file);
  }
  return out;
}

/** The two compressed copies of one file's bytes. */
export async function compressBoth(bytes) {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

/**
 * Compresses every text file of `dir` of at least MIN_BYTES, writing each copy only when it is smaller than
 * the original; stale copies of files that no longer qualify are removed. Runs on zlib's thread pool.
 * Returns the totals, in bytes.
 */
export async function precompressDir(dir) {
  // Largest first, so the longest job does not start last.
  const files = textFiles(dir)
    .map((file) => ({ file, size: fs.statSync(file).size }))
    .sort((a, b) => b.size - a.size)
    .map((f) => f.file);
  const totals = { files: 0, original: 0, br: 0, gz: 0 };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      const bytes = fs.readFileSync(file);
      const copies = bytes.length >= MIN_BYTES ? await compressBoth(bytes) : {};
      for (const [ext, copy] of [
        ['.br', copies.br],
        ['.gz', copies.gz],
      ]) {
        if (copy && copy.length < bytes.length) fs.writeFileSync(file + ext, copy);
        else fs.rmSync(file + ext, { force: true });
      }
      if (copies.br) {
        totals.files += 1;
        totals.original += bytes.length;
        totals.br += Math.min(copies.br.length, bytes.length);
        totals.gz += Math.min(copies.gz.length, bytes.length);
      }
    }
  };
  const parallel = Math.max(1, Math.min(4, os.availableParallelism?.() ?? os.cpus().length));
  await Promise.all(Array.from({ length: parallel }, worker));
  return totals;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'client', 'dist'));
  const started = Date.now();
  const t = await precompressDir(dir);
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `Precompressed ${t.files} files in ${((Date.now() - started) / 1000).toFixed(1)} s: ${kb(t.original)} -> br ${kb(t.br)}, gzip ${kb(t.gz)}`,
  );
}
