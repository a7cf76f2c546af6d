import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { dataDir, sql, suffix } from './db';

/** Blog posts, banners and contact messages for the content tests, written straight into the e2e database. */

const uploadsDir = path.join(dataDir, 'uploads');

export const uniqueName = (prefix: string) => `${prefix} ${suffix()}`;

/** A published blog post (in a new blog category) with a given view count. */
export async function createPublishedPost(props: { title: string; views: number }) {
  const [category] = await sql<{ id: string; name: string }>(`INSERT INTO blog_categories (name) VALUES ($1) RETURNING id, name`, [
    uniqueName('E2E category'),
  ]);
  const [post] = await sql<{ id: string }>(
    `INSERT INTO posts (title, content, author, views, status, category_id)
     VALUES ($1, '<p>Written for a browser test.</p><h2>Costs</h2><p>Plenty of detail.</p>', 'E2E Author', $2, 'published', $3)
     RETURNING id`,
    [props.title, props.views, category.id],
  );
  return { id: post.id, category };
}

/** A 1x1 PNG, enough for an image the browser can load. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A live main banner ad (active, paid, ending in 30 days) with a real image under /uploads. */
export async function createMainBanner(targetUrl: string) {
  const key = `banner-ads/e2e-${randomBytes(6).toString('hex')}.png`;
  fs.mkdirSync(path.join(uploadsDir, 'banner-ads'), { recursive: true });
  fs.writeFileSync(path.join(uploadsDir, key), PNG);
  await sql(
    `INSERT INTO stored_files (storage_key, original_name, mime_type, size_bytes, visibility) VALUES ($1, 'banner.png', 'image/png', $2, 'public')`,
    [key, PNG.length],
  );
  const [banner] = await sql<{ id: string }>(
    `INSERT INTO banner_ads (image_url, target_url, banner_type, status, payment_status, start_date, end_date)
     VALUES ($1, $2, 'main', 'active', 'completed', now() - interval '1 day', now() + interval '30 days') RETURNING id`,
    [`/uploads/${key}`, targetUrl],
  );
  return banner.id;
}

export const contactMessagesFrom = (email: string) =>
  sql<{ subject: string; message: string }>(`SELECT subject, message FROM contact_messages WHERE email = $1`, [email]);
