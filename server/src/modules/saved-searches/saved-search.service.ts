import { isUUID } from 'class-validator';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { Messages, badInput, notFound } from '../../common/errors';
import { hashToken } from '../../common/tokens';
import { Category } from '../catalogue/category.entity';
import { SavedSearch } from './saved-search.entity';
import { ALERT_INTERVAL_MS, MAX_SAVED_SEARCHES, SearchAlert } from './saved-search.enums';
import type { SaveSearchInput } from './saved-search.inputs';
import type { ConsentService } from '../consents/consent.service';
import { alertOffText, alertOnText, optInText } from '../consents/consent-text';
import { ConsentAction, ConsentPath } from '../consents/consents.enums';
import type { UnitOfWork } from '../../common/unit-of-work';

const frequency = (alert: SearchAlert) => (alert === SearchAlert.DAILY ? 'daily' : 'weekly');

/** When an alert switched on (or changed) next looks: one interval from now; null without an alert. */
const nextAlert = (alert: SearchAlert) => {
  const interval = ALERT_INTERVAL_MS[alert];
  return interval === null ? null : new Date(Date.now() + interval);
};

/**
 * A customer's saved searches: save, list, change the alert, delete; and the unsubscribe link's one action. An alert
 * is marketing (issue 41): switching one on records the consent, switching it off, deleting its search or using an
 * e-mail's unsubscribe link records the withdrawal, each in the same transaction as the change.
 */
export class SavedSearchService {
  constructor(
    private readonly ds: DataSource,
    private readonly work: UnitOfWork,
    private readonly consents: ConsentService,
  ) {}

