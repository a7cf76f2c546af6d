// Prints one closing line for CI from the Jest, Playwright and image-test JSON reports: "tests: N passed, N failed".
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

let passed = 0;
let failed = 0;
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
}
const playwright = read('e2e/test-results/results.json');
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
}
// The image's checks (scripts/image/test-image.mjs), in CI.
const image = read('test-results/image.json');
if (image) {
  passed += image.passed;
  failed += image.failed;
}
console.log(`tests: ${passed} passed, ${failed} failed`);
