import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { AccountStatus } from '../src/modules/auth/auth.enums';
import { Profile } from '../src/modules/auth/profile.entity';
import { FranchiseStatus } from '../src/modules/catalogue/catalogue.enums';
import { CategoryMapping } from '../src/modules/catalogue/category-mapping.entity';
import {
  FranchiseFaq,
  FranchiseGalleryImage,
  FranchiseSuccessStory,
  FranchiseTestimonial,
} from '../src/modules/catalogue/franchise-content.entities';
import { FranchiseDetails } from '../src/modules/catalogue/franchise-details.entity';
import { Franchise } from '../src/modules/catalogue/franchise.entity';
import { StoredFile } from '../src/modules/files/stored-file.entity';
import { FACTORY_PASSWORD, createCategory, createCustomer, createFranchise, createFranchisor, token, testPdf } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';

let server: TestServer;
let catering: { id: string };
let coffee: { id: string };
let bakery: { id: string };
let cleaning: { id: string };
let domestic: { id: string };
beforeAll(async () => {
  server = await startTestServer();
  catering = await createCategory(server.ds, { name: token('Catering ') });
  coffee = await createCategory(server.ds, { name: 'Coffee', parentId: catering.id });
  bakery = await createCategory(server.ds, { name: 'Bakery', parentId: catering.id });
  cleaning = await createCategory(server.ds, { name: token('Cleaning ') });
  domestic = await createCategory(server.ds, { name: 'Domestic', parentId: cleaning.id });
});
afterAll(() => server.close());

const FIELDS = `id name location areas { key kind name within } status createdAt approvedAt shortDescription longDescription investmentAmount
  mainImageUrl brochureUrl categories { id name parentId } gallery { id imageUrl }
  faqs { question answer } testimonials { authorName content } successStories { title content imageUrl }`;
const CREATE = `mutation Create($input: FranchiseFormInput!) { createMyFranchise(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: FranchiseFormInput!) { updateMyFranchise(id: $id, input: $input) { ${FIELDS} } }`;
const ONE = `query One($id: ID!) { myFranchise(id: $id) { ${FIELDS} } }`;
const LIST = `query List($page: PageInput) {
  myFranchises(page: $page) { total page pageCount items { id name status createdAt categories { name } } }
}`;
const PREVIEW = `query Preview($id: ID!) {
  myFranchisePreview(id: $id) { id name status details { shortDescription mainImageUrl brochureUrl } gallery { imageUrl } faqs { question } }
}`;
const PUBLIC = `query Public($id: ID!) { franchise(id: $id) { id } }`;
const CITIES = `query Cities($search: String, $limit: Int!) { ukCities(search: $search, limit: $limit) { name country } }`;

interface Listing {
  id: string;
  name: string;
  location: string;
  areas: { key: string; kind: string; name: string; within: string | null }[];
  status: string;
  approvedAt: string | null;
  shortDescription: string;
  longDescription: string;
  investmentAmount: number;
  mainImageUrl: string | null;
  brochureUrl: string | null;
  categories: { id: string; name: string; parentId: string | null }[];
  gallery: { id: string; imageUrl: string }[];
  faqs: { question: string; answer: string }[];
  testimonials: { authorName: string; content: string }[];
  successStories: { title: string; content: string; imageUrl: string | null }[];
}

type Files = Record<string, { name: string; type: string; data: Buffer }>;

const pdf = testPdf();
const pngOf = (r: number, g: number, b: number) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
/** A JPEG carrying EXIF text that must not survive the re-encoding. */
const jpegWithExif = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .withExif({ IFD0: { Copyright: 'SECRET-EXIF-MARKER' } })
    .jpeg()
    .toBuffer();

const image = async (name = 'photo.png'): Promise<Files[string]> => ({ name, type: 'image/png', data: await pngOf(10, 120, 200) });
const brochureFile = { name: 'brochure.pdf', type: 'application/pdf', data: pdf };

async function as(profile: { email: string }) {
  const c = new TestClient(server.url);
  await c.signIn(profile.email, FACTORY_PASSWORD, 'FRANCHISOR');
  return c;
}

