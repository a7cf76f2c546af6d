import { isUUID } from 'class-validator';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError, ErrorCode, badInput, notFound } from '../../common/errors';
import { htmlToText, sanitizeHtml } from '../../common/html';
import { logger } from '../../common/logger';
import { AuditAction, AuditTarget, type AuditService } from '../audit/audit.service';
import { CategoryArticle } from './category-article.entity';
import { type CategoryArticleInput, CategoryMessages as M, type CreateCategoryInput, type UpdateCategoryInput } from './admin-category.inputs';
import type { AdminCategory, AdminCategoryArticle, DeletedCategory } from './admin-category.types';
import { PUBLIC_FRANCHISE } from './public-rules';
import type { UnitOfWork } from '../../common/unit-of-work';

/** A category's own columns, as AdminCategory names them. */
type CategoryRow = Pick<AdminCategory, 'id' | 'name' | 'parentId' | 'createdAt'>;
const CATEGORY_COLUMNS = `id, name, parent_id AS "parentId", created_at AS "createdAt"`;

/** Every write to the tree takes this transaction lock first, so sibling-name checks cannot race. */
const TREE_LOCK = `SELECT pg_advisory_xact_lock(hashtext('franchise_categories'))`;

const trimOrNull = (value: string | null | undefined): string | null => value?.trim() || null;

const toAdminArticle = (a: CategoryArticle): AdminCategoryArticle => ({
  id: a.id,
  categoryId: a.categoryId,
  title: a.title,
  content: sanitizeHtml(a.content),
  metaTitle: a.metaTitle || a.title,
  metaDescription: a.metaDescription,
  keywords: a.keywords,
  faqs: a.faqs.map((f) => ({ question: f.question, answer: f.answer })),
  updatedAt: a.updatedAt,
});

/** A failed delete step: its message from the spec's catalogue; the database's own error is logged only. */
class DeleteStepError extends AppError {
  constructor(message: string) {
    super(message, ErrorCode.CONFLICT);
  }
}

/**
 * The administrators' Categories screen: the tree with counts, create, rename, delete (with everything that
 * hangs off the category, in one transaction) and the article per category. Every change writes an audit
 * entry in its own transaction. The public pages read the tables directly and the cached counts follow
 * catalogue_version (bumped by triggers on categories and mappings), so they show a change at once.
 */
export class AdminCategoryService {
  constructor(
    private readonly ds: DataSource,
    private readonly work: UnitOfWork,
    private readonly audit: AuditService,
  ) {}

  /** Main categories by name, each with its subcategories by name: one statement for the whole tree. */
  async tree(em: EntityManager = this.ds.manager): Promise<AdminCategory[]> {
    const rows: Omit<AdminCategory, 'children'>[] = await em.query(
      `WITH listed AS (
         SELECT m.category_id, m.franchise_id FROM franchise_category_mappings m
         UNION ALL
         SELECT c.parent_id, m.franchise_id FROM franchise_category_mappings m
           JOIN franchise_categories c ON c.id = m.category_id AND c.parent_id IS NOT NULL
       ), counts AS (
         SELECT listed.category_id,
                count(DISTINCT listed.franchise_id)::int AS listing_count,
                (count(DISTINCT listed.franchise_id) FILTER (WHERE ${PUBLIC_FRANCHISE}))::int AS franchise_count
         FROM listed JOIN franchises f ON f.id = listed.franchise_id
         GROUP BY listed.category_id
       )
       SELECT c.id, c.name, c.parent_id AS "parentId", c.created_at AS "createdAt",
              coalesce(counts.franchise_count, 0) AS "franchiseCount",
              coalesce(counts.listing_count, 0) AS "listingCount",
              EXISTS (SELECT 1 FROM category_articles a WHERE a.category_id = c.id) AS "hasArticle"
       FROM franchise_categories c LEFT JOIN counts ON counts.category_id = c.id
       ORDER BY lower(c.name), c.name, c.id`,
    );
    const all: AdminCategory[] = rows.map((row) => ({ ...row, children: [] }));
    const byId = new Map(all.map((c) => [c.id, c]));
    const mains: AdminCategory[] = [];
    for (const c of all) {
      const parent = c.parentId ? byId.get(c.parentId) : undefined;
      if (parent) parent.children.push(c);
      else if (!c.parentId) mains.push(c);
    }
    return mains;
  }

