import sharp from 'sharp';
import { AdminAction } from '../src/modules/audit/admin-action.entity';
import { FranchiseStatus } from '../src/modules/catalogue/catalogue.enums';
import { FranchiseFaq } from '../src/modules/catalogue/franchise-content.entities';
import { FranchiseDetails } from '../src/modules/catalogue/franchise-details.entity';
import { Franchise } from '../src/modules/catalogue/franchise.entity';
import { FranchiseRevision } from '../src/modules/franchisor-franchises/franchise-revision.entity';
import {
  FACTORY_PASSWORD,
  createAdmin,
  createCategory,
  createCustomer,
  createFeaturedAd,
  createFranchise,
  createFranchisor,
  token,
} from './support/factories';
import { Topics } from '../src/realtime/pubsub';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';
import { collect, listening, socketClient } from './support/ws-client';

// Issue 42: an edit of an approved listing is a revision; the approved version stays public until an administrator
// approves the revision.

let server: TestServer;
let admin: TestClient;
let catering: { id: string };
let coffee: { id: string };
let cleaning: { id: string };
beforeAll(async () => {
  server = await startTestServer();
  const adminProfile = await createAdmin(server.ds);
  admin = new TestClient(server.url);
  await admin.signIn(adminProfile.email, FACTORY_PASSWORD, 'ADMIN');
  catering = await createCategory(server.ds, { name: token('Catering ') });
  coffee = await createCategory(server.ds, { name: token('Coffee '), parentId: catering.id });
  cleaning = await createCategory(server.ds, { name: token('Cleaning ') });
});
afterAll(() => server.close());

const FIELDS = `id name status approvedAt shortDescription longDescription investmentAmount mainImageUrl
  categories { id } gallery { id imageUrl } faqs { question answer } testimonials { authorName content } successStories { title content imageUrl }
  keyFacts { franchiseFee royaltyFee }
  revision { id status submittedAt updatedAt reason }`;
const CREATE = `mutation Create($input: FranchiseFormInput!) { createMyFranchise(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: FranchiseFormInput!) { updateMyFranchise(id: $id, input: $input) { ${FIELDS} } }`;
const WITHDRAW = `mutation Withdraw($id: ID!) { withdrawMyFranchiseChanges(id: $id) { ${FIELDS} } }`;
const ONE = `query One($id: ID!) { myFranchise(id: $id) { ${FIELDS} } }`;
const MINE = `query Mine { myFranchises(page: { pageSize: 50 }) { items { id name status revision { status reason } } } }`;
const PUBLIC = `query Public($id: ID!) {
  franchise(id: $id) { id name details { shortDescription longDescription mainImageUrl franchiseFee } faqs { question } gallery { imageUrl } }
}`;
const SEARCH = `query Search($filters: FranchiseSearchInput) { franchiseSearch(filters: $filters) { total items { id name } } }`;
const FEATURED = `{ featuredOpportunities { franchise { id name } } }`;
const REVIEW = `query Review($id: ID!) {
  adminFranchiseReview(id: $id) {
    id status lastApprovedAt
    openRevision { id franchiseId status submittedAt updatedAt changes { section label kind before after } }
    history { action beforeStatus afterStatus reason actorName }
  }
}`;
const QUEUE = `query Queue($filter: PendingListFilter) {
  adminPendingRevisions(filter: $filter, page: { pageSize: 50 }) { total items { id franchiseId name revisedName franchisorName submittedAt } }
}`;
const PENDING = `query Pending($filter: PendingListFilter) {
  adminPendingFranchises(filter: $filter, page: { pageSize: 50 }) { total items { id lastApprovedAt } }
}`;
const COUNTS = `query Counts { adminPendingCounts { accounts franchises revisions } }`;
const APPROVE = `mutation Approve($id: ID!) { approveRevision(id: $id) { id franchiseId status reason } }`;
const REJECT = `mutation Reject($input: RejectRevisionInput!) { rejectRevision(input: $input) { id franchiseId status reason } }`;
const APPROVE_FRANCHISE = `mutation ApproveFranchise($id: ID!) { approveFranchise(id: $id) { id status } }`;

