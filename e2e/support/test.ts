import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's test, with `page.goto` waiting until a server-rendered page has hydrated (the app marks
 * <html data-hydrated>): its server markup is on screen at once, but a click before hydration would reach
 * plain HTML. Client-rendered pages and JavaScript-off tests are not waited for.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const hydrated = () =>
        page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true' || !document.getElementById('fc-apollo-state'));
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await hydrated();
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await hydrated();
        return response;
      };
    }
    await use(page);
  },
});
