// Prints the closing lines for CI from the Jest, Playwright and image-test JSON reports: the name of every failed
// test (CI keeps only the tail of the output, so they must come last), then "tests: N passed, N failed".
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

let passed = 0;
let failed = 0;
const failures = [];
const read = (file) => {
  const full = path.join(root, file);
  return fs.existsSync(full) ? JSON.parse(fs.readFileSync(full, 'utf8')) : null;
};
// The server tests on the development Node, and again on the production one in CI (.ci/run).
for (const file of ['server/test-results/jest.json', 'server/test-results/jest-node26.json']) {
  const jest = read(file);
  if (!jest) continue;
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
  for (const suite of jest.testResults ?? []) {
    const name = path.relative(path.join(root, 'server'), suite.name);
    if (suite.status === 'failed' && !suite.assertionResults?.some((test) => test.status === 'failed')) {
      failures.push(`${file}: ${name}: ${(suite.message ?? '').split('\n').find((line) => line.trim()) ?? 'failed'}`);
    }
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`${file}: ${name}: ${test.fullName}`);
    }
  }
}
const playwright = read('e2e/test-results/results.json');
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message?.split('\n')[0] ?? '';
        failures.push(`e2e: ${spec.file}: ${[...titles, spec.title].join(' › ')}: ${error}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of playwright.suites ?? []) walk(suite, []);
}
// The image's checks (scripts/image/test-image.mjs), in CI.
const image = read('test-results/image.json');
if (image) {
  passed += image.passed;
  failed += image.failed;
}
for (const failure of failures) console.log(`failed: ${failure.replace(/\u001b\[[0-9;]*m/g, '').slice(0, 300)}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