/** A valid form with no files; the upload slots are null for the files to fill. */
function form(overrides: Record<string, unknown> = {}) {
  return {
    name: token('Bean Scene '),
    location: 'Leeds',
    shortDescription: 'Speciality coffee bars',
    longDescription: 'Everything about running a coffee bar.',
    investmentAmount: 85000.5,
    categories: [{ mainCategoryId: catering.id, subcategoryIds: [coffee.id] }],
    mainImage: null,
    brochure: null,
    gallery: [],
    faqs: [],
    testimonials: [],
    successStories: [],
    ...overrides,
  };
}

async function create(client: TestClient, input: Record<string, unknown>, files: Files = {}) {
  return client.upload<{ createMyFranchise: Listing }>(CREATE, { input }, files);
}

async function createOk(client: TestClient, overrides: Record<string, unknown> = {}, files?: Files) {
  const res = await create(client, form(overrides), files ?? { 'input.mainImage': await image() });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.createMyFranchise;
}

const uploadsDir = () => path.join(server.config.dataDir, 'uploads');
function filesOnDisk(dir = uploadsDir()): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? filesOnDisk(path.join(dir, e.name)) : 1), 0);
}

/** Everything a save could write. */
async function snapshot() {
  const count = (entity: Parameters<TestServer['ds']['getRepository']>[0]) => server.ds.getRepository(entity).count();
  return {
    franchises: await count(Franchise),
    details: await count(FranchiseDetails),
    mappings: await count(CategoryMapping),
    gallery: await count(FranchiseGalleryImage),
    faqs: await count(FranchiseFaq),
    testimonials: await count(FranchiseTestimonial),
    stories: await count(FranchiseSuccessStory),
    files: await count(StoredFile),
    onDisk: filesOnDisk(),
  };
}

