// What one access line costs the server's thread: the logger's own work (pino, redaction, the request id mixin)
// and the synchronous write, timed over 100,000 lines written to a file. The load comparison beside it
// (access-log.mjs) swings by more than the line costs on a shared two-core machine; this isolates the line.
//
//   node bench/load/access-log-line.mjs   (build first: node scripts/build.mjs)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { log, require, root } from '../lib.mjs';

const pino = require('pino');
const { logger, setLogDestination } = require(path.join(root, 'server', 'dist', 'common', 'logger.js'));
const file = path.join(os.tmpdir(), `fc-bench-access-line-${process.pid}.log`);
const fd = fs.openSync(file, 'w');
setLogDestination(pino.destination({ dest: fd, sync: true }));
const line = {
  requestId: 'cd5e7575-22ff-4a74-a8b3-439c44f1ad6e',
  method: 'POST',
  route: '/graphql',
  operation: 'HomeCategories',
  status: 200,
  ms: 3.4,
  bytes: 1234,
};
const LINES = 100_000;
const rounds = [];
for (let round = 0; round < 5; round++) {
  const started = process.hrtime.bigint();
  for (let i = 0; i < LINES; i++) logger.fields('info', line, 'request');
  rounds.push(Number(process.hrtime.bigint() - started) / LINES / 1000);
}
setLogDestination(null);
fs.closeSync(fd);
fs.rmSync(file, { force: true });
rounds.sort((a, b) => a - b);
log(`one access line: ${rounds[2].toFixed(1)} µs median of 5 rounds of ${LINES} (${rounds.map((r) => r.toFixed(1)).join(', ')})`);
