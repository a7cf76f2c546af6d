import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line written while handling one request (or running one job) carries. */
export interface LogContext {
  /** The request being handled; while a job runs, the request that queued it (none for scheduled jobs). */
  requestId?: string;
  /** Set while a job runs. */
  jobId?: string;
}

const storage = new AsyncLocalStorage<LogContext>();

/** Runs `fn` (and everything it starts: awaits, timers, jobs it queues) with `context` on its log lines. */
export function withLogContext<T>(context: LogContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentLogContext(): LogContext | undefined {
  return storage.getStore();
}
