import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { logger } from '../../common/logger';
import type { AfterCommit } from '../../common/unit-of-work';
import type { JobPolicy, JobQueue } from '../../jobs/job-queue';
import type { Mailer } from '../mail/mailer';
import { TEST_EVENT_TYPE, WebhookDeliveryState, WebhookEventType } from './webhook.enums';
import { DISABLE_AFTER_DAYS, RETRY_WINDOW_SECONDS, retryDelaySeconds } from './webhook.rules';
import { webhookDisabledMail } from './webhook.mail';
import { leadData, receivedMessageData, webhookBody } from './webhook-payloads';
import { type AttemptOutcome, WebhookSender } from './webhook-sender';
import { signWebhook } from './webhook-signing';

export const WEBHOOK_QUEUE = 'webhook-delivery';
/**
 * Each attempt is its own job: a failed one stores the next with its own wait (RETRY_SECONDS), so pg-boss's retry
 * is only for a job that died mid-way (the process went): it runs again and done_jobs keeps a finished one from
 * repeating. An attempt takes at most the receiver's time-out, well inside the expiry.
 */
const WEBHOOK_POLICY: JobPolicy = { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 };

/** An event's job: stored after the commit that caused it, turned into deliveries by the job. */
export const WEBHOOK_EVENT_QUEUE = 'webhook-event';
/** Building deliveries is a few reads and inserts: retried soon if the database was busy. */
const EVENT_POLICY: JobPolicy = { retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 };

interface WebhookEvent {
  type: WebhookEventType;
  /** When it happened (the payloads' timestamp). */
  at: string;
  leadIds?: string[];
  previousStatus?: string;
  messageId?: string;
}

interface Due {
  id: string;
  endpointId: string;
  franchisorId: string;
  url: string;
  enabled: boolean;
  state: WebhookDeliveryState;
  attempts: number;
  payload: string;
  createdAt: Date;
  secrets: string[];
}

/** A delivery to store: this body for this endpoint. */
interface NewDelivery {
  endpointId: string;
  eventType: string;
  payload: string;
}

/**
 * Franchisors' events to their endpoints. The subscribers of LeadsCreated, LeadStatusChanged and MessageSent
 * (services.ts) store one event job after the commit that caused it (a single insert on the job queue's own
 * connections); that job stores one delivery per subscribed, enabled endpoint and one job attempting them together.
 * Both run on a job queue of their own (services.webhookJobs), so a slow receiver never holds the mail.
 */
export class WebhookDeliveryService {
  readonly sender: WebhookSender;

  constructor(
    private readonly ds: DataSource,
    private readonly jobs: JobQueue,
    private readonly mailer: Mailer,
    private readonly config: Pick<Config, 'publicUrl' | 'webhooksAllowPrivate' | 'webhookTimeoutMs'>,
    sender?: WebhookSender,
  ) {
    this.sender = sender ?? new WebhookSender({ allowPrivate: config.webhooksAllowPrivate, timeoutMs: config.webhookTimeoutMs });
    jobs.define<WebhookEvent>(WEBHOOK_EVENT_QUEUE, EVENT_POLICY, (data, _job, manager, after) => this.fanOut(manager, after, data));
    jobs.define<{ deliveryIds: string[] }>(WEBHOOK_QUEUE, WEBHOOK_POLICY, (data, _job, manager) => this.attempt(manager, data.deliveryIds));
  }

  /** lead.created for each of these new leads, to the endpoints of its franchisor. */
  leadsCreated(franchisorIds: string[], leadIds: string[]): Promise<void> {
    return this.event(franchisorIds, { type: WebhookEventType.LEAD_CREATED, leadIds });
  }

  /** lead.updated: the lead's status changed from `previousStatus`. */
  leadStatusChanged(franchisorId: string, leadId: string, previousStatus: string): Promise<void> {
    return this.event([franchisorId], { type: WebhookEventType.LEAD_UPDATED, leadIds: [leadId], previousStatus });
  }

  /** message.received: a customer wrote to a franchisor (any other message is no event; the job tells). */
  messageSent(receiverId: string, messageId: string): Promise<void> {
    return this.event([receiverId], { type: WebhookEventType.MESSAGE_RECEIVED, messageId });
  }

  /**
   * Stores the event's job (on pg-boss's own connections: one insert, not held up by a busy pool), unless none of
   * the companies has an endpoint taking it. When that cannot be told (the database busy), the job is stored anyway.
   */
  private async event(franchisorIds: string[], event: Omit<WebhookEvent, 'at'>): Promise<void> {
    if (franchisorIds.length === 0 || (event.leadIds && event.leadIds.length === 0)) return;
    const any = await this.anyEndpoint(franchisorIds, event.type).catch(() => true);
    if (any) await this.jobs.send(WEBHOOK_EVENT_QUEUE, { ...event, at: new Date().toISOString() });
  }

