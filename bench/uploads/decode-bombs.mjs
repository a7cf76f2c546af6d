// Decode bombs (issue 27): PNGs of about 47 KB whose header claims 7000 x 7000 pixels (49 megapixels, under the old
// 50-megapixel cap), sent at once as banners by an administrator and as message attachments by a customer, against
// the built server on a scratch database. For each burst: the time each upload took to be answered (refused), and a
// public server-rendered page's time meanwhile against its idle time. Goal: refused in under 500 ms, the page within
// twice its idle time. Writes bench/results/uploads.md (or BENCH_OUT). Not part of `npm test`.
//
//   node bench/uploads/decode-bombs.mjs            (BENCH_RUNS=40 page samples when idle; BENCH_OUT=uploads-before.md)
import { deflateSync } from 'node:zlib';
import path from 'node:path';
import { RUNS, benchDatabase, buildServer, log, machineLines, ms, pg, require, root, signIn, startServer, time, writeReport } from '../lib.mjs';

const PASSWORD = 'Bench-uploads-1';
const PAGE = '/search';
const OUT = process.env.BENCH_OUT ?? 'uploads.md';
const db = benchDatabase('fc_bench_uploads');

/** A valid greyscale PNG of width x height pixels, all zero: a few tens of KB that decode to width x height bytes. */
function bomb(width = 7000, height = width) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const raw = Buffer.alloc(height * (width + 1)); // each row: filter byte 0 and zero pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function seed() {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const { hashPassword } = require(path.join(root, 'server', 'dist', 'modules', 'auth', 'password.js'));
  const hash = await hashPassword(PASSWORD);
  await client.query(
    `WITH u AS (INSERT INTO users (email, password_hash) VALUES ('admin@bench.test', $1), ('franchisor@bench.test', $1), ('customer@bench.test', $1) RETURNING id, email)
     INSERT INTO profiles (id, full_name, email, user_type, status, company_name, approved_at)
     SELECT id, 'Bench ' || email, email, split_part(email, '@', 1)::user_type, 'approved', 'Bench Ltd', now() FROM u`,
    [hash],
  );
  await client.query(`INSERT INTO franchise_categories (name) SELECT 'Category ' || g FROM generate_series(1, 20) g`);
  await client.query(
    `INSERT INTO franchises (name, location, franchisor_id, status, approved_at)
     SELECT 'Franchise ' || g, 'Town ' || g, (SELECT id FROM profiles WHERE email = 'franchisor@bench.test'), 'approved', now()
     FROM generate_series(1, 200) g`,
  );
  await client.query(
    `INSERT INTO franchise_leads (franchise_id, franchisor_id, user_id, name, email, phone)
     SELECT f.id, f.franchisor_id, c.id, 'Bench customer', c.email, '07700 900123'
     FROM (SELECT * FROM franchises ORDER BY name LIMIT 1) f, profiles c WHERE c.email = 'customer@bench.test'`,
  );
  const { rows } = await client.query(
    `SELECT (SELECT id FROM franchises ORDER BY name LIMIT 1) AS franchise, (SELECT id FROM profiles WHERE email = 'franchisor@bench.test') AS franchisor`,
  );
  await client.end();
  return rows[0];
}

async function upload(url, cookie, query, variables, field, file) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables }));
  form.append('map', JSON.stringify({ 0: [`variables.${field}`] }));
  form.append('0', new Blob([file]), 'bomb.png');
  const t = process.hrtime.bigint();
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { cookie, 'apollo-require-preflight': 'true' }, body: form });
  const body = await res.json();
  return { ms: Number(process.hrtime.bigint() - t) / 1e6, message: body.errors?.[0]?.message ?? 'accepted' };
}

const BANNER = `mutation($input: CreateBannerAdInput!, $image: Upload!) { createBannerAd(input: $input, image: $image) { id } }`;
const REPLY = `mutation($input: ReplyToConversationInput!, $attachment: Upload) { replyToConversation(input: $input, attachment: $attachment) { id } }`;

const pageOnce = async (url) => {
  const t = process.hrtime.bigint();
  const res = await fetch(`${url}${PAGE}`);
  await res.text();
  if (!res.ok) throw new Error(`${PAGE} answered ${res.status}`);
  return Number(process.hrtime.bigint() - t) / 1e6;
};

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/**
 * ROUNDS times: sends `n` uploads at once and requests the page one after another until they are all answered
 * (at least once per round, so a round shorter than a page still counts one page sent during it).
 */