interface Listing {
  id: string;
  name: string;
  status: string;
  shortDescription: string;
  longDescription: string;
  mainImageUrl: string | null;
  gallery: { id: string; imageUrl: string }[];
  faqs: { question: string; answer: string }[];
  successStories: { title: string; content: string; imageUrl: string | null }[];
  categories: { id: string }[];
  revision: { id: string; status: string; submittedAt: string; updatedAt: string; reason: string | null } | null;
}
interface Change {
  section: string;
  label: string;
  kind: string;
  before: string | null;
  after: string | null;
}

const png = async (r: number) => ({
  name: 'photo.png',
  type: 'image/png',
  data: await sharp({ create: { width: 40, height: 30, channels: 3, background: { r, g: 100, b: 50 } } })
    .png()
    .toBuffer(),
});

function form(overrides: Record<string, unknown> = {}) {
  return {
    name: token('Live Beans '),
    location: 'UK',
    shortDescription: 'The approved words',
    longDescription: 'Everything as approved.',
    investmentAmount: 50000,
    categories: [{ mainCategoryId: catering.id, subcategoryIds: [coffee.id] }],
    mainImage: null,
    gallery: [],
    faqs: [{ question: 'Approved question?', answer: 'Approved answer' }],
    testimonials: [{ authorName: 'Ann', content: 'Approved testimonial' }],
    successStories: [],
    ...overrides,
  };
}

async function franchisor() {
  const profile = await createFranchisor(server.ds);
  const client = new TestClient(server.url);
  await client.signIn(profile.email, FACTORY_PASSWORD, 'FRANCHISOR');
  return { profile, client };
}

/** A listing made through the form (main image and one gallery image), then approved by an administrator. */
async function liveListing(client: TestClient, overrides: Record<string, unknown> = {}) {
  const res = await client.upload<{ createMyFranchise: Listing }>(
    CREATE,
    { input: form({ gallery: [{ image: null }], ...overrides }) },
    { 'input.mainImage': await png(10), 'input.gallery.0.image': await png(20) },
  );
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  const listing = res.data!.createMyFranchise;
  await admin.data(APPROVE_FRANCHISE, { id: listing.id });
  return listing;
}

/** The form as the editor sends it for `listing`, with changes. */
const edit = (listing: Listing, overrides: Record<string, unknown> = {}) =>
  form({
    name: listing.name,
    shortDescription: listing.shortDescription,
    longDescription: listing.longDescription,
    gallery: listing.gallery.map((g) => ({ existingId: g.id })),
    ...overrides,
  });

async function update(client: TestClient, id: string, input: Record<string, unknown>, files: Record<string, Awaited<ReturnType<typeof png>>> = {}) {
  const res = await client.upload<{ updateMyFranchise: Listing }>(UPDATE, { id, input }, files);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.updateMyFranchise;
}

const anonymous = () => new TestClient(server.url);
const publicListing = async (id: string) =>
  (
    await anonymous().data<{
      franchise: {
        name: string;
        details: { shortDescription: string; longDescription: string; mainImageUrl: string };
        faqs: { question: string }[];
      } | null;
    }>(PUBLIC, { id })
  ).franchise;
const searchIds = async (text: string) =>
  (await anonymous().data<{ franchiseSearch: { items: { id: string; name: string }[] } }>(SEARCH, { filters: { text } })).franchiseSearch.items;
const mailJobs = (to: string): Promise<{ subject: string; text: string }[]> =>
  server.ds.query(
    `SELECT data->'message'->>'subject' AS subject, data->'message'->>'text' AS text
     FROM pgboss.job WHERE name = 'mail' AND data->'message'->>'to' = $1 ORDER BY created_on`,
    [to],
  );
const review = async (id: string) =>
  (
    await admin.data<{
      adminFranchiseReview: {
        status: string;
        lastApprovedAt: string | null;
        openRevision: { id: string; changes: Change[]; submittedAt: string; updatedAt: string } | null;
        history: Record<string, unknown>[];
      };
    }>(REVIEW, { id })
  ).adminFranchiseReview;
