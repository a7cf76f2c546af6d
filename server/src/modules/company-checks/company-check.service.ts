import type { DataSource, EntityManager } from 'typeorm';
import type { RateLimiters, WindowLimit } from '../../common/rate-limiter';
import type { UnitOfWork } from '../../common/unit-of-work';
import { type CompanyNumbers, type CompanyStatement, normaliseCompanyNumber } from '../auth/company-number';
import { Profile } from '../auth/profile.entity';
import { CompanyCheck } from './company-check.entity';
import { type CompanyNumberInput, type FranchisorCompany, toFranchisorCompany } from './company-check.types';
import type { CompanyRefresh } from './company-refresh.service';

/** Number changes per franchisor and hour: room for typos, not for walking the register through our key. */
export const NUMBER_CHANGES_PER_HOUR = 10;

/** What was said, normalised: a number, or not registered, or nothing (both empty). */
function statementOf(input: CompanyStatement): { companyNumber: string | null; notRegistered: boolean } {
  if (input.notRegistered) return { companyNumber: null, notRegistered: true };
  const number = input.companyNumber?.trim() ? normaliseCompanyNumber(input.companyNumber) : null;
  return { companyNumber: number, notRegistered: false };
}

/**
 * A franchisor's company number: given at sign-up or in its Company Account, read against Companies House by
 * CompanyRefresh's jobs (queued in the same transaction, so a saved number is always checked and a sign-up never
 * waits for the register). A new number clears the facts of the old one. Franchisors reach only their own row
 * (there is no id to pass).
 */
export class CompanyCheckService implements CompanyNumbers {
  private readonly changes: WindowLimit;

  constructor(
    private readonly ds: DataSource,
    private readonly refresh: CompanyRefresh,
    private readonly work: UnitOfWork,
    limiters: RateLimiters,
  ) {
    this.changes = limiters.window('company-number', NUMBER_CHANGES_PER_HOUR, 60 * 60 * 1000);
  }

  /** In the sign-up's transaction (auth.service.ts); saying nothing stores nothing. */
  async recordAtSignUp(em: EntityManager, franchisorId: string, input: CompanyStatement): Promise<void> {
    const said = statementOf(input);
    if (!said.companyNumber && !said.notRegistered) return;
    await em.getRepository(CompanyCheck).insert({ franchisorId, ...said, sicCodes: [] });
    if (said.companyNumber) await this.refresh.queue(em, franchisorId, said.companyNumber);
  }

  /** The franchisor's own Company Account section. */
  async mine(franchisorId: string): Promise<FranchisorCompany> {
    const [row, profile] = await Promise.all([
      this.ds.getRepository(CompanyCheck).findOneBy({ franchisorId }),
      this.ds.getRepository(Profile).findOne({ select: { id: true, companyName: true }, where: { id: franchisorId } }),
    ]);
    return toFranchisorCompany(row, profile?.companyName ?? null, this.refresh.enabled);
  }

  /**
   * Saves the franchisor's number (or 'not a registered company', or nothing). Unchanged: nothing happens. Changed:
   * the old facts go and a check of the new number is queued in the same transaction.
   */
  async updateMine(franchisorId: string, input: CompanyNumberInput): Promise<FranchisorCompany> {
    await this.changes.take(franchisorId);
    const said = statementOf(input);
    await this.work.run(async (em) => {
      const repo = em.getRepository(CompanyCheck);
      const row = await repo.findOne({ where: { franchisorId }, lock: { mode: 'pessimistic_write' } });
      if (row && row.companyNumber === said.companyNumber && row.notRegistered === said.notRegistered) return;
      if (!said.companyNumber && !said.notRegistered) {
        if (row) await repo.delete({ franchisorId });
        return;
      }
      const cleared = {
        ...said,
        checkedAt: null,
        notFound: false,
        registeredName: null,
        status: null,
        incorporatedOn: null,
        accountsOverdue: null,
        confirmationStatementOverdue: null,
        locality: null,
        sicCodes: [],
        activeOfficers: null,
        lastError: null,
        lastErrorAt: null,
        refreshQueuedAt: null,
        updatedAt: new Date(),
      };
      if (row) await repo.update({ franchisorId }, cleared);
      else await repo.insert({ franchisorId, ...cleared });
      if (said.companyNumber) await this.refresh.queue(em, franchisorId, said.companyNumber);
    });
    return this.mine(franchisorId);
  }
}