  async create(adminId: string, input: CreateCategoryInput): Promise<AdminCategory> {
    const name = input.name.trim();
    const parentId = input.parentId || null;
    return this.work.run(async (em) => {
      await em.query(TREE_LOCK);
      if (parentId) {
        const parent = await this.find(em, parentId);
        if (!parent) throw badInput(M.categoryNotFound, 'parentId');
        if (parent.parentId) throw badInput(M.parentNotMain, 'parentId');
      }
      await this.checkNameFree(em, name, parentId, null);
      const [row]: CategoryRow[] = await em.query(
        `INSERT INTO franchise_categories (name, parent_id) VALUES ($1, $2) RETURNING ${CATEGORY_COLUMNS}`,
        [name, parentId],
      );
      await this.audit.record(em, {
        actorId: adminId,
        action: AuditAction.CREATE,
        targetType: AuditTarget.CATEGORY,
        targetId: row.id,
        detail: { name, parentId },
      });
      return { ...row, franchiseCount: 0, listingCount: 0, hasArticle: false, children: [] };
    });
  }

  /** Renames a category; where it sits in the tree is fixed at creation. */
  async update(adminId: string, id: string, input: UpdateCategoryInput): Promise<AdminCategory> {
    const name = input.name.trim();
    await this.work.run(async (em) => {
      await em.query(TREE_LOCK);
      const current = await this.find(em, id, true);
      if (!current) throw notFound(M.categoryNotFound);
      if (current.name === name) return;
      await this.checkNameFree(em, name, current.parentId, id);
      await em.query(`UPDATE franchise_categories SET name = $2 WHERE id = $1`, [id, name]);
      await this.audit.record(em, {
        actorId: adminId,
        action: AuditAction.UPDATE,
        targetType: AuditTarget.CATEGORY,
        targetId: id,
        detail: { from: current.name, to: name },
      });
    });
    return this.one(id);
  }

  /**
   * Deletes a category, its subcategories, their articles and every mapping of a listing to any of them, in one
   * transaction: a failed step rolls everything back and answers with that step's message.
   */
  async delete(adminId: string, id: string): Promise<DeletedCategory> {
    return this.work.run(async (em) => {
      await em.query(TREE_LOCK);
      const category = await this.find(em, id, true);
      if (!category) throw notFound(M.categoryNotFound);
      const subcategories: CategoryRow[] = await em.query(
        `SELECT ${CATEGORY_COLUMNS} FROM franchise_categories WHERE parent_id = $1 ORDER BY name FOR UPDATE`,
        [id],
      );
      const ids = [id, ...subcategories.map((s) => s.id)];
      // The original checked the mappings before deleting them; the count goes into the audit entry.
      const mappings = await step(M.checkMappingsFailed, async () => {
        const [{ count }]: { count: number }[] = await em.query(
          `SELECT count(*)::int AS count FROM franchise_category_mappings WHERE category_id = ANY($1::uuid[])`,
          [ids],
        );
        return count;
      });
      const removed = await step(M.deleteMappingsFailed, async () => {
        const [, affected]: [unknown, number] = await em.query(`DELETE FROM franchise_category_mappings WHERE category_id = ANY($1::uuid[])`, [ids]);
        return affected;
      });
      if (subcategories.length > 0) {
        await step(M.deleteSubcategoriesFailed, async () => {
          const subIds = subcategories.map((s) => s.id);
          await em.query(`DELETE FROM category_articles WHERE category_id = ANY($1::uuid[])`, [subIds]);
          await em.query(`DELETE FROM franchise_categories WHERE id = ANY($1::uuid[])`, [subIds]);
        });
      }
      await step(M.deleteCategoryFailed, async () => {
        await em.query(`DELETE FROM category_articles WHERE category_id = $1`, [id]);
        await em.query(`DELETE FROM franchise_categories WHERE id = $1`, [id]);
      });
      const [left]: unknown[] = await em.query(`SELECT 1 FROM franchise_categories WHERE id = ANY($1::uuid[])`, [ids]);
      if (left) throw new DeleteStepError(M.stillExists);
      await this.audit.record(em, {
        actorId: adminId,
        action: AuditAction.DELETE,
        targetType: AuditTarget.CATEGORY,
        targetId: id,
        detail: {
          name: category.name,
          parentId: category.parentId,
          subcategories: subcategories.map((s) => s.name),
          mappings,
          mappingsRemoved: removed,
        },
      });
      return { id, subcategoryIds: subcategories.map((s) => s.id), mappingsRemoved: removed };
    });
  }