describe('creating a franchise', () => {
  it('saves every field, pending, with its main image, gallery, brochure and story image', async () => {
    const client = await as(await createFranchisor(server.ds));
    const created = await createOk(
      client,
      {
        location: 'leeds',
        categories: [
          { mainCategoryId: catering.id, subcategoryIds: [coffee.id, bakery.id] },
          { mainCategoryId: cleaning.id, subcategoryIds: [] },
        ],
        gallery: [{ image: null }, { image: null }],
        faqs: [{ question: 'How long is training?', answer: 'Two weeks.' }],
        testimonials: [{ authorName: 'Sam', content: 'Best decision I made.' }],
        successStories: [{ title: 'From barista to owner', content: 'Three sites in two years.', image: null }],
      },
      {
        'input.mainImage': { name: 'main.jpg', type: 'image/jpeg', data: await jpegWithExif() },
        'input.brochure': brochureFile,
        'input.gallery.0.image': { name: 'one.png', type: 'image/png', data: await pngOf(255, 0, 0) },
        'input.gallery.1.image': { name: 'two.png', type: 'image/png', data: await pngOf(0, 255, 0) },
        'input.successStories.0.image': await image('story.png'),
      },
    );
    expect(created).toMatchObject({
      location: 'Leeds',
      status: 'PENDING',
      approvedAt: null,
      shortDescription: 'Speciality coffee bars',
      investmentAmount: 85000.5,
      faqs: [{ question: 'How long is training?', answer: 'Two weeks.' }],
      testimonials: [{ authorName: 'Sam', content: 'Best decision I made.' }],
      successStories: [{ title: 'From barista to owner', content: 'Three sites in two years.' }],
    });
    expect(created.categories.map((c) => c.id).sort()).toEqual([catering.id, coffee.id, bakery.id, cleaning.id].sort());
    expect(created.mainImageUrl).toMatch(/^\/uploads\/main-images\/[0-9a-f-]{36}\.jpg$/);
    expect(created.brochureUrl).toMatch(/^\/uploads\/brochures\/[0-9a-f-]{36}\.pdf$/);
    expect(created.gallery.map((g) => g.imageUrl)).toEqual([
      expect.stringMatching(/^\/uploads\/gallery\/.+\.png$/),
      expect.stringMatching(/^\/uploads\/gallery\/.+\.png$/),
    ]);
    expect(created.successStories[0].imageUrl).toMatch(/^\/uploads\/success-stories\/.+\.png$/);

    // The gallery keeps its order: the first image is the red one.
    const first = await client.get(created.gallery[0].imageUrl);
    const { data } = await sharp(Buffer.from(await first.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([255, 0, 0]);

    // Images are re-encoded: still a JPEG, without the uploaded metadata.
    const main = await client.get(created.mainImageUrl!);
    expect(main.headers.get('content-type')).toBe('image/jpeg');
    const mainBytes = Buffer.from(await main.arrayBuffer());
    expect(mainBytes.includes('SECRET-EXIF-MARKER')).toBe(false);
    expect((await sharp(mainBytes).metadata()).exif).toBeUndefined();
    const brochure = await client.get(created.brochureUrl!);
    expect(brochure.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await brochure.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Pending: not on the public site, not even for its owner through the public query.
    expect((await client.data<{ franchise: null }>(PUBLIC, { id: created.id })).franchise).toBeNull();
    // What the edit form reads back is what was saved.
    expect((await client.data<{ myFranchise: Listing }>(ONE, { id: created.id })).myFranchise).toEqual(created);
  });

  it('leaves out incomplete FAQs, testimonials and success stories', async () => {
    const client = await as(await createFranchisor(server.ds));
    const created = await createOk(client, {
      faqs: [
        { question: 'Complete?', answer: 'Yes' },
        { question: 'No answer', answer: '  ' },
        { question: '', answer: 'No question' },
      ],
      testimonials: [
        { authorName: 'Ann', content: '' },
        { authorName: '', content: 'Anonymous' },
        { authorName: 'Bo', content: 'Great' },
      ],
      successStories: [
        { title: 'Only a title', content: '' },
        { title: '', content: 'Only content' },
      ],
    });
    expect(created.faqs).toEqual([{ question: 'Complete?', answer: 'Yes' }]);
    expect(created.testimonials).toEqual([{ authorName: 'Bo', content: 'Great' }]);
    expect(created.successStories).toEqual([]);
    expect(await server.ds.getRepository(FranchiseFaq).countBy({ franchiseId: created.id })).toBe(1);
    expect(await server.ds.getRepository(FranchiseSuccessStory).countBy({ franchiseId: created.id })).toBe(0);
  });

  it("defaults the location to 'UK'", async () => {
    const client = await as(await createFranchisor(server.ds));
    const input: Record<string, unknown> = form();
    delete input.location;
    const res = await create(client, input, { 'input.mainImage': await image() });
    expect(res.data?.createMyFranchise.location).toBe('UK');
  });
});

describe('areas', () => {
  it('saves the places chosen, widest first; the whole UK stands alone; none given reads them from the location', async () => {
    const client = await as(await createFranchisor(server.ds));
    const [leeds] = await server.ds.query(`SELECT id FROM uk_cities WHERE name = 'Leeds'`);
    const chosen = await createOk(client, { areas: [`town:${leeds.id}`, 'region:North West', 'nation:Wales', `town:${leeds.id}`] });
    expect(chosen.areas).toEqual([
      { key: 'nation:Wales', kind: 'NATION', name: 'Wales', within: null },
      { key: 'region:North West', kind: 'REGION', name: 'North West', within: 'England' },
      { key: `town:${leeds.id}`, kind: 'TOWN', name: 'Leeds', within: 'Yorkshire and the Humber, England' },
    ]);
    const everywhere = await createOk(client, { areas: ['region:London', 'uk'] });
    expect(everywhere.areas.map((a) => a.key)).toEqual(['uk']);
    const fromLocation = await createOk(client, { location: 'UK' });
    expect(fromLocation.areas).toEqual([{ key: 'uk', kind: 'UK', name: 'Anywhere in the UK', within: null }]);
    const [saved] = await server.ds.query(`SELECT areas FROM franchises WHERE id = $1`, [chosen.id]);
    expect(saved.areas).toEqual(['nation:Wales', 'region:North West', `town:${leeds.id}`]);
  });
});

describe('every rule of the form refuses with its message and writes nothing', () => {
  const cases: [string, () => Promise<{ input: Record<string, unknown>; files: Files }>, string, string][] = [
    [
      'a blank name',
      async () => ({ input: form({ name: '  ' }), files: { 'input.mainImage': await image() } }),
      'name',
      'Franchise name is required',
    ],
    [
      'a location that is not a UK city',
      async () => ({ input: form({ location: 'Atlantis' }), files: { 'input.mainImage': await image() } }),
      'location',
      'Please choose a location from the list',
    ],
    [
      'a blank short description',
      async () => ({ input: form({ shortDescription: '' }), files: { 'input.mainImage': await image() } }),
      'shortDescription',
      'Short description is required',
    ],
    [
      'a blank long description',
      async () => ({ input: form({ longDescription: ' ' }), files: { 'input.mainImage': await image() } }),
      'longDescription',
      'Long description is required',
    ],
    [
      'no investment amount',
      async () => ({ input: form({ investmentAmount: null }), files: { 'input.mainImage': await image() } }),
      'investmentAmount',
      'Investment amount is required',
    ],
    [
      'a negative investment amount',
      async () => ({ input: form({ investmentAmount: -1 }), files: { 'input.mainImage': await image() } }),
      'investmentAmount',
      'Please enter a valid investment amount',
    ],
    [
      'an amount beyond numeric(12,2)',
      async () => ({ input: form({ investmentAmount: 1e10 }), files: { 'input.mainImage': await image() } }),
      'investmentAmount',
      'Please enter a valid investment amount',
    ],
    [
      'no main category',
      async () => ({ input: form({ categories: [] }), files: { 'input.mainImage': await image() } }),
      'categories',
      'Please select at least one main category for your franchise.',
    ],
    [
      'a subcategory given as the main category',
      async () => ({ input: form({ categories: [{ mainCategoryId: coffee.id }] }), files: { 'input.mainImage': await image() } }),
      'categories.0.mainCategoryId',
      'Category not found',
    ],
    [
      'a subcategory of another main category',
      async () => ({
        input: form({ categories: [{ mainCategoryId: catering.id, subcategoryIds: [domestic.id] }] }),
        files: { 'input.mainImage': await image() },
      }),
      'categories.0.subcategoryIds',
      'Please choose a subcategory of the selected main category',
    ],
    ['no main image', async () => ({ input: form(), files: {} }), 'mainImage', 'Main image is required'],
    [
      'a main image that is a PDF',
      async () => ({ input: form(), files: { 'input.mainImage': { name: 'photo.png', type: 'image/png', data: pdf } } }),
      'mainImage',
      'Please select an image file',
    ],
    [
      'a main image that does not decode',
      async () => ({
        input: form(),
        files: { 'input.mainImage': { name: 'broken.png', type: 'image/png', data: (await pngOf(1, 2, 3)).subarray(0, 60) } },
      }),
      'mainImage',
      'Invalid image file',
    ],
    [
      'a brochure that is not a PDF',
      async () => ({ input: form(), files: { 'input.mainImage': await image(), 'input.brochure': await image('brochure.pdf') } }),
      'brochure',
      'Please upload a PDF file for the brochure',
    ],
    [
      'a gallery image that is not an image, after others were stored',
      async () => ({
        input: form({ gallery: [{ image: null }, { image: null }] }),
        files: {
          'input.mainImage': await image(),
          'input.gallery.0.image': await image(),
          'input.gallery.1.image': { name: 'x.png', type: 'image/png', data: Buffer.from('<svg onload=alert(1)>') },
        },
      }),
      'gallery.1',
      'Please select an image file',
    ],
    [
      'a success story image that is not an image',
      async () => ({
        input: form({ successStories: [{ title: 'Story', content: 'Text', image: null }] }),
        files: { 'input.mainImage': await image(), 'input.brochure': brochureFile, 'input.successStories.0.image': brochureFile },
      }),
      'successStories.0.image',
      'Please select an image file',
    ],
    [
      'no area',
      async () => ({ input: form({ areas: [] }), files: { 'input.mainImage': await image() } }),
      'areas',
      'Choose at least one area where the franchise is offered',
    ],
    [
      'an area that is not a place',
      async () => ({ input: form({ areas: ['region:Atlantis'] }), files: { 'input.mainImage': await image() } }),
      'areas',
      'Please choose a place from the list',
    ],
    [
      'more than 50 areas',
      async () => ({ input: form({ areas: Array.from({ length: 51 }, (_, i) => `town:${i + 1}`) }), files: { 'input.mainImage': await image() } }),
      'areas',
      'At most 50 areas can be added',
    ],
    [
      'more than 10 gallery images',
      async () => ({ input: form({ gallery: Array(11).fill({ existingId: null }) }), files: { 'input.mainImage': await image() } }),
      'gallery',
      'At most 10 gallery images can be added',
    ],
  ];

  it.each(cases)('%s', async (_name, build, field, message) => {
    const client = await as(await createFranchisor(server.ds));
    const { input, files } = await build();
    const before = await snapshot();
    const res = await create(client, input, files);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } } });
    expect(await snapshot()).toEqual(before);
  });
});

