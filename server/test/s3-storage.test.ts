import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { ConfigError, loadConfig } from '../src/config';
import { S3Storage } from '../src/modules/files/s3-storage';
import { StorageFullError } from '../src/modules/files/storage';
import { StoredFile } from '../src/modules/files/stored-file.entity';
import { Message } from '../src/modules/messages/message.entity';
import { FACTORY_PASSWORD, createAdmin, createFranchisor, testPdf } from './support/factories';
import { TestClient } from './support/graphql-client';
import { captureLogs } from './support/logs';
import { type TestS3, startTestS3 } from './support/s3';
import { type TestServer, startTestServer } from './support/test-server';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3.close());

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('S3 storage driver against a local S3 stand-in', () => {
  it('stores, streams back and deletes an object in the bucket', async () => {
    const storage = new S3Storage(s3.config);
    const data = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 256));
    await storage.put('round-trip/one.bin', data);
    expect(await s3.read('round-trip/one.bin')).toEqual(data);

    const stream = await storage.open('round-trip/one.bin');
    expect(stream).toBeInstanceOf(Readable);
    expect((await readAll(stream!)).equals(data)).toBe(true);

    await storage.delete('round-trip/one.bin');
    expect(await s3.read('round-trip/one.bin')).toBeNull();
    expect(await storage.open('round-trip/one.bin')).toBeNull();
  });

  it('opens a missing key as null', async () => {
    expect(await new S3Storage(s3.config).open('nowhere/missing.pdf')).toBeNull();
  });

  it('treats a missing bucket as an error, not as a missing file', async () => {
    const storage = new S3Storage({ ...s3.config, bucket: 'no-such-bucket' });
    await expect(storage.open('nowhere/missing.pdf')).rejects.toThrow();
  });

  it.each(['../escape.txt', 'a/../../b.txt', '/abs/path.txt', 'UPPER/case.txt', 'no-extension', 'a//b.txt'])(
    'refuses the unsafe key %p and writes nothing',
    async (key) => {
      const storage = new S3Storage(s3.config);
      const before = await s3.keys();
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Refusing unsafe storage key');
      await expect(storage.delete(key)).rejects.toThrow('Refusing unsafe storage key');
      expect(await storage.open(key)).toBeNull();
      expect(await s3.keys()).toEqual(before);
    },
  );
});

