import sharp from 'sharp';
import { sanitizeHtml } from '../src/common/html';
import { UkCities1795318378110 } from '../src/db/migrations/1795318378110-uk-cities';
import { seedDemoData } from '../src/db/seed';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';

let server: TestServer;
const demo = (key: (typeof DEMO_ACCOUNTS)[number]['key']) => DEMO_ACCOUNTS.find((a) => a.key === key)!;

const TABLES = [
  'users',
  'profiles',
  'franchise_categories',
  'category_articles',
  'franchises',
  'franchise_details',
  'franchise_category_mappings',
  'franchise_gallery',
  'franchise_faqs',
  'franchise_testimonials',
  'franchise_success_stories',
  'blog_categories',
  'posts',
  'post_views',
  'featured_ads',
  'ad_metrics',
  'banner_ads',
  'franchise_leads',
  'messages',
  'contact_messages',
  'stored_files',
  'uk_cities',
];

async function tableCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    counts[table] = Number((await server.ds.query(`SELECT count(*) AS n FROM "${table}"`))[0].n);
  }
  return counts;
}

const rows = <T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> => server.ds.query(sql, params);
const one = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T> => (await rows<T>(sql, params))[0];
const profileId = async (email: string) => (await one<{ id: string }>(`SELECT id FROM profiles WHERE email = $1`, [email])).id;

beforeAll(async () => {
  server = await startTestServer();
  expect(await seedDemoData(server.ds, server.services.storage)).toBe(true);
}, 120_000);
afterAll(() => server.close());

