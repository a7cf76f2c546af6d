import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// axe-core as @axe-core/playwright itself loads it (it is that package's dependency).
const fromAxePlaywright = createRequire(require.resolve('@axe-core/playwright'));
let source: string | undefined;

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * What axe-core's WCAG 2.0, 2.1 and 2.2 A/AA rules find on the page as it is now (open dialogs included): rule,
 * impact, help and up to 5 places each. axe is put into the page once per document and run there: AxeBuilder's
 * analyze() loads it again at each call and finishes every run in a new blank page, 5 to 10 times slower for the same
 * findings. The app has no frames, so frames are not looked into.
 */
export async function violations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    source ??= fs.readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');
    await page.evaluate(source);
  }
  const found = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false })
        .then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.map(String)) }))),
    WCAG_TAGS,
  );
  return found.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.join(' '))
        .slice(0, 5)
        .join('\n    ')}`,
  );
}
