import { AccountStatus } from '../src/modules/auth/auth.enums';
import { Profile } from '../src/modules/auth/profile.entity';
import { AdminAction } from '../src/modules/audit/admin-action.entity';
import { FranchiseStatus } from '../src/modules/catalogue/catalogue.enums';
import { CategoryArticle } from '../src/modules/catalogue/category-article.entity';
import { CategoryMapping } from '../src/modules/catalogue/category-mapping.entity';
import { Category } from '../src/modules/catalogue/category.entity';
import { Franchise } from '../src/modules/catalogue/franchise.entity';
import { FACTORY_PASSWORD, createAdmin, createCategory, createCustomer, createFranchise, createFranchisor, token } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';

let server: TestServer;
let admin: TestClient;
let adminId: string;
beforeAll(async () => {
  server = await startTestServer();
  const profile = await createAdmin(server.ds);
  adminId = profile.id;
  admin = new TestClient(server.url);
  await admin.signIn(profile.email, FACTORY_PASSWORD, 'ADMIN');
});
afterAll(() => server.close());

const NODE = `id name parentId franchiseCount listingCount hasArticle`;
const TREE = `query { adminCategories { ${NODE} children { ${NODE} children { id } } } }`;
const CREATE = `mutation Create($input: CreateCategoryInput!) { createCategory(input: $input) { ${NODE} children { id } } }`;
const UPDATE = `mutation Update($id: ID!, $input: UpdateCategoryInput!) { updateCategory(id: $id, input: $input) { ${NODE} } }`;
const DELETE = `mutation Delete($id: ID!) { deleteCategory(id: $id) { id subcategoryIds mappingsRemoved } }`;
const ARTICLE_FIELDS = `id categoryId title content metaTitle metaDescription keywords faqs { question answer }`;
const ARTICLE = `query Article($categoryId: ID!) { adminCategoryArticle(categoryId: $categoryId) { ${ARTICLE_FIELDS} } }`;
const SAVE = `mutation Save($categoryId: ID!, $input: CategoryArticleInput!) {
  saveCategoryArticle(categoryId: $categoryId, input: $input) { ${ARTICLE_FIELDS} }
}`;
/** What the public header, home page and /categories read. */
const PUBLIC_TREE = `query { mainCategories(limit: 100) { id name franchiseCount children { id name franchiseCount } } }`;
const PUBLIC_CATEGORY = `query One($id: ID!) {
  category(id: $id) { id name article { title content metaTitle metaDescription keywords faqs { question answer } } }
}`;

interface Node {
  id: string;
  name: string;
  parentId: string | null;
  franchiseCount: number;
  listingCount: number;
  hasArticle: boolean;
  children: Node[];
}
interface PublicNode {
  id: string;
  name: string;
  franchiseCount: number;
  children: { id: string; name: string; franchiseCount: number }[];
}

async function snapshot() {
  return {
    categories: await server.ds.getRepository(Category).count(),
    mappings: await server.ds.getRepository(CategoryMapping).count(),
    articles: await server.ds.getRepository(CategoryArticle).find({ order: { id: 'ASC' } }),
    names: (await server.ds.getRepository(Category).find({ order: { id: 'ASC' } })).map((c) => `${c.id}:${c.name}:${c.parentId}`),
    audit: await server.ds.getRepository(AdminAction).count(),
  };
}

const tree = async () => (await admin.data<{ adminCategories: Node[] }>(TREE)).adminCategories;
const publicTree = async () => (await new TestClient(server.url).data<{ mainCategories: PublicNode[] }>(PUBLIC_TREE)).mainCategories;
const create = async (name: string, parentId: string | null = null) =>
  (await admin.data<{ createCategory: Node }>(CREATE, { input: { name, parentId } })).createCategory;
const article = (overrides: Record<string, unknown> = {}) => ({
  title: 'Why run a coffee franchise',
  content: '<p>Coffee is <strong>big</strong>.</p>',
  metaTitle: null,
  metaDescription: null,
  keywords: null,
  faqs: [],
  ...overrides,
});