  list(customerId: string): Promise<SavedSearch[]> {
    return this.ds.getRepository(SavedSearch).find({ where: { customerId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async save(customerId: string, input: SaveSearchInput): Promise<SavedSearch> {
    const f = input.filters;
    const categoryIds = [f.categoryId, f.subcategoryId].filter((id): id is string => Boolean(id));
    if (categoryIds.length > 0) {
      const found = await this.ds.getRepository(Category).countBy({ id: In(categoryIds) });
      if (found !== new Set(categoryIds).size) throw badInput(Messages.categoryNotFound, 'filters.categoryId');
    }
    return this.work.run(async (m) => {
      // Counted under a lock on the customer's row, so two saves at once cannot pass the limit together.
      await m.query(`SELECT 1 FROM profiles WHERE id = $1 FOR UPDATE`, [customerId]);
      if ((await m.getRepository(SavedSearch).countBy({ customerId })) >= MAX_SAVED_SEARCHES) {
        throw badInput(Messages.tooManySavedSearches);
      }
      const saved = await this.create(m, {
        customerId,
        name: input.name.trim(),
        text: f.text?.trim() || null,
        categoryId: f.categoryId || null,
        subcategoryId: f.subcategoryId || null,
        location: f.location?.trim() || null,
        investment: f.investment ?? null,
        sort: f.sort,
        alert: input.alert,
      });
      if (saved.alert !== SearchAlert.NONE) {
        await this.consents.recordMarketing(
          m,
          customerId,
          ConsentAction.GIVEN,
          ConsentPath.SAVED_SEARCHES,
          alertOnText(saved.name, frequency(saved.alert)),
        );
      }
      return saved;
    });
  }

  /**
   * The request dialog's 'update me on new franchise opportunities' box: a weekly alert of new listings,
   * in the requested franchises' main category when they share one, in the caller's transaction.
   */
  async startOptInAlert(em: EntityManager, customerId: string, franchiseIds: string[]): Promise<SavedSearch> {
    const mains: { id: string; name: string }[] = await em.query(
      `SELECT DISTINCT main.id, main.name FROM franchise_category_mappings m
       JOIN franchise_categories c ON c.id = m.category_id
       JOIN franchise_categories main ON main.id = coalesce(c.parent_id, c.id)
       WHERE m.franchise_id = ANY($1)`,
      [franchiseIds],
    );
    const one = mains.length === 1 ? mains[0] : null;
    const search = await this.create(em, {
      customerId,
      name: one ? `New ${one.name} franchises`.slice(0, 100) : 'New franchise opportunities',
      categoryId: one?.id ?? null,
      alert: SearchAlert.WEEKLY,
    });
    await this.consents.recordMarketing(em, customerId, ConsentAction.GIVEN, ConsentPath.REQUEST_OPT_IN, optInText(search.name));
    return search;
  }

  private create(em: EntityManager, fields: Partial<SavedSearch> & Pick<SavedSearch, 'customerId' | 'name' | 'alert'>): Promise<SavedSearch> {
    const repo = em.getRepository(SavedSearch);
    return repo.save(
      repo.create({
        ...fields,
        nextAlertAt: nextAlert(fields.alert),
        alertSince: new Date(),
      }),
    );
  }

  /**
   * Switches the alert on, off or between daily and weekly. Switched on, listings approved from now are new
   * to it; changed between daily and weekly, nothing already waiting is lost.
   */
  async setAlert(customerId: string, id: string, alert: SearchAlert): Promise<SavedSearch> {
    const search = await this.own(customerId, id);
    const before = search.alert;
    search.alert = alert;
    search.nextAlertAt = nextAlert(alert);
    if (before === SearchAlert.NONE && alert !== SearchAlert.NONE) search.alertSince = new Date();
    return this.work.run(async (em) => {
      const saved = await em.getRepository(SavedSearch).save(search);
      if (before !== alert) {
        const on = alert !== SearchAlert.NONE;
        await this.consents.recordMarketing(
          em,
          customerId,
          on ? ConsentAction.GIVEN : ConsentAction.WITHDRAWN,
          ConsentPath.SAVED_SEARCHES,
          on ? alertOnText(search.name, frequency(alert)) : alertOffText(search.name, 'switched off'),
        );
      }
      return saved;
    });
  }

  async delete(customerId: string, id: string): Promise<boolean> {
    const search = await this.own(customerId, id);
    await this.work.run(async (em) => {
      await em.getRepository(SavedSearch).delete({ id, customerId });
      if (search.alert !== SearchAlert.NONE) {
        await this.consents.recordMarketing(
          em,
          customerId,
          ConsentAction.WITHDRAWN,
          ConsentPath.SAVED_SEARCHES,
          alertOffText(search.name, 'deleted'),
        );
      }
    });
    return true;
  }

  /** Switches off the alert the token belongs to; returns the search's name. Works any number of times. */
  async unsubscribe(token: string): Promise<string> {
    const name = await this.findAndUnsubscribe(token);
    if (name === null) throw badInput(Messages.unsubscribeLinkInvalid);
    return name;
  }

  /**
   * As unsubscribe, with null for a token that belongs to no search. Tokens are looked up by their hash. An alert that
   * was on records the withdrawal in the same transaction; one already off records nothing again.
   */
  async findAndUnsubscribe(token: string): Promise<string | null> {
    return this.work.run(async (em) => {
      const rows: { name: string; customer_id: string; was: SearchAlert }[] = await em.query(
        `WITH found AS (
           SELECT s.id, s.alert AS was FROM saved_searches s
           JOIN saved_search_unsubscribe_tokens t ON s.id = t.saved_search_id WHERE t.token_hash = $1 FOR UPDATE OF s
         ), off AS (
           UPDATE saved_searches s SET alert = $2, next_alert_at = NULL FROM found WHERE s.id = found.id
           RETURNING s.name, s.customer_id, found.was
         )
         SELECT name, customer_id, was FROM off`,
        [hashToken(token.slice(0, 256)), SearchAlert.NONE],
      );
      const row = rows[0];
      if (!row) return null;
      if (row.was !== SearchAlert.NONE) {
        await this.consents.recordMarketing(
          em,
          row.customer_id,
          ConsentAction.WITHDRAWN,
          ConsentPath.UNSUBSCRIBE_LINK,
          alertOffText(row.name, 'unsubscribed'),
        );
      }
      return row.name;
    });
  }

  /** The customer's own search, or not found (another customer's alike). */
  private async own(customerId: string, id: string): Promise<SavedSearch> {
    const search = isUUID(id) ? await this.ds.getRepository(SavedSearch).findOneBy({ id, customerId }) : null;
    if (!search) throw notFound(Messages.savedSearchNotFound);
    return search;
  }
}
