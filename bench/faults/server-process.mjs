// One production server process of a checkout, watched as an operator would: when it listens, whether and when it
// exits (and with what code), and its log (stdout and stderr, in order, in a file of its own).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, serverNode } from '../lib.mjs';

/** Every process started here, ended if the bench itself stops early. */
const running = new Set();
process.once('exit', () => {
  for (const child of running) {
    try {
      child.kill('SIGKILL');
    } catch {
      // already gone
    }
  }
});

/**
 * Starts `checkout`'s server/dist/main.js with NODE_ENV=production and `env` (DATABASE_URL, REDIS_URL, DATA_DIR,
 * PORT ... ; PORT and METRICS_PORT are free ports unless given). Does not wait: see `listening()`.
 */
export async function launch(checkout, env, logFile) {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const metricsPort = env.METRICS_PORT ? Number(env.METRICS_PORT) : await freePort();
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const out = fs.openSync(logFile, 'w');
  const started = Date.now();
  const child = spawn(serverNode, [path.join(checkout, 'server', 'dist', 'main.js')], {
    cwd: checkout,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PAYMENTS_SANDBOX: 'true',
      TRUST_PROXY: '1',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      // The bench counts requests itself; an access line per request would bury the lines that matter.
      ACCESS_LOG: 'false',
      ...env,
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
    },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  running.add(child);
  const exit = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal, at: Date.now() });
    });
  });
  let exited = null;
  void exit.then((e) => (exited = e));
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    port,
    pid: child.pid,
    started,
    exit,
    /** Null while it runs; then { code, signal, at }. */
    get exited() {
      return exited;
    },
    /** Resolves true once /healthz answers, false if the process exits first or `timeoutMs` pass. */
    async listening(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline && !exited) {
        try {
          if ((await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) })).ok) return true;
        } catch {
          // not yet
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      return false;
    },
    /** SIGTERM, and SIGKILL after `graceMs`; resolves with how it exited (at once if it already had). */
    async stop(graceMs = 30_000) {
      if (!exited) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exit;
        clearTimeout(timer);
      }
      return exit;
    },
    /** The log as lines, so far. */
    lines: () => fs.readFileSync(logFile, 'utf8').split('\n').filter(Boolean),
    logFile,
  };
}

/** A log line as an operator reads it: a JSON line's level and message (and error message), else the raw text. */
export function readable(line, max = 220) {
  let text = line;
  try {
    const entry = JSON.parse(line);
    const err = entry.err ? ` (${entry.err.type ?? 'Error'}: ${entry.err.message ?? ''})` : '';
    text = `${entry.level ?? '?'}: ${entry.msg ?? ''}${err}`;
  } catch {
    // not JSON: a stack trace line or console output
  }
  text = text.replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The first line reporting an error: a JSON line at level error or fatal, or any line that is not JSON. */
export function firstErrorLine(lines) {
  return lines.find((line) => {
    try {
      const entry = JSON.parse(line);
      return entry.level === 'error' || entry.level === 'fatal' || entry.level >= 50;
    } catch {
      return line.trim() !== '';
    }
  });
}

/** How the process ended, for a table cell: 'exit 1', 'SIGKILL', or '' while it runs. */
export const exitText = (exited) => (!exited ? '' : exited.signal ? exited.signal : `exit ${exited.code}`);
