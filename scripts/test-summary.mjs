// Prints one closing line for CI from the Jest and Playwright JSON reports: "tests: N passed, N failed".
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

let passed = 0;
let failed = 0;
const read = (file) => {
  const full = path.join(root, file);
  return fs.existsSync(full) ? JSON.parse(fs.readFileSync(full, 'utf8')) : null;
};
const jest = read('server/test-results/jest.json');
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
}
const playwright = read('e2e/test-results/results.json');
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
}
console.log(`tests: ${passed} passed, ${failed} failed`);