describe('uploads through the API with STORAGE_URL set', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ s3: s3.config });
  });
  afterAll(() => server.close());

  const SEND_SUPPORT = `mutation Support($input: SendSupportMessageInput!, $attachment: Upload) {
    sendSupportMessage(input: $input, attachment: $attachment) { id attachmentUrl }
  }`;
  const pdf = testPdf();

  async function sendAttachment(subject: string) {
    const admin = await createAdmin(server.ds);
    const franchisor = await createFranchisor(server.ds);
    const sender = new TestClient(server.url);
    await sender.signIn(franchisor.email, FACTORY_PASSWORD, 'FRANCHISOR');
    const res = await sender.upload<{ sendSupportMessage: { id: string; attachmentUrl: string } }>(
      SEND_SUPPORT,
      { input: { subject, content: 'See attached.' }, attachment: null },
      { attachment: { name: 'statement.pdf', type: 'application/pdf', data: pdf } },
    );
    expect(res.errors).toBeUndefined();
    const url = res.data!.sendSupportMessage.attachmentUrl;
    const message = await server.ds.getRepository(Message).findOneByOrFail({ subject });
    const file = await server.ds.getRepository(StoredFile).findOneByOrFail({ id: message.attachmentFileId! });
    const reader = new TestClient(server.url);
    await reader.signIn(admin.email, FACTORY_PASSWORD, 'ADMIN');
    return { url, file, reader };
  }

  it('puts an attachment in the bucket and serves the same bytes back over HTTP', async () => {
    const { url, file, reader } = await sendAttachment('Stored in S3');
    const stored = await s3.read(file.storageKey);
    expect(stored?.subarray(0, 5).toString()).toBe('%PDF-'); // pdf-lib's rewrite of the sent file
    expect(fs.existsSync(path.join(server.config.dataDir, 'uploads'))).toBe(false);

    const download = await reader.get(url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="statement.pdf"; filename*=UTF-8''statement.pdf`);
    expect(Buffer.from(await download.arrayBuffer()).equals(stored!)).toBe(true);
  });

  it('answers 404, not 500, when the object has gone from the bucket', async () => {
    const { url, file, reader } = await sendAttachment('Gone from S3');
    await s3.client.send(new DeleteObjectCommand({ Bucket: s3.config.bucket, Key: file.storageKey }));
    const download = await reader.get(url);
    expect(download.status).toBe(404);
  });
});

/**
 * A store that has run out of room, as MinIO answers below its free-drive threshold: every PUT gets
 * 507 XMinioStorageFull (after its body is read); `puts` counts them.
 */
async function startFullStore() {
  let puts = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.method === 'PUT') puts++;
      res
        .writeHead(507, { 'content-type': 'application/xml' })
        .end(
          '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>XMinioStorageFull</Code><Message>Storage backend has reached its ' +
            'minimum free drive threshold. Please delete a few objects to proceed.</Message><RequestId>1</RequestId></Error>',
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    config: { ...s3.config, endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}` },
    puts: () => puts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('a bucket with no room', () => {
  let full: Awaited<ReturnType<typeof startFullStore>>;
  let server: TestServer;
  beforeAll(async () => {
    full = await startFullStore();
    server = await startTestServer({ s3: full.config });
  });
  afterAll(async () => {
    await server.close();
    await full.close();
  });

  it('fails a put with StorageFullError', async () => {
    await expect(new S3Storage(full.config).put('full/one.pdf', testPdf())).rejects.toBeInstanceOf(StorageFullError);
  });

  it('refuses an upload with STORAGE_FULL and records no file and no message, so no row points at nothing', async () => {
    await createAdmin(server.ds);
    const franchisor = await createFranchisor(server.ds);
    const sender = new TestClient(server.url);
    await sender.signIn(franchisor.email, FACTORY_PASSWORD, 'FRANCHISOR');
    const before = full.puts();
    let res!: Awaited<ReturnType<TestClient['upload']>>;
    const { lines } = await captureLogs(async () => {
      res = await sender.upload(
        `mutation Support($input: SendSupportMessageInput!, $attachment: Upload) { sendSupportMessage(input: $input, attachment: $attachment) { id } }`,
        { input: { subject: 'Into a full bucket', content: 'See attached.' }, attachment: null },
        { attachment: { name: 'statement.pdf', type: 'application/pdf', data: testPdf() } },
      );
    }, 'warn');
    expect(full.puts()).toBeGreaterThan(before);
    expect(res.errors).toEqual([
      expect.objectContaining({ message: 'Storage is full, please try again later', extensions: { code: 'STORAGE_FULL' } }),
    ]);
    expect(await server.ds.getRepository(Message).countBy({ senderId: franchisor.id })).toBe(0);
    expect(await server.ds.getRepository(StoredFile).count()).toBe(0);
    expect(lines.filter((l) => l.level === 'error').map((l) => l.msg)).toEqual(['File storage is full: an upload was refused']);
  });
});

describe('STORAGE_URL', () => {
  it('names a bucket; the region, endpoint and keys come from the AWS variables', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ STORAGE_URL: 's3://fc-uploads', AWS_REGION: 'eu-west-2' }).s3).toEqual({
      bucket: 'fc-uploads',
      region: 'eu-west-2',
      endpoint: undefined,
      credentials: undefined,
    });
    expect(
      loadConfig({
        STORAGE_URL: 's3://fc-uploads/',
        AWS_ENDPOINT_URL_S3: 'http://minio:9000/',
        AWS_ACCESS_KEY_ID: 'key',
        AWS_SECRET_ACCESS_KEY: 'se/cr+et',
      }).s3,
    ).toEqual({
      bucket: 'fc-uploads',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'se/cr+et' },
    });
  });

  it.each([
    [{ STORAGE_URL: 'fc-uploads' }, 'STORAGE_URL must be s3://BUCKET'],
    [{ STORAGE_URL: 's3://key:secret@host:9000/fc-uploads' }, 'STORAGE_URL must be s3://BUCKET'],
    [{ STORAGE_URL: 's3://Bad_Bucket', AWS_REGION: 'eu-west-2' }, 'not a valid bucket name'],
    [{ STORAGE_URL: 's3://fc-uploads' }, 'AWS_REGION is required'],
    [{ STORAGE_URL: 's3://fc-uploads', AWS_REGION: 'eu-west-2', AWS_ACCESS_KEY_ID: 'key' }, 'must be set together'],
    [{ STORAGE_URL: 's3://fc-uploads', AWS_ENDPOINT_URL_S3: 'minio:9000' }, 'AWS_ENDPOINT_URL_S3 must'],
  ])('refuses %p at start with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
