import { PostStatus } from '../src/modules/blog/blog.enums';
import { FranchiseStatus } from '../src/modules/catalogue/catalogue.enums';
import { createCategory, createFranchise, createPost } from './support/factories';
import { type TestServer, startTestServer } from './support/test-server';

const SITE = 'https://www.franchise-compass.example';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ publicUrl: SITE });
});
afterAll(() => server.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('/sitemap.xml', () => {
  it('lists the static pages, categories, approved franchises and published posts with absolute addresses', async () => {
    const category = await createCategory(server.ds, { name: 'Pets' });
    const sub = await createCategory(server.ds, { name: 'Dog walking', parentId: category.id });
    const approved = await createFranchise(server.ds, { franchisorId: null, name: 'Paws & Co' });
    const pending = await createFranchise(server.ds, { franchisorId: null, status: FranchiseStatus.PENDING });
    const rejected = await createFranchise(server.ds, { franchisorId: null, status: FranchiseStatus.REJECTED });
    const published = await createPost(server.ds);
    const draft = await createPost(server.ds, { status: PostStatus.DRAFT });

    const res = await fetch(`${server.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const urls = locs(xml);
    for (const path of ['/', '/search', '/blog', '/about', '/contact', '/privacy', '/terms', '/disclaimer', '/cookies', '/faqs']) {
      expect(urls).toContain(`${SITE}${path}`);
    }
    expect(urls).toContain(`${SITE}/category/${category.id}`);
    expect(urls).toContain(`${SITE}/category/${sub.id}`);
    expect(urls).toContain(`${SITE}/franchise/${approved.id}`);
    expect(urls).toContain(`${SITE}/blog/${published.id}`);
    for (const hidden of [pending.id, rejected.id, draft.id]) expect(xml).not.toContain(hidden);
    expect(urls.every((u) => u.startsWith(`${SITE}/`))).toBe(true);
    expect(urls.some((u) => /\/(admin|customer|franchisor)\b/.test(u))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
    // Franchises and posts carry their last change.
    expect(xml).toContain(`<loc>${SITE}/blog/${published.id}</loc><lastmod>${published.updatedAt.toISOString()}</lastmod>`);
  });
});

describe('/robots.txt', () => {
  it('allows the public site, keeps crawlers out of the portals and the API, and names the sitemap', async () => {
    const res = await fetch(`${server.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /franchisor',
        'Disallow: /customer',
        'Disallow: /graphql',
        `Sitemap: ${SITE}/sitemap.xml`,
      ]),
    );
  });
});
