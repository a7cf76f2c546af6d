import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/** Debian's redis-server; CI installs the package. A test that needs one fails, rather than skips, without it. */
export const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

/** A free TCP port on 127.0.0.1 (free when asked; nothing holds it afterwards). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Whether something on 127.0.0.1:`port` answers PING with PONG. */
function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

export interface PrivateRedis {
  /** redis://127.0.0.1:PORT */
  url: string;
  port: number;
  /** Starts the server again on the same port (after stop) and waits until it answers. */
  start(): Promise<void>;
  /** Kills the server (as a crash would: connections drop at once) and waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * A private redis-server for one test file, on a free port, keeping nothing on disk: the test can stop and start
 * it without touching the machine's Redis that other files share.
 */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  if (!fs.existsSync(REDIS_SERVER)) {
    throw new Error(`${REDIS_SERVER} not found: install Debian's redis-server package (or set REDIS_SERVER_BIN) to run this test`);
  }
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    if (child) return;
    const spawned = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child = spawned;
    let stderr = '';
    spawned.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const deadline = Date.now() + 10_000;
    while (!(await pings(port))) {
      if (spawned.exitCode !== null || Date.now() > deadline) {
        spawned.kill('SIGKILL');
        child = null;
        throw new Error(`redis-server did not start on port ${port}: ${stderr.trim() || `exit ${spawned.exitCode}`}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, stop };
}
