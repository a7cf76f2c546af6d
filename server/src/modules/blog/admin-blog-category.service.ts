import { isUUID } from 'class-validator';
import type { DataSource, EntityManager } from 'typeorm';
import { badInput, notFound } from '../../common/errors';
import { AuditAction, AuditTarget, type AuditService } from '../audit/audit.service';
import { type BlogCategoryInput, BlogMessages as M } from './admin-blog.inputs';
import { AdminBlogCategory } from './admin-blog.types';
import type { UnitOfWork } from '../../common/unit-of-work';

/** Writes to blog category names take this lock first, so two same-named adds cannot both pass the check. */
const NAMES_LOCK = `SELECT pg_advisory_xact_lock(hashtext('blog_categories'))`;

/**
 * Blog categories for the admin screen: add, rename and delete. Deleting a category leaves its posts
 * without one (the foreign key sets it to null); the public site shows them as 'Uncategorized'.
 */
export class AdminBlogCategoryService {
  constructor(
    private readonly ds: DataSource,
    private readonly work: UnitOfWork,
    private readonly audit: AuditService,
  ) {}

  /** Every blog category by name with its post count (drafts included), in one statement. */
  async list(): Promise<AdminBlogCategory[]> {
    return this.ds.query<AdminBlogCategory[]>(
      `SELECT c.id, c.name, c.created_at AS "createdAt", count(p.id)::int AS "postCount"
       FROM blog_categories c LEFT JOIN posts p ON p.category_id = c.id
       GROUP BY c.id ORDER BY lower(c.name), c.name, c.id`,
    );
  }

  async create(adminId: string, input: BlogCategoryInput): Promise<AdminBlogCategory> {
    const name = input.name.trim();
    return this.work.run(async (em) => {
      await em.query(NAMES_LOCK);
      await this.checkNameFree(em, name, null);
      const [row]: AdminBlogCategory[] = await em.query(
        `INSERT INTO blog_categories (name) VALUES ($1) RETURNING id, name, created_at AS "createdAt", 0 AS "postCount"`,
        [name],
      );
      await this.record(em, adminId, AuditAction.CREATE, row.id, { name });
      return row;
    });
  }

  async rename(adminId: string, id: string, input: BlogCategoryInput): Promise<AdminBlogCategory> {
    const name = input.name.trim();
    return this.work.run(async (em) => {
      await em.query(NAMES_LOCK);
      const current = await this.find(em, id);
      if (!current) throw notFound(M.categoryNotFound);
      if (current.name !== name) {
        await this.checkNameFree(em, name, id);
        await em.query(`UPDATE blog_categories SET name = $2 WHERE id = $1`, [id, name]);
        await this.record(em, adminId, AuditAction.UPDATE, id, { from: current.name, to: name });
      }
      return { ...current, name };
    });
  }

  /** Deletes the category; its posts stay, without a category. Returns the deleted id. */
  async delete(adminId: string, id: string): Promise<string> {
    return this.work.run(async (em) => {
      const current = await this.find(em, id);
      if (!current) throw notFound(M.categoryNotFound);
      await em.query(`DELETE FROM blog_categories WHERE id = $1`, [id]);
      await this.record(em, adminId, AuditAction.DELETE, id, { name: current.name, posts: current.postCount });
      return id;
    });
  }

  private async find(em: EntityManager, id: string): Promise<AdminBlogCategory | null> {
    if (!isUUID(id)) return null;
    const [row]: AdminBlogCategory[] = await em.query(
      `SELECT c.id, c.name, c.created_at AS "createdAt", (SELECT count(*)::int FROM posts p WHERE p.category_id = c.id) AS "postCount"
       FROM blog_categories c WHERE c.id = $1 FOR UPDATE`,
      [id],
    );
    return row ?? null;
  }

  /** Names are unique in any case: 'News' and 'news' would be the same category to a reader. */
  private async checkNameFree(em: EntityManager, name: string, exceptId: string | null) {
    const [taken]: unknown[] = await em.query(
      `SELECT 1 FROM blog_categories WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2::uuid LIMIT 1`,
      [name, exceptId],
    );
    if (taken) throw badInput(M.categoryNameTaken, 'name');
  }

  private record(em: EntityManager, adminId: string, action: string, id: string, detail: Record<string, unknown>) {
    return this.audit.record(em, { actorId: adminId, action, targetType: AuditTarget.BLOG_CATEGORY, targetId: id, detail });
  }
}
