import { AdStatus, PaymentStatus } from '../src/modules/advertising/advertising.enums';
import { AdMetric } from '../src/modules/advertising/ad-metric.entity';
import { METRIC_CALLS_PER_WINDOW } from '../src/modules/advertising/featured-showcase.service';
import { FranchiseStatus } from '../src/modules/catalogue/catalogue.enums';
import { CategoryArticle } from '../src/modules/catalogue/category-article.entity';
import { Franchise } from '../src/modules/catalogue/franchise.entity';
import {
  FranchiseFaq,
  FranchiseGalleryImage,
  FranchiseSuccessStory,
  FranchiseTestimonial,
} from '../src/modules/catalogue/franchise-content.entities';
import { createCategory, createFeaturedAd, createFranchise, token } from './support/factories';
import { TestClient } from './support/graphql-client';
import { statementsDuring } from './support/statements';
import { type TestServer, startTestServer } from './support/test-server';

let server: TestServer;
let client: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  client = new TestClient(server.url);
});
afterAll(() => server.close());

const DETAIL = `query Detail($id: ID!) {
  franchise(id: $id) {
    id name location canRequestInfo featuredAdId
    details { shortDescription longDescription investmentAmount brochureUrl }
    categories { name }
    gallery { imageUrl } faqs { question answer } testimonials { authorName content }
    successStories { title content imageUrl }
  }
}`;

describe('franchise detail', () => {
  it('returns an approved franchise with all its content, in saved order', async () => {
    const main = await createCategory(server.ds, { name: token('Main ') });
    const sub = await createCategory(server.ds, { name: token('Sub '), parentId: main.id });
    const f = await createFranchise(server.ds, { name: 'Detail Co', categoryIds: [sub.id, main.id], brochureUrl: '/files/b.pdf' });
    await server.ds.getRepository(FranchiseGalleryImage).save([
      { franchiseId: f.id, imageUrl: '/files/2.jpg', position: 2 },
      { franchiseId: f.id, imageUrl: '/files/1.jpg', position: 1 },
    ]);
    await server.ds.getRepository(FranchiseFaq).save({ franchiseId: f.id, question: 'Q?', answer: 'A.' });
    await server.ds.getRepository(FranchiseTestimonial).save({ franchiseId: f.id, authorName: 'Sam', content: 'Great' });
    await server.ds.getRepository(FranchiseSuccessStory).save({ franchiseId: f.id, title: 'Story', content: 'It went well' });

    let franchise: Record<string, unknown> = {};
    const statements = await statementsDuring(server.ds, async () => {
      ({ franchise } = await client.data<{ franchise: Record<string, unknown> }>(DETAIL, { id: f.id }));
    });
    // Gallery, FAQs, testimonials and stories: one statement for the four.
    expect(statements.filter((q) => /franchise_(gallery|faqs|testimonials|success_stories)/.test(q))).toHaveLength(1);
    expect(franchise).toMatchObject({
      name: 'Detail Co',
      canRequestInfo: true,
      featuredAdId: null,
      details: { investmentAmount: 75000, brochureUrl: '/files/b.pdf' },
      categories: [{ name: main.name }, { name: sub.name }],
      gallery: [{ imageUrl: '/files/1.jpg' }, { imageUrl: '/files/2.jpg' }],
      faqs: [{ question: 'Q?', answer: 'A.' }],
      testimonials: [{ authorName: 'Sam', content: 'Great' }],
      successStories: [{ title: 'Story', content: 'It went well', imageUrl: null }],
    });
  });

  it.each([
    ['a pending franchise', FranchiseStatus.PENDING],
    ['a rejected franchise', FranchiseStatus.REJECTED],
  ])('answers null for %s', async (_label, status) => {
    const f = await createFranchise(server.ds, { status });
    expect((await client.data<{ franchise: unknown }>(DETAIL, { id: f.id })).franchise).toBeNull();
  });

  it('answers null for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await client.data<{ franchise: unknown }>(DETAIL, { id })).franchise).toBeNull();
    }
  });

  it('says a franchise without a franchisor cannot be ticked', async () => {
    const f = await createFranchise(server.ds, { franchisorId: null });
    expect((await client.data<{ franchise: { canRequestInfo: boolean } }>(DETAIL, { id: f.id })).franchise.canRequestInfo).toBe(false);
  });
});

