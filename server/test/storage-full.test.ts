import fs from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { LocalDiskStorage } from '../src/modules/files/local-disk-storage';
import { StoredFile } from '../src/modules/files/stored-file.entity';
import { Franchise } from '../src/modules/catalogue/franchise.entity';
import { Message } from '../src/modules/messages/message.entity';
import { FACTORY_PASSWORD, createAdmin, createCategory, createFranchisor, testPdf, token } from './support/factories';
import { TestClient } from './support/graphql-client';
import { captureLogs } from './support/logs';
import { type TestServer, startTestServer } from './support/test-server';

/**
 * Issue 39, item 4: uploads onto a full volume. The volume is simulated where bytes reach the disk
 * (LocalDiskStorage's write): it holds `capacity` bytes, counting every file under the uploads directory
 * (temporary ones too), and a write that does not fit puts what fits and then fails with ENOSPC (or EDQUOT),
 * as a real full disk does. Everything else is real: the mutation over HTTP through graphql-upload, the checks,
 * the storage's files on disk and the database. The uploader must be told that storage is full, and nothing
 * half written may stay: no truncated, empty or temporary file, no stored_files row, no message without its file.
 */
let server: TestServer;
let uploadsDir: string;
beforeAll(async () => {
  server = await startTestServer();
  uploadsDir = path.join(server.config.dataDir, 'uploads');
});
afterAll(() => server.close());

/** The simulated volume: its size, the error a write that does not fit gets, and how many writes fitted whole. */
const volume = { capacity: Infinity, code: 'ENOSPC', whole: 0 };
afterEach(() => {
  volume.capacity = Infinity;
  volume.code = 'ENOSPC';
});

type Write = (this: LocalDiskStorage, handle: FileHandle, data: Buffer) => Promise<void>;
const storageWrite = LocalDiskStorage.prototype as unknown as { write: Write };
const realWrite = storageWrite.write;
beforeAll(() => {
  jest.spyOn(storageWrite, 'write').mockImplementation(async function (this: LocalDiskStorage, handle, data) {
    const fits = Math.max(0, Math.min(data.length, volume.capacity - used()));
    await realWrite.call(this, handle, data.subarray(0, fits));
    if (fits === data.length) volume.whole++;
    else {
      throw Object.assign(new Error(`${volume.code}: no space left on device, write`), { code: volume.code, errno: -28, syscall: 'write' });
    }
  });
});
afterAll(() => jest.restoreAllMocks());

/** Every file under the uploads directory, dot files included, with its size. */
function filesOnDisk(dir = uploadsDir, prefix = ''): Map<string, number> {
  const found = new Map<string, number>();
  if (!fs.existsSync(dir)) return found;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const key = prefix + entry.name;
    if (entry.isDirectory()) for (const [k, size] of filesOnDisk(path.join(dir, entry.name), `${key}/`)) found.set(k, size);
    else found.set(key, fs.statSync(path.join(dir, entry.name)).size);
  }
  return found;
}
const used = () => [...filesOnDisk().values()].reduce((sum, size) => sum + size, 0);

/** What storage and the database agree on: every row's file on disk at its full size, and no file without a row. */
async function expectNothingHalfWritten() {
  const rows = await server.ds.getRepository(StoredFile).find();
  expect(Object.fromEntries(filesOnDisk())).toEqual(Object.fromEntries(rows.map((r) => [r.storageKey, r.sizeBytes])));
}

const SEND_SUPPORT = `mutation Support($input: SendSupportMessageInput!, $attachment: Upload) {
  sendSupportMessage(input: $input, attachment: $attachment) { id attachmentUrl }
}`;
const STORAGE_FULL = { message: 'Storage is full, please try again later', extensions: { code: 'STORAGE_FULL' } };

