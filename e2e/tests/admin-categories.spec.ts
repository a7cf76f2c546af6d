import { expect, test, type Page } from '../support/test';
import { signInThroughUi } from '../support/auth';
import { violations } from '../support/axe';
import { sql, suffix } from '../support/db';
import { demo } from '../support/demo-accounts';

// One journey, one test: add, article, rename (seen on the public site), delete; each part a step. It needs no other test.
test.describe.configure({ timeout: 240_000 });

// 'Aardvark' sorts first, so the header's Categories menu (the first 12 by name) lists it.
const tag = suffix();
const name = `Aardvark Care ${tag}`;
const renamed = `Aardvark Pet Care ${tag}`;
let page: Page;
let categoryId: string;

const nav = () => page.getByRole('navigation', { name: 'Admin Portal' });
const tree = () => page.getByRole('list', { name: 'Categories', exact: true });
const dialog = () => page.getByRole('dialog');

test('an admin adds a category with its article, renames it (the public site follows without a reload) and deletes it', async ({ browser }) => {
  // A context of its own: axe needs one (browser.newPage() pages have none it can use).
  page = await (await browser.newContext()).newPage();
  await signInThroughUi(page, 'admin', demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL('/admin/dashboard');
  await nav().getByRole('link', { name: 'Categories', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
  // Proves later that the public pages changed without a reload: a full load would drop this.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await test.step('adds a main category and a subcategory', async () => {
    await page.getByRole('button', { name: 'Add Category' }).click();
    await expect(dialog().getByRole('heading', { name: 'Add Category' })).toBeVisible();
    await dialog().getByRole('button', { name: 'Add Category' }).click();
    await expect(dialog().getByText('Category name is required')).toBeVisible();
    await dialog().getByLabel('Category name').fill(`  ${name}  `);
    await dialog().getByRole('button', { name: 'Add Category' }).click();
    await expect(dialog()).toBeHidden();
    await expect(page.getByText(`Category "${name}" added`)).toBeVisible();
    const main = tree().getByRole('listitem', { name });
    await expect(main.getByRole('heading', { name })).toBeVisible();

    await main.getByRole('button', { name: `Add subcategory to ${name}` }).click();
    // The parent is preselected; it can be chosen only when adding.
    await expect(dialog().getByRole('combobox', { name: 'Parent category' })).toHaveText(name);
    await dialog().getByLabel('Category name').fill('Dog walking');
    await dialog().getByRole('button', { name: 'Add Category' }).click();
    await expect(dialog()).toBeHidden();
    const subs = main.getByRole('list', { name: `Subcategories of ${name}` });
    await expect(subs.getByText('Dog walking')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await main.getByRole('button', { name: /^Collapse / }).click();
    await expect(subs).toBeHidden();
    await expect(main.getByRole('button', { name: /^Expand / })).toHaveAttribute('aria-expanded', 'false');

    const rows = await sql<{ id: string; name: string; parent: string | null }>(
      `SELECT c.id, c.name, p.name AS parent FROM franchise_categories c LEFT JOIN franchise_categories p ON p.id = c.parent_id
     WHERE c.name = $1 OR c.parent_id IN (SELECT id FROM franchise_categories WHERE name = $1) ORDER BY c.parent_id NULLS FIRST`,
      [name],
    );
    expect(rows.map((r) => [r.name, r.parent])).toEqual([
      [name, null],
      ['Dog walking', name],
    ]);
    categoryId = rows[0].id;
  });
  await test.step('writes its article with the editor toolbar', async () => {
    await tree()
      .getByRole('listitem', { name })
      .getByRole('button', { name: `Article for ${name}` })
      .click();
    await expect(dialog().getByRole('heading', { name: `Article: ${name}` })).toBeVisible();
    await dialog().getByRole('button', { name: 'Save Article' }).click();
    await expect(dialog().getByText('Title is required')).toBeVisible();
    await expect(dialog().getByText('Content is required')).toBeVisible();

    await dialog()
      .getByLabel(/^Title/)
      .fill('Caring for pets as a business');
    const editor = dialog().getByRole('textbox', { name: 'Content' });
    const toolbar = dialog().getByRole('toolbar', { name: 'Content formatting' });
    await editor.click();
    await toolbar.getByRole('button', { name: 'Heading 2' }).click();
    await expect(toolbar.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('Why pet care');
    await page.keyboard.press('Enter');
    await expect(toolbar.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.type('Owners want ');
    await toolbar.getByRole('button', { name: 'Bold' }).click();
    await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('trusted');
    await toolbar.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' help.');
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Bullet list' }).click();
    await page.keyboard.type('Walking');
    await page.keyboard.press('Enter');
    // Typing after a pause longer than the 500 ms group delay is a step of its own in the undo history.
    await page.waitForTimeout(700);
    await page.keyboard.type('Mistake');
    // Undo and redo from the toolbar, reached by keyboard (one Tab stop, arrow keys within).
    await toolbar.getByRole('button', { name: 'Undo' }).click();
    await expect(editor).not.toContainText('Mistake');
    await toolbar.getByRole('button', { name: 'Undo' }).press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'Redo' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(editor).toContainText('Mistake');
    await toolbar.getByRole('button', { name: 'Undo' }).click();
    await page.keyboard.type('Sitting');

    await dialog().getByLabel('Meta description').fill('Pet care franchises in the UK.');
    await dialog().getByRole('button', { name: 'Add FAQ' }).click();
    await dialog().getByLabel('Question 1').fill('Do I need experience?');
    await dialog().getByLabel('Answer 1').fill('No, full training is given.');
    await dialog().getByRole('button', { name: 'Add FAQ' }).click();
    await dialog().getByLabel('Question 2').fill('Half a pair is not saved');
    expect(await violations(page)).toEqual([]);
    await dialog().getByRole('button', { name: 'Save Article' }).click();
    await expect(dialog()).toBeHidden();
    await expect(page.getByText(`Article for "${name}" saved`)).toBeVisible();
    await expect(tree().getByRole('listitem', { name }).getByText('Article', { exact: true }).first()).toBeVisible();

    const [article] = await sql<{ title: string; content: string; meta_title: string; faqs: { question: string }[] }>(
      `SELECT title, content, meta_title, faqs FROM category_articles WHERE category_id = $1`,
      [categoryId],
    );
    expect(article).toMatchObject({ title: 'Caring for pets as a business', meta_title: 'Caring for pets as a business' });
    expect(article.content).toBe(
      '<h2>Why pet care</h2><p>Owners want <strong>trusted</strong> help.</p><ul><li><p>Walking</p></li><li><p>Sitting</p></li></ul>',
    );
    expect(article.faqs).toEqual([{ question: 'Do I need experience?', answer: 'No, full training is given.' }]);
  });
  await test.step('renames it, and the public site shows the new name and the article without a reload', async () => {
    const main = tree().getByRole('listitem', { name });
    await main.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(dialog().getByRole('combobox', { name: 'Parent category' })).toHaveCount(0);
    await dialog().getByLabel('Category name').fill('   ');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await expect(dialog().getByText('Category name is required')).toBeVisible();
    await dialog().getByLabel('Category name').fill(` ${renamed} `);
    await dialog().getByRole('button', { name: 'Save' }).click();
    await expect(dialog()).toBeHidden();
    await expect(tree().getByRole('listitem', { name: renamed }).getByRole('heading', { name: renamed })).toBeVisible();

    // The category's own page, reached in the app.
    await tree().getByRole('listitem', { name: renamed }).getByRole('link', { name: renamed }).click();
    await expect(page).toHaveURL(`/category/${categoryId}`);
    await expect(page.getByRole('heading', { name: 'Caring for pets as a business' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why pet care' })).toBeVisible();
    await expect(page.getByText('Do I need experience?')).toBeVisible();
    await expect(page.getByText('Half a pair is not saved')).toHaveCount(0);
    // The header's menu was loaded (at sign-in) before the category existed.
    await page.getByRole('banner').getByRole('button', { name: 'Categories' }).click();
    await expect(page.getByRole('menu', { name: 'Categories' }).getByRole('menuitem', { name: renamed })).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
  await test.step('deletes it after confirmation, and it leaves the public site', async () => {
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
    const main = tree().getByRole('listitem', { name: renamed });
    await main.getByRole('button', { name: `Delete ${renamed}` }).click();
    await expect(dialog().getByText('Are you sure you want to delete this category?')).toBeVisible();
    await expect(dialog()).toContainText('its 1 subcategory and its article will be removed');
    // Cancel has focus first and keeps the category.
    await expect(dialog().getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await expect(main).toBeVisible();

    await main.getByRole('button', { name: `Delete ${renamed}` }).click();
    await dialog().getByRole('button', { name: 'Delete' }).click();
    await expect(dialog()).toBeHidden();
    await expect(page.getByText(`Category "${renamed}" deleted with its subcategories`)).toBeVisible();
    await expect(tree().getByRole('listitem', { name: renamed })).toHaveCount(0);
    const [left] = await sql<{ n: number }>(
      `SELECT (SELECT count(*) FROM franchise_categories WHERE id = $1 OR parent_id = $1)::int
          + (SELECT count(*) FROM category_articles WHERE category_id = $1)::int AS n`,
      [categoryId],
    );
    expect(left.n).toBe(0);

    // /categories and the header menu, reached in the app, no longer list it.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Categories', exact: true }).click();
    await expect(page).toHaveURL('/categories');
    await expect(page.getByRole('heading', { name: 'Food & Drink' })).toBeVisible();
    await expect(page.getByText(renamed)).toHaveCount(0);
    await page.getByRole('banner').getByRole('button', { name: 'Categories' }).click();
    await expect(page.getByRole('menu', { name: 'Categories' }).getByRole('menuitem').first()).toBeVisible();
    await expect(page.getByRole('menu', { name: 'Categories' }).getByRole('menuitem', { name: renamed })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
  await page.context().close();
});
