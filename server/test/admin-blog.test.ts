import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PostStatus } from '../src/modules/blog/blog.enums';
import { FACTORY_PASSWORD, createAdmin, createBlogCategory, createCategory, createCustomer, createFranchisor, createPost } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';

/** The admin blog screens' API (issue 11; spec 02 sections 2, 4, 5, 8 and 9). */
let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await as((await createAdmin(server.ds)).email, 'ADMIN');
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.ds.query('DELETE FROM post_views');
  await server.ds.query('DELETE FROM posts');
  await server.ds.query('DELETE FROM blog_categories');
  await server.ds.query(`DELETE FROM stored_files WHERE storage_key LIKE 'blog-images/%'`);
  await server.ds.query(`DELETE FROM admin_actions WHERE target_type IN ('post', 'blog_category')`);
  fs.rmSync(imagesDir(), { recursive: true, force: true });
});
const imagesDir = () => path.join(server.config.dataDir, 'uploads', 'blog-images');

async function as(email: string, type: 'ADMIN' | 'FRANCHISOR' | 'CUSTOMER') {
  const c = new TestClient(server.url);
  await c.signIn(email, FACTORY_PASSWORD, type);
  return c;
}

const DETAIL = `id title author categoryId categoryName imageUrl status views shortcode createdAt publishedAt content metaTitle
  metaDescription keywords`;
const CREATE = `mutation Create($input: BlogPostInput!, $image: Upload) { createBlogPost(input: $input, image: $image) { ${DETAIL} } }`;
const UPDATE = `mutation Update($id: ID!, $input: BlogPostInput!, $image: Upload) {
  updateBlogPost(id: $id, input: $input, image: $image) { ${DETAIL} } }`;
const GET = `query Get($id: ID!) { adminBlogPost(id: $id) { ${DETAIL} } }`;
const LIST = `query List($filter: AdminPostsFilter, $page: PageInput) {
  adminBlogPosts(filter: $filter, page: $page) { total page pageCount items { id title status categoryName } } }`;
const DELETE = `mutation Delete($ids: [ID!]!) { deleteBlogPosts(ids: $ids) }`;
const TOGGLE = `mutation Toggle($ids: [ID!]!) { togglePostsStatus(ids: $ids) { status posts { id status publishedAt } } }`;
const SHORTCODE = `mutation Shortcode($id: ID!) { copyPostShortcode(id: $id) { id shortcode } }`;
const PREVIEW = `query Preview($content: String!) { blogPostPreview(content: $content) }`;
const STATS = `{ blogStatistics { totalViews totalPosts publishedPosts averageViews
  popularPosts { id title views publishedAt } viewsByDay { date views } } }`;
const CATEGORIES = `{ adminBlogCategories { id name postCount createdAt } }`;
const ADD_CATEGORY = `mutation Add($input: BlogCategoryInput!) { createBlogCategory(input: $input) { id name postCount } }`;
const RENAME_CATEGORY = `mutation Rename($id: ID!, $input: BlogCategoryInput!) { renameBlogCategory(id: $id, input: $input) { id name } }`;
const DELETE_CATEGORY = `mutation Remove($id: ID!) { deleteBlogCategory(id: $id) }`;
const PUBLIC_POST = `query Post($id: ID!) { blogPost(id: $id) { id content excerpt category { name } } }`;

interface Detail {
  id: string;
  title: string;
  author: string;
  categoryId: string | null;
  categoryName: string | null;
  imageUrl: string | null;
  status: 'DRAFT' | 'PUBLISHED';
  shortcode: string | null;
  publishedAt: string | null;
  content: string;
  metaTitle: string;
  metaDescription: string | null;
  keywords: string | null;
}

const input = (over: Record<string, unknown> = {}) => ({
  title: 'Choosing your first franchise',
  author: 'Priya Shah',
  content: '<h2>Start here</h2><p>Read the <strong>agreement</strong>.</p>',
  status: 'PUBLISHED',
  ...over,
});
const create = async (over: Record<string, unknown> = {}) =>
  (await admin.data<{ createBlogPost: Detail }>(CREATE, { input: input(over) })).createBlogPost;
const counts = async () => {
  const [row]: { posts: number; categories: number; files: number; actions: number }[] = await server.ds.query(
    `SELECT (SELECT count(*)::int FROM posts) AS posts, (SELECT count(*)::int FROM blog_categories) AS categories,
            (SELECT count(*)::int FROM stored_files WHERE storage_key LIKE 'blog-images/%') AS files,
            (SELECT count(*)::int FROM admin_actions WHERE target_type IN ('post', 'blog_category')) AS actions`,
  );
  return { ...row, onDisk: fs.existsSync(imagesDir()) ? fs.readdirSync(imagesDir()).length : 0 };
};
const NOTHING = { posts: 0, categories: 0, files: 0, actions: 0, onDisk: 0 };
const jpeg = (width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'Secret Camera Co' } } })
    .toBuffer();
const image = (data: Buffer, name = 'cover.jpg', type = 'image/jpeg') => ({ image: { name, type, data } });