const revisions = (franchiseId: string) => server.ds.getRepository(FranchiseRevision).find({ where: { franchiseId }, order: { createdAt: 'ASC' } });

describe('an edit of a live listing', () => {
  it('keeps the approved version public, searchable and featured until an administrator approves the changes', async () => {
    const { client } = await franchisor();
    const listing = await liveListing(client);
    await createFeaturedAd(server.ds, listing.id);
    const word = token('zq');
    const saved = await update(client, listing.id, edit(listing, { name: `${listing.name} ${word}`, shortDescription: `New words ${word}` }));

    // The franchisor sees their changes in the form, and that they are in review; the listing stays approved.
    expect(saved).toMatchObject({ status: 'APPROVED', name: `${listing.name} ${word}`, shortDescription: `New words ${word}` });
    expect(saved.revision).toMatchObject({ status: 'OPEN', reason: null });
    const { myFranchises } = await client.data<{ myFranchises: { items: Record<string, unknown>[] } }>(MINE);
    expect(myFranchises.items).toEqual([{ id: listing.id, name: listing.name, status: 'APPROVED', revision: { status: 'OPEN', reason: null } }]);

    // The public still sees the approved version everywhere.
    expect(await publicListing(listing.id)).toMatchObject({ name: listing.name, details: { shortDescription: 'The approved words' } });
    expect(await searchIds(word)).toEqual([]);
    expect((await searchIds(listing.name)).map((i) => i.id)).toContain(listing.id);
    const { featuredOpportunities } = await anonymous().data<{ featuredOpportunities: { franchise: { id: string; name: string } }[] }>(FEATURED);
    expect(featuredOpportunities.map((o) => o.franchise)).toContainEqual({ id: listing.id, name: listing.name });
    expect(await server.ds.getRepository(Franchise).findOneByOrFail({ id: listing.id })).toMatchObject({ status: 'approved', name: listing.name });
  });

  it('is listed for administrators with the counts, and approval publishes every field at once', async () => {
    const { profile, client } = await franchisor();
    const listing = await liveListing(client, { keyFacts: { franchiseFee: 10000, royaltyFee: '5%' } });
    const before = (await admin.data<{ adminPendingCounts: { revisions: number; franchises: number } }>(COUNTS)).adminPendingCounts;
    const saved = await update(
      client,
      listing.id,
      edit(listing, {
        name: `${listing.name} Renamed`,
        shortDescription: 'Brand new words',
        longDescription: 'A whole new story.',
        investmentAmount: 75000,
        keyFacts: { franchiseFee: 12000, royaltyFee: '6%' },
        categories: [{ mainCategoryId: cleaning.id, subcategoryIds: [] }],
        gallery: [{ image: null }],
        faqs: [
          { question: 'Approved question?', answer: 'A better answer' },
          { question: 'New question?', answer: 'New answer' },
        ],
        testimonials: [],
        successStories: [{ title: 'A story', content: 'It went well', image: null }],
      }),
      { 'input.gallery.0.image': await png(200), 'input.successStories.0.image': await png(150) },
    );
    const counts = (await admin.data<{ adminPendingCounts: { revisions: number; franchises: number } }>(COUNTS)).adminPendingCounts;
    expect(counts).toMatchObject({ revisions: before.revisions + 1, franchises: before.franchises });
    const queue = (await admin.data<{ adminPendingRevisions: { items: Record<string, unknown>[] } }>(QUEUE, { filter: { search: listing.name } }))
      .adminPendingRevisions;
    expect(queue.items).toEqual([
      expect.objectContaining({
        franchiseId: listing.id,
        name: listing.name,
        revisedName: `${listing.name} Renamed`,
        franchisorName: profile.companyName,
      }),
    ]);

    // The review: only what differs, field by field, with images added and removed.
    const { openRevision } = await review(listing.id);
    const changes = openRevision!.changes;
    const find = (section: string, label: string) => changes.filter((c) => c.section === section && c.label === label);
    expect(find('TEXT', 'Franchise name')).toEqual([
      { section: 'TEXT', label: 'Franchise name', kind: 'CHANGED', before: listing.name, after: `${listing.name} Renamed` },
    ]);
    expect(find('TEXT', 'Short description')[0]).toMatchObject({ before: 'The approved words', after: 'Brand new words' });
    expect(find('KEY_FACTS', 'Investment')[0]).toMatchObject({ kind: 'CHANGED', before: '£50,000.00', after: '£75,000.00' });
    expect(find('KEY_FACTS', 'Franchise fee')[0]).toMatchObject({ before: '£10,000.00', after: '£12,000.00' });
    expect(find('KEY_FACTS', 'Management fee or royalty')[0]).toMatchObject({ before: '5%', after: '6%' });
    expect(
      changes
        .filter((c) => c.section === 'CATEGORIES')
        .map((c) => c.kind)
        .sort(),
    ).toEqual(['ADDED', 'REMOVED', 'REMOVED']);
    expect(find('FAQS', 'Approved question?')[0]).toMatchObject({ kind: 'CHANGED', before: 'Approved answer', after: 'A better answer' });
    expect(find('FAQS', 'New question?')[0]).toMatchObject({ kind: 'ADDED', before: null, after: 'New answer' });
    expect(find('TESTIMONIALS', 'Ann')[0]).toMatchObject({ kind: 'REMOVED', before: 'Approved testimonial', after: null });
    expect(find('SUCCESS_STORIES', 'A story')[0]).toMatchObject({ kind: 'ADDED', after: 'It went well' });
    expect(find('IMAGES', 'Gallery image')).toEqual([
      expect.objectContaining({ kind: 'REMOVED', before: listing.gallery[0].imageUrl }),
      expect.objectContaining({ kind: 'ADDED', after: saved.gallery[0].imageUrl }),
    ]);
    expect(find('IMAGES', 'Success story image: A story')).toEqual([expect.objectContaining({ kind: 'ADDED' })]);
    expect(find('IMAGES', 'Main image')).toEqual([]);
    expect(changes.some((c) => c.label === 'Location')).toBe(false);

    const { approveRevision } = await admin.data<{ approveRevision: Record<string, unknown> }>(APPROVE, { id: openRevision!.id });
    expect(approveRevision).toEqual({ id: openRevision!.id, franchiseId: listing.id, status: 'APPROVED', reason: null });

    const live = await publicListing(listing.id);
    expect(live).toMatchObject({
      name: `${listing.name} Renamed`,
      details: {
        shortDescription: 'Brand new words',
        longDescription: 'A whole new story.',
        franchiseFee: 12000,
        mainImageUrl: listing.mainImageUrl,
      },
      faqs: [{ question: 'Approved question?' }, { question: 'New question?' }],
      gallery: [{ imageUrl: saved.gallery[0].imageUrl }],
    });
    expect((await searchIds(`${listing.name} Renamed`)).map((i) => i.id)).toContain(listing.id);
    const mine = (await client.data<{ myFranchise: Listing }>(ONE, { id: listing.id })).myFranchise;
    expect(mine).toMatchObject({ status: 'APPROVED', revision: null, testimonials: [], categories: [{ id: cleaning.id }] });
    expect(mine.successStories).toEqual([{ title: 'A story', content: 'It went well', imageUrl: saved.successStories[0].imageUrl }]);
    expect(await server.ds.getRepository(FranchiseDetails).findOneByOrFail({ franchiseId: listing.id })).toMatchObject({
      investmentAmount: 75000,
      royaltyFee: '6%',
    });

    expect(await mailJobs(profile.email)).toContainEqual(
      expect.objectContaining({ subject: `Your changes to ${listing.name} Renamed have been approved` }),
    );
    expect((await review(listing.id)).history[0]).toEqual({
      action: 'approve_changes',
      beforeStatus: 'changes in review',
      afterStatus: 'changes approved',
      reason: null,
      actorName: 'Admin Person',
    });
    expect((await admin.data<{ adminPendingCounts: { revisions: number } }>(COUNTS)).adminPendingCounts.revisions).toBe(before.revisions);
    // Decided once.
    expect(await admin.error(APPROVE, { id: openRevision!.id })).toMatchObject({ message: 'These changes are no longer in review' });
  });

  it('rejection needs a reason, keeps the live version and tells the franchisor why', async () => {
    const { profile, client } = await franchisor();
    const listing = await liveListing(client);
    await update(client, listing.id, edit(listing, { shortDescription: 'Words we will not approve' }));
    const { openRevision } = await review(listing.id);

    for (const reason of ['', '   ']) {
      expect(await admin.error(REJECT, { input: { revisionId: openRevision!.id, reason } })).toMatchObject({ message: 'Reason is required' });
    }
    expect(await admin.error(REJECT, { input: { revisionId: openRevision!.id, reason: 'x'.repeat(1001) } })).toMatchObject({
      message: 'Reason must be at most 1000 characters',
    });
    expect((await revisions(listing.id)).map((r) => r.status)).toEqual(['open']);
    expect(await server.ds.getRepository(AdminAction).countBy({ targetId: listing.id, action: 'reject_changes' })).toBe(0);

    const { rejectRevision } = await admin.data<{ rejectRevision: Record<string, unknown> }>(REJECT, {
      input: { revisionId: openRevision!.id, reason: '  Please keep the claims verifiable.  ' },
    });
    expect(rejectRevision).toMatchObject({ status: 'REJECTED', reason: 'Please keep the claims verifiable.' });
    expect(await publicListing(listing.id)).toMatchObject({ name: listing.name, details: { shortDescription: 'The approved words' } });
    const mails = await mailJobs(profile.email);
    expect(mails.at(-1)).toMatchObject({ subject: `Your changes to ${listing.name} were not approved` });
    expect(mails.at(-1)!.text).toContain('Please keep the claims verifiable.');
    // The franchisor sees why, and the form shows the live version again.
    const mine = (await client.data<{ myFranchise: Listing }>(ONE, { id: listing.id })).myFranchise;
    expect(mine).toMatchObject({
      status: 'APPROVED',
      shortDescription: 'The approved words',
      revision: { status: 'REJECTED', reason: 'Please keep the claims verifiable.' },
    });
    expect((await review(listing.id)).history[0]).toMatchObject({
      action: 'reject_changes',
      afterStatus: 'changes rejected',
      reason: 'Please keep the claims verifiable.',
    });
    expect((await review(listing.id)).openRevision).toBeNull();
  });

  it('a second save updates the same open revision, which the form shows and may keep the new images of', async () => {
    const { client } = await franchisor();
    const listing = await liveListing(client);
    const first = await update(client, listing.id, edit(listing, { shortDescription: 'First draft', gallery: [{ image: null }] }), {
      'input.gallery.0.image': await png(90),
    });
    const [revision] = await revisions(listing.id);
    const shown = (await client.data<{ myFranchise: Listing }>(ONE, { id: listing.id })).myFranchise;
    expect(shown).toMatchObject({ shortDescription: 'First draft', gallery: first.gallery });

    // Keeps the revision's new image (by its id) and the live one, which the revision had dropped.
    const second = await update(
      client,
      listing.id,
      edit(listing, {
        shortDescription: 'Second draft',
        gallery: [{ existingId: first.gallery[0].id }, { existingId: listing.gallery[0].id }],
      }),
    );
    expect(second).toMatchObject({ shortDescription: 'Second draft', revision: { id: revision.id, status: 'OPEN' } });
    expect(second.gallery.map((g) => g.imageUrl)).toEqual([first.gallery[0].imageUrl, listing.gallery[0].imageUrl]);
    const all = await revisions(listing.id);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ id: revision.id, status: 'open' });
    expect(all[0].updatedAt.getTime()).toBeGreaterThan(revision.updatedAt.getTime());
    expect((await review(listing.id)).openRevision!.changes.filter((c) => c.section === 'IMAGES')).toEqual([
      expect.objectContaining({ kind: 'ADDED', after: first.gallery[0].imageUrl }),
    ]);
    // The database holds one open revision per listing, whatever the code does.
    await expect(server.ds.getRepository(FranchiseRevision).insert({ franchiseId: listing.id, content: all[0].content })).rejects.toThrow(
      /idx_franchise_revisions_one_open/,
    );
  });

  it('can be withdrawn: the live version stays and the form shows it again', async () => {
    const { client } = await franchisor();
    const listing = await liveListing(client);
    await update(client, listing.id, edit(listing, { shortDescription: 'Changed my mind' }));
    const { withdrawMyFranchiseChanges } = await client.data<{ withdrawMyFranchiseChanges: Listing }>(WITHDRAW, { id: listing.id });
    expect(withdrawMyFranchiseChanges).toMatchObject({ status: 'APPROVED', shortDescription: 'The approved words', revision: null });
    expect((await revisions(listing.id)).map((r) => r.status)).toEqual(['withdrawn']);
    expect((await review(listing.id)).openRevision).toBeNull();
    expect(await publicListing(listing.id)).toMatchObject({ details: { shortDescription: 'The approved words' } });
    expect(await client.error(WITHDRAW, { id: listing.id })).toMatchObject({ message: 'There are no changes in review to withdraw' });

    // A new edit opens a new revision.
    await update(client, listing.id, edit(listing, { shortDescription: 'Again' }));
    expect((await revisions(listing.id)).map((r) => r.status)).toEqual(['withdrawn', 'open']);
  });

  it('refuses another franchisor, a customer and anonymous callers, and writes nothing', async () => {
    const { client } = await franchisor();
    const listing = await liveListing(client);
    await update(client, listing.id, edit(listing, { shortDescription: 'Mine' }));
    const [revision] = await revisions(listing.id);
    const other = (await franchisor()).client;
    const customer = new TestClient(server.url);
    await customer.signIn((await createCustomer(server.ds)).email, FACTORY_PASSWORD, 'CUSTOMER');

    expect(await other.error(UPDATE, { id: listing.id, input: edit(listing) })).toMatchObject({ message: 'Franchise not found' });
    expect(await other.error(WITHDRAW, { id: listing.id })).toMatchObject({ message: 'Franchise not found' });
    expect(await customer.error(WITHDRAW, { id: listing.id })).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(await anonymous().error(WITHDRAW, { id: listing.id })).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    for (const caller of [other, customer, client]) {
      expect(await caller.error(APPROVE, { id: revision.id })).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
      expect(await caller.error(REJECT, { input: { revisionId: revision.id, reason: 'No' } })).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
      expect(await caller.error(QUEUE, {})).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    }
    expect(await anonymous().error(APPROVE, { id: revision.id })).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(await anonymous().error(QUEUE, {})).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    const [after] = await revisions(listing.id);
    expect(after).toMatchObject({ status: 'open', updatedAt: revision.updatedAt });
    expect(after.content.details.shortDescription).toBe('Mine');
  });

  it('refuses an invalid edit with its message and writes no revision', async () => {
    const { client } = await franchisor();
    const listing = await liveListing(client);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, 'Franchise name is required'],
      [{ investmentAmount: -1 }, 'Please enter a valid investment amount'],
      [{ location: 'Atlantis' }, 'Please choose a location from the list'],
      [
        { gallery: [{ existingId: '6f1d8e9a-0000-4000-8000-000000000000' }] },
        'This image is no longer part of the listing. Please reload the page and try again.',
      ],
    ];
    for (const [overrides, message] of cases) {
      const error = await client.error(UPDATE, { id: listing.id, input: edit(listing, overrides) });
      expect(error.message).toBe(message);
    }
    expect(await revisions(listing.id)).toEqual([]);
    expect(await server.ds.getRepository(FranchiseFaq).findBy({ franchiseId: listing.id })).toEqual([
      expect.objectContaining({ question: 'Approved question?' }),
    ]);
  });

  it('approval is refused once the listing is no longer live, and a rejected listing is edited as before', async () => {
    const { client } = await franchisor();
    const listing = await liveListing(client);
    await update(client, listing.id, edit(listing, { shortDescription: 'Pending words' }));
    const [revision] = await revisions(listing.id);
    await server.ds.getRepository(Franchise).update(listing.id, { status: FranchiseStatus.REJECTED, approvedAt: null });
    expect(await admin.error(APPROVE, { id: revision.id })).toMatchObject({ message: 'This listing is no longer live: review the listing itself' });

    // Editing the rejected listing resubmits it whole; the changes waiting for a live version lapse.
    const resubmitted = await update(client, listing.id, edit(listing, { shortDescription: 'Resubmitted' }));
    expect(resubmitted).toMatchObject({ status: 'PENDING', shortDescription: 'Resubmitted', revision: null });
    expect((await revisions(listing.id)).map((r) => r.status)).toEqual(['withdrawn']);
  });
});

