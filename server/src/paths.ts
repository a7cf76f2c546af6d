import path from 'node:path';

/** Repository root: server/src (ts-jest) and server/dist (compiled) both sit two levels below it. */
export const repoRoot = path.resolve(__dirname, '..', '..');
export const clientDistDir = path.join(repoRoot, 'client', 'dist');
/** The server-side render of the public pages, built by `vite build --ssr` (client/src/entry-server.tsx). */
export const clientSsrEntry = path.join(repoRoot, 'client', 'dist-ssr', 'entry-server.js');
