// Screenshots of running pages at desktop (1280px) and phone (390px) widths, for looking at UI work.
// Usage: node scripts/screenshots.mjs [--base http://localhost:4000] [--as customer|franchisor|admin] /path [/path ...]
// Writes .data/screenshots/<name>-<width>.png (full page).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { root } from './lib.mjs';

const args = process.argv.slice(2);
const take = (flag, fallback) => {
  const i = args.indexOf(flag);
  if (i === -1) return fallback;
  const [value] = args.splice(i, 2).slice(1);
  return value;
};
const base = take('--base', 'http://localhost:4000');
const as = take('--as', null);
const paths = args.length ? args : ['/'];
const accounts = {
  customer: ['customer@demo.test', 'Demo-customer-1'],
  franchisor: ['franchisor@demo.test', 'Demo-franchisor-1'],
  admin: ['admin@demo.test', 'Demo-admin-1'],
};
const outDir = path.join(root, '.data', 'screenshots');
fs.mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
});
for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: width > 500 ? 800 : 844 }, baseURL: base });
  const page = await context.newPage();
  if (as) {
    await page.goto(`/${as}/login`);
    await page.getByLabel('Email').fill(accounts[as][0]);
    await page.getByLabel(/^Password/).fill(accounts[as][1]);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`**/${as}/dashboard`);
  }
  for (const p of paths) {
    await page.goto(p);
    await page.waitForLoadState('networkidle');
    const name = (p.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home') + (as ? `-as-${as}` : '');
    const file = path.join(outDir, `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
