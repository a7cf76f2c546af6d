import { expect, test, type Page } from '../support/test';
import sharp from 'sharp';
import { createPublishedPost, uniqueName } from '../support/content-data';
import { sql } from '../support/db';
import { demoAs } from '../support/demo-accounts';

/**
 * The admin blog screens (issue 11): write and publish a post in the editor and read it on /blog with its
 * formatting, preview a draft, copy a shortcode that becomes a card, bulk delete, statistics and blog categories.
 * Each test has an admin page of its own and opens the screen it needs, so they run in any order and side by side.
 */
test.describe.configure({ timeout: 60_000 });

let admin: Page;

test.beforeEach(async ({ signedIn }) => {
  admin = await signedIn(demoAs.admin, { permissions: ['clipboard-read', 'clipboard-write'] });
});

const editor = () => admin.getByRole('textbox', { name: 'Content' });
const jpeg = () =>
  sharp({ create: { width: 800, height: 450, channels: 3, background: { r: 20, g: 110, b: 140 } } })
    .jpeg()
    .toBuffer();

test('a post written with bold text and a heading is published and reads the same on the blog', async () => {
  // A whole journey across several pages: 40-70 s on a slow 2-core machine, so three times the file's timeout.
  test.slow();
  const title = uniqueName('Opening your first franchise unit');
  await admin.goto('/admin/blog/articles');
  await admin.getByRole('main').getByRole('link', { name: 'Add New Post' }).click();
  await expect(admin).toHaveURL('/admin/blog/new');
  await expect(admin.getByRole('heading', { level: 1, name: 'Add New Blog Post' })).toBeVisible();

  // Nothing filled: the spec's messages, and nothing is saved.
  await admin.getByLabel(/^Author/).fill('');
  await admin.getByRole('button', { name: 'Publish Post' }).click();
  await expect(admin.getByText('Title is required')).toBeVisible();
  await expect(admin.getByText('Author is required')).toBeVisible();
  await expect(admin.getByText('Content is required')).toBeVisible();

  await admin.getByLabel(/^Title/).fill(title);
  await admin.getByLabel(/^Author/).fill('Priya Shah');
  await admin.getByLabel('Featured image file').setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await jpeg() });
  await editor().click();
  await admin.getByRole('button', { name: 'Heading 2' }).click();
  await admin.keyboard.type('Before you sign');
  await admin.keyboard.press('Enter');
  await admin.keyboard.type('Read the agreement with ');
  await admin.keyboard.press('Control+b');
  await admin.keyboard.type('a solicitor');
  await admin.keyboard.press('Control+b');
  await admin.keyboard.type(' who knows franchising.');
  await expect(editor().locator('h2')).toHaveText('Before you sign');
  await expect(editor().locator('strong')).toHaveText('a solicitor');
  await admin.getByLabel('Meta description').fill('What to check before signing a franchise agreement.');
  await expect(admin.getByText(/^51 characters \(99 short of the recommended length\)/)).toBeVisible();
  await admin.getByLabel('Keywords').fill('franchise agreement,  solicitor ,');

  await admin.getByRole('button', { name: 'Publish Post' }).click();
  await expect(admin).toHaveURL('/admin/blog/articles');
  await expect(admin.getByText(`"${title}" is published`)).toBeVisible();
  const [saved] = await sql<{ id: string; meta_title: string; keywords: string; image_url: string }>(
    `SELECT id, meta_title, keywords, image_url FROM posts WHERE title = $1`,
    [title],
  );
  expect(saved).toMatchObject({ meta_title: title, keywords: 'franchise agreement, solicitor' });
  expect(saved.image_url).toMatch(/^\/uploads\/blog-images\/.+\.jpg$/);

  const reader = await admin.context().newPage();
  await reader.goto('/blog');
  await reader.getByRole('link', { name: title }).click();
  await expect(reader).toHaveURL(`/blog/${saved.id}`);
  const article = reader.getByRole('article', { name: title });
  await expect(article.getByRole('heading', { level: 2, name: 'Before you sign' })).toBeVisible();
  await expect(article.locator('strong')).toHaveText('a solicitor');
  await expect(reader.locator('meta[name="description"]')).toHaveAttribute('content', 'What to check before signing a franchise agreement.');
  await expect(reader.locator('meta[name="keywords"]')).toHaveAttribute('content', 'franchise agreement, solicitor');
  await reader.close();
});

