import { isUUID } from 'class-validator';
import type DataLoader from 'dataloader';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError, ErrorCode, Messages, badInput, notFound } from '../../common/errors';
import { htmlToText, sanitizeHtml } from '../../common/html';
import { containsPattern } from '../../common/like-pattern';
import { AuditAction, AuditTarget, type AuditService } from '../audit/audit.service';
import { FileVisibility } from '../files/stored-file.entity';
import { type FileUpload, MAX_IMAGE_PIXELS, type StagedFile, UploadService, type UploadRules } from '../files/upload.service';
import { type AdminPostsFilter, BLOG_LIMITS, BlogMessages as M, type BlogPostInput } from './admin-blog.inputs';
import { AdminBlogPost, AdminBlogPostDetail, PostsStatusChange } from './admin-blog.types';
import { PostStatus } from './blog.enums';
import { type PostCard, renderShortcodes, shortcodeFor } from './shortcodes';
import type { UnitOfWork } from '../../common/unit-of-work';

/** Spec 02 section 5: the featured image must be an image; it is re-encoded (metadata dropped) and capped in size. */
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_MAX_SIDE = 1920;
/** More ids than a page holds in one bulk action is not something the screen sends. */
const MAX_BULK = 500;

const imageRules = (adminId: string): UploadRules => ({
  kinds: ['image'],
  maxBytes: IMAGE_MAX_BYTES,
  folder: 'blog-images',
  visibility: FileVisibility.PUBLIC,
  ownerId: adminId,
  messages: { wrongType: M.selectImageFile, tooLarge: M.imageTooLarge, unreadable: M.invalidImageFile },
  maxPixels: { pixels: MAX_IMAGE_PIXELS, message: Messages.imageTooManyPixels },
  reencode: { maxSide: IMAGE_MAX_SIDE },
});

/** The columns of an AdminBlogPost, as it names them. `p` is posts, `c` its blog category. */
const COLUMNS = `p.id, p.title, p.author, p.category_id AS "categoryId", c.name AS "categoryName", p.image_url AS "imageUrl",
  p.status, p.views, p.shortcode, p.created_at AS "createdAt", p.published_at AS "publishedAt", p.updated_at AS "updatedAt"`;

/** The post as the editor loads it: its body sanitised, the title standing in for a missing meta title. */
const toDetail = (r: AdminBlogPostDetail): AdminBlogPostDetail => ({ ...r, content: sanitizeHtml(r.content), metaTitle: r.metaTitle || r.title });

const trimOrNull = (value: string | null | undefined): string | null => value?.trim() || null;

