import { randomBytes } from 'node:crypto';
import { withDb } from './db';

/**
 * Catalogue fixtures written into the browser tests' database (through ./db): the app has no public
 * API for them yet (franchises are created in the franchisor portal and approved in the admin portal).
 * Every fixture is named with its own tag, so tests never depend on each other or on the demo seed.
 */
export const tag = () => randomBytes(3).toString('hex');

export interface SeededFranchise {
  id: string;
  name: string;
}

export interface CatalogueFixture {
  tag: string;
  /** A main category ('zz' so it sorts after real ones) with an article, and one subcategory. */
  category: { id: string; name: string; articleTitle: string };
  subcategory: { id: string; name: string };
  /** An empty main category. */
  emptyCategory: { id: string; name: string };
  /** £40,000, in the main category, at `place`. */
  alpha: SeededFranchise;
  /** £150,000, in the subcategory, at `place`; with photos, an FAQ, a testimonial and a success story. */
  beta: SeededFranchise;
  /** Pending: never public. */
  pending: SeededFranchise;
  place: string;
}

/** Two approved franchises (of the demo franchisor), a pending one, and their categories. */
export async function seedCatalogue(): Promise<CatalogueFixture> {
  const t = tag();
  return withDb(async (db) => {
    await db.query('BEGIN');
    const one = async <R>(sql: string, params: unknown[]) => (await db.query(sql, params)).rows[0] as R;
    const { id: franchisorId } = await one<{ id: string }>(`SELECT id FROM profiles WHERE email = 'franchisor@demo.test'`, []);
    const category = await one<{ id: string; name: string }>(`INSERT INTO franchise_categories (name) VALUES ($1) RETURNING id, name`, [
      `zz E2E Category ${t}`,
    ]);
    const subcategory = await one<{ id: string; name: string }>(
      `INSERT INTO franchise_categories (name, parent_id) VALUES ($1, $2) RETURNING id, name`,
      [`E2E Subcategory ${t}`, category.id],
    );
    const emptyCategory = await one<{ id: string; name: string }>(`INSERT INTO franchise_categories (name) VALUES ($1) RETURNING id, name`, [
      `zz E2E Empty ${t}`,
    ]);
    const articleTitle = `Why choose E2E ${t}?`;
    await db.query(
      `INSERT INTO category_articles (category_id, title, content, meta_title, meta_description, faqs) VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        category.id,
        articleTitle,
        '<p>A <strong>growing</strong> sector.</p><script>window.__pwned = true</script>',
        `E2E ${t} franchises`,
        `Meta description ${t}`,
        JSON.stringify([{ question: `Question ${t}?`, answer: `Answer ${t}.` }]),
      ],
    );
    const place = `Testford ${t}`;
    const franchise = async (name: string, status: string, amount: number, categoryId: string) => {
      const f = await one<SeededFranchise>(
        `INSERT INTO franchises (name, location, franchisor_id, status, approved_at) VALUES ($1, $2, $3, $4, now()) RETURNING id, name`,
        [name, place, franchisorId, status],
      );
      await db.query(`INSERT INTO franchise_details (franchise_id, short_description, long_description, investment_amount) VALUES ($1, $2, $3, $4)`, [
        f.id,
        `Short description of ${name}`,
        `Long description of ${name}.`,
        amount,
      ]);
      await db.query(`INSERT INTO franchise_category_mappings (franchise_id, category_id) VALUES ($1, $2)`, [f.id, categoryId]);
      return f;
    };
    const alpha = await franchise(`Alpha ${t}`, 'approved', 40_000, category.id);
    const beta = await franchise(`Beta ${t}`, 'approved', 150_000, subcategory.id);
    const pending = await franchise(`Pending ${t}`, 'pending', 40_000, category.id);
    // Beta's page has every tab: three photos, an FAQ, a testimonial and a success story.
    const photo = (colour: string) =>
      `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="${colour}"/></svg>`)}`;
    for (const [i, colour] of ['#0b4f6c', '#c8553d', '#2a9d8f'].entries()) {
      await db.query(`INSERT INTO franchise_gallery (franchise_id, image_url, position) VALUES ($1, $2, $3)`, [beta.id, photo(colour), i]);
    }
    await db.query(`INSERT INTO franchise_faqs (franchise_id, question, answer) VALUES ($1, 'Do I need experience?', 'No, training is included.')`, [
      beta.id,
    ]);
    await db.query(
      `INSERT INTO franchise_testimonials (franchise_id, author_name, content) VALUES ($1, 'Priya from Leeds', 'Best decision I made.')`,
      [beta.id],
    );
    await db.query(`INSERT INTO franchise_success_stories (franchise_id, title, content) VALUES ($1, 'Three vans in a year', 'Sam grew fast.')`, [
      beta.id,
    ]);
    await db.query('COMMIT');
    return { tag: t, category: { ...category, articleTitle }, subcategory, emptyCategory, alpha, beta, pending, place };
  });
}

/** A public featured ad (active, paid, ending in 30 days) for a franchise. */
export async function featureFranchise(franchiseId: string): Promise<string> {
  return withDb(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO featured_ads (franchise_id, duration, amount, status, payment_status, start_date, end_date)
       VALUES ($1, '1m', 49, 'active', 'completed', now(), now() + interval '30 days') RETURNING id`,
      [franchiseId],
    );
    return rows[0].id;
  });
}