describe('a message attachment on a full volume', () => {
  it('is refused with STORAGE_FULL, leaving no broken file or row; once there is room again, it is stored', async () => {
    await createAdmin(server.ds);
    const franchisor = await createFranchisor(server.ds);
    const sender = new TestClient(server.url);
    await sender.signIn(franchisor.email, FACTORY_PASSWORD, 'FRANCHISOR');
    const pdf = testPdf('x'.repeat(30_000));
    const send = async (subject: string) => {
      const res = await sender.upload<{ sendSupportMessage: { attachmentUrl: string } }>(
        SEND_SUPPORT,
        { input: { subject, content: 'See attached.' }, attachment: null },
        { attachment: { name: 'statement.pdf', type: 'application/pdf', data: pdf } },
      );
      return res.errors ? { errors: res.errors } : 'stored';
    };
    const messages = () => server.ds.getRepository(Message).countBy({ senderId: franchisor.id });

    // With room: stored; its size tells how much each of these (identical) attachments takes.
    expect(await send('Room to spare')).toBe('stored');
    const { attachmentFileId } = await server.ds.getRepository(Message).findOneByOrFail({ senderId: franchisor.id });
    const size = (await server.ds.getRepository(StoredFile).findOneByOrFail({ id: attachmentFileId! })).sizeBytes;
    expect(size).toBeGreaterThan(20_000);

    // Room for two and a half more, as on the small volume: the third fills it part way.
    volume.capacity = used() + 2 * size + Math.floor(size / 2);
    const results: unknown[] = [];
    const { lines } = await captureLogs(async () => {
      for (let i = 1; i <= 4; i++) results.push(await send(`Filling up ${i}`));
    }, 'warn');
    expect(results).toEqual([
      'stored',
      'stored',
      { errors: [expect.objectContaining(STORAGE_FULL)] },
      { errors: [expect.objectContaining(STORAGE_FULL)] },
    ]);
    expect(await messages()).toBe(3);
    await expectNothingHalfWritten();
    // The operator is told why, once per refusal.
    expect(lines.filter((l) => l.level === 'error').map((l) => l.msg)).toEqual([
      'File storage is full: an upload was refused',
      'File storage is full: an upload was refused',
    ]);

    // Space freed: the same upload goes through.
    volume.capacity = Infinity;
    expect(await send('Room again')).toBe('stored');
    expect(await messages()).toBe(4);
    await expectNothingHalfWritten();
  });
});

describe('a listing whose brochure does not fit after its main image did', () => {
  it('is refused with STORAGE_FULL (a quota spent too), and the main image already stored is removed again', async () => {
    const category = await createCategory(server.ds, { name: token('Catering ') });
    const franchisor = await createFranchisor(server.ds);
    const client = new TestClient(server.url);
    await client.signIn(franchisor.email, FACTORY_PASSWORD, 'FRANCHISOR');
    const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 200 } } })
      .png()
      .toBuffer();
    const name = token('Full Volume ');
    const input = {
      name,
      location: 'Leeds',
      shortDescription: 'Speciality coffee bars',
      longDescription: 'Everything about running a coffee bar.',
      investmentAmount: 85000,
      categories: [{ mainCategoryId: category.id, subcategoryIds: [] }],
      mainImage: null,
      brochure: null,
      gallery: [],
      faqs: [],
      testimonials: [],
      successStories: [],
    };
    // The small image (stored first) fits; the 30 kB brochure does not.
    volume.capacity = used() + 10_000;
    volume.code = 'EDQUOT';
    const stored = volume.whole;
    let res!: Awaited<ReturnType<TestClient['upload']>>;
    const { lines } = await captureLogs(async () => {
      res = await client.upload(
        `mutation Create($input: FranchiseFormInput!) { createMyFranchise(input: $input) { id } }`,
        { input },
        {
          'input.mainImage': { name: 'main.png', type: 'image/png', data: image },
          'input.brochure': { name: 'brochure.pdf', type: 'application/pdf', data: testPdf('y'.repeat(30_000)) },
        },
      );
    }, 'warn');
    expect(res.errors).toEqual([
      expect.objectContaining({ message: STORAGE_FULL.message, extensions: expect.objectContaining(STORAGE_FULL.extensions) }),
    ]);
    expect(volume.whole - stored).toBe(1); // the main image was written whole, before the brochure failed
    expect(lines.filter((l) => l.level === 'error').map((l) => l.msg)).toEqual(['File storage is full: an upload was refused']);
    expect(await server.ds.getRepository(Franchise).countBy({ name })).toBe(0);
    await expectNothingHalfWritten();
  });
});
