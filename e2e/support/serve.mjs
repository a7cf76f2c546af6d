// Starts the built server for the browser tests on a fresh embedded database seeded with demo data.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// E2E_DATA_DIR lets two runs (with different E2E_PORTs) share a machine.
const dataDir = process.env.E2E_DATA_DIR ? path.resolve(process.env.E2E_DATA_DIR) : path.join(root, '.data', 'e2e');
fs.rmSync(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '4310',
    // Links in e-mails must point at the address the browser tests use.
    PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '4310'}`,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'auto',
    LOG_LEVEL: 'warn',
    // Saved-search alerts falling due are looked for every 2 seconds, not every 5 minutes.
    SAVED_SEARCH_ALERT_SECONDS: '2',
    // Tests change data and open the pages at once (server-render.test.ts covers the kept pages).
    PAGE_CACHE_SECONDS: '0',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
