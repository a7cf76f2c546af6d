import net from 'node:net';
import { ConfigError } from '../config';

/** Why a port could not be listened on, in one line that names the variable to change. */
export function listenError(err: unknown, variable: string, port: number, host: string): Error {
  const code = (err as NodeJS.ErrnoException).code;
  const where = `${host}:${port}`;
  if (code === 'EADDRINUSE') return new ConfigError(`${variable}=${port} is already in use on ${host}: set ${variable} to a free port`);
  if (code === 'EACCES') return new ConfigError(`${variable}=${port} needs privileges this process lacks: set ${variable} to a port above 1023`);
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
    return new ConfigError(`${variable}=${port}: ${host} is not an address of this machine (${code}): check HOST or METRICS_HOST`);
  }
  return new ConfigError(`${variable}=${port}: cannot listen on ${where} (${code ?? (err as Error).message})`);
}

/** Listens, or rejects with listenError's one line. */
export function listen(server: net.Server, port: number, host: string, variable: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const fail = (err: unknown) => reject(listenError(err, variable, port, host));
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      resolve();
    });
  });
}

/**
 * Refuses at once when `port` cannot be listened on, before the database is opened or migrated: the operator learns
 * of a taken PORT in a second, not after the embedded PostgreSQL has started. Port 0 (any free port) always passes.
 */
export async function assertCanListen(port: number, host: string, variable: string): Promise<void> {
  if (port === 0) return;
  const probe = net.createServer();
  await listen(probe, port, host, variable);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
}
