import { PostStatus } from '../src/modules/blog/blog.enums';
import { PostView } from '../src/modules/blog/post-view.entity';
import { Post } from '../src/modules/blog/post.entity';
import { createBlogCategory, createPost } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';

let server: TestServer;
let client: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  client = new TestClient(server.url);
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.ds.query('DELETE FROM post_views');
  await server.ds.query('DELETE FROM posts');
  await server.ds.query('DELETE FROM blog_categories');
});

interface PostPage {
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  items: { id: string; title: string; views: number; category: { name: string } | null }[];
}

const LIST = `query List($categoryId: ID, $page: PageInput) {
  blogPosts(categoryId: $categoryId, page: $page) { total page pageSize pageCount items { id title views category { name } } }
}`;
const POST = `query Post($id: ID!) { blogPost(id: $id) { id title content excerpt views metaTitle metaDescription category { id name } } }`;
const CATEGORIES = `{ blogCategories { id name postCount } }`;
const VIEW = `mutation View($id: ID!) { recordPostView(id: $id) { id views } }`;

const list = async (variables: Record<string, unknown> = {}) => (await client.data<{ blogPosts: PostPage }>(LIST, variables)).blogPosts;
const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000);

describe('blog list', () => {
  it('shows published posts only, newest first, with their category', async () => {
    const news = await createBlogCategory(server.ds, 'News');
    await createPost(server.ds, { title: 'Older', createdAt: daysAgo(3), categoryId: news.id });
    await createPost(server.ds, { title: 'Newest', createdAt: daysAgo(1) });
    await createPost(server.ds, { title: 'Secret draft', createdAt: daysAgo(0), status: PostStatus.DRAFT });
    const page = await list();
    expect(page.total).toBe(2);
    expect(page.items.map((p) => p.title)).toEqual(['Newest', 'Older']);
    expect(page.items[1].category).toEqual({ name: 'News' });
    expect(page.items[0].category).toBeNull();
  });

  it('pages on the server', async () => {
    for (let i = 1; i <= 5; i++) await createPost(server.ds, { title: `Post ${i}`, createdAt: daysAgo(10 - i) });
    const first = await list({ page: { page: 1, pageSize: 2 } });
    const third = await list({ page: { page: 3, pageSize: 2 } });
    const beyond = await list({ page: { page: 4, pageSize: 2 } });
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2, pageCount: 3 });
    expect(first.items.map((p) => p.title)).toEqual(['Post 5', 'Post 4']);
    expect(third.items.map((p) => p.title)).toEqual(['Post 1']);
    expect(beyond.items).toEqual([]);
  });

  it('refuses page sizes over 100', async () => {
    const error = await client.error(LIST, { page: { page: 1, pageSize: 101 } });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('filters by blog category, without drafts', async () => {
    const guides = await createBlogCategory(server.ds, 'Guides');
    const other = await createBlogCategory(server.ds, 'Other');
    await createPost(server.ds, { title: 'In guides', categoryId: guides.id });
    await createPost(server.ds, { title: 'Draft in guides', categoryId: guides.id, status: PostStatus.DRAFT });
    await createPost(server.ds, { title: 'Elsewhere', categoryId: other.id });
    const page = await list({ categoryId: guides.id });
    expect(page.total).toBe(1);
    expect(page.items.map((p) => p.title)).toEqual(['In guides']);
  });

  it('answers an unknown or malformed category with an empty page', async () => {
    await createPost(server.ds);
    expect((await list({ categoryId: '00000000-0000-4000-8000-000000000000' })).total).toBe(0);
    expect((await list({ categoryId: 'not-a-uuid' })).total).toBe(0);
  });
});

describe('blog categories', () => {
  it('count published posts only, by name, including empty categories', async () => {
    const b = await createBlogCategory(server.ds, 'Business');
    const a = await createBlogCategory(server.ds, 'Advice');
    const empty = await createBlogCategory(server.ds, 'Drafts only');
    await createPost(server.ds, { categoryId: b.id });
    await createPost(server.ds, { categoryId: b.id });
    await createPost(server.ds, { categoryId: a.id });
    await createPost(server.ds, { categoryId: a.id, status: PostStatus.DRAFT });
    await createPost(server.ds, { categoryId: empty.id, status: PostStatus.DRAFT });
    const { blogCategories } = await client.data<{ blogCategories: { name: string; postCount: number }[] }>(CATEGORIES);
    expect(blogCategories.map(({ name, postCount }) => ({ name, postCount }))).toEqual([
      { name: 'Advice', postCount: 1 },
      { name: 'Business', postCount: 2 },
      { name: 'Drafts only', postCount: 0 },
    ]);
  });
});

