import type { DataSource, EntityManager } from 'typeorm';
import { type DomainEvent, EventBus } from './events';
import { logger } from './logger';

/** Work that must happen only once a transaction has committed: a realtime event, a socket re-check, a job. */
export type AfterCommitWork = () => unknown;

/**
 * What a unit of work collects while its transaction runs. Services publish events here
 * (`after.publish(new LeadsCreated(ids))`), whose subscribers (wired in `services.ts`) run once, in order, after
 * the commit; a service's own follow-up that is no other module's business may be added as it is
 * (`after.add('what', () => ...)`). Nothing collected runs when the transaction rolls back.
 */
export class AfterCommit {
  private readonly tasks: { label: string; work: AfterCommitWork }[] = [];

  constructor(private readonly events: EventBus = new EventBus()) {}

  /** Registers `work` (described by `label` in the log if it fails) to run after the commit. */
  add(label: string, work: AfterCommitWork): void {
    this.tasks.push({ label, work });
  }

  /** Registers, for after the commit, every subscriber of this event (each logged by its own label if it fails). */
  publish(event: DomainEvent): void {
    for (const { label, run } of this.events.handlingOf(event)) this.add(label, run);
  }

  /** Runs the registered work in order, each with the one error policy; empties the list. Never throws. */
  async run(): Promise<void> {
    const tasks = this.tasks.splice(0);
    for (const { label, work } of tasks) await runAfterCommit(label, work);
  }
}

/**
 * The one error policy for after-commit work: the mutation has committed, so a failure is logged (with the
 * request's id: the log context is kept across the await) and never reaches the caller.
 */
export async function runAfterCommit(label: string, work: AfterCommitWork): Promise<void> {
  try {
    await work();
  } catch (err) {
    logger.error(`After-commit work failed: ${label}`, err);
  }
}

/** The writes of one mutation: `em` is its transaction, `after` collects what must happen after commit. */
export type Work<T> = (em: EntityManager, after: AfterCommit) => Promise<T>;

/**
 * One unit of work per mutation (docs/decisions.md, issue 28): `run` opens the transaction, hands the
 * callback its entity manager and an AfterCommit, commits, and only then runs the collected work (each
 * item awaited in order, its failure logged). On rollback the error is thrown and nothing collected runs.
 *
 * Services own their units of work; resolvers only call services.
 */
export class UnitOfWork {
  constructor(
    private readonly ds: DataSource,
    /** The subscribers of the events this unit of work's callers publish. */
    readonly events: EventBus = new EventBus(),
  ) {}

  async run<T>(work: Work<T>): Promise<T> {
    const after = new AfterCommit(this.events);
    const result = await this.ds.transaction((em) => work(em, after));
    await after.run();
    return result;
  }
}
