import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { AdStatus, BannerType, PaymentStatus } from '../src/modules/advertising/advertising.enums';
import { FranchiseStatus } from '../src/modules/catalogue/catalogue.enums';
import { FACTORY_PASSWORD, createAdmin, createBanner, createCategory, createCustomer, createFranchise, createFranchisor } from './support/factories';
import { TestClient } from './support/graphql-client';
import { pngWithHeader } from './support/png';
import { type TestServer, startTestServer } from './support/test-server';

/** Banner Ads Management (spec 02 sections 4, 5, 8 and 9) and the public banners' impressions and clicks. */
let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  const profile = await createAdmin(server.ds);

  admin = await as(profile.email, 'ADMIN');
});
afterAll(() => server.close());
beforeEach(() => server.ds.query('DELETE FROM banner_ads'));

async function as(email: string, type: 'ADMIN' | 'FRANCHISOR' | 'CUSTOMER') {
  const c = new TestClient(server.url);
  await c.signIn(email, FACTORY_PASSWORD, type);
  return c;
}

const CREATE = `mutation Create($input: CreateBannerAdInput!, $image: Upload!) {
  createBannerAd(input: $input, image: $image) {
    id franchiseId franchiseName imageUrl targetUrl bannerType categories { id name } duration amount status paymentStatus
    startDate endDate views clicks
  }
}`;
const LIST = `query List($page: PageInput) { adminBannerAds(page: $page) { total pageCount
  items { id franchiseName bannerType categories { name } status views clicks createdAt } } }`;
const DELETE = `mutation Delete($ids: [ID!]!) { deleteBannerAds(ids: $ids) }`;
const OPTIONS = `query Options($search: String) { adminAdFranchiseOptions(search: $search) { id name franchisorCompany } }`;
const METRICS = `mutation Metrics($input: RecordBannerMetricsInput!) { recordBannerMetrics(input: $input) }`;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();
const file = (data: Buffer, name = 'banner.png', type = 'image/png') => ({ image: { name, type, data } });

/** A PNG whose header claims 50,000 x 50,000 pixels: the decoder must refuse it, not allocate it. */
const pixelFlood = () => pngWithHeader(50_000, 50_000, { colourType: 2, idat: Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01]) });