describe('a blog post', () => {
  it('is served with its category and meta fields; meta title may be missing', async () => {
    const cat = await createBlogCategory(server.ds, 'Finance');
    const post = await createPost(server.ds, {
      title: 'Funding a franchise',
      categoryId: cat.id,
      metaDescription: 'Loans, savings and grants.',
      content: '<h2>Banks &amp; lenders</h2><p>Most UK banks have franchise teams.</p>',
    });
    const { blogPost } = await client.data<{ blogPost: Record<string, unknown> }>(POST, { id: post.id });
    expect(blogPost).toMatchObject({
      id: post.id,
      title: 'Funding a franchise',
      metaTitle: null,
      metaDescription: 'Loans, savings and grants.',
      category: { id: cat.id, name: 'Finance' },
      excerpt: 'Banks & lenders Most UK banks have franchise teams.',
    });
  });

  it.each([
    ['a draft', async () => (await createPost(server.ds, { status: PostStatus.DRAFT })).id],
    ['an unknown id', async () => '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', async () => 'nope'],
  ])('is null for %s', async (_label, id) => {
    const { blogPost } = await client.data<{ blogPost: unknown }>(POST, { id: await id() });
    expect(blogPost).toBeNull();
  });

  it('never sends scripts, event handlers or javascript: links, even when they are stored', async () => {
    const post = await createPost(server.ds, {
      content:
        '<p>Hello<script>alert(1)</script></p><img src="https://img.example/a.png" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">click</a><a href="https://ok.example" target="_blank">ok</a>' +
        '<iframe src="https://evil.example"></iframe><p style="x" onclick="alert(4)">text</p>',
    });
    const { blogPost } = await client.data<{ blogPost: { content: string; excerpt: string } }>(POST, { id: post.id });
    const html = blogPost.content;
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe|style=/i);
    expect(html).toContain('<img src="https://img.example/a.png" loading="lazy" />');
    expect(html).toContain('<a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a>');
    expect(html).toContain('<a>click</a>');
    expect(blogPost.excerpt).not.toMatch(/alert/);

    // The same holds when the posts come through the list.
    const res = await client.data<{ blogPosts: { items: { excerpt: string; content: string }[] } }>(`{ blogPosts { items { excerpt content } } }`);
    expect(res.blogPosts.items[0].content).not.toMatch(/script|onerror|javascript:/i);
  });
});

describe('view counting', () => {
  const views = async (id: string) => (await server.ds.getRepository(Post).findOneByOrFail({ id })).views;
  const viewRows = (id: string) => server.ds.getRepository(PostView).countBy({ postId: id });

  it('records exactly one view per opening: a post_views row and the counter', async () => {
    const post = await createPost(server.ds, { views: 41 });
    const first = await client.data<{ recordPostView: { id: string; views: number } }>(VIEW, { id: post.id });
    expect(first.recordPostView).toEqual({ id: post.id, views: 42 });
    expect(await views(post.id)).toBe(42);
    expect(await viewRows(post.id)).toBe(1);

    await client.data(VIEW, { id: post.id });
    expect(await views(post.id)).toBe(43);
    expect(await viewRows(post.id)).toBe(2);

    // Reading the post or the list does not count.
    await client.data(POST, { id: post.id });
    await list();
    expect(await views(post.id)).toBe(43);
  });

  it('does not count drafts or unknown posts', async () => {
    const draft = await createPost(server.ds, { status: PostStatus.DRAFT, views: 5 });
    const res = await client.data<{ recordPostView: unknown }>(VIEW, { id: draft.id });
    expect(res.recordPostView).toBeNull();
    expect(await views(draft.id)).toBe(5);
    expect(await viewRows(draft.id)).toBe(0);
    const unknown = await client.data<{ recordPostView: unknown }>(VIEW, { id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.recordPostView).toBeNull();
    expect(await server.ds.getRepository(PostView).count()).toBe(0);
  });

  it('stops counting one address after 20 openings of a post in an hour, without an error', async () => {
    const post = await createPost(server.ds);
    for (let i = 0; i < 22; i++) await client.data(VIEW, { id: post.id });
    expect(await views(post.id)).toBe(20);
    expect(await viewRows(post.id)).toBe(20);
  });
});