describe('access', () => {
  it('refuses anonymous, customer, franchisor and unapproved-admin callers, and writes nothing', async () => {
    const category = await createCategory(server.ds, { name: token('Locked ') });
    const customer = new TestClient(server.url);
    await customer.signIn((await createCustomer(server.ds)).email, FACTORY_PASSWORD, 'CUSTOMER');
    const franchisor = new TestClient(server.url);
    await franchisor.signIn((await createFranchisor(server.ds)).email, FACTORY_PASSWORD, 'FRANCHISOR');
    const pendingProfile = await createAdmin(server.ds);
    const pending = new TestClient(server.url);
    await pending.signIn(pendingProfile.email, FACTORY_PASSWORD, 'ADMIN');
    await server.ds.getRepository(Profile).update(pendingProfile.id, { status: AccountStatus.PENDING });
    const rejectedProfile = await createAdmin(server.ds);
    const rejected = new TestClient(server.url);
    await rejected.signIn(rejectedProfile.email, FACTORY_PASSWORD, 'ADMIN');
    await server.ds.getRepository(Profile).update(rejectedProfile.id, { status: AccountStatus.REJECTED });

    const callers: [string, TestClient, string][] = [
      ['anonymous', new TestClient(server.url), 'UNAUTHENTICATED'],
      ['customer', customer, 'FORBIDDEN'],
      ['franchisor', franchisor, 'FORBIDDEN'],
      ['pending admin', pending, 'ACCOUNT_PENDING'],
      ['rejected admin', rejected, 'ACCOUNT_PENDING'],
    ];
    const before = await snapshot();
    for (const [who, client, code] of callers) {
      const codes = [
        (await client.error(TREE)).extensions?.code,
        (await client.error(ARTICLE, { categoryId: category.id })).extensions?.code,
        (await client.error(CREATE, { input: { name: 'Intruder' } })).extensions?.code,
        (await client.error(UPDATE, { id: category.id, input: { name: 'Intruder' } })).extensions?.code,
        (await client.error(DELETE, { id: category.id })).extensions?.code,
        (await client.error(SAVE, { categoryId: category.id, input: article() })).extensions?.code,
      ];
      expect({ who, codes }).toEqual({ who, codes: Array(6).fill(code) });
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('the tree, create and rename', () => {
  it('creates main categories and subcategories with trimmed names, shown in the tree by name with counts', async () => {
    const main = await create(`  ${token('Zeta Catering ')}  `);
    expect(main.name).toBe(main.name.trim());
    expect(main).toMatchObject({ parentId: null, franchiseCount: 0, listingCount: 0, hasArticle: false, children: [] });
    const b = await create(' Bakery ', main.id);
    const a = await create('Artisan coffee', main.id);
    expect(b).toMatchObject({ name: 'Bakery', parentId: main.id });
    await createFranchise(server.ds, { categoryIds: [a.id] });
    await createFranchise(server.ds, { categoryIds: [a.id, b.id, main.id] });
    await createFranchise(server.ds, { categoryIds: [b.id], status: FranchiseStatus.PENDING });

    const found = (await tree()).find((c) => c.id === main.id)!;
    expect(found.children.map((c) => c.name)).toEqual(['Artisan coffee', 'Bakery']);
    // Approved listings each once (the public count); every listing in any status (what a delete unlists).
    expect(found).toMatchObject({ franchiseCount: 2, listingCount: 3 });
    expect(found.children).toEqual([
      expect.objectContaining({ id: a.id, franchiseCount: 2, listingCount: 2, children: [] }),
      expect.objectContaining({ id: b.id, franchiseCount: 1, listingCount: 2 }),
    ]);
    // Every change is in the audit trail, with its actor.
    const entries = await server.ds.getRepository(AdminAction).findBy({ targetType: 'category', targetId: b.id });
    expect(entries).toEqual([expect.objectContaining({ action: 'create', actorId: adminId, detail: { name: 'Bakery', parentId: main.id } })]);
  });

  it('refuses a blank or too long name, a duplicate sibling and a bad parent with their messages, writing nothing', async () => {
    const main = await create(token('Validation '));
    const sub = await create('Domestic', main.id);
    const before = await snapshot();
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'Category name is required', 'name'],
      [{ name: '   ' }, 'Category name is required', 'name'],
      [{ name: 'x'.repeat(121) }, 'Category name must be at most 120 characters', 'name'],
      [{ name: ` ${main.name.toUpperCase()} ` }, 'A category with this name already exists here', 'name'],
      [{ name: 'domestic', parentId: main.id }, 'A category with this name already exists here', 'name'],
      [{ name: 'Deeper', parentId: sub.id }, 'Subcategories can only be added to a main category', 'parentId'],
      [{ name: 'Orphan', parentId: '00000000-0000-4000-8000-000000000000' }, 'Category not found', 'parentId'],
      [{ name: 'Orphan', parentId: 'not-an-id' }, 'Category not found', 'parentId'],
    ];
    for (const [input, message, field] of refusals) {
      const error = await admin.error(CREATE, { input });
      expect({ input, error }).toEqual({
        input,
        error: expect.objectContaining({ message, extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', fields: { [field]: message } }) }),
      });
    }
    expect(await snapshot()).toEqual(before);
    // The same name is fine under another parent.
    const other = await create(token('Other '));
    expect((await create('Domestic', other.id)).parentId).toBe(other.id);
  });

  it('renames with a trimmed name, refuses a blank one, and never moves a category to another parent', async () => {
    const main = await create(token('Rename '));
    const other = await create(token('Elsewhere '));
    const sub = await create('Windows', main.id);
    const renamed = (await admin.data<{ updateCategory: Node }>(UPDATE, { id: sub.id, input: { name: '  Window cleaning ' } })).updateCategory;
    expect(renamed).toMatchObject({ id: sub.id, name: 'Window cleaning', parentId: main.id });

    const before = await snapshot();
    const blank = await admin.error(UPDATE, { id: sub.id, input: { name: '  ' } });
    expect(blank).toMatchObject({
      message: 'Category name is required',
      extensions: { code: 'BAD_USER_INPUT', fields: { name: 'Category name is required' } },
    });
    // The parent is chosen only when creating: an edit cannot carry one.
    const moved = await admin.error(UPDATE, { id: sub.id, input: { name: 'Moved', parentId: other.id } });
    expect(moved.extensions?.code).toBe('BAD_USER_INPUT');
    const unknown = await admin.error(UPDATE, { id: '00000000-0000-4000-8000-000000000000', input: { name: 'Ghost' } });
    expect(unknown).toMatchObject({ message: 'Category not found', extensions: { code: 'NOT_FOUND' } });
    expect(await snapshot()).toEqual(before);
    expect(await server.ds.getRepository(Category).findOneByOrFail({ id: sub.id })).toMatchObject({ name: 'Window cleaning', parentId: main.id });

    const audit = await server.ds.getRepository(AdminAction).findBy({ targetType: 'category', targetId: sub.id, action: 'update' });
    expect(audit).toEqual([expect.objectContaining({ detail: { from: 'Windows', to: 'Window cleaning' } })]);
  });
});

describe('delete', () => {
  async function family() {
    const main = await create(token('Doomed '));
    const sub1 = await create('First', main.id);
    const sub2 = await create('Second', main.id);
    const keep = await create(token('Survivor '));
    const listed = await createFranchise(server.ds, { categoryIds: [main.id, sub1.id, keep.id] });
    const pending = await createFranchise(server.ds, { categoryIds: [sub2.id], status: FranchiseStatus.PENDING });
    await admin.data(SAVE, { categoryId: main.id, input: article() });
    await admin.data(SAVE, { categoryId: sub1.id, input: article({ title: 'Sub article' }) });
    return { main, sub1, sub2, keep, listed, pending };
  }

  it('removes the category, its subcategories, their articles and mappings in one step, and nothing else', async () => {
    const { main, sub1, sub2, keep, listed, pending } = await family();
    const res = await admin.data<{ deleteCategory: { id: string; subcategoryIds: string[]; mappingsRemoved: number } }>(DELETE, { id: main.id });
    expect(res.deleteCategory).toEqual({ id: main.id, subcategoryIds: [sub1.id, sub2.id], mappingsRemoved: 3 });
    const ids = [main.id, sub1.id, sub2.id];
    // No orphans: no category, mapping or article points at any of them.
    const [{ count: orphans }] = await server.ds.query(
      `SELECT (SELECT count(*) FROM franchise_categories WHERE id = ANY($1) OR parent_id = ANY($1))
            + (SELECT count(*) FROM franchise_category_mappings WHERE category_id = ANY($1))
            + (SELECT count(*) FROM category_articles WHERE category_id = ANY($1)) AS count`,
      [ids],
    );
    expect(Number(orphans)).toBe(0);
    // The listings themselves stay, with their other categories.
    expect(await server.ds.getRepository(Franchise).countBy({ id: listed.id })).toBe(1);
    expect(await server.ds.getRepository(Franchise).countBy({ id: pending.id })).toBe(1);
    expect(await server.ds.getRepository(CategoryMapping).findBy({ franchiseId: listed.id })).toEqual([
      expect.objectContaining({ categoryId: keep.id }),
    ]);
    expect((await tree()).map((c) => c.id)).not.toContain(main.id);
    const audit = await server.ds.getRepository(AdminAction).findBy({ targetType: 'category', targetId: main.id, action: 'delete' });
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: adminId,
        detail: expect.objectContaining({ name: main.name, subcategories: ['First', 'Second'], mappingsRemoved: 3 }),
      }),
    ]);
    // Deleting it again: not found.
    expect(await admin.error(DELETE, { id: main.id })).toMatchObject({ message: 'Category not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('deletes a lone subcategory and leaves its parent and siblings', async () => {
    const { main, sub1, sub2 } = await family();
    await admin.data(DELETE, { id: sub1.id });
    const found = (await tree()).find((c) => c.id === main.id)!;
    expect(found.children.map((c) => c.id)).toEqual([sub2.id]);
    expect(found.hasArticle).toBe(true);
  });

  const failures: [string, string, string][] = [
    ['franchise_category_mappings', 'true', 'Failed to delete category mappings: nothing was deleted. Please try again.'],
    ['franchise_categories', 'OLD.parent_id IS NOT NULL', 'Failed to delete subcategories: nothing was deleted. Please try again.'],
    ['franchise_categories', 'OLD.parent_id IS NULL', 'Failed to delete category: nothing was deleted. Please try again.'],
  ];
  it.each(failures)('when deleting from %s fails (%s) it answers "%s" and changes nothing', async (table, condition, message) => {
    const { main } = await family();
    await server.ds.query(`
      CREATE FUNCTION refuse_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF ${condition} THEN RAISE EXCEPTION 'refused'; END IF; RETURN OLD; END $$;
      CREATE TRIGGER refuse_delete BEFORE DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_delete();`);
    try {
      const before = await snapshot();
      const treeBefore = await tree();
      const error = await admin.error(DELETE, { id: main.id });
      expect(error).toMatchObject({ message, extensions: { code: 'CONFLICT' } });
      expect(await snapshot()).toEqual(before);
      expect(await tree()).toEqual(treeBefore);
    } finally {
      await server.ds.query(`DROP TRIGGER refuse_delete ON ${table}; DROP FUNCTION refuse_delete();`);
    }
  });
});

describe('articles', () => {
  it('requires a title and content with their messages, writing nothing', async () => {
    const category = await create(token('Article rules '));
    const before = await snapshot();
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ title: '  ' }, 'Title is required', 'title'],
      [{ content: '' }, 'Content is required', 'content'],
      [{ content: '<p>  </p><p><br></p>' }, 'Content is required', 'content'],
      [{ content: '<script>alert(1)</script>' }, 'Content is required', 'content'],
      [{ title: 'x'.repeat(301) }, 'Title must be at most 300 characters', 'title'],
      [{ metaDescription: 'x'.repeat(501) }, 'Meta description must be at most 500 characters', 'metaDescription'],
      [{ faqs: [{ question: 'q'.repeat(501), answer: 'a' }] }, 'Question must be at most 500 characters', 'faqs.0.question'],
    ];
    for (const [overrides, message, field] of refusals) {
      const error = await admin.error(SAVE, { categoryId: category.id, input: article(overrides) });
      expect({ overrides, error }).toEqual({
        overrides,
        error: expect.objectContaining({ message, extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', fields: { [field]: message } }) }),
      });
    }
    const ghost = await admin.error(SAVE, { categoryId: '00000000-0000-4000-8000-000000000000', input: article() });
    expect(ghost).toMatchObject({ message: 'Category not found', extensions: { code: 'NOT_FOUND' } });
    expect(await snapshot()).toEqual(before);
    expect((await admin.data<{ adminCategoryArticle: null }>(ARTICLE, { categoryId: category.id })).adminCategoryArticle).toBeNull();
  });

  it('saves trimmed fields, the meta title defaulting to the title, and only complete FAQ pairs; a save replaces the last', async () => {
    const category = await create(token('Articles '));
    const first = (
      await admin.data<{ saveCategoryArticle: Record<string, unknown> }>(SAVE, {
        categoryId: category.id,
        input: article({
          title: '  Coffee franchises  ',
          metaTitle: '   ',
          metaDescription: ' All about coffee. ',
          keywords: ' coffee, ,cafe ,  espresso ',
          faqs: [
            { question: ' How much? ', answer: ' From £20,000. ' },
            { question: 'Half filled', answer: '  ' },
            { question: '', answer: 'No question' },
            { question: 'Training?', answer: 'Four weeks.' },
          ],
        }),
      })
    ).saveCategoryArticle;
    expect(first).toMatchObject({
      categoryId: category.id,
      title: 'Coffee franchises',
      metaTitle: 'Coffee franchises',
      metaDescription: 'All about coffee.',
      keywords: 'coffee, cafe, espresso',
      faqs: [
        { question: 'How much?', answer: 'From £20,000.' },
        { question: 'Training?', answer: 'Four weeks.' },
      ],
    });
    const second = (
      await admin.data<{ saveCategoryArticle: Record<string, unknown> }>(SAVE, {
        categoryId: category.id,
        input: article({ title: 'Coffee, revised', metaTitle: 'Coffee | SEO', faqs: [] }),
      })
    ).saveCategoryArticle;
    expect(second).toMatchObject({
      id: first.id,
      title: 'Coffee, revised',
      metaTitle: 'Coffee | SEO',
      metaDescription: null,
      keywords: null,
      faqs: [],
    });
    expect(await server.ds.getRepository(CategoryArticle).countBy({ categoryId: category.id })).toBe(1);
    expect((await admin.data<{ adminCategoryArticle: unknown }>(ARTICLE, { categoryId: category.id })).adminCategoryArticle).toEqual(second);
    expect((await tree()).find((c) => c.id === category.id)?.hasArticle).toBe(true);

    const audit = await server.ds
      .getRepository(AdminAction)
      .find({ where: { targetType: 'article', targetId: first.id as string }, order: { createdAt: 'ASC' } });
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[0]).toMatchObject({ actorId: adminId, detail: expect.objectContaining({ categoryId: category.id }) });
  });

  it("strips scripts, handlers and javascript: links, and keeps the editor toolbar's markup", async () => {
    const category = await create(token('Sanitised '));
    const toolbar =
      '<h1>One</h1><h2>Two</h2><h3>Three</h3><p><strong>bold</strong> <em>italic</em> <code>x = 1</code><br />next</p>' +
      '<ul><li><p>bullet</p></li></ul><ol start="3" type="a"><li><p>third</p></li></ol>' +
      '<blockquote><p>quoted</p></blockquote><pre><code>block()</code></pre>';
    const hostile =
      '<script>alert(1)</script><p onclick="steal()" style="color:red">hi <a href="javascript:alert(1)">link</a></p>' +
      '<img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe><h5>five</h5>';
    const saved = (
      await admin.data<{ saveCategoryArticle: { content: string } }>(SAVE, {
        categoryId: category.id,
        input: article({ content: toolbar + hostile }),
      })
    ).saveCategoryArticle;
    // TipTap writes <br>; the sanitiser's serialiser writes <br />: the same markup.
    expect(saved.content.slice(0, toolbar.length)).toBe(toolbar);
    for (const bad of ['<script', 'alert(1)', 'onclick', 'onerror', 'style=', 'javascript:', '<iframe', '<h5']) {
      expect(saved.content).not.toContain(bad);
    }
    expect(saved.content).toContain('<p>hi <a>link</a></p>');
    // What is stored is the sanitised HTML, not just what is served.
    const stored = await server.ds.getRepository(CategoryArticle).findOneByOrFail({ categoryId: category.id });
    expect(stored.content).toBe(saved.content);
  });
});

describe('the public site', () => {
  it('reflects a create, a rename, an article and a delete at once, counts included', async () => {
    const before = await publicTree();
    const main = await create(token('Aardvark Care '));
    const sub = await create('Pet sitting', main.id);
    await createFranchise(server.ds, { categoryIds: [sub.id] });
    // The counts were read (and cached) before the category existed.
    let found = (await publicTree()).find((c) => c.id === main.id);
    expect(found).toEqual({ id: main.id, name: main.name, franchiseCount: 1, children: [{ id: sub.id, name: 'Pet sitting', franchiseCount: 1 }] });
    expect((await publicTree()).length).toBe(before.length + 1);

    await admin.data(UPDATE, { id: main.id, input: { name: 'Aardvark Pet Care' } });
    found = (await publicTree()).find((c) => c.id === main.id);
    expect(found?.name).toBe('Aardvark Pet Care');

    await admin.data(SAVE, { categoryId: main.id, input: article({ title: 'Caring for pets', faqs: [{ question: 'Q?', answer: 'A.' }] }) });
    const page = await new TestClient(server.url).data<{ category: { article: Record<string, unknown> } }>(PUBLIC_CATEGORY, { id: main.id });
    expect(page.category.article).toMatchObject({ title: 'Caring for pets', metaTitle: 'Caring for pets', faqs: [{ question: 'Q?', answer: 'A.' }] });

    await admin.data(DELETE, { id: sub.id });
    found = (await publicTree()).find((c) => c.id === main.id);
    expect(found).toEqual({ id: main.id, name: 'Aardvark Pet Care', franchiseCount: 0, children: [] });
    await admin.data(DELETE, { id: main.id });
    expect((await publicTree()).map((c) => c.id)).not.toContain(main.id);
    expect((await new TestClient(server.url).data<{ category: null }>(PUBLIC_CATEGORY, { id: main.id })).category).toBeNull();
  });
});
