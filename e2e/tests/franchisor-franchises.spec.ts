import { expect, test, type Page } from '../support/test';
import { signInThroughUi } from '../support/auth';
import { sql, suffix } from '../support/db';
import { demo } from '../support/demo-accounts';

// One journey, one test: add, see it pending, preview, edit; each part a step. It needs no other test.
test.describe.configure({ timeout: 180_000 });

// Small generated files: a valid 1x1 PNG and a minimal PDF (the server checks both by content).
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** A real one-page PDF: the server parses brochures and refuses what only starts with %PDF. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: png });

const name = `Bean Scene ${suffix()}`;
const renamed = `${name} Renamed`;
let page: Page;
let franchiseId: string;

test('a franchisor adds a franchise, sees it pending, previews it and edits it', async ({ browser }) => {
  page = await browser.newPage();
  await signInThroughUi(page, 'franchisor', demo.franchisor.email, demo.franchisor.password);
  await expect(page).toHaveURL('/franchisor/dashboard');
  await test.step('adds a franchise with an image, a gallery and a brochure; it is saved pending', async () => {
    await page.getByRole('navigation', { name: 'Franchisor Portal' }).getByRole('link', { name: 'Add Franchise' }).click();
    await expect(page.getByRole('heading', { name: 'Add New Franchise', level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('UK');

    // Saving empty shows the rules by field.
    await page.getByRole('button', { name: 'Save Franchise' }).click();
    await expect(page.getByText('Franchise name is required')).toBeVisible();
    await expect(page.getByText('Please select at least one main category for your franchise.')).toBeVisible();
    await expect(page.getByText('Main image is required')).toBeVisible();

    await page.getByLabel('Franchise Name').fill(name);
    await page.getByRole('combobox', { name: 'Location' }).fill('manch');
    await expect(page.getByRole('option', { name: /^Manchester/ })).toBeVisible();
    // The suggestions arriving must not put back the chosen place's name over what was typed.
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('manch');
    await page.getByRole('option', { name: /^Manchester/ }).click();
    // Areas: the whole UK by default; a region replaces it, a town goes beside the region.
    const areas = page.getByRole('combobox', { name: 'Areas Covered' });
    await expect(page.getByRole('button', { name: 'Anywhere in the UK' })).toBeVisible();
    await areas.fill('north w');
    await page.getByRole('option', { name: /^North West/ }).click();
    await expect(page.getByRole('button', { name: 'Anywhere in the UK' })).toHaveCount(0);
    await areas.fill('leeds');
    await page.getByRole('option', { name: /^Leeds/ }).click();
    await expect(page.getByRole('button', { name: 'North West' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Leeds' })).toBeVisible();
    await page.getByLabel('Short Description').fill('Speciality coffee bars on busy high streets.');
    await page.getByLabel('Long Description').fill('Everything about running one of our coffee bars.');
    await page.getByLabel('Investment Amount').fill('85000');
    // The requirements enquiries are screened against (issue 29): the areas above and the minimum liquid capital.
    await page.getByLabel('Minimum liquid capital').fill('40000');

    await expect(page.getByRole('combobox', { name: 'Subcategory (optional)' })).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('combobox', { name: 'Main category' }).click();
    await page.getByRole('option', { name: 'Food & Drink' }).click();
    await page.getByRole('combobox', { name: 'Subcategory (optional)' }).click();
    await page.getByRole('option', { name: 'Coffee & Cafés' }).click();

    await page.getByLabel('Main image file').setInputFiles(image('main.png'));
    await expect(page.getByRole('img', { name: 'Main image preview' })).toBeVisible();
    await page.getByLabel('Gallery image files').setInputFiles([image('one.png'), image('two.png')]);
    await expect(page.getByRole('img', { name: /^Gallery image \d$/ })).toHaveCount(2);
    await page.getByLabel('Brochure file').setInputFiles(image('not-a-brochure.png'));
    await expect(page.getByText('Please upload a PDF file for the brochure')).toBeVisible();
    await page.getByLabel('Brochure file').setInputFiles({ name: 'brochure.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByText('Please upload a PDF file for the brochure')).toBeHidden();

    const faq = page.getByRole('listitem', { name: 'FAQ 1' });
    await faq.getByLabel('Question').fill('How long is the training?');
    await faq.getByLabel('Answer').fill('Two weeks at our academy.');

    await page.getByRole('button', { name: 'Save Franchise' }).click();
    await expect(page).toHaveURL('/franchisor/dashboard');

    const [row] = await sql<{
      id: string;
      status: string;
      location: string;
      areas: string[];
      brochure_url: string;
      gallery: number;
      capital: string;
    }>(
      `SELECT f.id, f.status, f.location, f.areas, d.brochure_url, d.minimum_liquid_capital AS capital,
            (SELECT count(*)::int FROM franchise_gallery g WHERE g.franchise_id = f.id) AS gallery
     FROM franchises f JOIN franchise_details d ON d.franchise_id = f.id WHERE f.name = $1`,
      [name],
    );
    expect(row.areas).toEqual(['region:North West', expect.stringMatching(/^town:\d+$/)]);
    expect(row).toMatchObject({
      status: 'pending',
      location: 'Manchester',
      gallery: 2,
      capital: '40000.00',
      brochure_url: expect.stringMatching(/^\/uploads\/brochures\/.+\.pdf$/),
    });
    franchiseId = row.id;
  });
  await test.step('shows it pending in My Franchises, and previews it', async () => {
    await page.getByRole('navigation', { name: 'Franchisor Portal' }).getByRole('link', { name: 'My Franchises' }).click();
    const listing = page.getByRole('row', { name: new RegExp(name) });
    await expect(listing.getByText('Pending')).toBeVisible();
    await expect(listing).toContainText('Food & Drink');
    await listing.getByRole('link', { name: `Preview ${name}` }).click();
    await expect(page).toHaveURL(`/franchisor/franchise/${franchiseId}/preview`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText(/waiting for review/)).toBeVisible();
  });
  await test.step('edits it: asks before leaving unsaved changes, then saves and goes back to My Franchises', async () => {
    // Reached in the app (not by address), so the browser's Back below stays within it.
    await page.getByRole('navigation', { name: 'Franchisor Portal' }).getByRole('link', { name: 'My Franchises' }).click();
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(`/franchisor/franchise/${franchiseId}/edit`);
    await expect(page.getByLabel('Franchise Name')).toHaveValue(name);
    // On edit the subcategories are checkboxes under the main category.
    await expect(page.getByRole('checkbox', { name: 'Coffee & Cafés' })).toBeChecked();
    await expect(page.getByRole('img', { name: /^Gallery image \d$/ })).toHaveCount(2);

    await page.getByLabel('Franchise Name').fill(renamed);
    await page.getByRole('checkbox', { name: 'Bakery & Desserts' }).check();
    await page.getByRole('navigation', { name: 'Franchisor Portal' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(`/franchisor/franchise/${franchiseId}/edit`);
    // The browser's Back button asks too, and staying keeps the page and its changes where they were.
    await page.evaluate(() => history.back());
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(`/franchisor/franchise/${franchiseId}/edit`);
    await expect(page.getByLabel('Franchise Name')).toHaveValue(renamed);

    await page.getByRole('button', { name: 'Remove gallery image 1' }).click();

    // Key facts: a year in the future is refused with its message before anything is sent.
    await page.getByLabel('Year founded').fill(String(new Date().getFullYear() + 1));
    await page.getByLabel('Number of outlets').fill('38');
    await page.getByLabel('Management fee or royalty').fill('7% of turnover');
    await page.getByRole('combobox', { name: 'Finance available' }).click();
    await page.getByRole('option', { name: 'Yes' }).click();
    await page.getByRole('button', { name: 'Save Franchise' }).click();
    await expect(page.getByText(`Year founded must be between 1800 and ${new Date().getFullYear()}`)).toBeVisible();
    await page.getByLabel('Year founded').fill('2014');

    await page.getByRole('button', { name: 'Save Franchise' }).click();
    await expect(page).toHaveURL('/franchisor/franchises');
    expect(
      await sql('SELECT year_founded, outlets, royalty_fee, finance_available FROM franchise_details WHERE franchise_id = $1', [franchiseId]),
    ).toEqual([{ year_founded: 2014, outlets: 38, royalty_fee: '7% of turnover', finance_available: true }]);
    const listing = page.getByRole('row', { name: new RegExp(renamed) });
    await expect(listing.getByText('Pending')).toBeVisible();
    await expect(listing).toContainText('Bakery & Desserts');
    const [{ gallery }] = await sql<{ gallery: number }>('SELECT count(*)::int AS gallery FROM franchise_gallery WHERE franchise_id = $1', [
      franchiseId,
    ]);
    expect(gallery).toBe(1);
  });
  await page.close();
});