describe('franchisesByIds (compare)', () => {
  it('returns the approved ones in the order asked, leaving out the rest', async () => {
    const a = await createFranchise(server.ds);
    const b = await createFranchise(server.ds);
    const pending = await createFranchise(server.ds, { status: FranchiseStatus.PENDING });
    const { franchisesByIds } = await client.data<{ franchisesByIds: { id: string }[] }>(
      `query($ids: [ID!]!) { franchisesByIds(ids: $ids) { id } }`,
      { ids: [b.id, pending.id, 'junk', a.id, b.id] },
    );
    expect(franchisesByIds.map((f) => f.id)).toEqual([b.id, a.id]);
  });
});

describe('categories', () => {
  const TREE = `query Tree($id: ID!) { category(id: $id) { id name franchiseCount parent { id } children { id name franchiseCount } } }`;

  it('counts approved franchises in a category and its subcategories, each once', async () => {
    const main = await createCategory(server.ds);
    const subB = await createCategory(server.ds, { parentId: main.id, name: 'B sub' });
    const subA = await createCategory(server.ds, { parentId: main.id, name: 'A sub' });
    await createFranchise(server.ds, { categoryIds: [main.id] });
    await createFranchise(server.ds, { categoryIds: [main.id, subA.id] });
    await createFranchise(server.ds, { categoryIds: [subA.id, subB.id] });
    await createFranchise(server.ds, { categoryIds: [subB.id], status: FranchiseStatus.PENDING });
    await createFranchise(server.ds, { categoryIds: [main.id], status: FranchiseStatus.REJECTED });

    const { category } = await client.data<{ category: Record<string, unknown> }>(TREE, { id: main.id });
    expect(category).toEqual({
      id: main.id,
      name: main.name,
      franchiseCount: 3,
      parent: null,
      children: [
        { id: subA.id, name: 'A sub', franchiseCount: 2 },
        { id: subB.id, name: 'B sub', franchiseCount: 1 },
      ],
    });
  });

  it('counts a whole tree of categories in one query, and keeps the counts until the catalogue changes', async () => {
    const main = await createCategory(server.ds);
    await createFranchise(server.ds, { categoryIds: [main.id] });
    const tree = `{ mainCategories { id franchiseCount children { id franchiseCount } } }`;
    const statementsOf = (query: string) => statementsDuring(server.ds, () => client.data(query));
    const counting = (statements: string[]) => statements.filter((q) => /count\(DISTINCT/.test(q)).length;

    // Main categories, their children, the catalogue version, and the counts of all of them together.
    const cold = await statementsOf(tree);
    expect(cold).toHaveLength(4);
    expect(counting(cold)).toBe(1);
    // Nothing changed: no counting at all.
    const warm = await statementsOf(tree);
    expect(counting(warm)).toBe(0);
    // A franchise approved, or withdrawn: counted again at once.
    const count = async () =>
      (await client.data<{ category: { franchiseCount: number } }>(`query($id: ID!) { category(id: $id) { franchiseCount } }`, { id: main.id }))
        .category.franchiseCount;
    expect(await count()).toBe(1);
    const pending = await createFranchise(server.ds, { categoryIds: [main.id], status: FranchiseStatus.PENDING });
    expect(await count()).toBe(1);
    await server.ds.getRepository(Franchise).update({ id: pending.id }, { status: FranchiseStatus.APPROVED });
    expect(await count()).toBe(2);
    await server.ds.query(`DELETE FROM franchise_category_mappings WHERE franchise_id = $1`, [pending.id]);
    expect(await count()).toBe(1);
  });

  it('serves the article with sanitised HTML and its FAQs', async () => {
    const main = await createCategory(server.ds);
    await server.ds.getRepository(CategoryArticle).save({
      categoryId: main.id,
      title: 'Why cleaning?',
      content: '<h2>Growing</h2><p onclick="x()">Demand <script>alert(1)</script>is up</p><a href="javascript:alert(1)">x</a>',
      metaTitle: 'Cleaning franchises',
      metaDescription: 'The best cleaning franchises',
      faqs: [{ question: 'Is it hard?', answer: 'No.' }],
    });
    const { category } = await client.data<{ category: { article: Record<string, unknown> } }>(
      `query($id: ID!) { category(id: $id) { article { title content metaTitle metaDescription faqs { question answer } } } }`,
      { id: main.id },
    );
    expect(category.article).toEqual({
      title: 'Why cleaning?',
      content: '<h2>Growing</h2><p>Demand is up</p><a>x</a>',
      metaTitle: 'Cleaning franchises',
      metaDescription: 'The best cleaning franchises',
      faqs: [{ question: 'Is it hard?', answer: 'No.' }],
    });
  });

  it('answers null for an unknown or malformed category id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'x']) {
      expect((await client.data<{ category: unknown }>(TREE, { id })).category).toBeNull();
    }
  });
});

