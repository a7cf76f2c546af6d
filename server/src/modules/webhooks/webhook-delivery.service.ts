import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { logger } from '../../common/logger';
import type { AfterCommit, UnitOfWork } from '../../common/unit-of-work';
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
 * Franchisors' events to their endpoints: the subscribers of LeadsCreated, LeadStatusChanged and MessageSent
 * (services.ts) call enqueue* after the commit that caused them; each stores one delivery per subscribed, enabled
 * endpoint and one job that attempts them together (in its own unit of work: the deliveries exist once stored,
 * whatever happens to the process after). Attempts run on their own job queue (services.webhookJobs), so a slow
 * receiver never holds the mail.
 */
export class WebhookDeliveryService {
  readonly sender: WebhookSender;

  constructor(
    private readonly ds: DataSource,
    private readonly work: UnitOfWork,
    private readonly jobs: JobQueue,
    private readonly mailer: Mailer,
    private readonly config: Pick<Config, 'publicUrl' | 'webhooksAllowPrivate' | 'webhookTimeoutMs'>,
    sender?: WebhookSender,
  ) {
    this.sender = sender ?? new WebhookSender({ allowPrivate: config.webhooksAllowPrivate, timeoutMs: config.webhookTimeoutMs });
    jobs.define<{ deliveryIds: string[] }>(WEBHOOK_QUEUE, WEBHOOK_POLICY, (data, _job, manager) => this.attempt(manager, data.deliveryIds));
  }

  /** lead.created for each of these new leads, to the endpoints of its franchisor. */
  async leadsCreated(franchisorIds: string[], leadIds: string[]): Promise<void> {
    if (leadIds.length === 0 || !(await this.anyEndpoint(franchisorIds, WebhookEventType.LEAD_CREATED))) return;
    await this.work.run(async (em, after) => {
      const leads = await leadData(em, leadIds);
      const at = new Date();
      const deliveries = await this.forEach(
        em,
        WebhookEventType.LEAD_CREATED,
        leads.map(({ franchisorId, ...data }) => ({ franchisorId, body: webhookBody(WebhookEventType.LEAD_CREATED, at, data) })),
      );
      await this.store(em, after, deliveries);
    });
  }

  /** lead.updated: the lead's status changed from `previousStatus`. */
  async leadStatusChanged(franchisorId: string, leadId: string, previousStatus: string): Promise<void> {
    if (!(await this.anyEndpoint([franchisorId], WebhookEventType.LEAD_UPDATED))) return;
    await this.work.run(async (em, after) => {
      const [lead] = await leadData(em, [leadId]);
      if (!lead) return;
      const { franchisorId, ...data } = lead;
      const body = webhookBody(WebhookEventType.LEAD_UPDATED, new Date(), { ...data, previousStatus });
      await this.store(em, after, await this.forEach(em, WebhookEventType.LEAD_UPDATED, [{ franchisorId, body }]));
    });
  }

  /** message.received: a customer wrote to a franchisor (any other message is no event). */
  async messageSent(receiverId: string, messageId: string): Promise<void> {
    if (!(await this.anyEndpoint([receiverId], WebhookEventType.MESSAGE_RECEIVED))) return;
    await this.work.run(async (em, after) => {
      const message = await receivedMessageData(em, messageId);
      if (!message) return;
      const { franchisorId, ...data } = message;
      const body = webhookBody(WebhookEventType.MESSAGE_RECEIVED, new Date(), data);
      await this.store(em, after, await this.forEach(em, WebhookEventType.MESSAGE_RECEIVED, [{ franchisorId, body }]));
    });
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
    for (const { d, o, at } of outcomes) await this.record(em, d, o, at);
  }

  private async record(em: EntityManager, d: Due, o: AttemptOutcome, at: Date): Promise<void> {
    const attempt = d.attempts + 1;
    await em.query(
      `INSERT INTO webhook_attempts (delivery_id, endpoint_id, attempt, status_code, duration_ms, error, response_body, attempted_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [d.id, d.endpointId, attempt, o.statusCode, o.durationMs, o.error?.slice(0, 500) ?? null, o.responseBody?.slice(0, 4000) ?? null, at],
    );
    if (o.ok) {
      await em.query(`UPDATE webhook_deliveries SET attempts = $2, state = $3 WHERE id = $1`, [d.id, attempt, WebhookDeliveryState.DELIVERED]);
      await em.query(`UPDATE webhook_endpoints SET failing_since = NULL WHERE id = $1 AND failing_since IS NOT NULL`, [d.endpointId]);
      return;
    }
    const wait = retryDelaySeconds(attempt);
    const retry = (Date.now() - d.createdAt.getTime()) / 1000 + wait <= RETRY_WINDOW_SECONDS;
    await em.query(`UPDATE webhook_deliveries SET attempts = $2, state = $3 WHERE id = $1`, [
      d.id,
      attempt,
      retry ? WebhookDeliveryState.PENDING : WebhookDeliveryState.FAILED,
    ]);
    if (retry) await this.jobs.send(WEBHOOK_QUEUE, { deliveryIds: [d.id] }, em, { startAfterSeconds: wait });
    const [endpoint] = await em.query<{ failingSince: Date }[]>(
      `WITH u AS (UPDATE webhook_endpoints SET failing_since = coalesce(failing_since, $2) WHERE id = $1 RETURNING failing_since)
       SELECT failing_since AS "failingSince" FROM u`,
      [d.endpointId, at],
    );
    if (endpoint && at.getTime() - endpoint.failingSince.getTime() >= DISABLE_AFTER_DAYS * 86_400_000) await this.disable(em, d);
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
