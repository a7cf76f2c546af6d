import type { Page } from '@playwright/test';

/**
 * Holds the app's scripts until `release()`: all but the entry (index) and its one static import (loader), which
 * only wait for the first paint (or the main picture) before they ask for the rest. The preloads they then add are
 * held too, and with them the page's load event (a preload asked for before it is part of the page's load): a
 * test acts once the document is parsed (goto with waitUntil 'domcontentloaded'), surely before hydration.
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
