import type { Page } from '@playwright/test';

/**
 * Holds the app's scripts until `release()`: all but the entry (index) and its one static import (loader), which
 * only wait for the first paint before they ask for the rest. The page's preloads of the app's chunks are held
 * too, and with them its load event (a preload is part of the page's load): a test acts once the document is
 * parsed (goto with waitUntil 'domcontentloaded'), and the page is surely not hydrated while it does.
 */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    if (!/\/assets\/(index|loader)-[^/]*\.js$/.test(route.request().url())) await released;
    await route.continue();
  });
  return release;
}