  /** The category's article, or null when it has none; 'Category not found' for an unknown category. */
  async article(categoryId: string): Promise<AdminCategoryArticle | null> {
    if (!(await this.find(this.ds.manager, categoryId))) throw notFound(M.categoryNotFound);
    const article = await this.ds.getRepository(CategoryArticle).findOneBy({ categoryId });
    return article && toAdminArticle(article);
  }

  /**
   * Saves the article whole: trimmed texts, sanitised HTML (which must still have text), the meta title
   * defaulting to the title, and only the FAQ pairs with both a question and an answer.
   */
  async saveArticle(adminId: string, categoryId: string, input: CategoryArticleInput): Promise<AdminCategoryArticle> {
    const title = input.title.trim();
    const content = sanitizeHtml(input.content).trim();
    if (!htmlToText(content)) throw badInput(M.contentRequired, 'content');
    const faqs = input.faqs.map((f) => ({ question: f.question.trim(), answer: f.answer.trim() })).filter((f) => f.question && f.answer);
    const values = {
      title,
      content,
      metaTitle: trimOrNull(input.metaTitle) ?? title,
      metaDescription: trimOrNull(input.metaDescription),
      keywords: normaliseKeywords(input.keywords),
      faqs,
    };
    return this.work.run(async (em) => {
      const category = await this.find(em, categoryId, true);
      if (!category) throw notFound(M.categoryNotFound);
      const repo = em.getRepository(CategoryArticle);
      const existing = await repo.findOneBy({ categoryId });
      const saved = await repo.save(Object.assign(existing ?? repo.create({ categoryId }), values));
      await this.audit.record(em, {
        actorId: adminId,
        action: existing ? AuditAction.UPDATE : AuditAction.CREATE,
        targetType: AuditTarget.ARTICLE,
        targetId: saved.id,
        detail: { categoryId, category: category.name, title },
      });
      return toAdminArticle(saved);
    });
  }

  /** One category as the tree shows it (with its subcategories). */
  private async one(id: string): Promise<AdminCategory> {
    for (const main of await this.tree()) {
      if (main.id === id) return main;
      const child = main.children.find((c) => c.id === id);
      if (child) return child;
    }
    throw notFound(M.categoryNotFound);
  }

  private async find(em: EntityManager, id: string, lock = false): Promise<CategoryRow | null> {
    if (!isUUID(id)) return null;
    const [row]: CategoryRow[] = await em.query(`SELECT ${CATEGORY_COLUMNS} FROM franchise_categories WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`, [
      id,
    ]);
    return row ?? null;
  }

  /** Siblings (main categories, or subcategories of one parent) may not share a name, in any case. */
  private async checkNameFree(em: EntityManager, name: string, parentId: string | null, exceptId: string | null) {
    const [taken]: unknown[] = await em.query(
      `SELECT 1 FROM franchise_categories
       WHERE parent_id IS NOT DISTINCT FROM $1::uuid AND lower(name) = lower($2) AND id IS DISTINCT FROM $3::uuid LIMIT 1`,
      [parentId, name, exceptId],
    );
    if (taken) throw badInput(M.nameTaken, 'name');
  }
}

/** 'a, b,,c ' → 'a, b, c'; blank → null. */
function normaliseKeywords(keywords: string | null | undefined): string | null {
  const list = (keywords ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  return list.length > 0 ? list.join(', ') : null;
}

/** Runs one delete step; any failure becomes that step's message, and the transaction rolls back. */
async function step<T>(message: (reason: string) => string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) throw error;
    logger.error(message('database error'), error);
    throw new DeleteStepError(message(M.failureReason));
  }
}
