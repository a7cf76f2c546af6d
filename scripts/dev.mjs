// `npm run dev`: the server recompiled and restarted on change (tsc --watch + node --watch) and the
// Vite dev server with hot reload on http://localhost:5173, proxying /graphql to the server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build } from './build.mjs';
import { bin, root } from './lib.mjs';

build({ only: 'server' });
const port = process.env.PORT ?? '4000';
const env = { ...process.env, PORT: port, ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS ?? 'http://localhost:5173' };
const colours = { server: 36, tsc: 33, client: 35 };
const children = [];

function start(name, args, options = {}) {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const prefix = `\x1b[${colours[name]}m[${name}]\x1b[0m `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) process.stdout.write(prefix + line + '\n');
    });
  }
  child.on('exit', (code) => {
    if (!stopping) {
      console.log(`${prefix}exited with ${code}; stopping`);
      stop();
    }
  });
  children.push(child);
}

let stopping = false;
function stop() {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

start('tsc', [bin.tsc, '-p', 'server/tsconfig.build.json', '--watch', '--preserveWatchOutput']);
start('server', ['--watch-path=server/dist', 'server/dist/main.js']);
start('client', [bin.vite, '--strictPort'], { cwd: path.join(root, 'client'), env: { ...env, API_URL: `http://localhost:${port}` } });
console.log(`Open http://localhost:5173 (API on http://localhost:${port}).`);
