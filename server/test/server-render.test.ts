import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { clientDistDir, clientSsrEntry } from '../src/paths';
import { createBlogCategory, createCategory, createCustomer, createFranchise, createPost, FACTORY_PASSWORD } from './support/factories';
import { TestClient } from './support/graphql-client';
import { captureLogs } from './support/logs';
import { type TestServer, startTestServer, stopApp } from './support/test-server';
import { startApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';

// The public pages as a search engine or a browser without JavaScript gets them: requested without a browser,
// from the built client and its server render (`npm test` builds both before the server tests).

let server: TestServer;
let origin: string;
beforeAll(async () => {
  if (!fs.existsSync(clientSsrEntry) || !fs.existsSync(path.join(clientDistDir, 'index.html'))) {
    throw new Error('Build the client first (node scripts/build.mjs): these tests read its server render');
  }
  server = await startTestServer();
  origin = server.services.config.publicUrl.replace(/\/$/, '');
});
afterAll(() => server?.close());

async function page(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + pathname, { headers });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** The JSON-LD blocks of a page, parsed. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
}

const rootContent = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="fc-apollo-state"'));
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('server-rendered public pages', () => {
  it('renders a franchise page with its details, head tags and structured data before any script runs', async () => {
    const category = await createCategory(server.ds, { name: 'Render Test Coffee' });
    const franchise = await createFranchise(server.ds, {
      name: 'Brewed Awakening',
      shortDescription: 'Speciality coffee kiosks in busy places.',
      longDescription: '<p>Our <strong>training academy</strong> gets you trading in six weeks.</p>',
      investmentAmount: 65_000,
      categoryIds: [category.id],
      mainImageUrl: '/uploads/main-images/brewed-awakening.jpg',
    });
    const { status, html, headers } = await page(`/franchise/${franchise.id}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    const content = rootContent(html);
    expect(content).toContain('Brewed Awakening');
    expect(content).toContain('Speciality coffee kiosks in busy places.');
    expect(content).toContain('training academy');
    expect(title(html)).toBe('Brewed Awakening Franchise | Franchise Compass');
    expect(html).toContain('<meta name="description" content="Speciality coffee kiosks in busy places." />');
    expect(html).toContain(`<link rel="canonical" href="${origin}/franchise/${franchise.id}" />`);
    expect(html).toContain('<meta property="og:title" content="Brewed Awakening Franchise | Franchise Compass" />');
    // A rendered page works without JavaScript: the template's 'needs JavaScript' note is not sent with it.
    expect(html).not.toContain('<noscript>');
    // The template's default title and description are replaced, not repeated.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);

    const data = structuredData(html);
    const product = data.find((d) => d['@type'] === 'Product');
    expect(product).toMatchObject({
      name: 'Brewed Awakening Franchise',
      description: 'Speciality coffee kiosks in busy places.',
      offers: { price: 65_000, priceCurrency: 'GBP' },
      category: 'Render Test Coffee',
    });
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual(['Home', 'Browse Franchises', 'Render Test Coffee', 'Brewed Awakening']);

    // The data it was rendered from goes with it, for hydration without a second request.
    const state = JSON.parse(/<script id="fc-apollo-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]) as Record<string, unknown>;
    expect(state[`Franchise:${franchise.id}`]).toMatchObject({ name: 'Brewed Awakening' });
    // Styles for the first paint are in the head, in one element, not before each element of the markup.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style data-emotion="css [^"]+">/);
    expect(content).not.toContain('<style');
    // The main picture is asked for from the head, in the widths the page offers, ahead of everything else.
    expect(head).toContain(
      '<link rel="preload" as="image" type="image/webp" imagesrcset="/uploads/main-images/brewed-awakening.jpg?w=320&amp;fm=webp 320w,',
    );
    expect(head.match(/rel="preload" as="image"/g)).toHaveLength(1);
    expect(head).toMatch(/imagesizes="[^"]+" fetchpriority="high" \/>/);
  });

  it('answers 404 with the not-found page for a franchise, category or post that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [pathname, text] of [
      [`/franchise/${missing}`, 'Franchise not found'],
      [`/category/${missing}`, 'Category not found'],
      [`/blog/${missing}`, 'Post not found'],
    ]) {
      const { status, html } = await page(pathname);
      expect({ pathname, status }).toEqual({ pathname, status: 404 });
      expect(rootContent(html)).toContain(text);
    }
  });

  it('renders search results, a category and the categories index with their listings', async () => {
    const category = await createCategory(server.ds, { name: 'Render Test Fitness' });
    await createFranchise(server.ds, { name: 'Kettlebell Kings', categoryIds: [category.id] });
    const search = await page('/search?q=Kettlebell');
    expect(search.status).toBe(200);
    expect(rootContent(search.html)).toContain('Kettlebell Kings');
    expect(search.html).toContain(`<link rel="canonical" href="${origin}/search?q=Kettlebell" />`);

    const categoryPage = await page(`/category/${category.id}`);
    expect(rootContent(categoryPage.html)).toContain('Kettlebell Kings');
    expect(title(categoryPage.html)).toBe('Render Test Fitness Franchises | Franchise Compass');

    expect(rootContent((await page('/categories')).html)).toContain('Render Test Fitness');
  });

  it('renders the blog list and a post with its meta tags and BlogPosting data', async () => {
    const blogCategory = await createBlogCategory(server.ds, 'Render Test Guides');
    const post = await createPost(server.ds, {
      title: 'Ten questions to ask a franchisor',
      content: '<h2>Ask about support</h2><p>Find out what the training covers.</p>',
      metaDescription: 'What to ask before you sign.',
      categoryId: blogCategory.id,
    });
    expect(rootContent((await page('/blog')).html)).toContain('Ten questions to ask a franchisor');

    const { status, html } = await page(`/blog/${post.id}`);
    expect(status).toBe(200);
    expect(rootContent(html)).toContain('<h2>Ask about support</h2>');
    expect(html).toContain('<meta name="description" content="What to ask before you sign." />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(structuredData(html).find((d) => d['@type'] === 'BlogPosting')).toMatchObject({
      headline: 'Ten questions to ask a franchisor',
      author: { name: 'Jane Writer' },
      articleSection: 'Render Test Guides',
    });
  });

  it('renders the home page with the organisation and site search, and the content pages with their text', async () => {
    const home = await page('/');
    expect(title(home.html)).toBe('UK Franchise Opportunities | Franchise Compass');
    const types = structuredData(home.html).map((d) => d['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));

    const faqs = await page('/faqs');
    const faq = structuredData(faqs.html).find((d) => d['@type'] === 'FAQPage') as { mainEntity: { name: string }[] };
    expect(faq.mainEntity.map((q) => q.name)).toContain('Is Franchise Compass free to use?');

    for (const [pathname, heading] of [
      ['/about', 'About Franchise Compass'],
      ['/contact', 'Contact'],
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms'],
      ['/disclaimer', 'Disclaimer'],
      ['/cookies', 'Cookie Policy'],
      ['/guide', 'Guide'],
      ['/success-stories', 'Success Stories'],
      ['/how-we-check', 'How we check listings and rank results'],
      ['/financing-a-franchise', 'Financing a franchise in the UK'],
      ['/match', 'Find your franchise match'],
      ['/match/results?cash=%C2%A350%2C000', 'Your franchise matches'],
      ['/support', 'Support'],
    ]) {
      const { status, html } = await page(pathname);
      expect({ pathname, status }).toEqual({ pathname, status: 200 });
      expect(rootContent(html)).toMatch(new RegExp(`<h1[^>]*>[^<]*${heading}`));
    }
  });

  it("names in its head the app's start and the chunks of the page's own code, for the app to fetch together", async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(clientDistDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const preloads = (html: string) =>
      (/<meta name="fc-app-chunks" content="([^"]+)" \/>/.exec(html)?.[1] ?? '').split(' ').map((href) => href.slice(1));
    const home = preloads((await page('/')).html);
    const blog = preloads((await page('/blog')).html);
    expect(home).toContain(manifest['src/modules/catalogue/pages/home.page.tsx'].file);
    expect(home).not.toContain(manifest['src/modules/blog/pages/blog-list.page.tsx'].file);
    expect(blog).toContain(manifest['src/modules/blog/pages/blog-list.page.tsx'].file);
    // The app's start is on both; the entry's own chunks are in the page once, from the template.
    const start = home.filter((file) => blog.includes(file));
    expect(start.length).toBeGreaterThan(0);
    expect(home).not.toContain(manifest['index.html'].file);
    // Each file once, and a portal page's code is never on a public page.
    expect(new Set(home).size).toBe(home.length);
    expect(home).not.toContain(manifest['src/modules/admin-approvals/pages/admin-dashboard.page.tsx'].file);
  });

  it('asks about cookies only when the visitor has not chosen, as the page will after it loads', async () => {
    expect((await page('/about')).html).toContain('Cookies on Franchise Compass');
    const choice = encodeURIComponent(
      JSON.stringify({ analytics: false, functionality: false, marketing: false, version: 1, savedAt: '2026-01-01' }),
    );
    expect((await page('/about', { cookie: `fc_cookie_consent=${choice}` })).html).not.toContain('Cookies on Franchise Compass');
  });

  it('leaves the portals, the customer area and the sign-in pages to the browser', async () => {
    for (const pathname of ['/admin/dashboard', '/franchisor/leads', '/customer/dashboard', '/customer/login', '/compare']) {
      const { status, html, headers } = await page(pathname);
      expect({ pathname, status }).toEqual({ pathname, status: 200 });
      expect(headers.get('cache-control')).toBe('no-cache');
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('fc-apollo-state');
      expect(html).toContain('<noscript>');
    }
  });
});

describe('rendered pages kept for visitors who are not signed in (PAGE_CACHE_SECONDS)', () => {
  it('answers from the kept page within the time, renders a signed-in visitor their own, and renders again after it', async () => {
    const cached = await startTestServer({ pageCacheSeconds: 1 });
    try {
      const get = async (pathname: string, cookie?: string) =>
        rootContent(await (await fetch(cached.url + pathname, { headers: cookie ? { cookie } : {} })).text());
      await createFranchise(cached.ds, { name: 'Kept Page Bakery' });
      expect(await get('/search?q=Kept+Page')).toContain('Kept Page Bakery');
      await createFranchise(cached.ds, { name: 'Kept Page Butchers' });
      // The same address and cookies: the page rendered a moment ago.
      expect(await get('/search?q=Kept+Page')).not.toContain('Kept Page Butchers');
      // A signed-in visitor's page is rendered for them.
      const customer = await createCustomer(cached.ds);
      const client = new TestClient(cached.url);
      await client.signIn(customer.email, FACTORY_PASSWORD, 'CUSTOMER');
      expect(await get('/search?q=Kept+Page', client.cookie!)).toContain('Kept Page Butchers');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await get('/search?q=Kept+Page')).toContain('Kept Page Butchers');
    } finally {
      await cached.close();
    }
  });
});

describe('caching a CDN can use', () => {
  const SHARED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
  // As browsers ask (fetch's own default leaves brotli out).
  const BR = { 'accept-encoding': 'br, gzip' };
  const vary = (headers: Headers) => (headers.get('vary') ?? '').split(',').map((v) => v.trim().toLowerCase());

  it('lets a CDN keep an anonymous page, with an ETag that answers 304 while the page is the same', async () => {
    const franchise = await createFranchise(server.ds, { name: 'Validator Vans' });
    const first = await page(`/franchise/${franchise.id}`, BR);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(SHARED);
    // A strong validator (no W/) naming the brotli body fetch asked for.
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}-br"$/);
    expect(first.headers.get('content-encoding')).toBe('br');
    // The page shows the cookie banner or not by the consent cookie; it is compressed per Accept-Encoding.
    expect(vary(first.headers)).toEqual(expect.arrayContaining(['cookie', 'accept-encoding']));

    const again = await page(`/franchise/${franchise.id}`, { ...BR, 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.html).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(SHARED);

    // Another tag, or none that matches: the whole page.
    const other = await page(`/franchise/${franchise.id}`, { ...BR, 'if-none-match': '"AAAAAAAAAAAAAAAAAAAAAAAAAAA-br"' });
    expect(other.status).toBe(200);
    expect(rootContent(other.html)).toContain('Validator Vans');

    // Uncompressed, the same page has its own tag; the tag of the brotli copy still names the same page.
    const plain = await page(`/franchise/${franchise.id}`, { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('etag')).toBe(etag.replace('-br"', '"'));
    expect(plain.html).toBe(first.html);
    expect((await page(`/franchise/${franchise.id}`, { 'accept-encoding': 'identity', 'if-none-match': etag })).status).toBe(304);
  });

  it('gives the page a new ETag when what it shows changes', async () => {
    const franchise = await createFranchise(server.ds, { name: 'Before Rename Bakery' });
    const before = await page(`/franchise/${franchise.id}`, BR);
    const etag = before.headers.get('etag')!;
    await server.ds.query(`UPDATE franchises SET name = 'After Rename Bakery' WHERE id = $1`, [franchise.id]);
    const after = await page(`/franchise/${franchise.id}`, { ...BR, 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(rootContent(after.html)).toContain('After Rename Bakery');
    expect(after.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{27}-br"$/);
    expect(after.headers.get('etag')).not.toBe(etag);
  });

  it('leaves shared caching off with CDN_MAX_AGE_SECONDS=0, and refuses a value that is not a number of seconds', async () => {
    const off = await startApp({ ...server.config, port: 0, cdnMaxAgeSeconds: 0 }, server.ds);
    try {
      const url = `http://127.0.0.1:${(off.server.address() as { port: number }).port}`;
      const answer = await fetch(`${url}/about`, { headers: BR });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      // Browsers still revalidate with the page's tag.
      const etag = answer.headers.get('etag')!;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}-br"$/);
      expect((await fetch(`${url}/about`, { headers: { ...BR, 'if-none-match': etag } })).status).toBe(304);
    } finally {
      await stopApp(off);
    }
    expect(loadConfig({ CDN_MAX_AGE_SECONDS: '300', CDN_STALE_SECONDS: '0' })).toMatchObject({ cdnMaxAgeSeconds: 300, cdnStaleSeconds: 0 });
    expect(() => loadConfig({ CDN_MAX_AGE_SECONDS: '1m' })).toThrow('CDN_MAX_AGE_SECONDS must be an integer between 0 and 86400, got "1m"');
    expect(() => loadConfig({ CDN_STALE_SECONDS: '-5' })).toThrow(ConfigError);
  });

  it('shares a not-found page briefly and without a validator', async () => {
    const missing = await page('/franchise/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10');
    expect(missing.headers.get('etag')).toBeNull();
  });

  it('never lets a CDN share a page rendered for a signed-in visitor, even with the page cache on', async () => {
    const cached = await startTestServer({ pageCacheSeconds: 60 });
    try {
      const franchise = await createFranchise(cached.ds, { name: 'Signed In Sandwiches' });
      const anonymous = await fetch(`${cached.url}/franchise/${franchise.id}`, { headers: BR });
      expect(anonymous.headers.get('cache-control')).toBe(SHARED);
      const etag = anonymous.headers.get('etag')!;

      const customer = await createCustomer(cached.ds);
      const client = new TestClient(cached.url);
      await client.signIn(customer.email, FACTORY_PASSWORD, 'CUSTOMER');
      for (let i = 0; i < 2; i++) {
        const mine = await fetch(`${cached.url}/franchise/${franchise.id}`, { headers: { ...BR, cookie: client.cookie!, 'if-none-match': etag } });
        expect(mine.status).toBe(200);
        expect(mine.headers.get('cache-control')).toBe('private, no-store');
        expect(mine.headers.get('etag')).toBeNull();
        expect(rootContent(await mine.text())).toContain('Signed In Sandwiches');
      }
      // A session cookie that no longer names a session: the CDN cannot tell, so it is not shared either.
      const stale = await fetch(`${cached.url}/franchise/${franchise.id}`, { headers: { cookie: 'fc_session=gone' } });
      expect(stale.headers.get('cache-control')).toBe('private, no-store');
      expect(stale.headers.get('etag')).toBeNull();
    } finally {
      await cached.close();
    }
  });
});