test('a draft is saved, previewed as the public page shows it, and leaving with changes asks first', async () => {
  const title = uniqueName('Draft on franchise fees');
  await admin.goto('/admin/blog/new');
  await admin.getByLabel(/^Title/).fill(title);
  await editor().click();
  await admin.keyboard.type('Fees explained ');
  await admin.keyboard.type('<script>alert(1)</script>');
  await admin.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(admin.getByText('Draft saved')).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/blog\/edit\/[0-9a-f-]{36}$/);
  const id = admin.url().split('/').pop()!;
  expect((await sql(`SELECT status FROM posts WHERE id = $1`, [id]))[0]).toEqual({ status: 'draft' });

  // Not on the public blog yet.
  const reader = await admin.context().newPage();
  await reader.goto(`/blog/${id}`);
  await expect(reader.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
  await reader.close();

  await admin.getByRole('button', { name: 'Preview' }).click();
  const preview = admin.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Typed text stays text: the page shows it and runs nothing.
  await expect(preview.getByRole('article')).toContainText('Fees explained <script>alert(1)</script>');
  await preview.getByRole('button', { name: 'Close preview' }).click();

  await admin.getByLabel(/^Title/).fill(`${title} (changed)`);
  await admin.getByRole('link', { name: 'Cancel' }).click();
  const ask = admin.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(admin).toHaveURL(`/admin/blog/edit/${id}`);
  await admin.getByRole('link', { name: 'Cancel' }).click();
  await ask.getByRole('button', { name: 'Leave' }).click();
  await expect(admin).toHaveURL('/admin/blog/articles');
  expect((await sql(`SELECT title FROM posts WHERE id = $1`, [id]))[0]).toEqual({ title });
});

test("a post's shortcode is copied once, reused, and becomes a card linking to the post", async () => {
  const target = await createPublishedPost({ title: uniqueName('Funding your first year'), views: 3 });
  const targetTitle = (await sql<{ title: string }>(`SELECT title FROM posts WHERE id = $1`, [target.id]))[0].title;
  await admin.goto(`/admin/blog/articles?search=${encodeURIComponent(targetTitle)}`);
  const row = admin.getByRole('row').filter({ hasText: targetTitle });
  await row.getByRole('button', { name: 'Copy shortcode' }).click();
  await expect(row.getByText('Copied!')).toBeVisible();
  const shortcode = await admin.evaluate(() => navigator.clipboard.readText());
  expect(shortcode).toBe(`[blog-post id="${target.id}"]`);
  expect((await sql(`SELECT shortcode FROM posts WHERE id = $1`, [target.id]))[0]).toEqual({ shortcode });
  await expect(row.getByText('Copied!')).toBeHidden({ timeout: 4000 });
  await row.getByRole('button', { name: 'Copy shortcode' }).click();
  expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(shortcode);

  // Pasted on its own line in another post, it shows on the public page as a card to the post.
  const title = uniqueName('Money matters');
  await admin.goto('/admin/blog/new');
  await admin.getByLabel(/^Title/).fill(title);
  await editor().click();
  await admin.keyboard.type('Start with the numbers.');
  await admin.keyboard.press('Enter');
  await admin.keyboard.press('Control+v');
  await admin.getByRole('button', { name: 'Publish Post' }).click();
  await expect(admin).toHaveURL('/admin/blog/articles');
  const [post] = await sql<{ id: string }>(`SELECT id FROM posts WHERE title = $1`, [title]);
  const reader = await admin.context().newPage();
  await reader.goto(`/blog/${post.id}`);
  const card = reader.getByRole('article', { name: title }).getByRole('link', { name: new RegExp(targetTitle) });
  await expect(card).toBeVisible();
  await card.click();
  await expect(reader).toHaveURL(`/blog/${target.id}`);
  await expect(reader.getByRole('heading', { level: 1, name: targetTitle })).toBeVisible();
  await reader.close();
});

