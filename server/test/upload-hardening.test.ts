import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';
import { DecodePool } from '../src/modules/files/decode-pool';
import { checkPdf } from '../src/modules/files/pdf-check';
import type { FileStorage } from '../src/modules/files/storage';
import { UploadService, imageHeader } from '../src/modules/files/upload.service';
import { messageAttachmentRules } from '../src/modules/messages/message-attachments';
import {
  FACTORY_PASSWORD,
  createAdmin,
  createCategory,
  createCustomer,
  createFranchise,
  createFranchisor,
  createLead,
  testPdf,
  token,
} from './support/factories';
import { TestClient } from './support/graphql-client';
import { pngWithHeader } from './support/png';
import { type TestServer, startTestServer } from './support/test-server';

/**
 * Issue 27, uploads: decode bombs refused from the header before any decode, decodes queued in a pool, files per
 * form capped, and nothing stored as sent (images re-encoded, PDFs checked for active content and rewritten).
 */
let server: TestServer;
let admin: TestClient;
let customer: TestClient;
let franchisor: TestClient;
let franchisorId: string;
let franchiseId: string;
let categoryId: string;

beforeAll(async () => {
  server = await startTestServer();
  const owner = await createFranchisor(server.ds);
  franchisorId = owner.id;
  const buyer = await createCustomer(server.ds);
  const franchise = await createFranchise(server.ds, { franchisorId: owner.id, name: 'Bean Scene' });
  franchiseId = franchise.id;
  await createLead(server.ds, { customer: buyer, franchise });
  categoryId = (await createCategory(server.ds, { name: token('Catering ') })).id;
  admin = await as((await createAdmin(server.ds)).email, 'ADMIN');
  customer = await as(buyer.email, 'CUSTOMER');
  franchisor = await as(owner.email, 'FRANCHISOR');
});
afterAll(() => server.close());

async function as(email: string, type: 'ADMIN' | 'FRANCHISOR' | 'CUSTOMER') {
  const c = new TestClient(server.url);
  await c.signIn(email, FACTORY_PASSWORD, type);
  return c;
}

const BANNER = `mutation Create($input: CreateBannerAdInput!, $image: Upload!) { createBannerAd(input: $input, image: $image) { id imageUrl } }`;
const bannerInput = () => ({ franchiseId, duration: 'ONE_MONTH', bannerType: 'MAIN', categoryIds: [], targetUrl: 'https://advertiser.example' });
const REPLY = `mutation Reply($input: ReplyToConversationInput!, $attachment: Upload) {
  replyToConversation(input: $input, attachment: $attachment) { id attachmentUrl }
}`;
const reply = (file: { name: string; type: string; data: Buffer }, content = 'See attached') =>
  customer.upload<{ replyToConversation: { attachmentUrl: string } }>(
    REPLY,
    { input: { counterpartId: franchisorId, content }, attachment: null },
    { attachment: file },
  );
const CREATE_FRANCHISE = `mutation Create($input: FranchiseFormInput!) { createMyFranchise(input: $input) { id brochureUrl } }`;
const franchiseForm = () => ({
  name: token('Brochure Test '),
  location: 'Leeds',
  shortDescription: 'Speciality coffee bars',
  longDescription: 'Everything about running a coffee bar.',
  investmentAmount: 85000,
  categories: [{ mainCategoryId: categoryId, subcategoryIds: [] }],
  mainImage: null,
  brochure: null,
  gallery: [],
  faqs: [],
  testimonials: [],
  successStories: [],
});
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();
const mainImage = async () => ({ name: 'main.png', type: 'image/png', data: await png(40, 30) });
const withBrochure = async (data: Buffer) =>
  franchisor.upload<{ createMyFranchise: { id: string; brochureUrl: string | null } }>(
    CREATE_FRANCHISE,
    { input: franchiseForm() },
    { 'input.mainImage': await mainImage(), 'input.brochure': { name: 'brochure.pdf', type: 'application/pdf', data } },
  );