  /** The event job: one delivery per subscribed, enabled endpoint, built now and attempted by their own job. */
  private async fanOut(em: EntityManager, after: AfterCommit, event: WebhookEvent): Promise<void> {
    const at = new Date(event.at);
    if (event.type === WebhookEventType.MESSAGE_RECEIVED) {
      const message = event.messageId ? await receivedMessageData(em, event.messageId) : null;
      if (!message) return;
      const { franchisorId, ...data } = message;
      await this.store(em, after, await this.forEach(em, event.type, [{ franchisorId, body: webhookBody(event.type, at, data) }]));
      return;
    }
    const leads = await leadData(em, event.leadIds ?? []);
    const extra = event.type === WebhookEventType.LEAD_UPDATED ? { previousStatus: event.previousStatus } : {};
    const events = leads.map(({ franchisorId, ...data }) => ({ franchisorId, body: webhookBody(event.type, at, { ...data, ...extra }) }));
    await this.store(em, after, await this.forEach(em, event.type, events));
  }

  /** A test event to one endpoint (whatever its events), stored in the caller's unit of work. */
  async sendTest(em: EntityManager, after: AfterCommit, endpointId: string): Promise<string> {
    const body = webhookBody(TEST_EVENT_TYPE, new Date(), { message: 'This is a test event from Franchise Compass.' });
    const [id] = await this.store(em, after, [{ endpointId, eventType: TEST_EVENT_TYPE, payload: body }]);
    return id;
  }

  /** Attempts a delivery again now (by hand), in the caller's unit of work. */
  async redeliver(em: EntityManager, after: AfterCommit, deliveryId: string): Promise<void> {
    await em.query(`UPDATE webhook_deliveries SET state = $2 WHERE id = $1`, [deliveryId, WebhookDeliveryState.PENDING]);
    await this.jobs.send(WEBHOOK_QUEUE, { deliveryIds: [deliveryId] }, em);
    after.add('webhook attempts', () => this.jobs.wakeUp());
  }

  /** Whether any of these companies has an endpoint on for `type`: most have none, and then nothing else is read. */
  private async anyEndpoint(franchisorIds: string[], type: WebhookEventType): Promise<boolean> {
    const rows = await this.ds.query<unknown[]>(
      `SELECT 1 FROM webhook_endpoints WHERE franchisor_id = ANY($1) AND enabled AND $2 = ANY(events) LIMIT 1`,
      [franchisorIds, type],
    );
    return rows.length > 0;
  }

  /** The deliveries of one event per franchisor: one per enabled endpoint of theirs that takes `type`. */
  private async forEach(em: EntityManager, type: WebhookEventType, events: { franchisorId: string; body: string }[]): Promise<NewDelivery[]> {
    if (events.length === 0) return [];
    const endpoints = await em.query<{ id: string; franchisorId: string }[]>(
      `SELECT id, franchisor_id AS "franchisorId" FROM webhook_endpoints WHERE franchisor_id = ANY($1) AND enabled AND $2 = ANY(events)`,
      [[...new Set(events.map((e) => e.franchisorId))], type],
    );
    return events.flatMap((e) =>
      endpoints.filter((x) => x.franchisorId === e.franchisorId).map((x) => ({ endpointId: x.id, eventType: type, payload: e.body })),
    );
  }

  /** Stores the deliveries and one job attempting them; their ids. */
  private async store(em: EntityManager, after: AfterCommit, deliveries: NewDelivery[]): Promise<string[]> {
    if (deliveries.length === 0) return [];
    const rows = await em.query<{ id: string }[]>(
      `INSERT INTO webhook_deliveries (endpoint_id, event_type, payload)
       SELECT * FROM unnest($1::uuid[], $2::varchar[], $3::text[]) RETURNING id`,
      [deliveries.map((d) => d.endpointId), deliveries.map((d) => d.eventType), deliveries.map((d) => d.payload)],
    );
    const ids = rows.map((r) => r.id);
    await this.jobs.send(WEBHOOK_QUEUE, { deliveryIds: ids }, em);
    after.add('webhook attempts', () => this.jobs.wakeUp());
    return ids;
  }

  /**
   * One attempt of each delivery still pending (its endpoint still there and on), sent in parallel, then recorded:
   * the log line, the delivery's state, the endpoint's failing record, the next attempt (RETRY_SECONDS) while the
   * delivery is under three days old, and the endpoint switched off when it has failed for five days.
   */
  async attempt(em: EntityManager, deliveryIds: string[]): Promise<void> {
    const due = await em.query<Due[]>(
      `SELECT d.id, d.endpoint_id AS "endpointId", e.franchisor_id AS "franchisorId", e.url, e.enabled, d.state, d.attempts,
              d.payload, d.created_at AS "createdAt",
              array_remove(ARRAY[e.secret, CASE WHEN e.previous_secret_expires_at > now() THEN e.previous_secret END], NULL) AS secrets
       FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
       WHERE d.id = ANY($1) FOR UPDATE OF d`,
      [deliveryIds],
    );
    const sending = due.filter((d) => d.state === WebhookDeliveryState.PENDING && d.enabled);
    const outcomes = await Promise.all(
      sending.map((d) => {
        const at = new Date();
        return this.sender.send(d.url, d.payload, { ...signWebhook(d.id, at, d.payload, d.secrets) }).then((o) => ({ d, o, at }));
      }),
    );
    await this.record(em, outcomes);
  }