describe('editing a franchise', () => {
  it('replaces the related rows, keeps what it is told to keep, and sends a rejected listing back to review', async () => {
    const client = await as(await createFranchisor(server.ds));
    const original = await createOk(
      client,
      {
        gallery: [{ image: null }, { image: null }],
        faqs: [{ question: 'Old question', answer: 'Old answer' }],
        testimonials: [{ authorName: 'Old', content: 'Old words' }],
        successStories: [{ title: 'Old story', content: 'Old text', image: null }],
      },
      {
        'input.mainImage': await image(),
        'input.brochure': brochureFile,
        'input.gallery.0.image': await image(),
        'input.gallery.1.image': await image(),
        'input.successStories.0.image': await image(),
      },
    );
    // Rejected: an edit resubmits the whole listing (an approved one's edit is a revision: listing-revisions.test.ts).
    await server.ds.getRepository(Franchise).update(original.id, { status: FranchiseStatus.REJECTED, rejectionReason: 'Add a story' });

    const input = form({
      name: 'Bean Scene Renamed',
      location: 'York',
      investmentAmount: 120000,
      categories: [{ mainCategoryId: cleaning.id, subcategoryIds: [domestic.id] }],
      removeBrochure: true,
      gallery: [{ existingId: original.gallery[1].id }, { image: null }],
      faqs: [{ question: 'New question', answer: 'New answer' }],
      testimonials: [],
      successStories: [{ title: 'New title', content: 'New text', existingImageUrl: original.successStories[0].imageUrl }],
    });
    const res = await client.upload<{ updateMyFranchise: Listing }>(UPDATE, { id: original.id, input }, { 'input.gallery.1.image': await image() });
    expect(res.errors).toBeUndefined();
    const updated = res.data!.updateMyFranchise;
    expect(updated).toMatchObject({
      id: original.id,
      name: 'Bean Scene Renamed',
      location: 'York',
      status: 'PENDING',
      approvedAt: null,
      investmentAmount: 120000,
      mainImageUrl: original.mainImageUrl,
      brochureUrl: null,
      faqs: [{ question: 'New question', answer: 'New answer' }],
      testimonials: [],
      successStories: [{ title: 'New title', content: 'New text', imageUrl: original.successStories[0].imageUrl }],
    });
    expect(updated.categories.map((c) => c.id).sort()).toEqual([cleaning.id, domestic.id].sort());
    expect(updated.gallery).toHaveLength(2);
    expect(updated.gallery[0].imageUrl).toBe(original.gallery[1].imageUrl);
    expect(updated.gallery[1].imageUrl).not.toBe(original.gallery[0].imageUrl);
    // The old rows are gone, not added to.
    const repo = server.ds.getRepository(FranchiseFaq);
    expect(await repo.findBy({ franchiseId: original.id })).toEqual([expect.objectContaining({ question: 'New question' })]);
    expect(await server.ds.getRepository(CategoryMapping).countBy({ franchiseId: original.id })).toBe(2);
    // Back in review: off the public site until an administrator approves it.
    expect((await client.data<{ franchise: null }>(PUBLIC, { id: original.id })).franchise).toBeNull();
  });

  it('writes all of an edit or none of it (one transaction), and removes the files it stored', async () => {
    const client = await as(await createFranchisor(server.ds));
    const original = await createOk(client, { faqs: [{ question: 'Kept?', answer: 'Yes' }] });
    await server.ds.getRepository(Franchise).update(original.id, { status: FranchiseStatus.REJECTED });
    // The last write of the transaction fails.
    await server.ds.query(`
      CREATE FUNCTION refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.title = 'boom' THEN RAISE EXCEPTION 'boom'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER refuse_boom BEFORE INSERT ON franchise_success_stories FOR EACH ROW EXECUTE FUNCTION refuse_boom();`);
    try {
      const before = await snapshot();
      const input = form({
        name: 'Never saved',
        faqs: [{ question: 'Replaced?', answer: 'No' }],
        gallery: [{ image: null }],
        successStories: [{ title: 'boom', content: 'x', image: null }],
      });
      const res = await client.upload(
        UPDATE,
        { id: original.id, input },
        {
          'input.mainImage': await image(),
          'input.gallery.0.image': await image(),
          'input.successStories.0.image': await image(),
        },
      );
      expect(res.errors?.[0].extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      expect(await snapshot()).toEqual(before);
      const after = (await client.data<{ myFranchise: Listing }>(ONE, { id: original.id })).myFranchise;
      expect(after).toMatchObject({ name: original.name, status: 'REJECTED', faqs: [{ question: 'Kept?', answer: 'Yes' }], gallery: [] });
      expect(after.mainImageUrl).toBe(original.mainImageUrl);
    } finally {
      await server.ds.query(`DROP TRIGGER refuse_boom ON franchise_success_stories; DROP FUNCTION refuse_boom();`);
    }
  });

  it('keeps a saved location from before the city rule, but a new location must be a UK city', async () => {
    const owner = await createFranchisor(server.ds);
    const client = await as(owner);
    const legacy = await createFranchise(server.ds, { franchisorId: owner.id, location: 'Nationwide' });
    const kept = await client.request<{ updateMyFranchise: Listing }>(UPDATE, { id: legacy.id, input: form({ location: 'Nationwide' }) });
    expect(kept.data?.updateMyFranchise.location).toBe('Nationwide');
    const changed = await client.request(UPDATE, { id: legacy.id, input: form({ location: 'Midlands' }) });
    expect(changed.errors?.[0]).toMatchObject({
      message: 'Please choose a location from the list',
      extensions: { fields: { location: expect.any(String) } },
    });
  });

  it("refuses to keep an image the listing does not have (another listing's)", async () => {
    const owner = await createFranchisor(server.ds);
    const client = await as(owner);
    const other = await createOk(
      client,
      { gallery: [{ image: null }], successStories: [{ title: 'S', content: 'C', image: null }] },
      {
        'input.mainImage': await image(),
        'input.gallery.0.image': await image(),
        'input.successStories.0.image': await image(),
      },
    );
    const mine = await createOk(client);
    const before = await snapshot();
    const gallery = await client.request(UPDATE, { id: mine.id, input: form({ gallery: [{ existingId: other.gallery[0].id }] }) });
    expect(gallery.errors?.[0]).toMatchObject({
      message: 'This image is no longer part of the listing. Please reload the page and try again.',
      extensions: { fields: { 'gallery.0': expect.any(String) } },
    });
    const story = await client.request(UPDATE, {
      id: mine.id,
      input: form({ successStories: [{ title: 'T', content: 'C', existingImageUrl: other.successStories[0].imageUrl }] }),
    });
    expect(story.errors?.[0].extensions?.fields).toEqual({
      'successStories.0.image': 'This image is no longer part of the listing. Please reload the page and try again.',
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe('ownership and access', () => {
  it('franchisor B can never read, preview or edit franchisor A’s listing', async () => {
    const a = await as(await createFranchisor(server.ds));
    const b = await as(await createFranchisor(server.ds));
    const listing = await createOk(a);
    for (const query of [ONE, PREVIEW]) {
      expect(await b.error(query, { id: listing.id })).toMatchObject({ message: 'Franchise not found', extensions: { code: 'NOT_FOUND' } });
    }
    const before = await snapshot();
    const res = await b.upload(UPDATE, { id: listing.id, input: form({ name: 'Hijacked' }) }, { 'input.mainImage': await image() });
    expect(res.errors?.[0]).toMatchObject({ message: 'Franchise not found', extensions: { code: 'NOT_FOUND' } });
    expect(await snapshot()).toEqual(before);
    expect((await server.ds.getRepository(Franchise).findOneByOrFail({ id: listing.id })).name).toBe(listing.name);
    const list = await b.data<{ myFranchises: { total: number } }>(LIST);
    expect(list.myFranchises.total).toBe(0);
    // A malformed id is simply not found.
    expect((await a.error(ONE, { id: 'not-an-id' })).extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses customers, anonymous callers and franchisors that are pending or rejected', async () => {
    const listing = await createOk(await as(await createFranchisor(server.ds)));
    const customer = new TestClient(server.url);
    await customer.signIn((await createCustomer(server.ds)).email, FACTORY_PASSWORD, 'CUSTOMER');
    const pendingProfile = await createFranchisor(server.ds);
    const pending = await as(pendingProfile);
    await server.ds.getRepository(Profile).update(pendingProfile.id, { status: AccountStatus.PENDING });
    const rejectedProfile = await createFranchisor(server.ds);
    const rejected = await as(rejectedProfile);
    await server.ds.getRepository(Profile).update(rejectedProfile.id, { status: AccountStatus.REJECTED });
    const callers: [TestClient, string][] = [
      [new TestClient(server.url), 'UNAUTHENTICATED'],
      [customer, 'FORBIDDEN'],
      [pending, 'ACCOUNT_PENDING'],
      [rejected, 'ACCOUNT_REJECTED'],
    ];
    const before = await snapshot();
    for (const [client, code] of callers) {
      expect((await client.error(LIST)).extensions?.code).toBe(code);
      expect((await client.error(ONE, { id: listing.id })).extensions?.code).toBe(code);
      expect((await client.error(PREVIEW, { id: listing.id })).extensions?.code).toBe(code);
      const created = await create(client, form(), { 'input.mainImage': await image() });
      expect(created.errors?.[0].extensions?.code).toBe(code);
      const updated = await client.upload(UPDATE, { id: listing.id, input: form() }, { 'input.mainImage': await image() });
      expect(updated.errors?.[0].extensions?.code).toBe(code);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('My Franchises and the preview', () => {
  it('lists only the franchisor’s own listings, newest first, one page at a time, in every status', async () => {
    const franchisor = await createFranchisor(server.ds);
    const client = await as(franchisor);
    const day = 24 * 3600 * 1000;
    const old = await createFranchise(server.ds, {
      franchisorId: franchisor.id,
      name: 'Oldest',
      createdAt: new Date(Date.now() - 3 * day),
      categoryIds: [catering.id],
    });
    await createFranchise(server.ds, {
      franchisorId: franchisor.id,
      name: 'Middle',
      status: FranchiseStatus.REJECTED,
      createdAt: new Date(Date.now() - 2 * day),
    });
    const newest = await createOk(client, { name: 'Newest' });
    await createFranchise(server.ds, { name: 'Someone else’s' });
    type Page = {
      myFranchises: { total: number; pageCount: number; items: { id: string; name: string; status: string; categories: { name: string }[] }[] };
    };
    const first = await client.data<Page>(LIST, { page: { page: 1, pageSize: 2 } });
    expect(first.myFranchises).toMatchObject({ total: 3, pageCount: 2 });
    expect(first.myFranchises.items.map((i) => [i.name, i.status])).toEqual([
      ['Newest', 'PENDING'],
      ['Middle', 'REJECTED'],
    ]);
    expect(first.myFranchises.items[0].id).toBe(newest.id);
    const second = await client.data<Page>(LIST, { page: { page: 2, pageSize: 2 } });
    expect(second.myFranchises.items).toMatchObject([
      { id: old.id, name: 'Oldest', status: 'APPROVED', categories: [{ name: expect.stringMatching(/^Catering/) }] },
    ]);
  });

  it('shows the owner a pending listing in the public page’s shape', async () => {
    const client = await as(await createFranchisor(server.ds));
    const listing = await createOk(
      client,
      { faqs: [{ question: 'Q?', answer: 'A.' }] },
      { 'input.mainImage': await image(), 'input.brochure': brochureFile },
    );
    const { myFranchisePreview } = await client.data<{ myFranchisePreview: Record<string, unknown> }>(PREVIEW, { id: listing.id });
    expect(myFranchisePreview).toEqual({
      id: listing.id,
      name: listing.name,
      status: 'PENDING',
      details: { shortDescription: 'Speciality coffee bars', mainImageUrl: listing.mainImageUrl, brochureUrl: listing.brochureUrl },
      gallery: [],
      faqs: [{ question: 'Q?' }],
    });
  });
});

describe('UK cities', () => {
  type Cities = { ukCities: { name: string; country: string }[] };
  const cities = async (search: string | null, limit = 20) => (await new TestClient(server.url).data<Cities>(CITIES, { search, limit })).ukCities;

  it('finds cities by any part of the name, those starting with it first', async () => {
    const found = (await cities('CHES')).map((c) => c.name);
    expect(found.slice(0, 2)).toEqual(['Chester', 'Chesterfield']);
    expect(found).toEqual(expect.arrayContaining(['Manchester', 'Colchester', 'Winchester', 'Chichester']));
    const rest = found.slice(2);
    expect(rest).toEqual([...rest].sort());
    expect(await cities('leeds')).toEqual([{ name: 'Leeds', country: 'England' }]);
  });

  it('keeps to the limit, and treats LIKE wildcards as text', async () => {
    expect(await cities(null, 5)).toHaveLength(5);
    expect(await cities('', 500)).toHaveLength(50);
    expect(await cities('%')).toEqual([]);
    expect(await cities('_')).toEqual([]);
  });
});
