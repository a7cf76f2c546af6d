import { AdStatus, BannerType, PaymentStatus } from '../src/modules/advertising/advertising.enums';
import { createBanner, createCategory, createFranchise } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';

let server: TestServer;
let client: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  client = new TestClient(server.url);
});
afterAll(() => server.close());
beforeEach(() => server.ds.query('DELETE FROM banner_ads'));

interface Banner {
  id: string;
  imageUrl: string;
  targetUrl: string;
  altText: string;
}
const MAIN = `{ mainBanner { id imageUrl targetUrl altText } }`;
const CATEGORY = `query Cat($categoryId: ID!) { categoryBanner(categoryId: $categoryId) { id imageUrl targetUrl altText } }`;
const main = async () => (await client.data<{ mainBanner: Banner | null }>(MAIN)).mainBanner;
const forCategory = async (categoryId: string) => (await client.data<{ categoryBanner: Banner | null }>(CATEGORY, { categoryId })).categoryBanner;
const DAY = 24 * 60 * 60 * 1000;

describe('main banner', () => {
  it('is a live banner of type main, with only what the page needs', async () => {
    const franchise = await createFranchise(server.ds, { franchisorId: null, name: 'Tidy Homes' });
    const banner = await createBanner(server.ds, { franchiseId: franchise.id });
    expect(await main()).toEqual({
      id: banner.id,
      imageUrl: banner.imageUrl,
      targetUrl: 'https://advertiser.example/offer',
      altText: 'Advertisement: Tidy Homes',
    });
    // Price, payment and schedule are not public.
    const error = await client.error(`{ mainBanner { id amount } }`);
    expect(error.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('counts a banner without a type as main', async () => {
    const banner = await createBanner(server.ds, { bannerType: null });
    expect((await main())?.id).toBe(banner.id);
    expect((await main())?.altText).toBe('Advertisement');
  });

  it('runs without an end date', async () => {
    const banner = await createBanner(server.ds, { endDate: null, startDate: null });
    expect((await main())?.id).toBe(banner.id);
  });

  it.each([
    ['awaiting payment (status)', { status: AdStatus.PENDING_PAYMENT }],
    ['expired (status)', { status: AdStatus.EXPIRED }],
    ['unpaid', { paymentStatus: PaymentStatus.PENDING }],
    ['past its end date', { endDate: new Date(Date.now() - 60_000) }],
    ['before its start date', { startDate: new Date(Date.now() + DAY) }],
    ['of type category', { bannerType: BannerType.CATEGORY }],
    ['aimed at a javascript: URL', { targetUrl: 'javascript:alert(1)' }],
  ])('is not shown when %s', async (_label, props) => {
    await createBanner(server.ds, props);
    expect(await main()).toBeNull();
  });

  it('is the newest live banner when several are', async () => {
    const older = await createBanner(server.ds, { startDate: new Date(Date.now() - 3 * DAY) });
    const newer = await createBanner(server.ds, { bannerType: null, startDate: new Date(Date.now() - DAY) });
    // Newer still, but not live: unpaid, or not started yet.
    await createBanner(server.ds, { paymentStatus: PaymentStatus.PENDING, startDate: new Date(Date.now() - 60_000) });
    await createBanner(server.ds, { startDate: new Date(Date.now() + DAY) });
    expect((await main())?.id).toBe(newer.id);
    await server.ds.query('DELETE FROM banner_ads WHERE id = $1', [newer.id]);
    expect((await main())?.id).toBe(older.id);
  });
});

describe('category banner', () => {
  it('shows only in the categories it selected', async () => {
    const cleaning = await createCategory(server.ds, { name: 'Cleaning' });
    const food = await createCategory(server.ds, { name: 'Food' });
    const pets = await createCategory(server.ds, { name: 'Pets' });
    const banner = await createBanner(server.ds, { bannerType: BannerType.CATEGORY, selectedCategories: [cleaning.id, food.id] });
    expect((await forCategory(cleaning.id))?.id).toBe(banner.id);
    expect((await forCategory(food.id))?.id).toBe(banner.id);
    expect(await forCategory(pets.id)).toBeNull();
    // A category banner is never the main banner.
    expect(await main()).toBeNull();
  });

  it('shows on a subcategory of a selected main category, not on the main category of a selected subcategory', async () => {
    const parent = await createCategory(server.ds, { name: 'Home Services' });
    const child = await createCategory(server.ds, { name: 'Gardening', parentId: parent.id });
    const sibling = await createCategory(server.ds, { name: 'Plumbing', parentId: parent.id });
    const onParent = await createBanner(server.ds, { bannerType: BannerType.CATEGORY, selectedCategories: [parent.id] });
    expect((await forCategory(child.id))?.id).toBe(onParent.id);
    await server.ds.query('DELETE FROM banner_ads');
    await createBanner(server.ds, { bannerType: BannerType.CATEGORY, selectedCategories: [sibling.id] });
    expect(await forCategory(parent.id)).toBeNull();
    expect(await forCategory(child.id)).toBeNull();
  });

  it.each([
    ['inactive', { status: AdStatus.PENDING_PAYMENT }],
    ['unpaid', { paymentStatus: PaymentStatus.PENDING }],
    ['expired', { endDate: new Date(Date.now() - 60_000) }],
  ])('is never public when %s', async (_label, props) => {
    const category = await createCategory(server.ds);
    await createBanner(server.ds, { bannerType: BannerType.CATEGORY, selectedCategories: [category.id], ...props });
    expect(await forCategory(category.id)).toBeNull();
  });

  it('does not treat a main banner that lists categories as a category banner', async () => {
    const category = await createCategory(server.ds);
    await createBanner(server.ds, { bannerType: BannerType.MAIN, selectedCategories: [category.id] });
    expect(await forCategory(category.id)).toBeNull();
  });

  it('answers unknown and malformed category ids with no banner', async () => {
    expect(await forCategory('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await forCategory('nope')).toBeNull();
  });
});
