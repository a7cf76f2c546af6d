import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { repoRoot } from '../src/paths';
import { FileVisibility, StoredFile } from '../src/modules/files/stored-file.entity';
import { createCategory } from './support/factories';
import { type RawAnswer, rawRequest } from './support/raw-http';
import { type TestServer, startTestServer } from './support/test-server';

/**
 * A small built client in a temporary folder, precompressed by the build's own script: an index.html and
 * hashed assets above and below the compression threshold, a text file with no build copy (compressed on the fly) and
 * an image.
 */
function buildFixtureClient(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-client-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const modules = Array.from({ length: 200 }, (_, i) => `export const part${i} = () => 'franchise compass part ${i}';`);
  const files: Record<string, string | Buffer> = {
    'index.html': `<!doctype html>\n<html lang="en-GB"><head><meta charset="UTF-8" /><title>Franchise Compass</title>\n${Array.from(
      { length: 30 },
      (_, i) => `<link rel="modulepreload" crossorigin href="/assets/chunk-${i}-a1b2c3.js">`,
    ).join('\n')}\n<script type="module" crossorigin src="/assets/app-Abc123.js"></script></head><body><div id="root"></div></body></html>\n`,
    'assets/app-Abc123.js': modules.join('\n'),
    'assets/notes-Abc123.md': modules.map((_, i) => `- part ${i}: src/part-${i}.ts`).join('\n'),
    'assets/tiny-Def456.js': 'export const tiny = 1;\n',
    'assets/logo-Ghi789.png': randomBytes(4096),
  };
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), content);
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts', 'precompress.mjs'), dir], { stdio: 'pipe' });
  return dir;
}

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = buildFixtureClient();
  server = await startTestServer({}, { clientDir: dist });
  // Enough categories for the sitemap and a GraphQL answer well above the threshold.
  for (let i = 0; i < 40; i++) await createCategory(server.ds, { name: `Compression test category number ${i} ${randomBytes(3).toString('hex')}` });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

type Accepts = 'br' | 'gzip' | 'identity';
const acceptHeader: Record<Accepts, string> = { br: 'br', gzip: 'gzip', identity: 'identity' };

function get(pathname: string, encoding: Accepts | string, headers: Record<string, string> = {}, method = 'GET') {
  return rawRequest(server.url, {
    method,
    path: pathname,
    headers: { 'accept-encoding': acceptHeader[encoding as Accepts] ?? encoding, ...headers },
  });
}

const graphqlBody = Buffer.from(JSON.stringify({ query: '{ mainCategories { id name } }' }));
function graphql(encoding: Accepts) {
  return rawRequest(server.url, {
    method: 'POST',
    path: '/graphql',
    headers: { 'accept-encoding': acceptHeader[encoding], 'content-type': 'application/json', 'content-length': String(graphqlBody.length) },
    body: graphqlBody,
  });
}

function decoded(answer: RawAnswer): Buffer {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') return zlib.brotliDecompressSync(answer.bytes);
  if (coding === 'gzip') return zlib.gunzipSync(answer.bytes);
  if (coding === 'deflate') return zlib.inflateSync(answer.bytes);
  expect(coding).toBeUndefined();
  return answer.bytes;
}

const varies = (answer: RawAnswer) =>
  String(answer.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

describe.each([
  ['the HTML of a public route', () => get('/search', 'identity'), (e: Accepts) => get('/search', e)],
  ['a hashed asset', () => get('/assets/app-Abc123.js', 'identity'), (e: Accepts) => get('/assets/app-Abc123.js', e)],
  ['a GraphQL answer', () => graphql('identity'), (e: Accepts) => graphql(e)],
  ['the sitemap', () => get('/sitemap.xml', 'identity'), (e: Accepts) => get('/sitemap.xml', e)],
])('%s', (_name, identity, encoded) => {
  it('is sent as brotli or gzip as accepted, and decodes to the same bytes as the identity answer', async () => {
    const plain = await identity();
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.length).toBeGreaterThan(1024);
    expect(varies(plain)).toBe(true);

    for (const encoding of ['br', 'gzip'] as const) {
      const answer = await encoded(encoding);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(varies(answer)).toBe(true);
      expect(answer.headers['content-type']).toBe(plain.headers['content-type']);
      expect(answer.bytes.length).toBeLessThan(plain.bytes.length);
      expect(decoded(answer).equals(plain.bytes)).toBe(true);
    }
  });
});

