import path from 'node:path';
import { findWriteDoors } from './support/write-doors';

/**
 * The few places that may open a transaction by hand or write through the DataSource, each with why. Everything
 * else writes through `UnitOfWork.run` (docs/architecture.md, "The unit of work"), whose `em` the checker accepts.
 */
const ALLOWED: { at: string; why: string }[] = [
  { at: 'common/unit-of-work.ts#run', why: 'the door itself: the one transaction of a unit of work' },
  { at: 'jobs/job-queue.ts#runJobNow', why: "a job's unit of work: done_jobs and the handler in one transaction, then its AfterCommit" },
  { at: 'jobs/job-queue.ts#pruneDone', why: "the job queue's own table, pruned hourly by the queue itself" },
  { at: 'db/migrate.ts#withMigrationLock', why: 'migrations: a session-level advisory lock on a connection of its own' },
  { at: 'db/seed/index.ts#seedDemoData', why: 'the demo data, written once by the seed script, not a mutation' },
  { at: 'modules/retention/retention.service.ts#vacuum', why: 'VACUUM cannot run inside a transaction' },
  { at: 'modules/catalogue/search-suggestion.query.ts#suggestSpelling', why: 'reads only; the transaction scopes a set_config' },
  { at: 'modules/company-checks/companies-house-budget.ts#take', why: 'the shared request budget: one statement, never in a caller’s transaction' },
  { at: 'modules/company-checks/companies-house-budget.ts#pause', why: 'the shared request budget, as take' },
  { at: 'modules/company-checks/companies-house-budget.ts#ensureRow', why: 'the shared request budget, as take' },
];

const doors = findWriteDoors(path.join(__dirname, '..', 'src'));

it('no transaction is opened by hand and nothing writes through the DataSource outside the unit of work', () => {
  const allowed = new Set(ALLOWED.map((a) => a.at));
  const outside = doors.filter((d) => !allowed.has(`${d.file}#${d.inside}`)).map((d) => `${d.file}:${d.line} (${d.kind}) ${d.code}`);
  expect(outside).toEqual([]);
});

it('every allow-list entry is still needed', () => {
  const seen = new Set(doors.map((d) => `${d.file}#${d.inside}`));
  expect(ALLOWED.map((a) => a.at).filter((at) => !seen.has(at))).toEqual([]);
});
