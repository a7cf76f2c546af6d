import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../src/config';

// s3rver ships no type declarations; this is the part of its API the tests use.
interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;

export interface TestS3 {
  /** For the test server's config `s3`: the bucket on this stand-in, with the keys it checks signatures against. */
  config: S3Config;
  /** An SDK client of its own, to look into the bucket behind the server's back. */
  client: S3Client;
  /** Keys in the bucket. */
  keys(): Promise<string[]>;
  /** An object's bytes, or null. */
  read(key: string): Promise<Buffer | null>;
  close(): Promise<void>;
}

/** s3rver, a local S3 stand-in, on a free port of 127.0.0.1 with one empty bucket in a temp directory. */
export async function startTestS3(): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-test-s3-'));
  const bucket = 'fc-test-uploads';
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const config: S3Config = {
    bucket,
    region: 'eu-west-2',
    endpoint: `http://127.0.0.1:${port}`,
    // s3rver verifies request signatures against these.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  const client = new S3Client({ region: config.region, endpoint: config.endpoint, forcePathStyle: true, credentials: config.credentials });
  return {
    config,
    client,
    async keys() {
      const res = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (res.Contents ?? []).map((o) => o.Key!).sort();
    },
    async read(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await res.Body!.transformToByteArray());
      } catch (err) {
        if ((err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
