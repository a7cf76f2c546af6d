import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { logger } from '../common/logger';
import { OTHER_LABEL, methodLabel, operationLabel } from './telemetry-labels';

/** Seconds; from a cached page (1 ms) to a slow server render. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/**
 * Distinct values kept per label (routes, operation names); later ones count as OTHER, so no client can grow the
 * series without bound. Each value is short too: routes are cut at 200 characters (route-label.ts), operation names
 * and methods are bounded in telemetry-labels.ts.
 */
const MAX_LABEL_VALUES = 200;
const OTHER = OTHER_LABEL;

/** Keeps a label's values few: the first `max` distinct values pass, the rest become OTHER. */
class LabelCap {
  private readonly seen = new Set<string>();
  constructor(private readonly max: number) {}
  value(raw: string): string {
    if (this.seen.has(raw)) return raw;
    if (this.seen.size >= this.max) return OTHER;
    this.seen.add(raw);
    return raw;
  }
}

/** A reading taken on scrape: label values and the number. */
export type Reading<L extends string> = { labels: Partial<Record<L, string>>; value: number };

/**
 * The app instance's Prometheus metrics, in a registry of its own (tests run several apps in one process).
 * Counters and histograms are updated where things happen; gauges (pool, queue depth, sockets) are read
 * when scraped. Served only by the metrics server (METRICS_PORT), never on the public port.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly routes = new LabelCap(MAX_LABEL_VALUES);
  private readonly operations = new LabelCap(MAX_LABEL_VALUES);
  private readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  private readonly graphqlDuration = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'GraphQL operations over HTTP (and server renders) by operation name and type',
    labelNames: ['operation_name', 'operation_type'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  private readonly graphqlErrors = new Counter({
    name: 'graphql_errors_total',
    help: 'Errors in GraphQL responses by extensions.code',
    labelNames: ['code'] as const,
    registers: [this.registry],
  });
  private readonly jobFailures = new Counter({
    name: 'jobs_failed_total',
    help: 'Failed job attempts by queue; final="true" when no retry is left',
    labelNames: ['queue', 'final'] as const,
    registers: [this.registry],
  });
  private readonly pageCache = new Counter({
    name: 'page_cache_requests_total',
    help: 'Server-rendered public pages asked of the page cache, by result (hit or miss)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  /** Process metrics (CPU, memory, event loop lag, GC): only for a served registry, as each call adds observers. */
  collectProcessMetrics(): void {
    collectDefaultMetrics({ register: this.registry });
  }

  httpRequest(method: string, route: string, status: number, seconds: number): void {
    this.httpDuration.observe({ method: methodLabel(method), route: this.routes.value(route), status_code: String(status) }, seconds);
  }

  graphqlOperation(name: string | null, type: string, seconds: number): void {
    this.graphqlDuration.observe({ operation_name: this.operations.value(operationLabel(name)), operation_type: type }, seconds);
  }

  graphqlError(code: unknown): void {
    this.graphqlErrors.inc({ code: typeof code === 'string' && /^[A-Z_]{1,64}$/.test(code) ? code : OTHER });
  }

  jobFailed(queue: string, final: boolean): void {
    this.jobFailures.inc({ queue, final: String(final) });
  }

  pageCacheLookup(hit: boolean): void {
    this.pageCache.inc({ result: hit ? 'hit' : 'miss' });
  }

  /** A gauge read on each scrape; a reading that fails leaves the gauge empty for that scrape. */
  gauge<L extends string>(name: string, help: string, labelNames: readonly L[], read: () => Reading<L>[] | Promise<Reading<L>[]>): void {
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        let readings: Reading<L>[];
        try {
          readings = await read();
        } catch (err) {
          // The rest of the scrape still answers: a database that does not is what the other gauges are for.
          logger.warn(`Metrics: could not read ${name}`, err);
          return;
        }
        for (const { labels, value } of readings) this.set(labels, value);
      },
    });
  }
}
