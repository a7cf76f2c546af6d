import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { seoRouter } from '../src/http/seo.routes';
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

describe('a sitemap index past the limit of one sitemap', () => {
  const PER_FILE = 3;
  let small: http.Server;
  let smallUrl: string;
  beforeAll(async () => {
    // The same router with 3 addresses a file instead of 50,000, so the index shows without 50,001 rows.
    small = http.createServer(express().use(seoRouter(server.services.sitemap, SITE, { perFile: PER_FILE })));
    await new Promise<void>((resolve) => small.listen(0, '127.0.0.1', () => resolve()));
    smallUrl = `http://127.0.0.1:${(small.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => small.close(() => resolve())));

  const URLSET =
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n(  <url><loc>[^<]+<\/loc>(<lastmod>[^<]+<\/lastmod>)?<\/url>\n)*<\/urlset>\n$/;

  it('lists parts of at most the limit that together hold every address once, in order', async () => {
    await createCategory(server.ds, { name: 'Index Test Cleaning' });
    await createFranchise(server.ds, { franchisorId: null, name: 'Index Test Sparkle' });
    await createPost(server.ds);
    // Every address, as the one sitemap of the real server (limit 50,000) lists them.
    const all = locs(await (await fetch(`${server.url}/sitemap.xml`)).text());
    expect(all.length).toBeGreaterThan(PER_FILE * 5);

    const res = await fetch(`${smallUrl}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const index = await res.text();
    const parts = Math.ceil(all.length / PER_FILE);
    expect(index).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        Array.from({ length: parts }, (_, i) => `  <sitemap><loc>${SITE}/sitemap-${i + 1}.xml</loc></sitemap>\n`).join('') +
        '</sitemapindex>\n',
    );

    const listed: string[] = [];
    for (const loc of locs(index)) {
      const part = await fetch(smallUrl + new URL(loc).pathname);
      expect(part.status).toBe(200);
      expect(part.headers.get('content-type')).toMatch(/^application\/xml/);
      const xml = await part.text();
      expect(xml).toMatch(URLSET);
      const urls = locs(xml);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(PER_FILE);
      listed.push(...urls);
    }
    expect(listed).toEqual(all);
  });

  it('answers 404 for a part that does not exist', async () => {
    const parts = locs(await (await fetch(`${smallUrl}/sitemap.xml`)).text()).length;
    for (const name of [`sitemap-${parts + 1}`, 'sitemap-0', 'sitemap-01', 'sitemap-x', 'sitemap-']) {
      expect({ name, status: (await fetch(`${smallUrl}/${name}.xml`)).status }).toEqual({ name, status: 404 });
    }
    // Through the whole app too, where anything unknown would otherwise get the client's page.
    expect((await fetch(`${server.url}/sitemap-2.xml`)).status).toBe(404);
    const one = await fetch(`${server.url}/sitemap-1.xml`);
    expect(one.status).toBe(200);
    expect(locs(await one.text())).toEqual(locs(await (await fetch(`${server.url}/sitemap.xml`)).text()));
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