describe('running the seed', () => {
  it('refuses to run a second time and writes nothing more', async () => {
    const before = await tableCounts();
    expect(await seedDemoData(server.ds, server.services.storage)).toBe(false);
    expect(await tableCounts()).toEqual(before);
  });

  it('writes the same content on another database given the same moment', async () => {
    // This moment, not a fixed date: the servers' ad-expiry job sweeps by the real clock, and an ad seeded as
    // running at a past moment could be expired in one database between the seed and the comparison.
    const now = new Date();
    const dump = async (s: TestServer) => {
      const out: Record<string, unknown[]> = {};
      for (const table of [
        'profiles',
        'franchise_categories',
        'franchises',
        'franchise_details',
        'franchise_gallery',
        'franchise_faqs',
        'posts',
        'post_views',
        'featured_ads',
        'banner_ads',
        'franchise_leads',
        'messages',
      ]) {
        out[table] = await s.ds.query(`SELECT * FROM "${table}" ORDER BY 1`);
      }
      out.files = await s.ds.query(`SELECT storage_key, size_bytes FROM stored_files ORDER BY storage_key`);
      return out;
    };
    const [a, b] = await Promise.all([startTestServer(), startTestServer()]);
    try {
      await seedDemoData(a.ds, a.services.storage, now);
      await seedDemoData(b.ds, b.services.storage, now);
      expect(await dump(b)).toEqual(await dump(a));
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 120_000);
});

describe('demo accounts', () => {
  it('sign in according to their status', async () => {
    for (const key of ['admin', 'franchisor', 'customer'] as const) {
      const a = demo(key);
      const c = new TestClient(server.url);
      const { signIn } = await c.signIn(a.email, a.password, a.userType.toUpperCase() as 'ADMIN');
      expect(signIn.id).toBe(await profileId(a.email));
    }
    const pending = await new TestClient(server.url).error(`mutation($input: SignInInput!) { signIn(input: $input) { id } }`, {
      input: { email: demo('pending').email, password: demo('pending').password, userType: 'FRANCHISOR' },
    });
    expect(pending.message).toBe(
      'Your account is still awaiting approval. Please check your email for confirmation once your account has been approved.',
    );
    const rejected = await new TestClient(server.url).error(`mutation($input: SignInInput!) { signIn(input: $input) { id } }`, {
      input: { email: demo('rejected').email, password: demo('rejected').password, userType: 'FRANCHISOR' },
    });
    expect(rejected.message).toBe('Your account application has been rejected. Please contact support for more information.');
  });

  it('other franchisors are fictional companies that cannot sign in', async () => {
    const others = await rows<{ email: string; status: string; company_name: string }>(
      `SELECT email, status, company_name FROM profiles WHERE user_type = 'franchisor' AND email LIKE '%@example.test'`,
    );
    expect(others.filter((o) => o.status === 'approved').length).toBeGreaterThanOrEqual(10);
    expect(others.every((o) => o.company_name)).toBe(true);
    const error = await new TestClient(server.url).error(`mutation($input: SignInInput!) { signIn(input: $input) { id } }`, {
      input: { email: others[0].email, password: 'Password-123', userType: 'FRANCHISOR' },
    });
    expect(error.message).toBe('Invalid email or password');
  });
});

describe('categories', () => {
  it('has at least 12 main categories with 2 to 5 subcategories each, served publicly', async () => {
    const mains = await rows<{ id: string; name: string; subs: number }>(
      `SELECT c.id, c.name, (SELECT count(*)::int FROM franchise_categories s WHERE s.parent_id = c.id) AS subs
       FROM franchise_categories c WHERE c.parent_id IS NULL`,
    );
    expect(mains.length).toBeGreaterThanOrEqual(12);
    for (const m of mains) {
      expect(m.subs).toBeGreaterThanOrEqual(2);
      expect(m.subs).toBeLessThanOrEqual(5);
    }
    const { mainCategories } = await new TestClient(server.url).data<{ mainCategories: Array<{ name: string }> }>(`{ mainCategories { name } }`);
    expect(mainCategories.map((c) => c.name).sort()).toEqual(mains.map((m) => m.name).sort());
  });

  it('has sanitised articles with SEO fields and 3 to 5 FAQs for at least 6 main categories', async () => {
    const articles = await rows<{
      content: string;
      meta_title: string;
      meta_description: string;
      keywords: string;
      faqs: Array<{ question: string; answer: string }>;
      parent_id: string | null;
    }>(`SELECT a.*, c.parent_id FROM category_articles a JOIN franchise_categories c ON c.id = a.category_id`);
    expect(articles.length).toBeGreaterThanOrEqual(6);
    for (const a of articles) {
      expect(a.parent_id).toBeNull();
      expect(a.content).toBe(sanitizeHtml(a.content));
      expect(a.content).toMatch(/<h2>[\s\S]*<p>[\s\S]*<ul>/);
      expect(a.meta_title).toBeTruthy();
      expect(a.meta_description.length).toBeGreaterThanOrEqual(140);
      expect(a.meta_description.length).toBeLessThanOrEqual(160);
      expect(a.keywords.split(',').length).toBeGreaterThanOrEqual(3);
      expect(a.faqs.length).toBeGreaterThanOrEqual(3);
      expect(a.faqs.length).toBeLessThanOrEqual(5);
      for (const f of a.faqs) expect(f.question && f.answer).toBeTruthy();
    }
  });
});

describe('franchises', () => {
  interface Row {
    id: string;
    name: string;
    location: string;
    franchisor_id: string | null;
    status: string;
    created_at: Date;
    approved_at: Date | null;
    short_description: string;
    long_description: string;
    investment_amount: string | null;
    main_image_url: string | null;
    brochure_url: string | null;
    mains: number;
    subs: number;
    gallery: number;
    faqs: number;
    testimonials: number;
    stories: number;
  }
  let all: Row[];
  let approved: Row[];
  beforeAll(async () => {
    all = await rows<Row>(`
      SELECT f.*, d.short_description, d.long_description, d.investment_amount, d.main_image_url, d.brochure_url,
        (SELECT count(*)::int FROM franchise_category_mappings m JOIN franchise_categories c ON c.id = m.category_id WHERE m.franchise_id = f.id AND c.parent_id IS NULL) AS mains,
        (SELECT count(*)::int FROM franchise_category_mappings m JOIN franchise_categories c ON c.id = m.category_id WHERE m.franchise_id = f.id AND c.parent_id IS NOT NULL) AS subs,
        (SELECT count(*)::int FROM franchise_gallery g WHERE g.franchise_id = f.id) AS gallery,
        (SELECT count(*)::int FROM franchise_faqs q WHERE q.franchise_id = f.id) AS faqs,
        (SELECT count(*)::int FROM franchise_testimonials t WHERE t.franchise_id = f.id) AS testimonials,
        (SELECT count(*)::int FROM franchise_success_stories s WHERE s.franchise_id = f.id) AS stories
      FROM franchises f JOIN franchise_details d ON d.franchise_id = f.id`);
    approved = all.filter((f) => f.status === 'approved');
  });

  it('lists 60+ approved franchises with complete details', () => {
    expect(approved.length).toBeGreaterThanOrEqual(60);
    for (const f of approved) {
      expect(f.approved_at).not.toBeNull();
      expect(f.short_description.length).toBeGreaterThan(20);
      expect(f.short_description.length).toBeLessThanOrEqual(500);
      expect(f.long_description.split('\n\n').length).toBeGreaterThanOrEqual(3);
      expect(f.long_description).not.toMatch(/[{}]/);
      expect(f.mains).toBeGreaterThanOrEqual(1);
      expect(f.gallery).toBeGreaterThanOrEqual(2);
      expect(f.gallery).toBeLessThanOrEqual(4);
      expect(f.faqs).toBeGreaterThanOrEqual(2);
      expect(f.faqs).toBeLessThanOrEqual(4);
      expect(f.testimonials).toBeGreaterThanOrEqual(1);
      expect(f.testimonials).toBeLessThanOrEqual(3);
      expect(f.stories).toBeLessThanOrEqual(2);
    }
    expect(approved.filter((f) => f.mains === 2).length).toBeGreaterThanOrEqual(2);
    expect(approved.filter((f) => f.subs === 1).length).toBeGreaterThan(approved.length / 2);
    expect(approved.filter((f) => f.stories > 0).length).toBeGreaterThan(10);
    expect(new Set(approved.map((f) => f.name)).size).toBe(approved.length);
  });

  it('covers every main category', async () => {
    const empty = await rows(`
      SELECT c.name FROM franchise_categories c WHERE c.parent_id IS NULL AND NOT EXISTS (
        SELECT 1 FROM franchise_category_mappings m JOIN franchises f ON f.id = m.franchise_id
        WHERE m.category_id = c.id AND f.status = 'approved')`);
    expect(empty).toEqual([]);
  });

  it('spreads investment over all five bands, with the edge values and two without an amount', () => {
    const amounts = approved.map((f) => (f.investment_amount === null ? null : Number(f.investment_amount)));
    const known = amounts.filter((a): a is number => a !== null);
    expect(amounts.filter((a) => a === null)).toHaveLength(2);
    for (const edge of [50000, 100000, 250000, 500000]) expect(known).toContain(edge);
    expect(known.filter((a) => a <= 50000).length).toBeGreaterThan(0);
    expect(known.filter((a) => a > 50000 && a <= 100000).length).toBeGreaterThan(0);
    expect(known.filter((a) => a > 100000 && a <= 250000).length).toBeGreaterThan(0);
    expect(known.filter((a) => a > 250000 && a <= 500000).length).toBeGreaterThan(0);
    expect(known.filter((a) => a > 500000).length).toBeGreaterThan(0);
  });

  it('has UK-wide and local locations and creation dates over the last 18 months', () => {
    const locations = new Set(approved.map((f) => f.location));
    expect(locations).toContain('Nationwide');
    expect(locations).toContain('UK');
    expect(locations.size).toBeGreaterThan(15);
    const ages = approved.map((f) => (Date.now() - new Date(f.created_at).getTime()) / 86_400_000);
    expect(Math.max(...ages)).toBeGreaterThan(365);
    expect(Math.max(...ages)).toBeLessThan(560);
    expect(Math.min(...ages)).toBeLessThan(60);
  });

  it('has main images for most, the placeholder for a few, and brochures for some', () => {
    const without = approved.filter((f) => f.main_image_url === null);
    expect(without.length).toBeGreaterThanOrEqual(1);
    expect(without.length).toBeLessThanOrEqual(5);
    expect(approved.filter((f) => f.brochure_url !== null).length).toBeGreaterThanOrEqual(5);
  });

  it('is owned by the demo franchisor, ten other franchisors, and nobody for three', async () => {
    const franchisor = await profileId(demo('franchisor').email);
    const mine = all.filter((f) => f.franchisor_id === franchisor);
    expect(mine.filter((f) => f.status === 'approved').length).toBe(6);
    expect(mine.filter((f) => f.status === 'pending')).toHaveLength(1);
    expect(mine.filter((f) => f.status === 'rejected')).toHaveLength(1);
    expect(approved.filter((f) => f.franchisor_id === null)).toHaveLength(3);
    const owners = new Set(approved.filter((f) => f.franchisor_id && f.franchisor_id !== franchisor).map((f) => f.franchisor_id));
    expect(owners.size).toBe(10);
    const pendingOwner = await profileId(demo('pending').email);
    const rejectedOwner = await profileId(demo('rejected').email);
    expect(all.filter((f) => f.franchisor_id === pendingOwner).map((f) => f.status)).toEqual(['pending']);
    expect(all.filter((f) => f.franchisor_id === rejectedOwner)).toEqual([]);
    const othersNotPublic = all.filter((f) => f.status !== 'approved' && f.franchisor_id !== franchisor && f.franchisor_id !== pendingOwner);
    expect(othersNotPublic.filter((f) => f.status === 'pending').length).toBeGreaterThanOrEqual(2);
    expect(othersNotPublic.filter((f) => f.status === 'rejected').length).toBeGreaterThanOrEqual(1);
    for (const f of all.filter((x) => x.status !== 'approved')) expect(f.approved_at).toBeNull();
  });
});

describe('pictures and documents', () => {
  const referenced = () =>
    rows<{ url: string }>(`
      SELECT main_image_url AS url FROM franchise_details WHERE main_image_url IS NOT NULL
      UNION SELECT brochure_url FROM franchise_details WHERE brochure_url IS NOT NULL
      UNION SELECT image_url FROM franchise_gallery
      UNION SELECT image_url FROM franchise_success_stories WHERE image_url IS NOT NULL
      UNION SELECT image_url FROM posts WHERE image_url IS NOT NULL
      UNION SELECT image_url FROM banner_ads`);

  it('every referenced file is a public stored file', async () => {
    const urls = (await referenced()).map((r) => r.url);
    expect(urls.length).toBeGreaterThan(40);
    const keys = new Set(
      (await rows<{ storage_key: string }>(`SELECT storage_key FROM stored_files WHERE visibility = 'public'`)).map((r) => r.storage_key),
    );
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/seed\//);
      expect(keys).toContain(url.slice('/uploads/'.length));
    }
  });

  it('serves the images as JPEGs of the listing size and the banners at exactly 1920x230', async () => {
    const c = new TestClient(server.url);
    const main = await one<{ url: string }>(`SELECT main_image_url AS url FROM franchise_details WHERE main_image_url IS NOT NULL LIMIT 1`);
    const res = await c.get(main.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const image = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([image.format, image.width, image.height]).toEqual(['jpeg', 1200, 800]);
    for (const banner of await rows<{ image_url: string }>(`SELECT image_url FROM banner_ads`)) {
      const b = await c.get(banner.image_url);
      expect(b.headers.get('content-type')).toBe('image/jpeg');
      const meta = await sharp(Buffer.from(await b.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([1920, 230]);
    }
  });

  it('serves brochures as valid PDFs', async () => {
    const { url } = await one<{ url: string }>(`SELECT brochure_url AS url FROM franchise_details WHERE brochure_url IS NOT NULL LIMIT 1`);
    const res = await new TestClient(server.url).get(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    // The cross-reference table points at each object.
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/(\d{10}) 00000 n /g)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
  });
});

describe('blog', () => {
  it('has 4-5 categories, 12 categorised posts, one uncategorised, one draft, all sanitised', async () => {
    expect(Number((await one<{ n: string }>(`SELECT count(*) AS n FROM blog_categories`)).n)).toBeGreaterThanOrEqual(4);
    const posts = await rows<{
      status: string;
      category_id: string | null;
      content: string;
      author: string;
      image_url: string | null;
      meta_description: string;
    }>(`SELECT * FROM posts`);
    const published = posts.filter((p) => p.status === 'published');
    expect(published.filter((p) => p.category_id !== null)).toHaveLength(12);
    expect(published.filter((p) => p.category_id === null)).toHaveLength(1);
    expect(posts.filter((p) => p.status === 'draft')).toHaveLength(1);
    for (const p of posts) {
      expect(p.content).toBe(sanitizeHtml(p.content));
      expect(p.author).toBeTruthy();
      expect(p.image_url).toBeTruthy();
    }
    for (const p of published) expect(p.content).toMatch(/<h2>[\s\S]*<ul>[\s\S]*<blockquote>/);
    for (const p of posts) {
      expect(p.meta_description.length).toBeGreaterThanOrEqual(140);
      expect(p.meta_description.length).toBeLessThanOrEqual(160);
    }
  });

  it('records views over the last 30 days that match each post’s counter', async () => {
    const mismatched = await rows(`
      SELECT p.id FROM posts p WHERE p.views <> (SELECT count(*) FROM post_views v WHERE v.post_id = p.id)`);
    expect(mismatched).toEqual([]);
    const span = await one<{ n: string; oldest: Date; newest: Date }>(
      `SELECT count(*) AS n, min(viewed_at) AS oldest, max(viewed_at) AS newest FROM post_views`,
    );
    expect(Number(span.n)).toBeGreaterThan(100);
    expect(Number(span.n)).toBeLessThan(1000);
    expect(Date.now() - new Date(span.oldest).getTime()).toBeLessThanOrEqual(30 * 86_400_000);
    expect(new Date(span.newest).getTime()).toBeLessThanOrEqual(Date.now());
    expect((await rows(`SELECT 1 FROM post_views v JOIN posts p ON p.id = v.post_id WHERE p.status = 'draft'`)).length).toBe(0);
  });
});

describe('advertising', () => {
  const live = `status = 'active' AND payment_status = 'completed' AND end_date > now()`;

  it('has a live main banner, a live category banner, an expired one and one awaiting payment', async () => {
    const banners = await rows<{
      banner_type: string;
      status: string;
      payment_status: string;
      start_date: Date | null;
      end_date: Date | null;
      target_url: string;
      selected_categories: string[];
    }>(`SELECT * FROM banner_ads`);
    const liveMain = banners.filter(
      (b) => b.banner_type === 'main' && b.status === 'active' && b.payment_status === 'completed' && new Date(b.end_date!) > new Date(),
    );
    expect(liveMain).toHaveLength(1);
    expect(liveMain[0].target_url).toMatch(/^https:\/\//);
    expect(new Date(liveMain[0].start_date!).getTime()).toBeLessThan(Date.now() - 9 * 86_400_000);
    const liveCategory = await rows<{ selected_categories: string[] }>(
      `SELECT selected_categories FROM banner_ads WHERE banner_type = 'category' AND ${live}`,
    );
    expect(liveCategory).toHaveLength(1);
    expect(liveCategory[0].selected_categories.length).toBeGreaterThanOrEqual(1);
    expect(liveCategory[0].selected_categories.length).toBeLessThanOrEqual(2);
    const mains = (await rows<{ id: string }>(`SELECT id FROM franchise_categories WHERE parent_id IS NULL`)).map((c) => c.id);
    for (const id of liveCategory[0].selected_categories) expect(mains).toContain(id);
    expect(banners.filter((b) => b.status === 'expired' && new Date(b.end_date!) < new Date())).toHaveLength(1);
    expect(banners.filter((b) => b.payment_status === 'pending' && b.status !== 'active')).toHaveLength(1);
  });

  it('has 7 live featured ads on approved franchises, one awaiting payment and one expired, priced from the settings', async () => {
    const ads = await rows<{
      id: string;
      status: string;
      payment_status: string;
      end_date: Date;
      amount: string;
      duration: string;
      categories: string[];
      franchise_status: string;
    }>(`SELECT a.*, f.status AS franchise_status FROM featured_ads a JOIN franchises f ON f.id = a.franchise_id`);
    const liveAds = ads.filter((a) => a.status === 'active' && a.payment_status === 'completed' && new Date(a.end_date) > new Date());
    expect(liveAds).toHaveLength(7);
    for (const a of liveAds) expect(a.franchise_status).toBe('approved');
    expect(liveAds.filter((a) => a.categories.length > 0).length).toBeGreaterThanOrEqual(2);
    expect(ads.filter((a) => a.status === 'pending_payment' && a.payment_status === 'pending')).toHaveLength(1);
    expect(ads.filter((a) => a.status === 'expired' && new Date(a.end_date) < new Date())).toHaveLength(1);
    const prices: Record<string, number> = { '1m': 49, '3m': 129, '6m': 239, '12m': 399 };
    const discount = (n: number) => (n >= 6 ? 30 : n >= 5 ? 25 : n >= 4 ? 20 : n >= 3 ? 15 : n >= 2 ? 10 : 0);
    for (const a of ads) {
      const base = prices[a.duration];
      const n = a.categories.length;
      expect(Number(a.amount)).toBeCloseTo(base + n * base * (1 - discount(n) / 100), 2);
    }
  });

  it('records views, clicks and requests on featured ads only while they were live and paid', async () => {
    const metrics = await rows<{ metric_type: string; status: string; payment_status: string; outside: number; n: string }>(
      `SELECT m.metric_type, a.status, a.payment_status,
              count(*) FILTER (WHERE m.created_at < a.start_date OR m.created_at > a.end_date)::int AS outside, count(*) AS n
       FROM ad_metrics m JOIN featured_ads a ON a.id = m.ad_id GROUP BY 1, 2, 3`,
    );
    expect(new Set(metrics.map((m) => m.status))).toEqual(new Set(['active', 'expired']));
    expect(new Set(metrics.map((m) => m.payment_status))).toEqual(new Set(['completed']));
    expect(metrics.every((m) => m.outside === 0)).toBe(true);
    expect(new Set(metrics.map((m) => m.metric_type))).toEqual(new Set(['view', 'click', 'request_info']));
    const total = metrics.reduce((sum, m) => sum + Number(m.n), 0);
    expect(total).toBeGreaterThan(100);
    expect(total).toBeLessThan(5000);
  });
});

describe('leads and messages', () => {
  const INVESTMENTS = ['£20,000', '£50,000', '£100,000', '£250,000', '£500,000+'];
  const TIMEFRAMES = ['1 month', '3 months', '6 months', '1 year'];

  it('gives the demo franchisor about 15 leads in every status and both interest states', async () => {
    const leads = await rows<{
      status: string;
      interest_status: string;
      desired_investment: string;
      desired_timeframe: string;
      city: string;
      post_code: string;
      franchise_id: string;
    }>(`SELECT * FROM franchise_leads WHERE franchisor_id = $1`, [await profileId(demo('franchisor').email)]);
    expect(leads.length).toBeGreaterThanOrEqual(12);
    expect(new Set(leads.map((l) => l.status))).toEqual(new Set(['new', 'contacted', 'meeting', 'qualified', 'converted', 'lost']));
    expect(new Set(leads.map((l) => l.interest_status))).toEqual(new Set(['still_interested', 'not_interested']));
    for (const l of leads) {
      expect(INVESTMENTS).toContain(l.desired_investment);
      expect(TIMEFRAMES).toContain(l.desired_timeframe);
      expect(l.city).toBeTruthy();
      expect(l.post_code).toMatch(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/);
      expect(l.franchise_id).toBeTruthy();
    }
  });

  it('gives the demo customer four requests, one of them to a removed franchise', async () => {
    const franchisor = await profileId(demo('franchisor').email);
    const leads = await rows<{ franchise_id: string | null; franchisor_id: string; interest_status: string; consent_text: string; consent_at: Date }>(
      `SELECT * FROM franchise_leads WHERE user_id = $1`,
      [await profileId(demo('customer').email)],
    );
    expect(leads).toHaveLength(4);
    expect(leads.filter((l) => l.franchise_id && l.franchisor_id === franchisor)).toHaveLength(2);
    expect(leads.filter((l) => l.franchise_id && l.franchisor_id !== franchisor)).toHaveLength(1);
    expect(leads.filter((l) => l.franchise_id === null)).toHaveLength(1);
    expect(new Set(leads.map((l) => l.interest_status)).size).toBe(2);
    for (const l of leads) {
      expect(l.consent_text).toBe('By clicking SUBMIT you consent to sending the details on this form to the franchises listed above.');
      expect(l.consent_at).not.toBeNull();
    }
  });

  it('has a conversation about a request with the newest two unread by the customer', async () => {
    const customer = await profileId(demo('customer').email);
    const franchisor = await profileId(demo('franchisor').email);
    const thread = await rows<{ sender_id: string; receiver_id: string; read: boolean; lead_id: string | null }>(
      `SELECT * FROM messages WHERE (sender_id = $1 AND receiver_id = $2) OR (sender_id = $2 AND receiver_id = $1) ORDER BY created_at DESC`,
      [customer, franchisor],
    );
    expect(thread.length).toBeGreaterThanOrEqual(5);
    expect(thread.length).toBeLessThanOrEqual(6);
    const lead = await one<{ user_id: string }>(`SELECT user_id FROM franchise_leads WHERE id = $1`, [thread[0].lead_id]);
    expect(lead.user_id).toBe(customer);
    expect(thread.every((m) => m.lead_id === thread[0].lead_id)).toBe(true);
    expect(thread.slice(0, 2).every((m) => m.receiver_id === customer && !m.read)).toBe(true);
    expect(thread.slice(2).every((m) => m.read)).toBe(true);
  });

  it('shows each demo account its unread messages over the API', async () => {
    const unread = async (key: 'admin' | 'franchisor' | 'customer') => {
      const a = demo(key);
      const c = new TestClient(server.url);
      await c.signIn(a.email, a.password, a.userType.toUpperCase() as 'ADMIN');
      const { unreadMessageCount } = await c.data<{ unreadMessageCount: number }>(`{ unreadMessageCount }`);
      const { myMessages } = await c.data<{ myMessages: { total: number } }>(`{ myMessages { total } }`);
      return [unreadMessageCount, myMessages.total];
    };
    const [customerUnread] = await unread('customer');
    expect(customerUnread).toBe(2);
    const [adminUnread, adminTotal] = await unread('admin');
    expect(adminUnread).toBeGreaterThanOrEqual(1);
    expect(adminTotal).toBeGreaterThanOrEqual(3);
    // One from the platform, two from customers waiting for an answer.
    const [franchisorUnread] = await unread('franchisor');
    expect(franchisorUnread).toBe(3);
  });

  it('has a few contact form messages', async () => {
    const contact = await rows<{ read: boolean }>(`SELECT read FROM contact_messages`);
    expect(contact.length).toBeGreaterThanOrEqual(3);
    expect(new Set(contact.map((c) => c.read)).size).toBe(2);
  });
});

describe('the franchisor portal', () => {
  const PORTAL = `query Portal($input: PerformanceRangeInput!) {
    franchisorPerformance(input: $input) { franchises { name status funnel { views clicks requestInfos leads converted } } total { views clicks requestInfos leads contacted qualified converted } }
    franchisorPendingFranchises { total items { name } }
    supportMessages(page: { page: 1, pageSize: 100 }) { total items { direction read } }
    supportUnreadCount
    mySignIns { browser location }
  }`;
  interface Portal {
    franchisorPerformance: {
      franchises: {
        name: string;
        status: string;
        funnel: { views: number; clicks: number; requestInfos: number; leads: number; converted: number };
      }[];
      total: { views: number; clicks: number; requestInfos: number; leads: number; contacted: number; qualified: number; converted: number };
    };
    franchisorPendingFranchises: { total: number; items: { name: string }[] };
    supportMessages: { total: number; items: { direction: string; read: boolean }[] };
    supportUnreadCount: number;
    mySignIns: { browser: string; location: string | null }[];
  }
  let franchisor: TestClient;
  beforeAll(async () => {
    franchisor = new TestClient(server.url);
    await franchisor.signIn(demo('franchisor').email, demo('franchisor').password, 'FRANCHISOR');
  });
  const portal = async (range: string) => franchisor.data<Portal>(PORTAL, { input: { range } });

  it('gives the demo franchisor leads in every status over the whole year', async () => {
    const leads = await rows<{ status: string; age: number }>(
      `SELECT status, extract(epoch FROM now() - created_at) / 86400 AS age FROM franchise_leads WHERE franchisor_id = $1`,
      [await profileId(demo('franchisor').email)],
    );
    expect(leads.length).toBeGreaterThanOrEqual(50);
    expect(new Set(leads.map((l) => l.status)).size).toBe(6);
    expect(Math.max(...leads.map((l) => Number(l.age)))).toBeGreaterThan(300);
    expect(leads.filter((l) => Number(l.age) > 180).length).toBeGreaterThan(10);
  });

  it('shows a year of the funnel for every live listing, with one information request per lead', async () => {
    const year = (await portal('LAST_YEAR')).franchisorPerformance;
    const live = year.franchises.filter((f) => f.status === 'APPROVED');
    expect(live).toHaveLength(6);
    for (const f of live) {
      expect(f.funnel.views).toBeGreaterThan(300);
      expect(f.funnel.clicks).toBeGreaterThan(f.funnel.views * 0.05);
      expect(f.funnel.clicks).toBeLessThan(f.funnel.views * 0.2);
      expect(f.funnel.leads).toBeGreaterThan(3);
      expect(f.funnel.requestInfos).toBe(f.funnel.leads);
    }
    expect(year.total.converted).toBeGreaterThan(0);
    expect(year.total.qualified).toBeGreaterThan(year.total.converted);
    const week = (await portal('LAST_7_DAYS')).franchisorPerformance;
    expect(week.total.views).toBeGreaterThan(100);
    expect(week.total.views).toBeLessThan(year.total.views / 20);
  });

  it('has a pending listing, support history both ways with one unread, and recent sign-ins', async () => {
    const p = await portal('LAST_30_DAYS');
    expect(p.franchisorPendingFranchises).toEqual({ total: 1, items: [{ name: 'Brightside Bathrooms' }] });
    expect(p.supportMessages.total).toBeGreaterThanOrEqual(10);
    expect(new Set(p.supportMessages.items.map((m) => m.direction))).toEqual(new Set(['SENT', 'RECEIVED']));
    expect(p.supportUnreadCount).toBe(1);
    expect(p.mySignIns.length).toBeGreaterThanOrEqual(6);
    expect(p.mySignIns.filter((s) => s.location === 'United Kingdom').length).toBeGreaterThanOrEqual(5);
  });

  it('has customers waiting for an answer about their requests', async () => {
    const waiting = await rows<{ lead_id: string | null }>(
      `SELECT m.lead_id FROM messages m JOIN profiles p ON p.id = m.sender_id
       WHERE m.receiver_id = $1 AND NOT m.read AND p.user_type = 'customer'`,
      [await profileId(demo('franchisor').email)],
    );
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    expect(waiting.every((m) => m.lead_id)).toBe(true);
  });
});

describe('UK cities (migration, not the demo seed)', () => {
  it('lists the 76 cities of the four nations and major towns', async () => {
    const cities = await rows<{ name: string; country: string }>(`SELECT name, country FROM uk_cities`);
    const byCountry = (country: string) => cities.filter((c) => c.country === country).map((c) => c.name);
    expect(byCountry('England')).toEqual(
      expect.arrayContaining(['London', 'Westminster', 'Milton Keynes', 'Doncaster', 'Colchester', 'Ely', 'Wells', 'Truro']),
    );
    expect(byCountry('Scotland')).toEqual(
      expect.arrayContaining(['Edinburgh', 'Glasgow', 'Aberdeen', 'Dundee', 'Inverness', 'Perth', 'Stirling', 'Dunfermline']),
    );
    expect(byCountry('Wales')).toEqual(expect.arrayContaining(['Cardiff', 'Swansea', 'Newport', 'St Asaph', 'St Davids', 'Bangor', 'Wrexham']));
    expect(byCountry('Northern Ireland')).toEqual(expect.arrayContaining(['Belfast', 'Derry', 'Armagh', 'Lisburn', 'Newry', 'Bangor']));
    expect(cities.length).toBeGreaterThan(150);
    expect(new Set(cities.map((c) => c.country))).toEqual(new Set(['England', 'Scotland', 'Wales', 'Northern Ireland']));
  });

  it('removes exactly its rows when the migration is reverted, and puts them back', async () => {
    const count = async () => Number((await one<{ n: string }>(`SELECT count(*) AS n FROM uk_cities`)).n);
    const before = await count();
    const runner = server.ds.createQueryRunner();
    try {
      await server.ds.query(`INSERT INTO uk_cities (name, country) VALUES ('Nowhere Town', 'England')`);
      await new UkCities1795318378110().down(runner);
      expect(await rows(`SELECT name FROM uk_cities`)).toEqual([{ name: 'Nowhere Town' }]);
      await new UkCities1795318378110().up(runner);
      await server.ds.query(`DELETE FROM uk_cities WHERE name = 'Nowhere Town'`);
      expect(await count()).toBe(before);
    } finally {
      await runner.release();
    }
  });
});

describe('demo response times', () => {
  it('differ between the demo franchisors, and the listings show them from the first start', async () => {
    const stats = await rows<{ leads: number; median_seconds: number | null }>(`SELECT leads, median_seconds FROM franchisor_response_stats`);
    const shown = stats.filter((s) => s.leads >= 5 && s.median_seconds !== null).map((s) => s.median_seconds!);
    expect(shown.length).toBeGreaterThanOrEqual(8);
    expect(Math.min(...shown)).toBeLessThan(3600);
    expect(Math.max(...shown)).toBeGreaterThan(24 * 3600);
    expect(stats.some((s) => s.leads < 5)).toBe(true);

    const { franchiseSearch } = await new TestClient(server.url).data<{
      franchiseSearch: { items: { responseTime: { summary: string | null } | null }[] };
    }>(`{ franchiseSearch(filters: { sort: MOST_RESPONSIVE }, page: { page: 1, pageSize: 100 }) { items { responseTime { summary } } } }`);
    const summaries = franchiseSearch.items.map((i) => i.responseTime?.summary ?? null);
    expect(summaries[0]).toBe('Usually replies within an hour');
    expect(new Set(summaries.filter(Boolean)).size).toBeGreaterThanOrEqual(4);
    // Listings without figures come last.
    const firstWithout = summaries.findIndex((s, i) => franchiseSearch.items[i].responseTime === null);
    expect(franchiseSearch.items.slice(firstWithout).every((i) => i.responseTime === null)).toBe(true);
  });
});