describe("the admins' badges over graphql-ws", () => {
  it('push the changes-in-review count on a save, a withdrawal and a decision', async () => {
    const { client: owner } = await franchisor();
    const listing = await liveListing(owner);
    const { client } = socketClient(server.url, { cookie: admin.cookie });
    const sub = collect<{ adminPendingCountsChanged: { revisions: number; franchises: number } }>(
      client,
      `subscription { adminPendingCountsChanged { revisions franchises } }`,
    );
    try {
      await listening(server, Topics.ADMIN_PENDING_COUNTS, 'admins');
      const { revisions: open, franchises } = (await admin.data<{ adminPendingCounts: { revisions: number; franchises: number } }>(COUNTS))
        .adminPendingCounts;
      const start = { revisions: open, franchises };
      await update(owner, listing.id, edit(listing, { shortDescription: 'One' }));
      await sub.next(1);
      expect(sub.values[0].adminPendingCountsChanged).toEqual({ revisions: start.revisions + 1, franchises: start.franchises });
      await owner.data(WITHDRAW, { id: listing.id });
      await sub.next(2);
      expect(sub.values[1].adminPendingCountsChanged).toEqual(start);
      await update(owner, listing.id, edit(listing, { shortDescription: 'Two' }));
      await sub.next(3);
      const [revision] = (await revisions(listing.id)).filter((r) => r.status === 'open');
      await admin.data(REJECT, { input: { revisionId: revision.id, reason: 'Not yet' } });
      await sub.next(4);
      expect(sub.values[3].adminPendingCountsChanged).toEqual(start);
    } finally {
      sub.dispose();
      await client.dispose();
    }
  });
});