describe('featured opportunities', () => {
  const FEATURED = `{ featuredOpportunities { adId franchise { id name featuredAdId } } }`;
  const featured = async () =>
    (await client.data<{ featuredOpportunities: { adId: string; franchise: { id: string; featuredAdId: string } }[] }>(FEATURED))
      .featuredOpportunities;

  beforeEach(() => server.ds.query('DELETE FROM featured_ads'));

  it('shows only active, paid, unexpired ads of approved franchises, newest first, at most 6', async () => {
    const day = 24 * 3600 * 1000;
    const shown: string[] = [];
    for (let i = 0; i < 7; i++) {
      const f = await createFranchise(server.ds);
      const ad = await createFeaturedAd(server.ds, f.id, { createdAt: new Date(Date.now() - (i + 1) * day) });
      shown.push(ad.id);
    }
    const hidden = [
      await createFeaturedAd(server.ds, (await createFranchise(server.ds)).id, { paymentStatus: PaymentStatus.PENDING }),
      await createFeaturedAd(server.ds, (await createFranchise(server.ds)).id, { status: AdStatus.PENDING_PAYMENT }),
      await createFeaturedAd(server.ds, (await createFranchise(server.ds)).id, { status: AdStatus.EXPIRED }),
      await createFeaturedAd(server.ds, (await createFranchise(server.ds)).id, { endDate: new Date(Date.now() - 60_000) }),
      await createFeaturedAd(server.ds, (await createFranchise(server.ds, { status: FranchiseStatus.PENDING })).id),
      await createFeaturedAd(server.ds, (await createFranchise(server.ds, { status: FranchiseStatus.REJECTED })).id),
    ];
    const list = await featured();
    expect(list.map((o) => o.adId)).toEqual(shown.slice(0, 6));
    expect(list.every((o) => o.franchise.featuredAdId === o.adId)).toBe(true);
    for (const ad of hidden) {
      const { franchise } = await client.data<{ franchise: { featuredAdId: string | null } | null }>(
        `query($id: ID!) { franchise(id: $id) { featuredAdId } }`,
        { id: ad.franchiseId },
      );
      expect(franchise?.featuredAdId ?? null).toBeNull();
    }
  });

  it('shows a franchise once, with its newest ad', async () => {
    const f = await createFranchise(server.ds);
    await createFeaturedAd(server.ds, f.id, { createdAt: new Date(Date.now() - 10_000) });
    const newer = await createFeaturedAd(server.ds, f.id);
    expect((await featured()).map((o) => o.adId)).toEqual([newer.id]);
  });

  it('is empty when nothing is featured', async () => {
    expect(await featured()).toEqual([]);
  });
});