async function burst(url, n, send) {
  const pages = [];
  const results = [];
  for (let round = 0; round < ROUNDS; round++) {
    let done = false;
    const uploads = Promise.all(Array.from({ length: n }, () => send())).finally(() => (done = true));
    do pages.push(await pageOnce(url));
    while (!done);
    results.push(...(await uploads));
  }
  pages.sort((a, b) => a - b);
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    n,
    slowest: times.at(-1),
    median: times[Math.floor(times.length / 2)],
    messages: [...new Set(results.map((r) => r.message))],
    pageMedian: pages[Math.floor(pages.length / 2)],
    pageMax: pages.at(-1),
    pageCount: pages.length,
  };
}

await buildServer();
await db.create();
const { franchise, franchisor } = await seed();
const server = await startServer(db.url, { PAGE_CACHE_SECONDS: '0', ACCESS_LOG: 'false' });
const lines = [];
try {
  const file = bomb();
  log(`Bomb: ${file.length} bytes, 7000 x 7000 pixels`);
  const admin = await signIn(server.url, 'admin@bench.test', PASSWORD, 'ADMIN');
  const customer = await signIn(server.url, 'customer@bench.test', PASSWORD, 'CUSTOMER');
  const idle = await time(() => pageOnce(server.url));
  log(`${PAGE} idle: p50 ${ms(idle.p50)}, p95 ${ms(idle.p95)}`);
  const banner = () =>
    upload(
      server.url,
      admin,
      BANNER,
      {
        input: { franchiseId: franchise, targetUrl: 'https://advertiser.example/', bannerType: 'MAIN', duration: 'ONE_MONTH', categoryIds: [] },
        image: null,
      },
      'image',
      file,
    );
  const attachment = () =>
    upload(server.url, customer, REPLY, { input: { counterpartId: franchisor, content: 'Photo attached' }, attachment: null }, 'attachment', file);
  const large = bomb(6000, 4000);
  log(`Large valid image: ${large.length} bytes, 6000 x 4000 pixels`);
  const largeAttachment = () =>
    upload(server.url, customer, REPLY, { input: { counterpartId: franchisor, content: 'Photo attached' }, attachment: null }, 'attachment', large);
  const rows = [];
  for (const [label, n, send] of [
    ['banners (admin)', 4, banner],
    ['banners (admin)', 8, banner],
    ['attachments (customer)', 4, attachment],
    ['attachments (customer)', 8, attachment],
    ['24 MP attachments (valid, customer)', 4, largeAttachment],
    ['24 MP attachments (valid, customer)', 8, largeAttachment],
  ]) {
    // The machine is shared and its speed drifts: the page's idle time is taken again just before each burst.
    const near = [];
    for (let i = 0; i < 10; i++) near.push(await pageOnce(server.url));
    near.sort((a, b) => a - b);
    const idleHere = near[5];
    const r = await burst(server.url, n, send);
    log(
      `${n} ${label}: slowest ${ms(r.slowest)}, page idle ${ms(idleHere)}, during p50 ${ms(r.pageMedian)} max ${ms(r.pageMax)} (${r.pageCount}); ${r.messages.join(' / ')}`,
    );
    rows.push(
      `| ${n} ${label} | ${ms(r.median)} | ${ms(r.slowest)} | ${ms(idleHere)} | ${r.pageCount} | ${ms(r.pageMedian)} | ${ms(r.pageMax)} | ${(r.pageMedian / idleHere).toFixed(1)}x | ${r.messages.join('; ')} |`,
    );
  }
  lines.push(
    '# Decode bombs (issue 27)',
    '',
    ...machineLines('node bench/uploads/decode-bombs.mjs', db.host),
    '',
    `A ${(file.length / 1024).toFixed(0)} KB PNG whose header says 7000 x 7000 (49 megapixels), sent n at once, ${ROUNDS} rounds; meanwhile`,
    `\`GET ${PAGE}\` (server-rendered, page cache off) is requested one after another until every upload is answered.`,
    `The last rows send a valid image under every limit (6000 x 4000, ${(large.length / 1024).toFixed(0)} KB), which must be decoded and re-encoded:`,
    'they show the decode pool (uploads wait their turn; the page should not).',
    `UPLOAD_DECODE_CONCURRENCY: ${process.env.UPLOAD_DECODE_CONCURRENCY ?? 'default (half the cores)'}.`,
    `Idle, the page takes p50 ${ms(idle.p50)}, p95 ${ms(idle.p95)} (${RUNS} runs).`,
    'Goal: each upload refused in under 500 ms; the page within 2x its idle time.',
    '',
    '"page idle" is the median of 10 pages just before the burst (the machine is shared; its speed drifts).',
    '',
    '| burst | upload answered, median | slowest | page idle | pages during | page p50 | page max | page p50 / idle | answer |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  );
} finally {
  await server.stop();
  await db.drop();
}
writeReport(OUT, lines);
