// Helpers shared by the repository scripts (build, start, dev, checks).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const bin = {
  tsc: path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
  vite: path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
  codegen: path.join(root, 'node_modules', '@graphql-codegen', 'cli', 'esm', 'bin.js'),
};

/** Runs a command with inherited output; exits this process if it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${[path.basename(command), ...args].join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

function walk(target, out) {
  if (!fs.existsSync(target)) return;
  const stat = fs.statSync(target);
  if (stat.isFile()) {
    out.push(target);
    return;
  }
  for (const entry of fs.readdirSync(target).sort()) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    walk(path.join(target, entry), out);
  }
}

/** A hash of the contents of the given files and folders (relative to the repository root). */
export function hashInputs(inputs) {
  const hash = createHash('sha256');
  const files = [];
  for (const input of inputs) walk(path.join(root, input), files);
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}