/** Rows in stored_files and files under the upload directory: a refusal changes neither. */
async function written() {
  const [{ n }] = await server.ds.query(`SELECT count(*)::int AS n FROM stored_files`);
  const root = path.join(server.config.dataDir, 'uploads');
  const files = fs.existsSync(root) ? fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0;
  return { rows: n as number, files };
}
const storedBytes = (url: string) => fs.readFileSync(path.join(server.config.dataDir, 'uploads', url.replace(/^\/uploads\//, '')));

/** A one-page PDF (pdf-lib) with `extra` entries in its catalog; object streams put the catalog in a compressed stream. */
async function pdfWith(extra: (doc: PDFDocument) => void, useObjectStreams = false): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  extra(doc);
  return Buffer.from(await doc.save({ useObjectStreams }));
}
const openActionJs = (doc: PDFDocument) =>
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert("hi")') }));
const HTML_TAIL = Buffer.from('\n<html><body><script>alert(document.cookie)</script></body></html>\n');

describe('an image is measured from its header before it is decoded', () => {
  it('reads the size of a header-only PNG that cannot be decoded at all', async () => {
    const headerOnly = pngWithHeader(7000, 7000, { data: false });
    expect(await imageHeader(headerOnly, 'image/png')).toEqual({ width: 7000, height: 7000, frames: 1 });
    await expect(sharp(headerOnly).stats()).rejects.toThrow();
  });

  it('refuses a banner that is not 1920x230 with the size message, even one that would not decode, decoding nothing', async () => {
    const before = await written();
    const decodes = server.services.decodePool.started;
    const res = await admin.upload(
      BANNER,
      { input: bannerInput(), image: null },
      {
        image: { name: 'banner.png', type: 'image/png', data: pngWithHeader(7000, 7000, { data: false }) },
      },
    );
    // Were the size checked after a decode, this file would be 'Invalid image file'.
    expect(res.errors?.[0]).toMatchObject({ message: 'Banner must be exactly 1920x230 pixels', extensions: { code: 'BAD_USER_INPUT' } });
    expect(server.services.decodePool.started).toBe(decodes);
    expect(await written()).toEqual(before);
  });

  it('refuses a 47 KB PNG of 7000 x 7000 (49 megapixels) as an attachment without decoding it', async () => {
    const bomb = pngWithHeader(7000, 7000);
    expect(bomb.length).toBeLessThan(60_000);
    const before = await written();
    const decodes = server.services.decodePool.started;
    for (const data of [bomb, pngWithHeader(7000, 7000, { data: false })]) {
      const res = await reply({ name: 'photo.png', type: 'image/png', data });
      expect(res.errors?.[0]).toMatchObject({ message: 'Image attachments must be at most 25 megapixels', extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(server.services.decodePool.started).toBe(decodes);
    expect(await written()).toEqual(before);
  });

  it('refuses a listing image over 25 megapixels with the form’s message, writing nothing', async () => {
    const before = await written();
    const res = await franchisor.upload(
      CREATE_FRANCHISE,
      { input: franchiseForm() },
      {
        'input.mainImage': { name: 'huge.png', type: 'image/png', data: pngWithHeader(6000, 4200, { data: false }) },
      },
    );
    expect(res.errors?.[0]).toMatchObject({
      message: 'Image must be at most 25 megapixels',
      extensions: { fields: { mainImage: 'Image must be at most 25 megapixels' } },
    });
    expect(await written()).toEqual(before);
  });
});

describe('the decode pool', () => {
  it('runs at most its size at once, the rest in order of arrival, and frees a slot when work fails', async () => {
    const pool = new DecodePool(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const work = (i: number) => () =>
      new Promise<number>((resolve, reject) => {
        running++;
        most = Math.max(most, running);
        order.push(i);
        setTimeout(() => {
          running--;
          if (i === 1) reject(new Error('broken image'));
          else resolve(i);
        }, 10);
      });
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((i) => pool.run(work(i))));
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(pool.load).toEqual({ running: 0, waiting: 0 });
  });
});

describe('what is stored is never the bytes as sent', () => {
  it('stores a PNG/HTML polyglot banner as a clean 1920x230 re-encode', async () => {
    const sent = Buffer.concat([await png(1920, 230), Buffer.from('<html><script>alert(1)</script></html>')]);
    const res = await admin.upload<{ createBannerAd: { imageUrl: string } }>(
      BANNER,
      { input: bannerInput(), image: null },
      {
        image: { name: 'banner.png', type: 'image/png', data: sent },
      },
    );
    expect(res.errors).toBeUndefined();
    const url = res.data!.createBannerAd.imageUrl;
    const stored = storedBytes(url);
    expect(stored.equals(sent)).toBe(false);
    expect(stored.toString('latin1')).not.toMatch(/<html|<script/i);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 1920, height: 230 });
    const served = await admin.get(url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
  });

  it('measures a banner as it will be shown: a 230x1920 JPEG turned by its EXIF orientation is 1920x230', async () => {
    const turned = await sharp({ create: { width: 230, height: 1920, channels: 3, background: { r: 20, g: 90, b: 160 } } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await imageHeader(turned, 'image/jpeg')).toEqual({ width: 1920, height: 230, frames: 1 });
    const res = await admin.upload<{ createBannerAd: { imageUrl: string } }>(
      BANNER,
      { input: bannerInput(), image: null },
      {
        image: { name: 'banner.jpg', type: 'image/jpeg', data: turned },
      },
    );
    expect(res.errors).toBeUndefined();
    const stored = await sharp(storedBytes(res.data!.createBannerAd.imageUrl)).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 1920, height: 230 });
    expect(stored.orientation).toBeUndefined();
  });

  it('delivers a JPEG attachment without its EXIF (the Artist tag), turned as its orientation said', async () => {
    const sent = await sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Jane Q. Photographer', Copyright: 'SECRET-EXIF-MARKER' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const meta = await sharp(sent).metadata();
    expect(meta.exif?.toString('latin1')).toContain('Jane Q. Photographer');
    expect(meta.orientation).toBe(6);

    const res = await reply({ name: 'site.jpg', type: 'image/jpeg', data: sent });
    expect(res.errors).toBeUndefined();
    const download = await franchisor.get(res.data!.replyToConversation.attachmentUrl);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/jpeg');
    const delivered = Buffer.from(await download.arrayBuffer());
    expect(delivered.toString('latin1')).not.toContain('Jane Q. Photographer');
    expect(delivered.toString('latin1')).not.toContain('SECRET-EXIF-MARKER');
    const got = await sharp(delivered).metadata();
    expect(got.exif).toBeUndefined();
    expect(got.orientation).toBeUndefined();
    expect({ width: got.width, height: got.height }).toEqual({ width: 20, height: 40 });
  });

  it('accepts a clean brochure, stores it rewritten without the tail sent after %%EOF, and serves it as a download', async () => {
    const sent = Buffer.concat([await pdfWith(() => undefined), HTML_TAIL]);
    const res = await withBrochure(sent);
    expect(res.errors).toBeUndefined();
    const url = res.data!.createMyFranchise.brochureUrl!;
    expect(url).toMatch(/^\/uploads\/brochures\/[0-9a-f-]{36}\.pdf$/);
    const stored = storedBytes(url);
    expect(stored.toString('latin1')).not.toContain('<html');
    expect((await PDFDocument.load(stored)).getPageCount()).toBe(1);
    const served = await franchisor.get(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="brochure\.pdf"/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
  });
});

describe('a PDF with active content is refused, writing nothing', () => {
  const ACTIVE = 'Brochure must not contain scripts or embedded files';

  it('a brochure with /OpenAction JavaScript and an HTML tail', async () => {
    const before = await written();
    const res = await withBrochure(Buffer.concat([await pdfWith(openActionJs), HTML_TAIL]));
    expect(res.errors?.[0]).toMatchObject({ message: ACTIVE, extensions: { code: 'BAD_USER_INPUT', fields: { brochure: ACTIVE } } });
    expect(await written()).toEqual(before);
  });

  it.each([
    ['JavaScript inside a compressed object stream', () => pdfWith(openActionJs, true)],
    [
      '/J#61vaScript (a hex-escaped name)',
      async () => Buffer.from((await pdfWith(openActionJs)).toString('latin1').replace('/JavaScript', '/J#61vaScript'), 'latin1'),
    ],
    [
      '/#4aS (lower-case hex, which pdf-lib leaves alone)',
      async () => Buffer.from((await pdfWith(openActionJs)).toString('latin1').replace('/JS', '/#4aS').replace('/JavaScript', '/GoTo'), 'latin1'),
    ],
    ['/Launch', () => pdfWith((doc) => doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'Launch', F: PDFString.of('calc.exe') })))],
    [
      '/EmbeddedFiles',
      () => pdfWith((doc) => doc.catalog.set(PDFName.of('Names'), doc.context.obj({ EmbeddedFiles: doc.context.obj({ Names: [] }) }))),
    ],
    ['/AA on a page', () => pdfWith((doc) => doc.getPage(0).node.set(PDFName.of('AA'), doc.context.obj({})))],
    ['/RichMedia', () => pdfWith((doc) => doc.catalog.set(PDFName.of('Extra'), PDFName.of('RichMedia')))],
    ['/XFA', () => pdfWith((doc) => doc.catalog.set(PDFName.of('AcroForm'), doc.context.obj({ Fields: [], XFA: [] })))],
  ])('an attachment with %s', async (_label, make) => {
    const data = await make();
    const before = await written();
    const res = await reply({ name: 'form.pdf', type: 'application/pdf', data });
    expect(res.errors?.[0]).toMatchObject({
      message: 'PDF attachments must not contain scripts or embedded files',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await written()).toEqual(before);
  });

  it('the object-stream case really hides the name from a byte search', async () => {
    expect((await pdfWith(openActionJs, true)).toString('latin1')).not.toContain('JavaScript');
  });

  it('refuses a file that only starts like a PDF as not a PDF', async () => {
    const before = await written();
    const res = await reply({ name: 'x.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });
    expect(res.errors?.[0]?.message).toBe('Attachments must be an image or a PDF');
    expect(await written()).toEqual(before);
  });

  it.each([
    ['an object stream', '/Type/ObjStm/N 1/First 4'],
    ['a cross-reference stream', '/Type/XRef/Size 6/W[1 2 1]'],
  ])('refuses %s that would inflate past 16 MB, before pdf-lib inflates it', async (_label, dict) => {
    const bomb = deflateSync(Buffer.alloc(20 * 1024 * 1024, 0x20), { level: 9 });
    const head = Buffer.from(
      testPdf()
        .toString('latin1')
        .replace(/trailer[\s\S]*$/, ''),
      'latin1',
    );
    const data = Buffer.concat([
      head,
      Buffer.from(`5 0 obj<<${dict}/Filter/FlateDecode/Length ${bomb.length}>>stream\n`),
      bomb,
      Buffer.from('\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
    ]);
    expect(data.length).toBeLessThan(1024 * 1024);
    expect(await checkPdf(data)).toEqual({ ok: false, reason: 'unreadable', detail: 'object streams over budget' });
    const before = await written();
    const res = await reply({ name: 'bomb.pdf', type: 'application/pdf', data });
    expect(res.errors?.[0]?.message).toBe('Attachments must be an image or a PDF');
    expect(await written()).toEqual(before);
  });

  it('still reads a PDF with object and cross-reference streams after the first pass', async () => {
    const compressed = await pdfWith(() => undefined, true);
    expect(compressed.toString('latin1')).toMatch(/\/Type \/ObjStm/);
    const verdict = await checkPdf(compressed);
    expect(verdict.ok).toBe(true);
    if (verdict.ok) expect((await PDFDocument.load(verdict.data)).getPageCount()).toBe(1);
  });

  it('accepts the plain test PDF as an attachment', async () => {
    const res = await reply({ name: 'plain.pdf', type: 'application/pdf', data: testPdf('plain') });
    expect(res.errors).toBeUndefined();
  });
});

describe('files per form', () => {
  it('refuses a banner request carrying three files, before reading any, writing nothing', async () => {
    const before = await written();
    const banners = async () => (await server.ds.query(`SELECT count(*)::int AS n FROM banner_ads`))[0].n as number;
    const bannersBefore = await banners();
    const decodes = server.services.decodePool.started;
    const image = { name: 'banner.png', type: 'image/png', data: await png(1920, 230) };
    const res = await admin.upload(
      BANNER,
      { input: bannerInput(), image: null, extra: [null, null] },
      {
        image,
        'extra.0': image,
        'extra.1': image,
      },
    );
    expect(res.status).toBe(413);
    expect(res.errors?.[0]).toMatchObject({ message: 'This form takes at most 1 file at a time', extensions: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(server.services.decodePool.started).toBe(decodes);
    expect(await written()).toEqual(before);
    expect(await banners()).toBe(bannersBefore);
  });

  it('refuses eight attachments in one reply', async () => {
    const before = await written();
    const file = { name: 'a.pdf', type: 'application/pdf', data: testPdf() };
    const files = Object.fromEntries([['attachment', file], ...Array.from({ length: 7 }, (_, i) => [`more.${i}`, file])]);
    const res = await customer.upload(
      REPLY,
      { input: { counterpartId: franchisorId, content: 'Many' }, attachment: null, more: Array(7).fill(null) },
      files,
    );
    expect(res.status).toBe(413);
    expect(res.errors?.[0]?.message).toBe('This form takes at most 1 file at a time');
    expect(await written()).toEqual(before);
  });
});

describe('an upload already over the size limit when it is read', () => {
  it("answers the form's size message, not the upload library's, when opening the stream throws", async () => {
    // On a busy server graphql-upload can pass its maxFileSize before the resolver reads the file: then opening the
    // stream throws its 413 at once (seen as 'File truncated as it exceeds …' reaching the user).
    const uploads = new UploadService({} as FileStorage, new DecodePool(1));
    const tooLate = Object.assign(new Error('File truncated as it exceeds the 10485760 byte size limit.'), { status: 413 });
    const file = {
      filename: 'big.pdf',
      mimetype: 'application/pdf',
      encoding: '7bit',
      createReadStream: () => {
        throw tooLate;
      },
    };
    await expect(uploads.stage(file, messageAttachmentRules('someone'))).rejects.toThrow('Attachments must be smaller than 10MB');
  });
});
