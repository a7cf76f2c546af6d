// Builds the server (tsc) and the client (vite) when their sources changed since the last build.
// `node scripts/build.mjs [--force] [server|client]`
import fs from 'node:fs';
import path from 'node:path';
import { bin, hashInputs, root, run } from './lib.mjs';

const targets = {
  server: {
    inputs: ['server/src', 'server/tsconfig.json', 'server/tsconfig.build.json', 'server/package.json', 'tsconfig.base.json', 'package-lock.json'],
    stamp: 'server/dist/.build-hash',
    build: () => run(process.execPath, [bin.tsc, '-p', 'server/tsconfig.build.json']),
  },
  client: {
    inputs: [
      'client/src',
      'client/public',
      'client/build',
      'client/index.html',
      'client/vite.config.ts',
      'client/tsconfig.json',
      'client/package.json',
      'tsconfig.base.json',
      'package-lock.json',
      'scripts/precompress.mjs',
    ],
    stamp: 'client/dist/.build-hash',
    build: () => {
      run(process.execPath, [bin.vite, 'build', '--logLevel', 'warn'], { cwd: path.join(root, 'client') });
      // The server-side render of the public pages, loaded by server/src/http/server-render.ts.
      run(process.execPath, [bin.vite, 'build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn'], { cwd: path.join(root, 'client') });
      // .br and .gz beside each text asset, served by server/src/http/precompressed.ts.
      run(process.execPath, [path.join(root, 'scripts', 'precompress.mjs'), path.join(root, 'client', 'dist')]);
    },
  },
};

export function build({ force = false, only } = {}) {
  for (const [name, target] of Object.entries(targets)) {
    if (only && only !== name) continue;
    const hash = hashInputs(target.inputs);
    const stampFile = path.join(root, target.stamp);
    if (!force && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash) continue;
    const started = Date.now();
    console.log(`Building ${name}...`);
    target.build();
    fs.mkdirSync(path.dirname(stampFile), { recursive: true });
    fs.writeFileSync(stampFile, hash);
    console.log(`Built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  build({ force: args.includes('--force'), only: args.find((a) => a === 'server' || a === 'client') });
}