describe('a server render that fails', () => {
  it('sends the client-rendered page instead of an error', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-broken-ssr-'));
    const entry = path.join(dir, 'entry-server.mjs');
    fs.writeFileSync(entry, "export async function render() { throw new Error('render failed on purpose'); }\n");
    const broken = await startApp({ ...server.config, port: 0 }, server.ds, { ssrEntry: entry });
    try {
      const url = `http://127.0.0.1:${(broken.server.address() as { port: number }).port}`;
      const response = await fetch(`${url}/about`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('fc-apollo-state');
    } finally {
      await stopApp(broken);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers a page with a component that failed 500 and no-store, keeps it nowhere, and logs what it threw', async () => {
    // As the built entry reports it (see the next test): status 500 and the error, with the markup React made.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-failing-ssr-'));
    const entry = path.join(dir, 'entry-server.mjs');
    fs.writeFileSync(
      entry,
      `let renders = 0;
export async function render() {
  renders += 1;
  const html = '<p>Partial render ' + renders + '</p><!--$!--><template></template><!--/$-->';
  return { status: 500, error: new Error('component failed on purpose'), head: '', html, state: '', tags: {}, modules: [] };
}
`,
    );
    // The page cache on and a CDN allowed to keep pages: neither may keep this one.
    const failing = await startTestServer({ pageCacheSeconds: 60, cdnMaxAgeSeconds: 60 }, { ssrEntry: entry });
    try {
      const answers: { status: number; cacheControl: string | null; etag: string | null; html: string }[] = [];
      const logged = await captureLogs(async () => {
        for (let i = 0; i < 2; i++) {
          const response = await fetch(`${failing.url}/about`);
          const { status, headers } = response;
          answers.push({ status, cacheControl: headers.get('cache-control'), etag: headers.get('etag'), html: await response.text() });
        }
      }, 'error');
      expect(answers.map(({ status, cacheControl, etag }) => ({ status, cacheControl, etag }))).toEqual([
        { status: 500, cacheControl: 'no-store', etag: null },
        { status: 500, cacheControl: 'no-store', etag: null },
      ]);
      // Rendered afresh each time: not kept by the page cache either.
      expect(answers[0].html).toContain('Partial render 1');
      expect(answers[1].html).toContain('Partial render 2');
      expect(logged.text).toContain('component failed on purpose');
      expect(logged.lines.map((line) => line.msg)).toContain('Server render of /about: a component failed; answered 500, not kept');
    } finally {
      await failing.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is reported by the built entry as 500 with what the component threw, the failed part left to the browser', async () => {
    // A result the schema would never give (a page of posts with no list) makes the blog list throw while rendering.
    const entry = createRequire(clientSsrEntry)(clientSsrEntry) as {
      render(input: unknown): Promise<{ status: number; error?: unknown; html: string }>;
    };
    const renderBlog = (items: unknown) =>
      entry.render({
        url: '/blog',
        origin,
        cookieHeader: '',
        signal: new AbortController().signal,
        execute: (request: { operationName?: string }) =>
          Promise.resolve({
            data:
              request.operationName === 'BlogPosts' ? { blogPosts: { __typename: 'BlogPostPage', total: 0, page: 1, pageCount: 1, items } } : null,
          }),
      });
    const fine = await renderBlog([]);
    expect([fine.status, fine.error]).toEqual([200, undefined]);
    const failed = await renderBlog(null);
    expect(failed.status).toBe(500);
    expect(String(failed.error)).toMatch(/^TypeError: Cannot read properties of null/);
    // React's mark of a boundary the browser renders itself.
    expect(failed.html).toContain('<!--$!-->');
  });
});