  /** Records a batch of attempts in a few statements, whatever its size (a lead's first attempts go together). */
  private async record(em: EntityManager, outcomes: { d: Due; o: AttemptOutcome; at: Date }[]): Promise<void> {
    if (outcomes.length === 0) return;
    const rows = outcomes.map(({ d, o, at }) => {
      const attempt = d.attempts + 1;
      const wait = retryDelaySeconds(attempt);
      const retry = !o.ok && (Date.now() - d.createdAt.getTime()) / 1000 + wait <= RETRY_WINDOW_SECONDS;
      const state = o.ok ? WebhookDeliveryState.DELIVERED : retry ? WebhookDeliveryState.PENDING : WebhookDeliveryState.FAILED;
      return { d, o, at, attempt, wait, retry, state };
    });
    const column = <T>(f: (r: (typeof rows)[number]) => T) => rows.map(f);
    await em.query(
      `INSERT INTO webhook_attempts (delivery_id, endpoint_id, attempt, status_code, duration_ms, error, response_body, attempted_at)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::int[], $5::int[], $6::varchar[], $7::varchar[], $8::timestamptz[])`,
      [
        column((r) => r.d.id),
        column((r) => r.d.endpointId),
        column((r) => r.attempt),
        column((r) => r.o.statusCode),
        column((r) => r.o.durationMs),
        column((r) => r.o.error?.slice(0, 500) ?? null),
        column((r) => r.o.responseBody?.slice(0, 4000) ?? null),
        column((r) => r.at),
      ],
    );
    await em.query(
      `UPDATE webhook_deliveries d SET attempts = v.attempts, state = v.state
       FROM unnest($1::uuid[], $2::int[], $3::varchar[]) AS v(id, attempts, state) WHERE d.id = v.id`,
      [column((r) => r.d.id), column((r) => r.attempt), column((r) => r.state)],
    );
    // The next attempts, one job per wait (the attempts of a batch mostly share their number, so their wait).
    const retries = new Map<number, string[]>();
    for (const r of rows.filter((x) => x.retry)) retries.set(r.wait, [...(retries.get(r.wait) ?? []), r.d.id]);
    for (const [wait, deliveryIds] of retries) await this.jobs.send(WEBHOOK_QUEUE, { deliveryIds }, em, { startAfterSeconds: wait });
    // An endpoint that answered once in the batch is no longer failing; the others fail from now, or still.
    const succeeded = [...new Set(rows.filter((r) => r.o.ok).map((r) => r.d.endpointId))];
    const failed = [...new Set(rows.filter((r) => !r.o.ok && !succeeded.includes(r.d.endpointId)).map((r) => r.d.endpointId))];
    if (succeeded.length > 0) {
      await em.query(`UPDATE webhook_endpoints SET failing_since = NULL WHERE id = ANY($1) AND failing_since IS NOT NULL`, [succeeded]);
    }
    if (failed.length === 0) return;
    const at = rows[0].at;
    const failing = await em.query<{ id: string; failingSince: Date }[]>(
      `WITH u AS (UPDATE webhook_endpoints SET failing_since = coalesce(failing_since, $2) WHERE id = ANY($1) RETURNING id, failing_since)
       SELECT id, failing_since AS "failingSince" FROM u`,
      [failed, at],
    );
    for (const e of failing) {
      if (at.getTime() - e.failingSince.getTime() >= DISABLE_AFTER_DAYS * 86_400_000)
        await this.disable(em, rows.find((r) => r.d.endpointId === e.id)!.d);
    }
  }

  /** Switches the endpoint off (once) and tells the company by e-mail. */
  private async disable(em: EntityManager, d: Due): Promise<void> {
    const off = await em.query<{ email: string; fullName: string }[]>(
      `WITH off AS (UPDATE webhook_endpoints SET enabled = false, auto_disabled_at = now() WHERE id = $1 AND enabled RETURNING franchisor_id)
       SELECT p.email, p.full_name AS "fullName" FROM off JOIN profiles p ON p.id = off.franchisor_id`,
      [d.endpointId],
    );
    if (off.length === 0) return;
    logger.info(`Webhooks: endpoint ${d.endpointId} switched off after failing for ${DISABLE_AFTER_DAYS} days`);
    await this.mailer.send(webhookDisabledMail(this.config, off[0], d.url), em);
  }
}