describe('a GraphQL answer sent whole', () => {
  it('is compressed in one piece and sent with its length, not in chunks', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const answer = await graphql(encoding);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['transfer-encoding']).toBeUndefined();
      expect(Number(answer.headers['content-length'])).toBe(answer.bytes.length);
    }
  });
});

describe('negotiation', () => {
  it('prefers brotli when the browser takes both, and honours q=0 and *', async () => {
    expect((await get('/search', 'gzip, deflate, br, zstd')).headers['content-encoding']).toBe('br');
    expect((await get('/search', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('/assets/app-Abc123.js', 'gzip, deflate, br')).headers['content-encoding']).toBe('br');
    expect((await get('/assets/app-Abc123.js', 'br;q=0, *')).headers['content-encoding']).toBe('gzip');
    expect((await get('/assets/app-Abc123.js', '*;q=0, identity')).headers['content-encoding']).toBeUndefined();
    // Deflate alone (no build copy): compressed on the fly.
    const deflated = await get('/assets/app-Abc123.js', 'deflate');
    expect(deflated.headers['content-encoding']).toBe('deflate');
    expect(decoded(deflated).equals(fs.readFileSync(path.join(dist, 'assets/app-Abc123.js')))).toBe(true);
  });
});

describe('hashed assets', () => {
  it('are cached for a year as immutable and sent as the copies the build compressed', async () => {
    const original = fs.readFileSync(path.join(dist, 'assets/app-Abc123.js'));
    const answers = {
      identity: await get('/assets/app-Abc123.js', 'identity'),
      br: await get('/assets/app-Abc123.js', 'br'),
      gzip: await get('/assets/app-Abc123.js', 'gzip'),
    };
    for (const answer of Object.values(answers)) {
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(answer.headers['content-length']).toBe(String(answer.bytes.length));
      // Its name changes with its content: the ETag alone revalidates it.
      expect(answer.headers['last-modified']).toBeUndefined();
      expect(decoded(answer).equals(original)).toBe(true);
    }
    // The build's quality-11 brotli and level-9 gzip, byte for byte, not a copy compressed per request.
    expect(answers.br.bytes.equals(fs.readFileSync(path.join(dist, 'assets/app-Abc123.js.br')))).toBe(true);
    expect(answers.gzip.bytes.equals(fs.readFileSync(path.join(dist, 'assets/app-Abc123.js.gz')))).toBe(true);
    // Each representation has its own validator, and each revalidates to 304.
    const etags = Object.values(answers).map((a) => a.headers.etag);
    expect(new Set(etags).size).toBe(3);
    const revalidated = await get('/assets/app-Abc123.js', 'br', { 'if-none-match': answers.br.headers.etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.bytes.length).toBe(0);
  });

  it('answer HEAD with the headers of the compressed copy and no body', async () => {
    const head = await get('/assets/app-Abc123.js', 'br', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(fs.statSync(path.join(dist, 'assets/app-Abc123.js.br')).size));
    expect(head.bytes.length).toBe(0);
  });

  it('are not compressed when small, already compressed (images) or asked for in part', async () => {
    const tiny = await get('/assets/tiny-Def456.js', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export const tiny = 1;\n');
    const png = await get('/assets/logo-Ghi789.png', 'br, gzip');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.bytes.equals(fs.readFileSync(path.join(dist, 'assets/logo-Ghi789.png')))).toBe(true);

    // A text file with no build copy: compressed on the fly, but a range is cut from the identity bytes.
    const notes = fs.readFileSync(path.join(dist, 'assets/notes-Abc123.md'));
    const whole = await get('/assets/notes-Abc123.md', 'br');
    expect(whole.headers['content-encoding']).toBe('br');
    expect(decoded(whole).equals(notes)).toBe(true);
    const part = await get('/assets/notes-Abc123.md', 'gzip', { range: 'bytes=100-1199' });
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.bytes.equals(notes.subarray(100, 1200))).toBe(true);
  });

  it('that do not exist are a 404, whatever the encoding', async () => {
    expect((await get('/assets/missing-Zzz999.js', 'br')).status).toBe(404);
    expect((await get('/assets/../index.html', 'br')).status).not.toBe(200);
  });
});

describe('security headers', () => {
  const documentOnly = ['content-security-policy', 'x-frame-options', 'referrer-policy', 'permissions-policy'];

  it('a page and an uploaded file carry the policy and framing rules; a build asset only nosniff', async () => {
    const key = `headers-test/${randomBytes(6).toString('hex')}.txt`;
    await server.services.storage.put(key, Buffer.from('hello'));
    await server.ds.getRepository(StoredFile).save({
      storageKey: key,
      originalName: 'hello.txt',
      mimeType: 'text/plain',
      sizeBytes: 5,
      ownerId: null,
      visibility: FileVisibility.PUBLIC,
    });
    for (const pathname of ['/', '/franchise/123', `/uploads/${key}`]) {
      const answer = await get(pathname, 'br');
      expect(answer.status).toBe(200);
      for (const name of [...documentOnly, 'x-content-type-options'])
        expect([pathname, name, answer.headers[name]]).toEqual([pathname, name, expect.any(String)]);
      expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    }
    for (const pathname of ['/assets/app-Abc123.js', '/assets/tiny-Def456.js', '/assets/missing-Zzz999.js']) {
      const answer = await get(pathname, 'br');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      for (const name of documentOnly) expect([pathname, name, answer.headers[name]]).toEqual([pathname, name, undefined]);
    }
  });

  it("a build script's headers in production fit the JavaScript budget's allowance for them", async () => {
    // scripts/check-js-budget.mjs counts each script's body and 480 bytes of headers, as Lighthouse counts a
    // first load's JavaScript: that allowance has to hold for the headers production sends (with HSTS).
    const production = await startTestServer({ isProduction: true }, { clientDir: dist });
    try {
      const answer = await rawRequest(production.url, {
        method: 'GET',
        path: '/assets/app-Abc123.js',
        headers: { 'accept-encoding': 'br', connection: 'keep-alive' },
      });
      expect(answer.headers['strict-transport-security']).toBeDefined();
      // The status line, each 'name: value' line with its CRLF, and the blank line.
      const bytes = 'HTTP/1.1 200 OK\r\n'.length + answer.rawHeaders.reduce((sum, item) => sum + item.length + 2, 0) + 2;
      expect(bytes).toBeLessThanOrEqual(480);
    } finally {
      await production.close();
    }
  });
});

describe('HTML', () => {
  it('is never cached, on a client route and as /index.html', async () => {
    for (const pathname of ['/', '/franchise/123', '/index.html']) {
      const answer = await get(pathname, 'br');
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(decoded(answer).equals(fs.readFileSync(path.join(dist, 'index.html')))).toBe(true);
    }
  });
});

describe('responses whose bytes stay as they are', () => {
  it('a public upload keeps its exact Content-Length even in a compressible type', async () => {
    const bytes = Buffer.from('name,value\n' + 'franchise,compass\n'.repeat(500));
    const key = `compression-test/${randomBytes(6).toString('hex')}.csv`;
    await server.services.storage.put(key, bytes);
    await server.ds.getRepository(StoredFile).save({
      storageKey: key,
      originalName: 'list.csv',
      mimeType: 'text/csv',
      sizeBytes: bytes.length,
      ownerId: null,
      visibility: FileVisibility.PUBLIC,
    });
    const answer = await get(`/uploads/${key}`, 'br, gzip');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-length']).toBe(String(bytes.length));
    expect(answer.bytes.equals(bytes)).toBe(true);
    const head = await get(`/uploads/${key}`, 'br, gzip', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(bytes.length));
  });

  it('the Stripe webhook answers uncompressed', async () => {
    const body = Buffer.from(JSON.stringify({ id: 'evt_test', type: 'checkout.session.completed', padding: 'x'.repeat(4000) }));
    const answer = await rawRequest(server.url, {
      method: 'POST',
      path: '/webhooks/stripe',
      headers: {
        'accept-encoding': 'br, gzip',
        'content-type': 'application/json',
        'stripe-signature': 't=1,v1=bad',
        'content-length': String(body.length),
      },
      body,
    });
    expect(answer.status).toBe(400);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(() => JSON.parse(answer.body)).not.toThrow();
  });
});
