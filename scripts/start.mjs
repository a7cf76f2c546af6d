// `npm start`: build what changed, then run the server (embedded PostgreSQL unless DATABASE_URL is set).
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from './build.mjs';
import { root } from './lib.mjs';

build();
createRequire(import.meta.url)(path.join(root, 'server', 'dist', 'main.js'));
