import { test as base, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { signInByApi } from './auth';

export * from '@playwright/test';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Who a page is signed in as: a demo account, or one a test made. */
export interface Account {
  type: 'admin' | 'franchisor' | 'customer';
  email: string;
  password: string;
}

/**
 * Makes `page.goto` and `page.reload` wait until a server-rendered page has hydrated (the app marks
 * <html data-hydrated>): its server markup is on screen at once, but a click before hydration would reach
 * plain HTML. Client-rendered pages are not waited for.
 */
function waitForHydrationOnNavigation(page: Page) {
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

/** The `signedIn` fixture: a page of the test's own, signed in as `account`. */
export type SignedIn = (account: Account, options?: BrowserContextOptions) => Promise<Page>;

/** Sessions signed in once per worker and account, so that each test can have its own signed-in page. */
const sessions = new Map<string, StorageState>();

async function signedInPage(browser: Browser, baseURL: string | undefined, account: Account, options: BrowserContextOptions = {}): Promise<Page> {
  const key = `${account.type}:${account.email}`;
  let state = sessions.get(key);
  if (!state) {
    const context = await browser.newContext({ baseURL });
    await signInByApi(await context.newPage(), account.type, account.email, account.password);
    state = await context.storageState();
    await context.close();
    sessions.set(key, state);
  }
  const page = await (await browser.newContext({ ...options, baseURL, storageState: state })).newPage();
  waitForHydrationOnNavigation(page);
  return page;
}

/**
 * Playwright's test, with `page.goto` waiting for hydration (JavaScript-off tests are not waited for), and
 * `signedIn(account)`: a page of its own, in a context of its own, signed in as `account` (through the API, once
 * per worker), closed when the test ends. Tests take their own signed-in pages so that none depends on another's
 * order or on where another left a shared page.
 */
export const test = base.extend<{ signedIn: SignedIn }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForHydrationOnNavigation(page);
    await use(page);
  },
  signedIn: async ({ browser, baseURL }, use) => {
    const pages: Page[] = [];
    await use(async (account, options) => {
      const page = await signedInPage(browser, baseURL, account, options);
      pages.push(page);
      return page;
    });
    await Promise.all(pages.map((page) => page.context().close()));
  },
});