describe('listings pending because an approved one was edited before revisions (the migration)', () => {
  it('stay pending and whole, without a revision, and are marked with their last approval', async () => {
    const edited = await createFranchise(server.ds, { status: FranchiseStatus.PENDING, name: token('Edited before ') });
    const fresh = await createFranchise(server.ds, { status: FranchiseStatus.PENDING, name: token('Never approved ') });
    const approvedAt = new Date('2026-11-01T10:00:00Z');
    await server.ds.getRepository(AdminAction).insert({
      actorId: null,
      action: 'approve',
      targetType: 'franchise',
      targetId: edited.id,
      beforeStatus: 'pending',
      afterStatus: 'approved',
      createdAt: approvedAt,
    });
    const pending = (await admin.data<{ adminPendingFranchises: { items: { id: string; lastApprovedAt: string | null }[] } }>(PENDING))
      .adminPendingFranchises.items;
    expect(pending).toContainEqual({ id: edited.id, lastApprovedAt: approvedAt.toISOString() });
    expect(pending).toContainEqual({ id: fresh.id, lastApprovedAt: null });
    expect(await review(edited.id)).toMatchObject({ status: 'PENDING', lastApprovedAt: approvedAt.toISOString(), openRevision: null });
    expect(await revisions(edited.id)).toEqual([]);

    // Reviewed whole, as before.
    await admin.data(APPROVE_FRANCHISE, { id: edited.id });
    expect(await publicListing(edited.id)).toMatchObject({ name: edited.name });
  });
});