describe('ad metrics', () => {
  const RECORD = `mutation($input: RecordAdMetricsInput!) { recordAdMetrics(input: $input) }`;
  const metrics = (franchiseId: string) => server.ds.getRepository(AdMetric).find({ where: { franchiseId }, order: { metricType: 'ASC' } });
  const kinds = async (franchiseId: string) => (await metrics(franchiseId)).map((m) => [m.metricType, m.adId]);

  it('records views and clicks of any approved listing once each per call, with the featured ad it was shown for', async () => {
    const featured = await createFranchise(server.ds);
    const ad = await createFeaturedAd(server.ds, featured.id);
    const plain = await createFranchise(server.ds);
    const { recordAdMetrics } = await client.data<{ recordAdMetrics: number }>(RECORD, {
      input: {
        events: [
          { franchiseId: featured.id, adId: ad.id, type: 'VIEW' },
          { franchiseId: featured.id, adId: ad.id, type: 'VIEW' },
          { franchiseId: featured.id, adId: ad.id, type: 'CLICK' },
          { franchiseId: plain.id, type: 'VIEW' },
          { franchiseId: plain.id, adId: null, type: 'CLICK' },
        ],
      },
    });
    expect(recordAdMetrics).toBe(4);
    expect(await kinds(featured.id)).toEqual([
      ['view', ad.id],
      ['click', ad.id],
    ]);
    expect(await kinds(plain.id)).toEqual([
      ['view', null],
      ['click', null],
    ]);
  });

  it('leaves information requests to the leads, so a tick is never counted twice', async () => {
    const f = await createFranchise(server.ds);
    const { recordAdMetrics } = await client.data<{ recordAdMetrics: number }>(RECORD, {
      input: { events: [{ franchiseId: f.id, type: 'REQUEST_INFO' }] },
    });
    expect(recordAdMetrics).toBe(0);
    expect(await metrics(f.id)).toEqual([]);
  });

  it('ignores listings that are not public and unknown ones, and ads that are not public or not the listing’s', async () => {
    const pending = await createFranchise(server.ds, { status: FranchiseStatus.PENDING });
    const f = await createFranchise(server.ds);
    const unpaid = await createFeaturedAd(server.ds, f.id, { paymentStatus: PaymentStatus.PENDING });
    const expired = await createFeaturedAd(server.ds, f.id, { endDate: new Date(Date.now() - 1000) });
    const othersAd = await createFeaturedAd(server.ds, (await createFranchise(server.ds)).id);
    const { recordAdMetrics } = await client.data<{ recordAdMetrics: number }>(RECORD, {
      input: {
        events: [
          { franchiseId: pending.id, type: 'VIEW' },
          { franchiseId: '00000000-0000-4000-8000-000000000000', type: 'VIEW' },
          { franchiseId: f.id, adId: unpaid.id, type: 'VIEW' },
          { franchiseId: f.id, adId: expired.id, type: 'CLICK' },
          { franchiseId: f.id, adId: othersAd.id, type: 'VIEW' },
        ],
      },
    });
    expect(recordAdMetrics).toBe(3);
    expect(await metrics(pending.id)).toEqual([]);
    expect(await kinds(f.id)).toEqual([
      ['view', null],
      ['view', null],
      ['click', null],
    ]);
  });

  it('refuses malformed ids and more than 50 events, writing nothing', async () => {
    const f = await createFranchise(server.ds);
    const bad = await client.error(RECORD, { input: { events: [{ franchiseId: 'x', type: 'VIEW' }] } });
    expect(bad.extensions?.code).toBe('BAD_USER_INPUT');
    const badAd = await client.error(RECORD, { input: { events: [{ franchiseId: f.id, adId: 'x', type: 'VIEW' }] } });
    expect(badAd.extensions?.code).toBe('BAD_USER_INPUT');
    const many = Array.from({ length: 51 }, () => ({ franchiseId: f.id, type: 'VIEW' }));
    expect((await client.error(RECORD, { input: { events: many } })).extensions?.code).toBe('BAD_USER_INPUT');
    expect(await metrics(f.id)).toEqual([]);
  });

  // Last in this file: it uses up this address's allowance.
  it('drops metrics quietly once an address has made too many calls', async () => {
    const f = await createFranchise(server.ds);
    const event = { input: { events: [{ franchiseId: f.id, type: 'VIEW' }] } };
    let recorded = 0;
    for (let i = 0; i < METRIC_CALLS_PER_WINDOW + 1; i++) {
      recorded += (await client.data<{ recordAdMetrics: number }>(RECORD, event)).recordAdMetrics;
    }
    expect(recorded).toBeLessThan(METRIC_CALLS_PER_WINDOW + 1);
    expect((await client.data<{ recordAdMetrics: number }>(RECORD, event)).recordAdMetrics).toBe(0);
    expect(await metrics(f.id)).toHaveLength(recorded);
  });
});