describe('writing a post', () => {
  it('publishes with trimmed values, the meta title from the title and tidy keywords', async () => {
    const post = await create({ title: '  Choosing your first franchise ', author: ' Priya Shah ', keywords: ' fees,  territory ,,' });
    expect(post).toMatchObject({
      title: 'Choosing your first franchise',
      author: 'Priya Shah',
      status: 'PUBLISHED',
      metaTitle: 'Choosing your first franchise',
      keywords: 'fees, territory',
      categoryId: null,
      categoryName: null,
      shortcode: null,
    });
    expect(post.content).toBe('<h2>Start here</h2><p>Read the <strong>agreement</strong>.</p>');
    expect(post.publishedAt).not.toBeNull();
    const [row] = await server.ds.query(`SELECT meta_title, status FROM posts WHERE id = $1`, [post.id]);
    expect(row).toEqual({ meta_title: 'Choosing your first franchise', status: 'published' });
  });

  it('saves a draft, which the public blog does not show', async () => {
    const post = await create({ status: 'DRAFT', metaTitle: 'Own meta title' });
    expect(post).toMatchObject({ status: 'DRAFT', publishedAt: null, metaTitle: 'Own meta title' });
    const pub = await new TestClient(server.url).data<{ blogPost: null }>(PUBLIC_POST, { id: post.id });
    expect(pub.blogPost).toBeNull();
  });

  it('keeps the first publish date through unpublishing and publishing again', async () => {
    const post = await create();
    const first = post.publishedAt;
    await admin.data(TOGGLE, { ids: [post.id] });
    const again = await admin.data<{ togglePostsStatus: { posts: { publishedAt: string }[] } }>(TOGGLE, { ids: [post.id] });
    expect(again.togglePostsStatus.posts[0].publishedAt).toBe(first);
    const saved = (await admin.data<{ updateBlogPost: Detail }>(UPDATE, { id: post.id, input: input({ title: 'Renamed' }) })).updateBlogPost;
    expect(saved.publishedAt).toBe(first);
  });

  it('files the post in a blog category', async () => {
    const category = await createBlogCategory(server.ds, 'Funding');
    const post = await create({ categoryId: category.id });
    expect(post).toMatchObject({ categoryId: category.id, categoryName: 'Funding' });
  });

  describe('refuses, writing nothing', () => {
    it.each([
      ['no title', { title: '   ' }, 'Title is required', 'title'],
      ['no author', { author: '' }, 'Author is required', 'author'],
      ['no content', { content: '' }, 'Content is required', 'content'],
      ['only markup', { content: '<p> </p><p><br></p>' }, 'Content is required', 'content'],
      ['only a script', { content: '<script>alert(1)</script>' }, 'Content is required', 'content'],
      ['only spaces', { content: '<p>&nbsp; &#160;</p>\n<h2> </h2>' }, 'Content is required', 'content'],
      [
        'only an empty frame and a handler',
        { content: '<iframe src="https://evil.example"></iframe><p onclick="x()"></p>' },
        'Content is required',
        'content',
      ],
      ['a body over 200,000 characters', { content: `<p>${'x'.repeat(200_000)}</p>` }, 'Content must be at most 200000 characters', 'content'],
      ['a long title', { title: 'x'.repeat(301) }, 'Title must be at most 300 characters', 'title'],
      ['a long author', { author: 'x'.repeat(201) }, 'Author must be at most 200 characters', 'author'],
      ['a long meta title', { metaTitle: 'x'.repeat(301) }, 'Meta title must be at most 300 characters', 'metaTitle'],
      ['a long meta description', { metaDescription: 'x'.repeat(501) }, 'Meta description must be at most 500 characters', 'metaDescription'],
      ['long keywords', { keywords: 'x'.repeat(501) }, 'Keywords must be at most 500 characters', 'keywords'],
      // 500 characters as typed, 748 once tidied to 'a, a, …': too long for the column.
      ['keywords too long once tidied', { keywords: 'a,'.repeat(250) }, 'Keywords must be at most 500 characters', 'keywords'],
      ['an unknown category', { categoryId: '00000000-0000-4000-8000-000000000000' }, 'Blog category not found', 'categoryId'],
      ['a malformed category', { categoryId: 'news' }, 'Blog category not found', 'categoryId'],
    ])('%s', async (_label, over, message, field) => {
      const error = await admin.error(CREATE, { input: input(over) });
      expect(error.message).toBe(message);
      expect(error.extensions?.code).toBe('BAD_USER_INPUT');
      expect(error.extensions?.fields?.[field]).toBe(message);
      expect(await counts()).toEqual(NOTHING);
    });

    it.each([
      ['a text file named .jpg', Buffer.from('not a picture at all'), 'Please select an image file'],
      ['a text file named .png', Buffer.from('hello, this is plain text\n'), 'Please select an image file'],
      ['a PDF', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF'), 'Please select an image file'],
      [
        'a file over 5MB',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5 * 1024 * 1024 + 10)]),
        'Image must be smaller than 5MB',
      ],
    ])('an image that is %s', async (label, data, message) => {
      const png = label.endsWith('.png');
      const res = await admin.upload(
        CREATE,
        { input: input(), image: null },
        image(data, png ? 'cover.png' : 'cover.jpg', png ? 'image/png' : 'image/jpeg'),
      );
      expect(res.errors?.[0]?.message).toBe(message);
      expect(await counts()).toEqual(NOTHING);
    });

    it('a truncated image', async () => {
      const whole = await jpeg();
      const res = await admin.upload(CREATE, { input: input(), image: null }, image(whole.subarray(0, 600)));
      expect(res.errors?.[0]?.message).toBe('Invalid image file');
      expect(await counts()).toEqual(NOTHING);
    });

    it('a valid image with an invalid field', async () => {
      const res = await admin.upload(CREATE, { input: input({ title: '' }), image: null }, image(await jpeg()));
      expect(res.errors?.[0]?.message).toBe('Title is required');
      expect(await counts()).toEqual(NOTHING);
    });
  });

  it('stores the featured image re-encoded, without its metadata and at most 1920px wide, and serves it', async () => {
    const res = await admin.upload<{ createBlogPost: Detail }>(CREATE, { input: input(), image: null }, image(await jpeg(3000, 2000)));
    const post = res.data!.createBlogPost;
    expect(post.imageUrl).toMatch(/^\/uploads\/blog-images\/[0-9a-f-]+\.jpg$/);
    const served = await fetch(`${server.url}${post.imageUrl}`);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([1920, 1280]);
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('Secret Camera Co'))).toBe(false);
    expect(await counts()).toMatchObject({ posts: 1, files: 1 });
  });

  it('re-encodes a PNG without its EXIF block, keeping it a PNG', async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 4, background: { r: 10, g: 90, b: 200, alpha: 1 } } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'Secret Camera Co' } } })
      .toBuffer();
    expect(png.includes(Buffer.from('Secret Camera Co'))).toBe(true);
    const res = await admin.upload<{ createBlogPost: Detail }>(CREATE, { input: input(), image: null }, image(png, 'cover.png', 'image/png'));
    const post = res.data!.createBlogPost;
    expect(post.imageUrl).toMatch(/^\/uploads\/blog-images\/[0-9a-f-]+\.png$/);
    const served = await fetch(`${server.url}${post.imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['png', 800, 600, undefined]);
    expect(bytes.includes(Buffer.from('Secret Camera Co'))).toBe(false);
    const [file] = await server.ds.query(`SELECT storage_key, mime_type, size_bytes FROM stored_files WHERE storage_key LIKE 'blog-images/%'`);
    expect(file).toEqual({ storage_key: post.imageUrl!.replace('/uploads/', ''), mime_type: 'image/png', size_bytes: bytes.length });
  });

  it('replaces the image with a new one and removes it when asked', async () => {
    const first = (await admin.upload<{ createBlogPost: Detail }>(CREATE, { input: input(), image: null }, image(await jpeg()))).data!.createBlogPost;
    const replaced = (
      await admin.upload<{ updateBlogPost: Detail }>(UPDATE, { id: first.id, input: input(), image: null }, image(await jpeg(), 'new.jpg'))
    ).data!.updateBlogPost;
    expect(replaced.imageUrl).toMatch(/^\/uploads\/blog-images\//);
    expect(replaced.imageUrl).not.toBe(first.imageUrl);
    const kept = (await admin.data<{ updateBlogPost: Detail }>(UPDATE, { id: first.id, input: input() })).updateBlogPost;
    expect(kept.imageUrl).toBe(replaced.imageUrl);
    const removed = (await admin.data<{ updateBlogPost: Detail }>(UPDATE, { id: first.id, input: input({ removeImage: true }) })).updateBlogPost;
    expect(removed.imageUrl).toBeNull();
  });

  it('sets the publish date when a draft is first published from the editor and keeps it when unpublished there', async () => {
    const draft = await create({ status: 'DRAFT' });
    expect(draft.publishedAt).toBeNull();
    const published = (await admin.data<{ updateBlogPost: Detail }>(UPDATE, { id: draft.id, input: input() })).updateBlogPost;
    expect(published.status).toBe('PUBLISHED');
    expect(published.publishedAt).not.toBeNull();
    const unpublished = (await admin.data<{ updateBlogPost: Detail }>(UPDATE, { id: draft.id, input: input({ status: 'DRAFT' }) })).updateBlogPost;
    expect(unpublished).toMatchObject({ status: 'DRAFT', publishedAt: published.publishedAt });
    const [row] = await server.ds.query(`SELECT status, published_at FROM posts WHERE id = $1`, [draft.id]);
    expect([row.status, row.published_at.toISOString()]).toEqual(['draft', published.publishedAt]);
  });

  it('falls back to the title for a blank meta title and stores no keywords for only commas', async () => {
    const post = await create({ metaTitle: '   ', metaDescription: '  ', keywords: ' , ,, ' });
    expect(post).toMatchObject({ metaTitle: 'Choosing your first franchise', metaDescription: null, keywords: null });
    const [row] = await server.ds.query(`SELECT meta_title, meta_description, keywords FROM posts WHERE id = $1`, [post.id]);
    expect(row).toEqual({ meta_title: 'Choosing your first franchise', meta_description: null, keywords: null });
  });

  it('records who created, edited and deleted each post', async () => {
    const post = await create({ title: 'Audited' });
    await admin.data(UPDATE, { id: post.id, input: input({ title: 'Audited again', status: 'DRAFT' }) });
    await admin.data(DELETE, { ids: [post.id] });
    const rows = await server.ds.query(`SELECT action, target_id, detail FROM admin_actions WHERE target_type = 'post' ORDER BY created_at, action`);
    expect(rows).toEqual([
      { action: 'create', target_id: post.id, detail: { title: 'Audited', status: 'published' } },
      { action: 'update', target_id: post.id, detail: { title: 'Audited again', status: 'draft' } },
      { action: 'delete', target_id: post.id, detail: { title: 'Audited again' } },
    ]);
  });

  it('refuses an invalid edit, leaving the post, its image and the records as they were', async () => {
    const post = (await admin.upload<{ createBlogPost: Detail }>(CREATE, { input: input(), image: null }, image(await jpeg()))).data!.createBlogPost;
    const before = await server.ds.query(`SELECT * FROM posts WHERE id = $1`, [post.id]);
    const counted = await counts();
    const attempts: [Record<string, unknown>, Record<string, { name: string; type: string; data: Buffer }> | null, string][] = [
      [input({ title: '' }), null, 'Title is required'],
      [input({ content: '<script>x()</script>' }), null, 'Content is required'],
      [input({ categoryId: '00000000-0000-4000-8000-000000000000' }), null, 'Blog category not found'],
      [input({ title: 'New title', removeImage: true }), image(Buffer.from('just text'), 'new.png', 'image/png'), 'Please select an image file'],
      [input({ title: 'New title' }), image((await jpeg()).subarray(0, 500)), 'Invalid image file'],
    ];
    for (const [edit, file, message] of attempts) {
      const res = file
        ? await admin.upload(UPDATE, { id: post.id, input: edit, image: null }, file)
        : await admin.request(UPDATE, { id: post.id, input: edit });
      expect(res.errors?.[0]?.message).toBe(message);
    }
    expect(await server.ds.query(`SELECT * FROM posts WHERE id = $1`, [post.id])).toEqual(before);
    expect(await counts()).toEqual(counted);
  });

  it('answers "Blog post not found" for an unknown post', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await admin.error(GET, { id })).message).toBe('Blog post not found');
      expect((await admin.error(UPDATE, { id, input: input() })).message).toBe('Blog post not found');
    }
    expect(await counts()).toMatchObject({ posts: 0 });
  });
});

describe('sanitising', () => {
  const hostile =
    '<h2 onclick="steal()">Fees</h2><p>Read <a href="javascript:alert(1)">this</a> and <strong onmouseover="x()">that</strong>.</p>' +
    '<script>alert(document.cookie)</script><iframe src="https://evil.example"></iframe><img src="x" onerror="alert(1)">' +
    '<h4>Small</h4><p style="color:red">Styled</p>';

  it('stores and serves a post with scripts and event handlers clean', async () => {
    const post = await create({ content: hostile });
    const [{ content: stored }] = await server.ds.query(`SELECT content FROM posts WHERE id = $1`, [post.id]);
    for (const html of [stored as string, post.content]) {
      expect(html).not.toMatch(/<script|<iframe|onclick|onmouseover|onerror|javascript:|style=/i);
      expect(html).toContain('<h2>Fees</h2>');
      expect(html).toContain('<strong>that</strong>');
    }
    // Sanitised again on every read, even for HTML written around the API.
    await server.ds.query(`UPDATE posts SET content = $2 WHERE id = $1`, [post.id, hostile]);
    const pub = await new TestClient(server.url).data<{ blogPost: { content: string } }>(PUBLIC_POST, { id: post.id });
    const edit = await admin.data<{ adminBlogPost: Detail }>(GET, { id: post.id });
    for (const html of [pub.blogPost.content, edit.adminBlogPost.content]) {
      expect(html).not.toMatch(/<script|<iframe|onclick|onmouseover|onerror|javascript:|style=/i);
      expect(html).toContain('<h2>Fees</h2>');
    }
  });

  it('previews editor HTML as the public page shows it, saving nothing', async () => {
    const target = await createPost(server.ds, { title: 'Ten questions to ask' });
    const html = `<p>Intro</p><p>[blog-post id="${target.id}"]</p><script>x()</script>`;
    const { blogPostPreview } = await admin.data<{ blogPostPreview: string }>(PREVIEW, { content: html });
    expect(blogPostPreview).toContain(`<div class="post-card"><a class="post-card__link" href="/blog/${target.id}">`);
    expect(blogPostPreview).not.toContain('<script');
    expect(await counts()).toMatchObject({ posts: 1 });
  });
});

describe('All Blog Articles', () => {
  it('lists every post newest first, drafts included, with paging, title search and a status filter', async () => {
    const day = (n: number) => new Date(Date.now() - n * 86_400_000);
    await createPost(server.ds, { title: 'Funding 100% explained', createdAt: day(5) });
    await createPost(server.ds, { title: 'Franchise fees_guide', createdAt: day(4), status: PostStatus.DRAFT });
    await createPost(server.ds, { title: 'Territory basics', createdAt: day(3) });
    await createPost(server.ds, { title: 'FUNDING for beginners', createdAt: day(2), status: PostStatus.DRAFT });
    type List = { adminBlogPosts: { total: number; pageCount: number; items: { title: string; status: string }[] } };
    const list = async (variables: Record<string, unknown>) => (await admin.data<List>(LIST, variables)).adminBlogPosts;

    const all = await list({ page: { page: 1, pageSize: 3 } });
    expect(all.total).toBe(4);
    expect(all.pageCount).toBe(2);
    expect(all.items.map((p) => p.title)).toEqual(['FUNDING for beginners', 'Territory basics', 'Franchise fees_guide']);
    expect((await list({ page: { page: 2, pageSize: 3 } })).items.map((p) => p.title)).toEqual(['Funding 100% explained']);

    expect((await list({ filter: { search: 'funding' } })).items.map((p) => p.title)).toEqual(['FUNDING for beginners', 'Funding 100% explained']);
    // LIKE wildcards in the search are plain characters.
    expect((await list({ filter: { search: '100%' } })).items.map((p) => p.title)).toEqual(['Funding 100% explained']);
    expect((await list({ filter: { search: 'franchise_fees' } })).items).toEqual([]);
    expect((await list({ filter: { search: 'fees_' } })).items.map((p) => p.title)).toEqual(['Franchise fees_guide']);
    expect((await list({ filter: { status: 'DRAFT' } })).items.map((p) => p.title)).toEqual(['FUNDING for beginners', 'Franchise fees_guide']);
    expect((await list({ filter: { status: 'PUBLISHED', search: 'funding' } })).total).toBe(1);
    expect((await list({ filter: { status: 'PUBLISHED' } })).items.map((p) => p.title)).toEqual(['Territory basics', 'Funding 100% explained']);
    expect((await list({ filter: { search: '  TERRITORY  ' } })).items.map((p) => p.title)).toEqual(['Territory basics']);
    expect(await list({ filter: { search: 'nothing like this' } })).toMatchObject({ total: 0, pageCount: 1, items: [] });
    // A page past the end is empty; the total still counts every match.
    expect(await list({ page: { page: 3, pageSize: 3 } })).toMatchObject({ total: 4, pageCount: 2, items: [] });
  });

  it('treats a backslash in the search as a plain character', async () => {
    await createPost(server.ds, { title: 'Docs in C:\\franchise' });
    await createPost(server.ds, { title: 'Docs in C:franchise' });
    const { adminBlogPosts } = await admin.data<{ adminBlogPosts: { items: { title: string }[] } }>(LIST, { filter: { search: ':\\f' } });
    expect(adminBlogPosts.items.map((p) => p.title)).toEqual(['Docs in C:\\franchise']);
  });

  describe('Publish/Unpublish Selected follows the first selected post', () => {
    const statuses = async (ids: string[]) =>
      (await server.ds.query(`SELECT id, status FROM posts WHERE id = ANY($1)`, [ids])).reduce(
        (acc: Record<string, string>, r: { id: string; status: string }) => ({ ...acc, [r.id]: r.status }),
        {},
      );

    it('a draft first publishes them all', async () => {
      const draft = await createPost(server.ds, { status: PostStatus.DRAFT });
      const live = await createPost(server.ds);
      const other = await createPost(server.ds, { status: PostStatus.DRAFT });
      const res = await admin.data<{ togglePostsStatus: { status: string; posts: { id: string; status: string }[] } }>(TOGGLE, {
        ids: [draft.id, live.id, other.id],
      });
      expect(res.togglePostsStatus.status).toBe('PUBLISHED');
      expect(res.togglePostsStatus.posts.every((p) => p.status === 'PUBLISHED')).toBe(true);
      expect(await statuses([draft.id, live.id, other.id])).toEqual({ [draft.id]: 'published', [live.id]: 'published', [other.id]: 'published' });
      // Only the posts that changed are recorded, with their new status.
      const audited = await server.ds.query(`SELECT target_id, detail FROM admin_actions WHERE target_type = 'post' ORDER BY target_id`);
      expect(audited).toEqual([draft.id, other.id].sort().map((id) => ({ target_id: id, detail: { status: 'published' } })));
      // The publish date is set for the newly published and kept for the one already live.
      const dates = await server.ds.query(`SELECT id, published_at FROM posts WHERE id = ANY($1)`, [[draft.id, live.id, other.id]]);
      expect(dates.every((r: { published_at: Date | null }) => r.published_at instanceof Date)).toBe(true);
    });

    it('the first id decides even when it is repeated later or written in capitals', async () => {
      const live = await createPost(server.ds);
      const draft = await createPost(server.ds, { status: PostStatus.DRAFT });
      const res = await admin.data<{ togglePostsStatus: { status: string; posts: { id: string }[] } }>(TOGGLE, {
        ids: [live.id.toUpperCase(), draft.id, live.id],
      });
      expect(res.togglePostsStatus.status).toBe('DRAFT');
      expect(res.togglePostsStatus.posts.map((p) => p.id).sort()).toEqual([live.id, draft.id].sort());
      expect(await statuses([draft.id, live.id])).toEqual({ [draft.id]: 'draft', [live.id]: 'draft' });
    });

    it('a published post first moves them all to drafts', async () => {
      const draft = await createPost(server.ds, { status: PostStatus.DRAFT });
      const live = await createPost(server.ds);
      const res = await admin.data<{ togglePostsStatus: { status: string } }>(TOGGLE, { ids: [live.id, draft.id] });
      expect(res.togglePostsStatus.status).toBe('DRAFT');
      expect(await statuses([draft.id, live.id])).toEqual({ [draft.id]: 'draft', [live.id]: 'draft' });
    });

    it('changes nothing when one selected post is gone, or when none is selected', async () => {
      const draft = await createPost(server.ds, { status: PostStatus.DRAFT });
      const error = await admin.error(TOGGLE, { ids: [draft.id, '00000000-0000-4000-8000-000000000000'] });
      expect(error.message).toBe('One or more of the selected posts no longer exist. Reload the list and try again.');
      expect(await statuses([draft.id])).toEqual({ [draft.id]: 'draft' });
      expect((await admin.error(TOGGLE, { ids: [] })).message).toBe('Select at least one post');
    });
  });

  it('deletes the selected posts with their views, all or none', async () => {
    const a = await createPost(server.ds);
    const b = await createPost(server.ds);
    const keep = await createPost(server.ds);
    await server.ds.query(`INSERT INTO post_views (post_id) VALUES ($1), ($2), ($3)`, [a.id, b.id, keep.id]);
    const error = await admin.error(DELETE, { ids: [a.id, '00000000-0000-4000-8000-000000000000'] });
    expect(error.message).toBe('One or more of the selected posts no longer exist. Reload the list and try again.');
    expect(await counts()).toMatchObject({ posts: 3 });
    expect((await admin.error(DELETE, { ids: [] })).message).toBe('Select at least one post');

    const res = await admin.data<{ deleteBlogPosts: string[] }>(DELETE, { ids: [a.id, b.id] });
    expect(res.deleteBlogPosts.sort()).toEqual([a.id, b.id].sort());
    expect((await server.ds.query(`SELECT id FROM posts`)).map((r: { id: string }) => r.id)).toEqual([keep.id]);
    expect(await server.ds.query(`SELECT post_id FROM post_views`)).toEqual([{ post_id: keep.id }]);
  });
});

describe('shortcodes', () => {
  it('are made on the first copy, stored, and the same on every copy after', async () => {
    const post = await createPost(server.ds);
    const first = await admin.data<{ copyPostShortcode: { shortcode: string } }>(SHORTCODE, { id: post.id });
    expect(first.copyPostShortcode.shortcode).toBe(`[blog-post id="${post.id}"]`);
    const second = await admin.data<{ copyPostShortcode: { shortcode: string } }>(SHORTCODE, { id: post.id });
    expect(second.copyPostShortcode.shortcode).toBe(first.copyPostShortcode.shortcode);
    expect(await server.ds.query(`SELECT shortcode FROM posts WHERE id = $1`, [post.id])).toEqual([{ shortcode: first.copyPostShortcode.shortcode }]);
    expect((await admin.error(SHORTCODE, { id: '00000000-0000-4000-8000-000000000000' })).message).toBe('Blog post not found');
  });

  it('become a card alone in a paragraph, a link inside a sentence, and nothing for a draft or a deleted post', async () => {
    const target = await createPost(server.ds, { title: 'Ten <questions> & answers', content: '<p>Ask about fees.</p>' });
    const draft = await createPost(server.ds, { status: PostStatus.DRAFT, title: 'Unfinished' });
    const gone = '11111111-1111-4111-8111-111111111111';
    const host = await createPost(server.ds, {
      content:
        `<p>Intro</p><p>[blog-post id="${target.id}"]</p><p>See [blog-post id=&quot;${target.id.toUpperCase()}&quot;] too.</p>` +
        `<p>[blog-post id="${draft.id}"]</p><p>Also [blog-post id="${gone}"] here.</p>`,
    });
    const { blogPost } = await new TestClient(server.url).data<{ blogPost: { content: string; excerpt: string } }>(PUBLIC_POST, {
      id: host.id,
    });
    expect(blogPost.content).toBe(
      `<p>Intro</p><div class="post-card"><a class="post-card__link" href="/blog/${target.id}"><span class="post-card__body">` +
        `<span class="post-card__label">Related post</span><strong class="post-card__title">Ten &lt;questions&gt; &amp; answers</strong>` +
        `<span class="post-card__excerpt">Ask about fees.</span></span></a></div>` +
        `<p>See <a href="/blog/${target.id}">Ten &lt;questions&gt; &amp; answers</a> too.</p><p>Also  here.</p>`,
    );
    expect(blogPost.excerpt).toBe('Intro See too. Also here.');
  });

  it('carry the post id as stored, whatever the letter case of the id asked with', async () => {
    const post = await createPost(server.ds);
    const res = await admin.data<{ copyPostShortcode: { id: string; shortcode: string } }>(SHORTCODE, { id: post.id.toUpperCase() });
    expect(res.copyPostShortcode).toEqual({ id: post.id, shortcode: `[blog-post id="${post.id}"]` });
    expect(await server.ds.query(`SELECT shortcode FROM posts WHERE id = $1`, [post.id])).toEqual([{ shortcode: `[blog-post id="${post.id}"]` }]);
  });

  it('follow their post: a new title shows, and unpublishing or deleting it through the admin removes the card', async () => {
    const target = await create({ title: 'Old title' });
    const { copyPostShortcode } = await admin.data<{ copyPostShortcode: { shortcode: string } }>(SHORTCODE, { id: target.id });
    const host = await create({ title: 'Host', content: `<p>Before</p><p>${copyPostShortcode.shortcode}</p><p>After</p>` });
    const stored = (await server.ds.query(`SELECT content FROM posts WHERE id = $1`, [host.id]))[0].content as string;
    expect(stored).toContain(copyPostShortcode.shortcode);
    const read = async () =>
      (await new TestClient(server.url).data<{ blogPost: { content: string } }>(PUBLIC_POST, { id: host.id })).blogPost.content;

    await admin.data(UPDATE, { id: target.id, input: input({ title: 'New title' }) });
    expect(await read()).toContain('<strong class="post-card__title">New title</strong>');
    await admin.data(TOGGLE, { ids: [target.id] });
    expect(await read()).toBe('<p>Before</p><p>After</p>');
    await admin.data(TOGGLE, { ids: [target.id] });
    expect(await read()).toContain(`href="/blog/${target.id}"`);
    await admin.data(DELETE, { ids: [target.id] });
    expect(await read()).toBe('<p>Before</p><p>After</p>');
  });

  it('expand in the public list of posts too', async () => {
    const target = await createPost(server.ds, { title: 'Listed target' });
    await createPost(server.ds, { title: 'Lister', content: `<p>Read [blog-post id="${target.id}"] first.</p>` });
    const { blogPosts } = await new TestClient(server.url).data<{ blogPosts: { items: { title: string; content: string; excerpt: string }[] } }>(
      `{ blogPosts { items { title content excerpt } } }`,
    );
    const lister = blogPosts.items.find((p) => p.title === 'Lister')!;
    expect(lister.content).toBe(`<p>Read <a href="/blog/${target.id}">Listed target</a> first.</p>`);
    expect(lister.excerpt).toBe('Read first.');
  });

  it('are left alone inside an attribute, so the served HTML stays well formed', async () => {
    const target = await createPost(server.ds, { title: 'Target' });
    const code = `[blog-post id=&quot;${target.id}&quot;]`;
    const host = await createPost(server.ds, {
      content: `<p><img src="https://cdn.example/a.png" alt="${code}"> and <a href="https://example.com/" title="${code}">a link</a></p>`,
    });
    const { blogPost } = await new TestClient(server.url).data<{ blogPost: { content: string } }>(PUBLIC_POST, { id: host.id });
    expect(blogPost.content).toBe(
      `<p><img src="https://cdn.example/a.png" alt="${code}" loading="lazy" /> and <a href="https://example.com/" title="${code}">a link</a></p>`,
    );
  });

  it('render in a category article on the public category page', async () => {
    const target = await createPost(server.ds, { title: 'Funding options' });
    const category = await createCategory(server.ds);
    await server.ds.query(`INSERT INTO category_articles (category_id, title, content, faqs) VALUES ($1, 'Guide', $2, '[]')`, [
      category.id,
      `<p>[blog-post id="${target.id}"]</p>`,
    ]);
    const res = await new TestClient(server.url).data<{ category: { article: { content: string } } }>(
      `query C($id: ID!) { category(id: $id) { article { content } } }`,
      { id: category.id },
    );
    expect(res.category.article.content).toContain(`<a class="post-card__link" href="/blog/${target.id}">`);
    expect(res.category.article.content).toContain('Funding options');
  });
});

describe('statistics', () => {
  it('counts views and posts as hand-counted from the fixture', async () => {
    // Three published posts (10, 5 and 0 views) and a draft with 3 views left from when it was published.
    const top = await createPost(server.ds, { title: 'Top', views: 10 });
    await createPost(server.ds, { title: 'Middle', views: 5 });
    await createPost(server.ds, { title: 'Unread', views: 0 });
    await createPost(server.ds, { title: 'Pulled', views: 3, status: PostStatus.DRAFT });
    // UK days: today twice, 2 days ago once, 29 days ago once (the chart's first day), 30 and 40 days ago (outside).
    const ukDay = async (daysAgo: number) =>
      (await server.ds.query(`SELECT to_char((now() AT TIME ZONE 'Europe/London')::date - $1::int, 'YYYY-MM-DD') AS d`, [daysAgo]))[0].d as string;
    const at = async (daysAgo: number) =>
      server.ds.query(`INSERT INTO post_views (post_id, viewed_at) VALUES ($1, (($2::date + time '12:00') AT TIME ZONE 'Europe/London'))`, [
        top.id,
        await ukDay(daysAgo),
      ]);
    for (const d of [0, 0, 2, 29, 30, 40]) await at(d);

    const { blogStatistics: s } = await admin.data<{
      blogStatistics: {
        totalViews: number;
        totalPosts: number;
        publishedPosts: number;
        averageViews: number;
        popularPosts: { title: string; views: number }[];
        viewsByDay: { date: string; views: number }[];
      };
    }>(STATS);
    expect(s).toMatchObject({ totalViews: 18, totalPosts: 4, publishedPosts: 3, averageViews: 4.5 });
    expect(s.popularPosts.map((p) => [p.title, p.views])).toEqual([
      ['Top', 10],
      ['Middle', 5],
      ['Unread', 0],
    ]);
    expect(s.viewsByDay).toHaveLength(30);
    expect(s.viewsByDay[0]).toEqual({ date: await ukDay(29), views: 1 });
    expect(s.viewsByDay[29]).toEqual({ date: await ukDay(0), views: 2 });
    expect(s.viewsByDay[27]).toEqual({ date: await ukDay(2), views: 1 });
    expect(s.viewsByDay.reduce((n, d) => n + d.views, 0)).toBe(4);
  });

  it('put each view on its UK day: midnight starts a day, and the day 30 days back is outside the chart', async () => {
    const post = await createPost(server.ds, { title: 'Clocked' });
    // Instants relative to UK midnights: `days` back from today, plus an offset in seconds.
    const at = (daysAgo: number, seconds: number) =>
      server.ds.query(
        `INSERT INTO post_views (post_id, viewed_at)
         VALUES ($1, ((((now() AT TIME ZONE 'Europe/London')::date - $2::int)::timestamp) AT TIME ZONE 'Europe/London') + make_interval(secs => $3))`,
        [post.id, daysAgo, seconds],
      );
    await at(0, 0); // today 00:00:00: today
    await at(0, -1); // yesterday 23:59:59: yesterday
    await at(1, 0); // yesterday 00:00:00: yesterday
    await at(29, 0); // the first day shown, at its first second
    await at(29, -1); // the last second before the chart starts
    await at(31, 3600);
    const { blogStatistics: s } = await admin.data<{ blogStatistics: { viewsByDay: { date: string; views: number }[] } }>(STATS);
    const days = s.viewsByDay;
    expect(days).toHaveLength(30);
    const ukToday = (await server.ds.query(`SELECT to_char((now() AT TIME ZONE 'Europe/London')::date, 'YYYY-MM-DD') AS d`))[0].d;
    expect(days[29].date).toBe(ukToday);
    // Consecutive dates, oldest first.
    for (let i = 1; i < days.length; i++) {
      expect(Date.parse(`${days[i].date}T00:00:00Z`) - Date.parse(`${days[i - 1].date}T00:00:00Z`)).toBe(86_400_000);
    }
    expect(days.map((d) => d.views)).toEqual([1, ...Array(27).fill(0), 2, 1]);
  });

  it('round the average to one decimal place and list only published posts, most viewed first, ten at most', async () => {
    // 7 views over 3 posts: 2.333… shows as 2.3; the draft has the most views but is not a popular post.
    await createPost(server.ds, { title: 'Two', views: 2 });
    await createPost(server.ds, { title: 'One', views: 1 });
    await createPost(server.ds, { title: 'Draft', views: 4, status: PostStatus.DRAFT });
    const first = (await admin.data<{ blogStatistics: { averageViews: number; totalViews: number; popularPosts: { title: string }[] } }>(STATS))
      .blogStatistics;
    expect(first).toMatchObject({ totalViews: 7, averageViews: 2.3 });
    expect(first.popularPosts.map((p) => p.title)).toEqual(['Two', 'One']);

    // 8 views over 3 posts: 2.666… shows as 2.7.
    await server.ds.query(`UPDATE posts SET views = 3 WHERE title = 'Two'`);
    expect((await admin.data<{ blogStatistics: { averageViews: number } }>(STATS)).blogStatistics.averageViews).toBe(2.7);

    for (let i = 0; i < 11; i++) await createPost(server.ds, { title: `Filler ${i}`, views: 100 + i });
    const { popularPosts } = (await admin.data<{ blogStatistics: { popularPosts: { title: string; views: number }[] } }>(STATS)).blogStatistics;
    expect(popularPosts.map((p) => p.views)).toEqual([110, 109, 108, 107, 106, 105, 104, 103, 102, 101]);
  });

  it('stay exact as views come and go: recorded, moved, deleted one by one and with their post, truncated', async () => {
    // The chart as counted from every view row, the way the statistics were computed before the daily rollup.
    const countedFromViews = async () =>
      (
        await server.ds.query(
          `WITH today AS (SELECT (now() AT TIME ZONE 'Europe/London')::date AS day)
           SELECT to_char(today.day - g, 'YYYY-MM-DD') AS date,
                  (SELECT count(*)::int FROM post_views v WHERE (v.viewed_at AT TIME ZONE 'Europe/London')::date = today.day - g) AS views
           FROM today, generate_series(29, 0, -1) g`,
        )
      ).map((r: { date: string; views: number }) => ({ date: r.date, views: r.views }));
    const chart = async () =>
      (await admin.data<{ blogStatistics: { viewsByDay: { date: string; views: number }[] } }>(STATS)).blogStatistics.viewsByDay;
    const expectExact = async (total: number) => {
      const days = await chart();
      expect(days).toEqual(await countedFromViews());
      expect(days.reduce((n, d) => n + d.views, 0)).toBe(total);
    };

    const a = await createPost(server.ds, { title: 'Kept' });
    const b = await createPost(server.ds, { title: 'Deleted later' });
    // Two openings through the public API, then views over the last weeks (and older ones) in one statement per post.
    const visitor = new TestClient(server.url);
    for (const id of [a.id, b.id]) await visitor.data(`mutation View($id: ID!) { recordPostView(id: $id) { id } }`, { id });
    for (const [id, n] of [
      [a.id, 40],
      [b.id, 25],
    ] as const) {
      await server.ds.query(
        `INSERT INTO post_views (post_id, viewed_at) SELECT $1, now() - g * interval '19 hours' FROM generate_series(1, $2::int) g`,
        [id, n],
      );
    }
    // Within the chart: the two openings, a's views up to 29 days back (37 of 40 by 19-hour steps), all 25 of b's.
    const inChart = async () => (await countedFromViews()).reduce((n: number, d: { views: number }) => n + d.views, 0);
    const first = await inChart();
    expect(first).toBeGreaterThan(50);
    await expectExact(first);

    // Moved a day back, a few deleted, a post deleted with its views (the cascade), then all of them truncated.
    await server.ds.query(`UPDATE post_views SET viewed_at = viewed_at - interval '1 day' WHERE post_id = $1`, [a.id]);
    await expectExact(await inChart());
    await server.ds.query(`DELETE FROM post_views WHERE id IN (SELECT id FROM post_views WHERE post_id = $1 ORDER BY id LIMIT 5)`, [a.id]);
    await expectExact(await inChart());
    await admin.data(DELETE, { ids: [b.id] });
    const afterDelete = await inChart();
    expect(afterDelete).toBeLessThan(first - 25);
    await expectExact(afterDelete);
    await server.ds.query(`TRUNCATE post_views`);
    await expectExact(0);
  });

  it('are zero with no posts', async () => {
    const { blogStatistics: s } = await admin.data<{ blogStatistics: { totalPosts: number; averageViews: number; viewsByDay: unknown[] } }>(STATS);
    expect(s).toMatchObject({ totalPosts: 0, averageViews: 0 });
    expect(s.viewsByDay).toHaveLength(30);
  });
});

describe('blog categories', () => {
  it('are added trimmed, unique in any letter case, renamed and listed by name with their post counts', async () => {
    const { createBlogCategory: added } = await admin.data<{ createBlogCategory: { id: string; name: string; postCount: number } }>(ADD_CATEGORY, {
      input: { name: '  Funding  ' },
    });
    expect(added).toMatchObject({ name: 'Funding', postCount: 0 });
    const taken = await admin.error(ADD_CATEGORY, { input: { name: 'FUNDING' } });
    expect(taken.message).toBe('A blog category with this name already exists');
    expect((await admin.error(ADD_CATEGORY, { input: { name: '   ' } })).message).toBe('Category name is required');
    expect((await admin.error(ADD_CATEGORY, { input: { name: 'x'.repeat(121) } })).message).toBe('Category name must be at most 120 characters');
    expect(await counts()).toMatchObject({ categories: 1 });

    const other = await createBlogCategory(server.ds, 'Academy');
    await createPost(server.ds, { categoryId: added.id });
    await createPost(server.ds, { categoryId: added.id, status: PostStatus.DRAFT });
    expect((await admin.error(RENAME_CATEGORY, { id: other.id, input: { name: 'funding' } })).message).toBe(
      'A blog category with this name already exists',
    );
    await admin.data(RENAME_CATEGORY, { id: added.id, input: { name: ' Money ' } });
    const { adminBlogCategories } = await admin.data<{ adminBlogCategories: { name: string; postCount: number }[] }>(CATEGORIES);
    expect(adminBlogCategories.map((c) => [c.name, c.postCount])).toEqual([
      ['Academy', 0],
      ['Money', 2],
    ]);
    expect((await admin.error(RENAME_CATEGORY, { id: '00000000-0000-4000-8000-000000000000', input: { name: 'X' } })).message).toBe(
      'Blog category not found',
    );
  });

  it('refuse blank, long and taken names on add and rename, writing nothing; a change of letter case is a rename', async () => {
    const funding = await createBlogCategory(server.ds, 'Funding');
    const academy = await createBlogCategory(server.ds, 'Academy');
    const refusals: [string, Record<string, unknown>, string][] = [
      [ADD_CATEGORY, { input: { name: '' } }, 'Category name is required'],
      [ADD_CATEGORY, { input: { name: '  funding  ' } }, 'A blog category with this name already exists'],
      [RENAME_CATEGORY, { id: academy.id, input: { name: ' \t ' } }, 'Category name is required'],
      [RENAME_CATEGORY, { id: academy.id, input: { name: 'FUNDING ' } }, 'A blog category with this name already exists'],
      [RENAME_CATEGORY, { id: academy.id, input: { name: 'y'.repeat(121) } }, 'Category name must be at most 120 characters'],
    ];
    for (const [query, variables, message] of refusals) {
      const error = await admin.error(query, variables);
      expect([message, error.extensions?.code, error.extensions?.fields?.name]).toEqual([message, 'BAD_USER_INPUT', message]);
    }
    expect(await server.ds.query(`SELECT name FROM blog_categories ORDER BY name`)).toEqual([{ name: 'Academy' }, { name: 'Funding' }]);
    expect(await counts()).toMatchObject({ categories: 2, actions: 0 });

    // Exactly 120 characters once trimmed is accepted.
    const long = (await admin.data<{ createBlogCategory: { name: string } }>(ADD_CATEGORY, { input: { name: ` ${'z'.repeat(120)} ` } }))
      .createBlogCategory;
    expect(long.name).toBe('z'.repeat(120));
    const renamed = await admin.data<{ renameBlogCategory: { id: string; name: string } }>(RENAME_CATEGORY, {
      id: funding.id,
      input: { name: 'FUNDING' },
    });
    expect(renamed.renameBlogCategory).toEqual({ id: funding.id, name: 'FUNDING' });
    expect(
      await server.ds.query(`SELECT action, target_id, detail FROM admin_actions WHERE target_type = 'blog_category' AND action = 'update'`),
    ).toEqual([{ action: 'update', target_id: funding.id, detail: { from: 'Funding', to: 'FUNDING' } }]);
  });

  it('deleted, leave their posts Uncategorized on the public site', async () => {
    const category = await createBlogCategory(server.ds, 'Stories');
    const post = await createPost(server.ds, { categoryId: category.id });
    expect((await admin.data<{ deleteBlogCategory: string }>(DELETE_CATEGORY, { id: category.id })).deleteBlogCategory).toBe(category.id);
    const pub = await new TestClient(server.url).data<{ blogPost: { category: null } }>(PUBLIC_POST, { id: post.id });
    expect(pub.blogPost.category).toBeNull();
    expect((await admin.data<{ adminBlogPost: Detail }>(GET, { id: post.id })).adminBlogPost).toMatchObject({
      categoryId: null,
      categoryName: null,
    });
    expect(await server.ds.query(`SELECT category_id FROM posts WHERE id = $1`, [post.id])).toEqual([{ category_id: null }]);
    expect(await counts()).toMatchObject({ posts: 1, categories: 0 });
    expect((await admin.error(DELETE_CATEGORY, { id: category.id })).message).toBe('Blog category not found');
  });
});

describe('who may manage the blog', () => {
  it.each([
    ['anonymous', async () => new TestClient(server.url), 'UNAUTHENTICATED'],
    ['a customer', async () => as((await createCustomer(server.ds)).email, 'CUSTOMER'), 'FORBIDDEN'],
    ['a franchisor', async () => as((await createFranchisor(server.ds)).email, 'FRANCHISOR'), 'FORBIDDEN'],
  ])('%s is refused every admin blog operation and writes nothing', async (_label, client, code) => {
    const c = await client();
    const post = await createPost(server.ds, { status: PostStatus.DRAFT });
    const category = await createBlogCategory(server.ds, 'Kept');
    const operations: [string, Record<string, unknown>][] = [
      [LIST, {}],
      [GET, { id: post.id }],
      [PREVIEW, { content: '<p>x</p>' }],
      [STATS, {}],
      [CATEGORIES, {}],
      [CREATE, { input: input() }],
      [UPDATE, { id: post.id, input: input({ title: 'Taken over' }) }],
      [DELETE, { ids: [post.id] }],
      [TOGGLE, { ids: [post.id] }],
      [SHORTCODE, { id: post.id }],
      [ADD_CATEGORY, { input: { name: 'Spam' } }],
      [RENAME_CATEGORY, { id: category.id, input: { name: 'Spam' } }],
      [DELETE_CATEGORY, { id: category.id }],
    ];
    for (const [query, variables] of operations) {
      expect([query.slice(0, 40), (await c.error(query, variables)).extensions?.code]).toEqual([query.slice(0, 40), code]);
    }
    const upload = await c.upload(CREATE, { input: input(), image: null }, image(await jpeg()));
    expect(upload.errors?.[0]?.extensions?.code).toBe(code);
    expect(await server.ds.query(`SELECT title, status, shortcode FROM posts`)).toEqual([{ title: post.title, status: 'draft', shortcode: null }]);
    expect(await server.ds.query(`SELECT name FROM blog_categories`)).toEqual([{ name: 'Kept' }]);
    expect(await counts()).toEqual({ posts: 1, categories: 1, files: 0, actions: 0, onDisk: 0 });
  });
});