const counts = async () => {
  const [row] = await server.ds.query(
    `SELECT (SELECT count(*)::int FROM banner_ads) AS banners, (SELECT count(*)::int FROM stored_files WHERE storage_key LIKE 'banner-ads/%') AS files`,
  );
  return row as { banners: number; files: number };
};
const bannerFilesOnDisk = () => {
  const dir = path.join(server.config.dataDir, 'uploads', 'banner-ads');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

interface Created {
  id: string;
  franchiseName: string;
  imageUrl: string;
  targetUrl: string;
  bannerType: BannerType;
  categories: { id: string; name: string }[];
  duration: string;
  amount: number;
  status: AdStatus;
  paymentStatus: PaymentStatus;
  startDate: string;
  endDate: string;
  views: number;
  clicks: number;
}

describe('creating a banner ad', () => {
  it('stores a 1920x230 PNG as a live, paid main banner from now for the duration, at the banner price', async () => {
    const franchise = await createFranchise(server.ds, { name: 'Tidy Homes' });
    const before = Date.now();
    const res = await admin.upload<{ createBannerAd: Created }>(
      CREATE,
      {
        input: { franchiseId: franchise.id, duration: 'THREE_MONTHS', bannerType: 'MAIN', categoryIds: [], targetUrl: 'https://tidy.example/offer' },
        image: null,
      },
      file(await png(1920, 230)),
    );
    expect(res.errors).toBeUndefined();
    const banner = res.data!.createBannerAd;
    expect(banner).toMatchObject({
      franchiseName: 'Tidy Homes',
      targetUrl: 'https://tidy.example/offer',
      bannerType: 'MAIN',
      categories: [],
      duration: 'THREE_MONTHS',
      amount: 1299.99,
      status: 'ACTIVE',
      paymentStatus: 'COMPLETED',
      views: 0,
      clicks: 0,
    });
    const start = new Date(banner.startDate);
    expect(start.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const end = new Date(banner.endDate);
    expect(end.getUTCMonth()).toBe((start.getUTCMonth() + 3) % 12);
    expect(banner.imageUrl).toMatch(/^\/uploads\/banner-ads\/[0-9a-f-]+\.png$/);
    const served = await fetch(`${server.url}${banner.imageUrl}`);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(1920);
    // It is the banner under the header now.
    const pub = await new TestClient(server.url).data<{ mainBanner: { id: string } | null }>(`{ mainBanner { id } }`);
    expect(pub.mainBanner?.id).toBe(banner.id);
  });

  it('accepts JPG and GIF, and keeps the chosen categories of a category banner', async () => {
    const franchise = await createFranchise(server.ds);
    const cleaning = await createCategory(server.ds, { name: 'Cleaning' });
    const food = await createCategory(server.ds, { name: 'Food' });
    const jpg = await sharp(await png(1920, 230))
      .jpeg()
      .toBuffer();
    const gif = await sharp(await png(1920, 230))
      .gif()
      .toBuffer();
    for (const [data, name, type] of [
      [jpg, 'b.jpg', 'image/jpeg'],
      [gif, 'b.gif', 'image/gif'],
    ] as const) {
      const res = await admin.upload<{ createBannerAd: Created }>(
        CREATE,
        {
          input: {
            franchiseId: franchise.id,
            duration: 'ONE_MONTH',
            bannerType: 'CATEGORY',
            categoryIds: [cleaning.id, food.id],
            targetUrl: 'http://x.example',
          },
          image: null,
        },
        file(data, name, type),
      );
      expect(res.errors).toBeUndefined();
      expect(res.data!.createBannerAd.categories.map((c) => c.name).sort()).toEqual(['Cleaning', 'Food']);
      expect(res.data!.createBannerAd.amount).toBe(499.99);
    }
    const pub = await new TestClient(server.url).data<{ categoryBanner: { id: string } | null }>(
      `query($id: ID!) { categoryBanner(categoryId: $id) { id } }`,
      { id: food.id },
    );
    expect(pub.categoryBanner).not.toBeNull();
  });

  describe('refuses, writing nothing', () => {
    let franchiseId: string;
    let categoryId: string;
    let good: Buffer;
    beforeAll(async () => {
      franchiseId = (await createFranchise(server.ds)).id;
      categoryId = (await createCategory(server.ds)).id;
      good = await png(1920, 230);
    });
    const input = (over: Record<string, unknown> = {}) => ({
      franchiseId,
      duration: 'ONE_MONTH',
      bannerType: 'MAIN',
      categoryIds: [],
      targetUrl: 'https://advertiser.example',
      ...over,
    });

    it.each([
      ['1921x230', async () => file(await png(1921, 230)), 'Banner must be exactly 1920x230 pixels'],
      ['1920x231', async () => file(await png(1920, 231)), 'Banner must be exactly 1920x230 pixels'],
      ['a 6 MB image', async () => file(Buffer.concat([await png(1920, 230), Buffer.alloc(6 * 1024 * 1024)])), 'Image must be smaller than 5MB'],
      ['a text file renamed .png', async () => file(Buffer.from('not a picture at all\n'.repeat(20))), 'Please select an image file'],
      [
        'a PDF declared as a PNG',
        async () => file(Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF')),
        'Please select an image file',
      ],
      [
        'a WebP (not advertised)',
        async () =>
          file(
            await sharp(await png(1920, 230))
              .webp()
              .toBuffer(),
            'b.webp',
            'image/webp',
          ),
        'Please select an image file',
      ],
      ['a pixel-flood image', async () => file(pixelFlood()), 'Invalid image file'],
      ['a truncated PNG', async () => file((await png(1920, 230)).subarray(0, 120)), 'Invalid image file'],
    ])('%s', async (_label, make, message) => {
      const before = await counts();
      const res = await admin.upload(CREATE, { input: input(), image: null }, await make());
      expect(res.errors?.[0]?.message).toBe(message);
      expect(await counts()).toEqual(before);
      expect(bannerFilesOnDisk()).toBe(before.files);
    });

    it.each([
      ['no franchise', { franchiseId: '' }],
      ['an unknown franchise', { franchiseId: '00000000-0000-4000-8000-000000000000' }],
      ['a target that is not a URL', { targetUrl: 'advertiser dot example' }],
      ['a javascript: target', { targetUrl: 'javascript:alert(1)' }],
      ['a category banner without categories', { bannerType: 'CATEGORY', categoryIds: [] }],
      ['a category banner with an unknown category', { bannerType: 'CATEGORY', categoryIds: ['00000000-0000-4000-8000-000000000000'] }],
    ])('%s: Please fill in all required fields', async (_label, over) => {
      const before = await counts();
      const res = await admin.upload(CREATE, { input: input(over), image: null }, file(good));
      expect(res.errors?.[0]?.message).toBe('Please fill in all required fields');
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(await counts()).toEqual(before);
    });

    it('a pending franchise: Please fill in all required fields', async () => {
      const pending = await createFranchise(server.ds, { status: FranchiseStatus.PENDING });
      const res = await admin.upload(CREATE, { input: input({ franchiseId: pending.id }), image: null }, file(good));
      expect(res.errors?.[0]?.message).toBe('Please fill in all required fields');
      expect((await counts()).banners).toBe(0);
    });

    it('a main banner stores no categories, even when some are sent', async () => {
      const res = await admin.upload<{ createBannerAd: Created }>(CREATE, { input: input({ categoryIds: [categoryId] }), image: null }, file(good));
      expect(res.data!.createBannerAd.categories).toEqual([]);
    });
  });
});

describe('the list, delete and franchise options', () => {
  it('lists newest first with franchise, categories, effective status, impressions and clicks', async () => {
    const franchise = await createFranchise(server.ds, { name: 'Zest Juice' });
    const category = await createCategory(server.ds, { name: 'Drinks' });
    const older = await createBanner(server.ds, { franchiseId: franchise.id, endDate: new Date(Date.now() - 60_000) });
    const newer = await createBanner(server.ds, { franchiseId: franchise.id, bannerType: BannerType.CATEGORY, selectedCategories: [category.id] });
    await server.ds.query(`UPDATE banner_ads SET created_at = now() - interval '1 day' WHERE id = $1`, [older.id]);
    await server.ds.query(
      `INSERT INTO ad_metrics (franchise_id, banner_ad_id, metric_type) SELECT $1, $2, t::ad_metric_type FROM unnest(ARRAY['view','view','view','click']) t`,
      [franchise.id, newer.id],
    );
    const { adminBannerAds: page } = await admin.data<{ adminBannerAds: { total: number; items: Record<string, unknown>[] } }>(LIST, {
      page: { page: 1, pageSize: 10 },
    });
    expect(page.total).toBe(2);
    expect(page.items.map((b) => b.id)).toEqual([newer.id, older.id]);
    expect(page.items[0]).toMatchObject({
      franchiseName: 'Zest Juice',
      bannerType: 'CATEGORY',
      categories: [{ name: 'Drinks' }],
      views: 3,
      clicks: 1,
      status: 'ACTIVE',
    });
    expect(page.items[1]).toMatchObject({ bannerType: 'MAIN', status: 'EXPIRED', views: 0, clicks: 0 });
  });

  it('deletes all the selected banners or none', async () => {
    const a = await createBanner(server.ds);
    const b = await createBanner(server.ds);
    const error = await admin.error(DELETE, { ids: [a.id, '00000000-0000-4000-8000-000000000000'] });
    expect(error.extensions?.code).toBe('NOT_FOUND');
    expect((await counts()).banners).toBe(2);
    expect((await admin.error(DELETE, { ids: ['nope'] })).extensions?.code).toBe('NOT_FOUND');
    expect((await admin.data<{ deleteBannerAds: number }>(DELETE, { ids: [a.id, b.id] })).deleteBannerAds).toBe(2);
    expect((await counts()).banners).toBe(0);
  });

  it('offers approved franchises matching the search, by name, with their company', async () => {
    const franchisor = await createFranchisor(server.ds);
    await server.ds.query(`UPDATE profiles SET company_name = 'Acme Ltd' WHERE id = $1`, [franchisor.id]);
    await createFranchise(server.ds, { name: 'Quokka Cafe B', franchisorId: franchisor.id });
    await createFranchise(server.ds, { name: 'Quokka Cafe A', franchisorId: franchisor.id });
    await createFranchise(server.ds, { name: 'Quokka Cafe Pending', status: FranchiseStatus.PENDING });
    const { adminAdFranchiseOptions: options } = await admin.data<{ adminAdFranchiseOptions: { name: string; franchisorCompany: string }[] }>(
      OPTIONS,
      { search: 'quokka' },
    );
    expect(options.map((o) => o.name)).toEqual(['Quokka Cafe A', 'Quokka Cafe B']);
    expect(options[0].franchisorCompany).toBe('Acme Ltd');
    // LIKE wildcards are text.
    expect((await admin.data<{ adminAdFranchiseOptions: unknown[] }>(OPTIONS, { search: '%' })).adminAdFranchiseOptions).toEqual([]);
  });
});

describe('who may manage banners', () => {
  it.each([
    ['anonymous', async () => new TestClient(server.url), 'UNAUTHENTICATED'],
    ['a customer', async () => as((await createCustomer(server.ds)).email, 'CUSTOMER'), 'FORBIDDEN'],
    ['a franchisor', async () => as((await createFranchisor(server.ds)).email, 'FRANCHISOR'), 'FORBIDDEN'],
  ])('%s is refused every admin banner operation', async (_label, client, code) => {
    const c = await client();
    const banner = await createBanner(server.ds);
    expect((await c.error(LIST)).extensions?.code).toBe(code);
    expect((await c.error(OPTIONS, { search: 'a' })).extensions?.code).toBe(code);
    expect((await c.error(DELETE, { ids: [banner.id] })).extensions?.code).toBe(code);
    const franchise = await createFranchise(server.ds);
    const res = await c.upload(
      CREATE,
      {
        input: { franchiseId: franchise.id, duration: 'ONE_MONTH', bannerType: 'MAIN', categoryIds: [], targetUrl: 'https://a.example' },
        image: null,
      },
      file(await png(1920, 230)),
    );
    expect(res.errors?.[0]?.extensions?.code).toBe(code);
    expect((await counts()).banners).toBe(1);
  });
});

describe('banner impressions and clicks', () => {
  const record = (events: { bannerId: string; type: string }[]) =>
    new TestClient(server.url).data<{ recordBannerMetrics: number }>(METRICS, { input: { events } });

  it('records views and clicks of live banners as metrics of their franchise, counted in its daily roll-up', async () => {
    const franchise = await createFranchise(server.ds);
    const live = await createBanner(server.ds, { franchiseId: franchise.id });
    const expired = await createBanner(server.ds, { franchiseId: franchise.id, endDate: new Date(Date.now() - 60_000) });
    const orphan = await createBanner(server.ds, { franchiseId: null });
    const recorded = await record([
      { bannerId: live.id, type: 'VIEW' },
      { bannerId: live.id, type: 'VIEW' }, // the same event twice in one call counts once
      { bannerId: live.id, type: 'CLICK' },
      { bannerId: live.id, type: 'REQUEST_INFO' },
      { bannerId: expired.id, type: 'VIEW' },
      { bannerId: orphan.id, type: 'VIEW' },
      { bannerId: '00000000-0000-4000-8000-000000000000', type: 'VIEW' },
    ]);
    expect(recorded.recordBannerMetrics).toBe(2);
    const rows = await server.ds.query(
      `SELECT franchise_id, banner_ad_id, metric_type FROM ad_metrics WHERE banner_ad_id IS NOT NULL ORDER BY metric_type`,
    );
    expect(rows).toEqual([
      { franchise_id: franchise.id, banner_ad_id: live.id, metric_type: 'view' },
      { franchise_id: franchise.id, banner_ad_id: live.id, metric_type: 'click' },
    ]);
    const [daily] = await server.ds.query(
      `SELECT sum(views)::int AS views, sum(clicks)::int AS clicks FROM ad_metric_daily WHERE franchise_id = $1`,
      [franchise.id],
    );
    expect(daily).toEqual({ views: 1, clicks: 1 });
    const { adminBannerAds } = await admin.data<{ adminBannerAds: { items: { id: string; views: number; clicks: number }[] } }>(LIST);
    expect(adminBannerAds.items.find((b) => b.id === live.id)).toMatchObject({ views: 1, clicks: 1 });
  });

  it('refuses more than 50 events and malformed ids as bad input', async () => {
    const banner = await createBanner(server.ds);
    const many = Array.from({ length: 51 }, () => ({ bannerId: banner.id, type: 'VIEW' }));
    expect((await new TestClient(server.url).error(METRICS, { input: { events: many } })).extensions?.code).toBe('BAD_USER_INPUT');
    expect((await new TestClient(server.url).error(METRICS, { input: { events: [{ bannerId: 'x', type: 'VIEW' }] } })).extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('keeps the counts when the banner is deleted', async () => {
    const franchise = await createFranchise(server.ds);
    const banner = await createBanner(server.ds, { franchiseId: franchise.id });
    await record([{ bannerId: banner.id, type: 'VIEW' }]);
    await admin.data(DELETE, { ids: [banner.id] });
    const [row] = await server.ds.query(`SELECT count(*)::int AS n FROM ad_metrics WHERE franchise_id = $1 AND metric_type = 'view'`, [franchise.id]);
    expect(row.n).toBe(1);
  });
});
