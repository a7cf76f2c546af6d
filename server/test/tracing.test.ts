import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { databaseUrl, onServer } from './support/databases';

/**
 * With OTEL_EXPORTER_OTLP_ENDPOINT set, the built server (server/dist, from `node scripts/build.mjs`) sends
 * its spans to that collector over OTLP/HTTP, flushing them when stopped, and its log lines name the trace.
 */
const mainJs = path.join(__dirname, '..', 'dist', 'main.js');

interface Export {
  resourceSpans: {
    resource: { attributes: { key: string; value: { stringValue?: string } }[] };
    scopeSpans: { scope: { name: string }; spans: { traceId: string; name: string }[] }[];
  }[];
}

let collector: http.Server;
const exports: { path: string; contentType: string; body: string }[] = [];
let database: string;
let dataDir: string;
let child: ChildProcess | undefined;

beforeAll(async () => {
  if (!fs.existsSync(mainJs)) throw new Error(`${mainJs} is missing: run \`node scripts/build.mjs\` first`);
  collector = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      exports.push({ path: req.url ?? '', contentType: req.headers['content-type'] ?? '', body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  database = `fc_test_${process.env.FC_TEST_RUN_ID}_${randomBytes(4).toString('hex')}`;
  await onServer(process.env.FC_TEST_BASE_URL!, (c) => c.query(`CREATE DATABASE ${database} TEMPLATE ${process.env.FC_TEST_TEMPLATE}`));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-test-tracing-'));
});

afterAll(async () => {
  child?.kill('SIGKILL');
  await new Promise<void>((resolve) => collector.close(() => resolve()));
  await onServer(process.env.FC_TEST_BASE_URL!, (c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('sends the spans of a GraphQL request to the OTLP endpoint, and logs the trace id with the request id', async () => {
  const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
  child = spawn(process.execPath, [mainJs], {
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl(process.env.FC_TEST_BASE_URL!, database),
      DATA_DIR: dataDir,
      SEED_DEMO: 'never',
      LOG_LEVEL: 'info',
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_SERVICE_NAME: 'fc-tracing-test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)));

  const url = await new Promise<string>((resolve, reject) => {
    const look = () => {
      const found = /running at (http:\/\/\S+)/.exec(stdout)?.[1];
      if (found) resolve(found);
    };
    child!.stdout!.on('data', look);
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${stdout}\n${stderr}`)));
  });

  const res = await fetch(`${url}/graphql?token=query-secret-1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': 'traced-request-1' },
    body: JSON.stringify({ operationName: 'Categories', query: 'query Categories { mainCategories(limit: 3) { id name } }' }),
  });
  expect(res.status).toBe(200);

  // Stopping flushes the batch of spans still waiting.
  child.kill('SIGTERM');
  expect(await exited).toBe(0);

  const traces = exports.filter((e) => e.path === '/v1/traces');
  expect(traces.length).toBeGreaterThan(0);
  // Query strings stay out of spans, as out of log lines.
  expect(traces.map((t) => t.body).join('')).not.toContain('query-secret-1');
  expect(stdout).not.toContain('query-secret-1');
  expect(traces[0].contentType).toContain('application/json');
  const batches = traces.map((t) => JSON.parse(t.body) as Export).flatMap((e) => e.resourceSpans);
  const serviceNames = batches.flatMap((b) => b.resource.attributes.filter((a) => a.key === 'service.name').map((a) => a.value.stringValue));
  expect(new Set(serviceNames)).toEqual(new Set(['fc-tracing-test']));
  const spans = batches.flatMap((b) => b.scopeSpans.flatMap((s) => s.spans.map((span) => ({ ...span, scope: s.scope.name }))));
  const scopes = new Set(spans.map((s) => s.scope));
  for (const instrumentation of ['http', 'express', 'graphql', 'pg']) {
    expect([...scopes].some((s) => s.includes(`instrumentation-${instrumentation}`))).toBe(true);
  }

  // The access line is JSON, carries the request id, and names a trace that was exported.
  const access = stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .find((line) => line.msg === 'request' && line.requestId === 'traced-request-1');
  expect(access).toMatchObject({ route: '/graphql', operation: 'Categories', status: 200 });
  expect(spans.map((s) => s.traceId)).toContain(access!.traceId);
});