/** 'a, b,,c ' → 'a, b, c'; blank → null. */
const normaliseKeywords = (keywords: string | null | undefined): string | null =>
  (keywords ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
    .join(', ') || null;

/**
 * The published_at a post gets with a status: set the first time it is published, kept afterwards. `status` is
 * a parameter cast to post_status (the same cast everywhere, or PostgreSQL cannot settle the parameter's type).
 */
const PUBLISHED_AT = (status: string) => `CASE WHEN ${status} = 'published' THEN coalesce(published_at, now()) ELSE published_at END`;

/**
 * The administrators' blog: every post (drafts too), the editor's saves, bulk delete and publish, shortcodes.
 * Every write stores sanitised HTML and writes an audit entry in its transaction.
 */
export class AdminBlogService {
  constructor(
    private readonly ds: DataSource,
    private readonly work: UnitOfWork,
    private readonly audit: AuditService,
    private readonly uploads: UploadService,
  ) {}

  /** Newest first; free text matches the title, read through its trigram index. */
  async list(filter: AdminPostsFilter, offset: number, limit: number): Promise<[AdminBlogPost[], number]> {
    const search = filter.search?.trim().toLowerCase() || null;
    const params = [filter.status ?? null, search && containsPattern(search)];
    const where = `($1::post_status IS NULL OR p.status = $1) AND ($2::text IS NULL OR lower(p.title) LIKE $2)`;
    const [rows, [{ total }]] = await Promise.all([
      this.ds.query<AdminBlogPost[]>(
        `SELECT ${COLUMNS} FROM posts p LEFT JOIN blog_categories c ON c.id = p.category_id
         WHERE ${where} ORDER BY p.created_at DESC, p.id DESC LIMIT $3 OFFSET $4`,
        [...params, limit, offset],
      ),
      this.ds.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM posts p WHERE ${where}`, params),
    ]);
    return [rows, total];
  }

  /** A post for the editor; 'Blog post not found' for unknown ids. */
  async get(id: string): Promise<AdminBlogPostDetail> {
    const row = await this.find(this.ds.manager, id);
    if (!row) throw notFound(M.postNotFound);
    return toDetail(row);
  }

  /** Add New Blog Post: checks every field, then the image by its bytes; a refusal writes nothing. */
  async create(adminId: string, input: BlogPostInput, image: Promise<FileUpload> | null): Promise<AdminBlogPostDetail> {
    const values = await this.values(input);
    return this.withImage(adminId, image, async (em, imageUrl) => {
      const [{ id }]: { id: string }[] = await em.query(
        `INSERT INTO posts (title, author, category_id, content, meta_title, meta_description, keywords, status, image_url, published_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::post_status, $9, CASE WHEN $8::post_status = 'published' THEN now() END)
         RETURNING id`,
        [...values, imageUrl],
      );
      await this.record(em, adminId, AuditAction.CREATE, id, { title: values[0], status: input.status });
      return id;
    });
  }

  /** Saves the editor's form over the post; a new image replaces the old, `removeImage` clears it. */
  async update(adminId: string, id: string, input: BlogPostInput, image: Promise<FileUpload> | null): Promise<AdminBlogPostDetail> {
    if (!isUUID(id) || !(await this.find(this.ds.manager, id))) throw notFound(M.postNotFound);
    const values = await this.values(input);
    return this.withImage(adminId, image, async (em, imageUrl) => {
      const updated: { id: string }[] = await em.query(
        `UPDATE posts SET title = $2, author = $3, category_id = $4, content = $5, meta_title = $6, meta_description = $7,
           keywords = $8, status = $9::post_status, published_at = ${PUBLISHED_AT('$9::post_status')},
           image_url = CASE WHEN $10::text IS NOT NULL THEN $10 WHEN $11 THEN NULL ELSE image_url END,
           updated_at = now()
         WHERE id = $1 RETURNING id`,
        [id, ...values, imageUrl, input.removeImage],
      );
      if (updated.length === 0) throw notFound(M.postNotFound);
      await this.record(em, adminId, AuditAction.UPDATE, id, { title: values[0], status: input.status });
      return id;
    });
  }

  /** Deletes the selected posts (with their view records), all or none. */
  async delete(adminId: string, ids: string[]): Promise<string[]> {
    return this.work.run(async (em) => {
      const posts = await this.lockSelected(em, ids);
      await em.query(`DELETE FROM posts WHERE id = ANY($1::uuid[])`, [posts.map((p) => p.id)]);
      for (const p of posts) await this.record(em, adminId, AuditAction.DELETE, p.id, { title: p.title });
      return posts.map((p) => p.id);
    });
  }

  /**
   * Publish/Unpublish Selected: the first selected post decides the direction (published becomes draft,
   * anything else published), and every selected post gets that status.
   */
  async toggleStatus(adminId: string, ids: string[]): Promise<PostsStatusChange> {
    return this.work.run(async (em) => {
      const selected = await this.lockSelected(em, ids);
      const first = selected.find((p) => p.id === ids[0].toLowerCase())!;
      const status = first.status === PostStatus.PUBLISHED ? PostStatus.DRAFT : PostStatus.PUBLISHED;
      const changed = selected.filter((p) => p.status !== status).map((p) => p.id);
      await em.query(
        `UPDATE posts SET status = $2::post_status, published_at = ${PUBLISHED_AT('$2::post_status')}, updated_at = now()
         WHERE id = ANY($1::uuid[])`,
        [changed, status],
      );
      for (const id of changed) await this.record(em, adminId, AuditAction.UPDATE, id, { status });
      const posts: AdminBlogPost[] = await em.query(
        `SELECT ${COLUMNS} FROM posts p LEFT JOIN blog_categories c ON c.id = p.category_id
         WHERE p.id = ANY($1::uuid[]) ORDER BY p.created_at DESC, p.id DESC`,
        [selected.map((p) => p.id)],
      );
      return { status, posts };
    });
  }

  /** The post's shortcode: made and stored on the first copy, the same one on every copy after. */
  async shortcode(id: string): Promise<AdminBlogPost> {
    if (!isUUID(id)) throw notFound(M.postNotFound);
    // The id as stored (lower case), whatever the case it was asked with.
    await this.work.run((em) =>
      em.query(`UPDATE posts SET shortcode = $2 WHERE id = $1 AND shortcode IS NULL`, [id, shortcodeFor(id.toLowerCase())]),
    );
    const row = await this.find(this.ds.manager, id);
    if (!row) throw notFound(M.postNotFound);
    return row;
  }

  /** The body as the public page would show it: sanitised, shortcodes expanded. Nothing is saved. */
  preview(html: string, cards: DataLoader<string, PostCard | null>): Promise<string> {
    return renderShortcodes(sanitizeHtml(html), cards);
  }

  /** Checked and normalised column values, in the order the INSERT and UPDATE above take them. */
  private async values(input: BlogPostInput) {
    const title = input.title.trim();
    const content = sanitizeHtml(input.content).trim();
    if (!htmlToText(content)) throw badInput(M.contentRequired, 'content');
    const categoryId = input.categoryId || null;
    if (categoryId) {
      const [found]: unknown[] = await this.ds.query(`SELECT 1 FROM blog_categories WHERE id = $1`, [categoryId]);
      if (!found) throw badInput(M.categoryNotFound, 'categoryId');
    }
    // Tidying adds a space after each comma ('a,b' → 'a, b'), so keywords within the limit as typed can
    // outgrow their column: check what is stored.
    const keywords = normaliseKeywords(input.keywords);
    if (keywords && keywords.length > BLOG_LIMITS.keywords) {
      throw badInput(Messages.tooLong('Keywords', BLOG_LIMITS.keywords), 'keywords');
    }
    return [
      title,
      input.author.trim(),
      categoryId,
      content,
      trimOrNull(input.metaTitle) ?? title,
      trimOrNull(input.metaDescription),
      keywords,
      input.status,
    ] as const;
  }

  /**
   * Stages the image (if any), then runs `write` with its public URL in one transaction with the file's record.
   * A refused image writes nothing; a staged image whose transaction fails is removed.
   */
  private async withImage(
    adminId: string,
    image: Promise<FileUpload> | null,
    write: (em: EntityManager, imageUrl: string | null) => Promise<string>,
  ): Promise<AdminBlogPostDetail> {
    const staged: StagedFile | null = image ? await this.uploads.stage(image, imageRules(adminId)) : null;
    try {
      const id = await this.work.run(async (em) => {
        const imageUrl = staged ? UploadService.publicUrl(await this.uploads.record(em, staged)) : null;
        return write(em, imageUrl);
      });
      return this.get(id);
    } catch (error) {
      if (staged) await this.uploads.discard([staged]);
      // A category deleted between the check and the write.
      if ((error as { code?: string }).code === '23503') throw badInput(M.categoryNotFound, 'categoryId');
      throw error;
    }
  }

  /** The selected posts, locked; every id must still exist. */
  private async lockSelected(em: EntityManager, ids: string[]): Promise<{ id: string; title: string; status: PostStatus }[]> {
    const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
    if (unique.length === 0) throw badInput(M.selectPosts);
    if (unique.length > MAX_BULK || !unique.every((id) => isUUID(id))) throw new AppError(M.postsNotFound, ErrorCode.NOT_FOUND);
    const posts: { id: string; title: string; status: PostStatus }[] = await em.query(
      `SELECT id, title, status FROM posts WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`,
      [unique],
    );
    if (posts.length !== unique.length) throw new AppError(M.postsNotFound, ErrorCode.NOT_FOUND);
    return posts;
  }

  private async find(em: EntityManager, id: string): Promise<AdminBlogPostDetail | null> {
    if (!isUUID(id)) return null;
    const [row]: AdminBlogPostDetail[] = await em.query(
      `SELECT ${COLUMNS}, p.content, p.meta_title AS "metaTitle", p.meta_description AS "metaDescription", p.keywords
       FROM posts p LEFT JOIN blog_categories c ON c.id = p.category_id WHERE p.id = $1`,
      [id],
    );
    return row ?? null;
  }

  private record(em: EntityManager, adminId: string, action: string, id: string, detail: Record<string, unknown>) {
    return this.audit.record(em, { actorId: adminId, action, targetType: AuditTarget.POST, targetId: id, detail });
  }
}
