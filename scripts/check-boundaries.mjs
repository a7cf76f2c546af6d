// Import boundaries (issue 28): runs dependency-cruiser with the rules of .dependency-cruiser.cjs over server/src and
// client/src and fails on any violation that .dependency-cruiser-known-violations.json does not list.
//
//   npm run check:boundaries                  check (what npm test runs)
//   npm run check:boundaries -- --baseline    rewrite the known violations from today's code (after fixing some)
//   npm run check:boundaries -- --all         list every violation, known ones included
//
// It calls dependency-cruiser's API rather than its `depcruise` command because that command refuses to start on
// Node 20 (a version check; the project supports Node >= 20.19). On Node 22+ the same check is
//   npx depcruise server/src client/src --config .dependency-cruiser.cjs --ignore-known
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, format } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONFIG = './.dependency-cruiser.cjs';
const KNOWN = '.dependency-cruiser-known-violations.json';
const SOURCES = ['server/src', 'client/src'];

process.chdir(root);
const args = new Set(process.argv.slice(2));
const baseline = args.has('--baseline');
const all = args.has('--all');

const options = await extractDepcruiseOptions(CONFIG);
if (!baseline && !all) {
  options.knownViolations = JSON.parse(await readFile(KNOWN, 'utf8'));
}
const result = await cruise(SOURCES, options);
const { summary } = result.output;

if (baseline) {
  const { output } = await format(result.output, { outputType: 'baseline' });
  await writeFile(KNOWN, output);
  const counts = new Map();
  for (const violation of summary.violations) counts.set(violation.rule.name, (counts.get(violation.rule.name) ?? 0) + 1);
  console.log(`${KNOWN}: ${summary.violations.length} known violations`);
  for (const [rule, count] of [...counts].sort()) console.log(`  ${String(count).padStart(4)}  ${rule}`);
} else {
  const { output, exitCode } = await format(result.output, { outputType: 'err' });
  process.stdout.write(output);
  if (!all) console.log(`(known ones: ${KNOWN}; --all lists them; after fixing some, --baseline rewrites the list)`);
  process.exitCode = exitCode;
}
