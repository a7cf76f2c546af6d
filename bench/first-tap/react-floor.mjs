// The floor under the hydration bench: the same server-rendered page with the app's scripts swapped for React
// alone (react-floor/entry.js and boot.js, built here for production), which starts as the app does and hydrates
// the page as one element. What is left of "load event to hydrated" there is what starting any React app costs on
// that page at the same CPU rate; the app's own cost is the difference.
//
// A node:http server in front of the app's: it serves the page's HTML rewritten and the floor's two scripts, and
// passes every other request (styles, fonts, pictures) through.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { freePort, require, root } from '../lib.mjs';

const { build } = require(path.join(root, 'node_modules', 'rolldown'));

async function buildFloor() {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-react-floor-'));
  await build({
    input: { entry: path.join(root, 'bench', 'first-tap', 'react-floor', 'entry.js') },
    cwd: root,
    platform: 'browser',
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    output: { dir: outDir, format: 'es', minify: true, entryFileNames: '[name].js', chunkFileNames: '[name].js' },
    logLevel: 'silent',
  });
  return outDir;
}

/** The app's page with the floor's entry in place of the app's scripts, its content wrapped in <div id="floor">. */
function floorPage(html) {
  const state = html.indexOf('<script id="fc-apollo-state"');
  const end = html.lastIndexOf('</div>', state === -1 ? html.lastIndexOf('</body>') : state);
  return (html.slice(0, end).replace('<div id="root">', '<div id="root"><div id="floor">') + '</div>' + html.slice(end))
    .replace(/<script type="module"[^>]*src="\/assets\/[^"]+"[^>]*><\/script>/, '<script type="module" src="/__floor/entry.js"></script>')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(/<meta name="fc-app-chunks"[^>]*>\s*/, '');
}

const FAST = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/** Starts the floor in front of `appUrl`; `url` serves the same paths. */
export async function startReactFloor(appUrl) {
  const outDir = await buildFloor();
  const scripts = new Map(fs.readdirSync(outDir).map((f) => [f, fs.readFileSync(path.join(outDir, f))]));
  const compressed = new Map([...scripts.values()].map((b) => [b, zlib.brotliCompressSync(b)]));
  const bytes = [...scripts.values()].reduce((sum, b) => sum + b.length, 0);
  const server = http.createServer(async (req, res) => {
    try {
      // Text is sent with brotli, as the app's server sends it (Lighthouse's simulated network counts the bytes).
      const br = /\bbr\b/.test(req.headers['accept-encoding'] ?? '');
      const send = (status, type, body) => {
        const compress = br && /^(text\/|application\/(json|javascript)|image\/svg)/.test(type);
        res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...(compress && { 'content-encoding': 'br' }) });
        // Quality 5 (a few ms) for what passes through; the floor's own scripts at 11, once.
        res.end(compress ? (compressed.get(body) ?? zlib.brotliCompressSync(body, FAST)) : body);
      };
      if (req.url.startsWith('/__floor/')) {
        send(200, 'text/javascript', scripts.get(path.basename(req.url)));
        return;
      }
      const upstream = await fetch(`${appUrl}${req.url}`, { headers: { accept: req.headers.accept ?? '*/*' } });
      const type = upstream.headers.get('content-type') ?? '';
      const body = Buffer.from(await upstream.arrayBuffer());
      send(upstream.status, type, type.startsWith('text/html') ? Buffer.from(floorPage(body.toString('utf8'))) : body);
    } catch (err) {
      res.writeHead(502).end(String(err));
    }
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    bytes,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}
