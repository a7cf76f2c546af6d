import fs from 'node:fs';
import path from 'node:path';
import { clientDistDir } from '../src/paths';
import { captureLogs } from './support/logs';
import { rawRequest } from './support/raw-http';
import { type TestServer, startTestServer } from './support/test-server';

// The built client's files under /assets as anyone may ask for them: the build's own (served, kept a year), names
// that are not there (an old build's, a guess) and the source maps the build writes for profiling.

const assetsDir = path.join(clientDistDir, 'assets');
let server: TestServer;
let entryScript: string;
beforeAll(async () => {
  const index = path.join(clientDistDir, 'index.html');
  if (!fs.existsSync(index)) throw new Error('Build the client first (node scripts/build.mjs): these tests read its assets');
  entryScript = /<script type="module" crossorigin src="\/assets\/([^"]+\.js)"/.exec(fs.readFileSync(index, 'utf8'))![1];
  server = await startTestServer();
});
afterAll(() => server?.close());

const request = (method: 'GET' | 'HEAD', pathname: string, headers: Record<string, string> = {}) =>
  rawRequest(server.url, { method, path: pathname, headers });

describe('build assets', () => {
  it('are served as built, kept a year as immutable', async () => {
    const answer = await request('GET', `/assets/${entryScript}`, { 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('that do not exist are a plain 404, revalidated rather than kept, and logged as no error (GET and HEAD)', async () => {
    const missing = [
      '/assets/index-Zz9Yy8Xx.js',
      '/assets/public-OldBuild1.css',
      '/assets/nested/folder/chunk-A1b2C3.js',
      '/assets/logo-Gone42.png',
      '/assets/font-Gone42.woff2?v=1',
      '/assets/',
    ];
    const { lines } = await captureLogs(async () => {
      for (const pathname of missing) {
        for (const method of ['GET', 'HEAD'] as const) {
          for (const encoding of ['br', 'identity']) {
            const answer = await request(method, pathname, { 'accept-encoding': encoding });
            expect({ method, pathname, encoding, status: answer.status }).toEqual({ method, pathname, encoding, status: 404 });
            expect(answer.headers['cache-control']).toBe('no-cache');
            expect(answer.headers['content-type']).toMatch(/^text\/plain/);
            if (method === 'HEAD') expect(answer.bytes.length).toBe(0);
          }
        }
      }
    }, 'warn');
    expect(lines.filter((line) => line.level === 'error' || line.level === 'fatal')).toEqual([]);
  });
});

describe('source maps', () => {
  it('are built, named by no script, and not served', async () => {
    // Still built: bench/first-tap/profile.mjs reads them from client/dist/assets.
    expect(fs.existsSync(path.join(assetsDir, `${entryScript}.map`))).toBe(true);
    for (const file of fs.readdirSync(assetsDir).filter((f) => f.endsWith('.js'))) {
      expect({ file, named: fs.readFileSync(path.join(assetsDir, file), 'utf8').includes('sourceMappingURL') }).toEqual({ file, named: false });
    }
    // The script as served (decoded from whichever copy is sent) does not point to one either.
    const script = await fetch(`${server.url}/assets/${entryScript}`);
    expect(script.status).toBe(200);
    expect(await script.text()).not.toContain('sourceMappingURL');

    for (const pathname of [`/assets/${entryScript}.map`, `/assets/${entryScript.replace(/\.js$/, '.js%2Emap')}`, `/assets/${entryScript}.map?x=1`]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const answer = await request(method, pathname, { 'accept-encoding': 'br, gzip' });
        expect({ method, pathname, status: answer.status }).toEqual({ method, pathname, status: 404 });
        expect(answer.headers['cache-control']).toBe('no-cache');
        expect(answer.body ?? '').not.toContain('"mappings"');
      }
    }
  });
});
