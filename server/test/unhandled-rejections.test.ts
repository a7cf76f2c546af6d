import { execFile } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../src/paths';

/**
 * An unhandled rejection in the built server is logged with the request id of the request that made the promise,
 * and the process keeps serving (Node's default is to exit). Inside Jest a new one fails the test it happens in.
 */
it('logs an unhandled rejection with its request id and keeps the process running', async () => {
  const dist = path.join(repoRoot, 'server', 'dist', 'common');
  const script = `
    const { keepServingOnUnhandledRejection } = require(${JSON.stringify(path.join(dist, 'unhandled-rejections.js'))});
    const { withLogContext } = require(${JSON.stringify(path.join(dist, 'log-context.js'))});
    keepServingOnUnhandledRejection();
    withLogContext({ requestId: 'req-42' }, () => setTimeout(() => Promise.reject(new Error('nobody handles this')), 5));
    setTimeout(() => console.log('still serving'), 100);
  `;
  const { code, stdout } = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
    const child = execFile(process.execPath, ['-e', script], { timeout: 10_000, env: { ...process.env, LOG_LEVEL: 'info' } }, (_err, out) =>
      resolve({ code: child.exitCode, stdout: String(out) }),
    );
  });
  expect(code).toBe(0);
  const lines = stdout.trim().split('\n');
  const logged = JSON.parse(lines[0]) as { level: string; requestId: string; msg: string; err: { message: string } };
  expect(logged).toMatchObject({ level: 'error', requestId: 'req-42', err: { message: 'nobody handles this' } });
  expect(logged.msg).toMatch(/^Unhandled promise rejection/);
  expect(lines[1]).toBe('still serving');
});