test('several posts are selected and deleted together after the confirmation; publishing follows the first selected', async () => {
  const prefix = uniqueName('Bulk');
  const [draft] = await sql<{ id: string }>(
    `INSERT INTO posts (title, content, author, status) VALUES ($1, '<p>Draft.</p>', 'E2E Author', 'draft') RETURNING id`,
    [`${prefix} draft`],
  );
  const [live] = await sql<{ id: string }>(
    `INSERT INTO posts (title, content, author, status, published_at) VALUES ($1, '<p>Live.</p>', 'E2E Author', 'published', now()) RETURNING id`,
    [`${prefix} live`],
  );
  await admin.goto(`/admin/blog/articles?search=${encodeURIComponent(prefix)}`);
  const rowOf = (name: string) => admin.getByRole('row').filter({ hasText: `${prefix} ${name}` });
  await expect(admin.getByRole('row')).toHaveCount(3); // the header and two posts

  // The draft first: publish both.
  await rowOf('draft').getByRole('checkbox').check();
  await rowOf('live').getByRole('checkbox').check();
  await expect(rowOf('draft').getByRole('checkbox')).toBeChecked();
  await admin.getByRole('button', { name: 'Publish Selected' }).click();
  await expect(rowOf('draft').getByText('Published')).toBeVisible();
  expect(await sql(`SELECT status FROM posts WHERE id = ANY($1) ORDER BY status`, [[draft.id, live.id]])).toEqual([
    { status: 'published' },
    { status: 'published' },
  ]);

  await rowOf('live').getByRole('checkbox').check();
  await rowOf('draft').getByRole('checkbox').check();
  await admin.getByRole('button', { name: 'Delete Selected' }).click();
  const confirm = admin.getByRole('dialog');
  await expect(confirm).toContainText('Are you sure you want to delete 2 selected post(s)?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect(await sql(`SELECT id FROM posts WHERE id = ANY($1)`, [[draft.id, live.id]])).toHaveLength(2);
  await admin.getByRole('button', { name: 'Delete Selected' }).click();
  await confirm.getByRole('button', { name: /^Delete/ }).click();
  await expect(admin.getByText('No blog posts found')).toBeVisible();
  expect(await sql(`SELECT id FROM posts WHERE id = ANY($1)`, [[draft.id, live.id]])).toHaveLength(0);
});

test('the statistics page shows the totals, popular posts and the 30-day chart', async () => {
  const totals = async () =>
    (await sql<{ views: number; posts: number }>(`SELECT coalesce(sum(views), 0)::int AS views, count(*)::int AS posts FROM posts`))[0];
  const before = await totals();
  await admin.goto('/admin/blog/statistics');
  await expect(admin.getByRole('heading', { level: 1, name: 'Blog Statistics' })).toBeVisible();
  const shown = async (label: string) => {
    const figure = admin.getByText(label).locator('..');
    await expect(figure).toContainText(/\d/);
    // The first number in the card is its value (the label has none; a note may follow).
    return Number((await figure.innerText()).match(/\d[\d,]*/)![0].replace(/,/g, ''));
  };
  const [views, posts] = [await shown('Total Views'), await shown('Total Posts')];
  // The other tests of this file write posts meanwhile: the figures shown lie between the totals before and after.
  const after = await totals();
  expect(views).toBeGreaterThanOrEqual(Math.min(before.views, after.views));
  expect(views).toBeLessThanOrEqual(Math.max(before.views, after.views));
  expect(posts).toBeGreaterThanOrEqual(Math.min(before.posts, after.posts));
  expect(posts).toBeLessThanOrEqual(Math.max(before.posts, after.posts));
  const chart = admin.getByRole('figure', { name: /Views over the last 30 days/ });
  await expect(chart.locator('svg').first()).toBeVisible();
  await expect(chart.locator('svg rect').first()).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Popular Posts' })).toBeVisible();
});

test('blog categories are added, renamed inline and deleted, their posts becoming Uncategorized', async () => {
  await admin.goto('/admin/blog/categories');
  await expect(admin.getByRole('heading', { level: 1, name: 'Blog Categories' })).toBeVisible();
  const name = uniqueName('Exhibitions');
  const field = admin.getByLabel('Category name');
  const add = admin.getByRole('button', { name: 'Add Category' });
  await expect(add).toBeDisabled();
  await field.fill('   ');
  await expect(add).toBeDisabled();
  await field.fill(`  ${name}  `);
  await add.click();
  const row = admin.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  expect(await sql(`SELECT name FROM blog_categories WHERE name = $1`, [name])).toHaveLength(1);

  const renamed = `${name} and shows`;
  await row.getByRole('button', { name: /^Rename|^Edit/ }).click();
  const input = admin.getByRole('textbox', { name: /name/i }).last();
  await input.fill(renamed);
  await input.press('Enter');
  const renamedRow = admin.getByRole('row').filter({ hasText: renamed });
  await expect(renamedRow).toBeVisible();
  const [category] = await sql<{ id: string }>(`SELECT id FROM blog_categories WHERE name = $1`, [renamed]);
  const [post] = await sql<{ id: string }>(
    `INSERT INTO posts (title, content, author, status, category_id, published_at) VALUES ($1, '<p>Show day.</p>', 'E2E Author', 'published', $2, now()) RETURNING id`,
    [uniqueName('Show day'), category.id],
  );

  await renamedRow.getByRole('button', { name: /^Delete/ }).click();
  await admin
    .getByRole('dialog')
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(renamedRow).toHaveCount(0);
  const reader = await admin.context().newPage();
  await reader.goto(`/blog/${post.id}`);
  await expect(reader.getByText('Uncategorized')).toBeVisible();
  await reader.close();
});
