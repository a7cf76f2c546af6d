import path from 'node:path';

/** Repository root: server/src (ts-jest) and server/dist (compiled) both sit two levels below it. */
export const repoRoot = path.resolve(__dirname, '..', '..');
export const clientDistDir = path.join(repoRoot, 'client', 'dist');
