import { expect, test } from '../support/test';
import { createPublishedPost, uniqueName } from '../support/content-data';

test('the blog lists a published post and opening it counts one view', async ({ page }) => {
  const title = uniqueName('Choosing a franchise in');
  const post = await createPublishedPost({ title, views: 7 });

  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByText('7 views')).toBeVisible();
  await expect(card.getByText(post.category.name)).toBeVisible();
  await expect(card.getByText('By E2E Author')).toBeVisible();

  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/blog/${post.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Franchise Compass`);
  await expect(page.getByTestId('post-views')).toHaveText('8 views');
  await expect(page.getByRole('heading', { name: 'Costs' })).toBeVisible();

  // The sidebar links the post's category to the filtered list.
  const sidebar = page.getByRole('complementary', { name: 'More from the blog' });
  await sidebar.getByRole('link', { name: new RegExp(`^${post.category.name}`) }).click();
  await expect(page).toHaveURL(`/blog?category=${post.category.id}`);
  await expect(page.getByRole('article')).toHaveCount(1);

  // Reopening is another view; the count survives a reload.
  await page.goto(`/blog/${post.id}`);
  await expect(page.getByTestId('post-views')).toHaveText('9 views');
});

test('an unknown post says so and links back to the blog', async ({ page }) => {
  await page.goto('/blog/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL('/blog');
});
