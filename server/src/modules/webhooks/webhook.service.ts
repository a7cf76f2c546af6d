import { isUUID } from 'class-validator';
import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { AppError, ErrorCode, Messages, badInput, forbidden, notFound } from '../../common/errors';
import type { UnitOfWork } from '../../common/unit-of-work';
import type { Profile } from '../auth/profile.entity';
import { franchisorIdOf } from '../auth/franchisor-of';
import { canManageIntegrations } from '../auth/franchisor-of';
import { resolvesToNonPublic } from './webhook-address';
import type { WebhookDeliveryService } from './webhook-delivery.service';
import { newWebhookSecret } from './webhook-signing';
import { WebhookEventType } from './webhook.enums';
import type { WebhookEndpointInput } from './webhook.inputs';
import { DESCRIPTION_MAX, ENDPOINTS_MAX, PREVIOUS_SECRET_HOURS, URL_MAX, WebhookMessages } from './webhook.rules';
import type { WebhookAttemptView, WebhookEndpointView, WebhookEndpointWithSecret } from './webhook.types';

/** The fields of WebhookEndpointView, with the last attempt (`e` is webhook_endpoints). */
const ENDPOINT_COLUMNS = `e.id, e.url, e.description, e.events, e.enabled, e.created_at AS "createdAt", e.failing_since AS "failingSince",
  e.auto_disabled_at AS "autoDisabledAt", last.status_code AS "lastStatusCode", last.attempted_at AS "lastAttemptAt"`;
const LAST_ATTEMPT = `LEFT JOIN LATERAL (
  SELECT a.status_code, a.attempted_at FROM webhook_attempts a WHERE a.endpoint_id = e.id ORDER BY a.attempted_at DESC LIMIT 1
) last ON true`;

/** A checked endpoint, as it is stored. */
interface CleanEndpoint {
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
}

/**
 * A franchisor company's webhook endpoints (the Webhooks page): only its own (every query has its franchisor id),
 * only for someone canManageIntegrations allows. The deliveries themselves are WebhookDeliveryService's.
 */
export class WebhookService {
  constructor(
    private readonly ds: DataSource,
    private readonly work: UnitOfWork,
    private readonly deliveries: WebhookDeliveryService,
    private readonly config: Pick<Config, 'webhooksAllowPrivate'>,
  ) {}

  async list(user: Profile): Promise<WebhookEndpointView[]> {
    const franchisorId = this.company(user);
    return this.ds.query<WebhookEndpointView[]>(
      `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints e ${LAST_ATTEMPT} WHERE e.franchisor_id = $1 ORDER BY e.created_at, e.id`,
      [franchisorId],
    );
  }

  async create(user: Profile, input: WebhookEndpointInput): Promise<WebhookEndpointWithSecret> {
    const franchisorId = this.company(user);
    const clean = await this.check(input);
    const secret = newWebhookSecret();
    const id = await this.work.run(async (em) => {
      // One at a time per company, so that two at once cannot pass the count together.
      await em.query(`SELECT pg_advisory_xact_lock(hashtext('webhook_endpoints:' || $1))`, [franchisorId]);
      const [{ n }] = await em.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM webhook_endpoints WHERE franchisor_id = $1`, [franchisorId]);
      if (n >= ENDPOINTS_MAX) throw badInput(WebhookMessages.tooMany);
      const [row] = await em.query<{ id: string }[]>(
        `INSERT INTO webhook_endpoints (franchisor_id, url, description, events, enabled, secret) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [franchisorId, clean.url, clean.description, clean.events, clean.enabled, secret],
      );
      return row.id;
    });
    return { endpoint: await this.one(franchisorId, id), secret };
  }

  async update(user: Profile, id: string, input: WebhookEndpointInput): Promise<WebhookEndpointView> {
    const franchisorId = this.company(user);
    const clean = await this.check(input);
    await this.work.run(async (em) => {
      await this.own(em, franchisorId, id);
      // Switched on again: its failures so far no longer count towards switching it off.
      await em.query(
        `UPDATE webhook_endpoints SET url = $3, description = $4, events = $5, enabled = $6,
           failing_since = CASE WHEN $6 AND NOT enabled THEN NULL ELSE failing_since END,
           auto_disabled_at = CASE WHEN $6 THEN NULL ELSE auto_disabled_at END
         WHERE id = $1 AND franchisor_id = $2`,
        [id, franchisorId, clean.url, clean.description, clean.events, clean.enabled],
      );
    });
    return this.one(franchisorId, id);
  }

  async remove(user: Profile, id: string): Promise<boolean> {
    const franchisorId = this.company(user);
    return this.work.run(async (em) => {
      await this.own(em, franchisorId, id);
      await em.query(`DELETE FROM webhook_endpoints WHERE id = $1 AND franchisor_id = $2`, [id, franchisorId]);
      return true;
    });
  }

  /** A new secret (shown this once); the old one still signs for PREVIOUS_SECRET_HOURS, so receivers can switch. */
  async rollSecret(user: Profile, id: string): Promise<WebhookEndpointWithSecret> {
    const franchisorId = this.company(user);
    const secret = newWebhookSecret();
    await this.work.run(async (em) => {
      await this.own(em, franchisorId, id);
      await em.query(
        `UPDATE webhook_endpoints SET previous_secret = secret, secret = $3,
           previous_secret_expires_at = now() + make_interval(hours => $4)
         WHERE id = $1 AND franchisor_id = $2`,
        [id, franchisorId, secret, PREVIOUS_SECRET_HOURS],
      );
    });
    return { endpoint: await this.one(franchisorId, id), secret };
  }

  /** Sends a webhook.test event to the endpoint now; the delivery's id. */
  async sendTest(user: Profile, id: string): Promise<string> {
    const franchisorId = this.company(user);
    return this.work.run(async (em, after) => {
      await this.own(em, franchisorId, id);
      return this.deliveries.sendTest(em, after, id);
    });
  }

  /** Attempts one of the company's deliveries again now (the same webhook-id, a new timestamp and signature). */
  async redeliver(user: Profile, deliveryId: string): Promise<boolean> {
    const franchisorId = this.company(user);
    return this.work.run(async (em, after) => {
      const found = isUUID(deliveryId)
        ? await em.query<unknown[]>(
            `SELECT 1 FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE d.id = $1 AND e.franchisor_id = $2 FOR UPDATE OF d`,
            [deliveryId, franchisorId],
          )
        : [];
      if (found.length === 0) throw notFound(WebhookMessages.deliveryNotFound);
      await this.deliveries.redeliver(em, after, deliveryId);
      return true;
    });
  }

  /** The endpoint's delivery log, newest attempt first. */
  async attempts(user: Profile, endpointId: string, offset: number, limit: number): Promise<[WebhookAttemptView[], number]> {
    const franchisorId = this.company(user);
    await this.own(this.ds.manager, franchisorId, endpointId);
    const rows = await this.ds.query<(WebhookAttemptView & { total: number })[]>(
      `SELECT t.total, p.* FROM (SELECT count(*)::int AS total FROM webhook_attempts WHERE endpoint_id = $1) t
       LEFT JOIN LATERAL (
         SELECT a.id, a.delivery_id AS "deliveryId", d.event_type AS "eventType", a.attempt, a.status_code AS "statusCode",
                a.duration_ms AS "durationMs", a.error, a.response_body AS "responseBody", a.attempted_at AS "attemptedAt",
                d.state AS "deliveryState"
         FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id
         WHERE a.endpoint_id = $1 ORDER BY a.attempted_at DESC, a.id LIMIT $2 OFFSET $3
       ) p ON true`,
      [endpointId, limit, offset],
    );
    const total = rows[0]?.total ?? 0;
    return [rows.filter((r) => r.id !== null).map(({ total: _total, ...r }) => r), total];
  }

  /** The signed-in franchisor's company, if they may manage its integrations. */
  private company(user: Profile): string {
    if (!canManageIntegrations(user)) throw forbidden(Messages.integrationsOwnerOnly);
    return franchisorIdOf(user);
  }

  private async one(franchisorId: string, id: string): Promise<WebhookEndpointView> {
    const [row] = await this.ds.query<WebhookEndpointView[]>(
      `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints e ${LAST_ATTEMPT} WHERE e.id = $1 AND e.franchisor_id = $2`,
      [id, franchisorId],
    );
    if (!row) throw notFound(WebhookMessages.notFound);
    return row;
  }

  /** Throws 'Endpoint not found' unless the endpoint is this company's (another's is not found either). */
  private async own(em: EntityManager, franchisorId: string, id: string): Promise<void> {
    const rows = isUUID(id)
      ? await em.query<unknown[]>(`SELECT 1 FROM webhook_endpoints WHERE id = $1 AND franchisor_id = $2`, [id, franchisorId])
      : [];
    if (rows.length === 0) throw notFound(WebhookMessages.notFound);
  }

  /** Every rule of an endpoint, every failure at once (by field); the value as it is stored. */
  private async check(input: WebhookEndpointInput): Promise<CleanEndpoint> {
    const fields: Record<string, string> = {};
    const url = (input.url ?? '').trim();
    const description = (input.description ?? '').trim();
    const events = [...new Set(input.events ?? [])];
    const urlProblem = await this.urlProblem(url);
    if (urlProblem) fields.url = urlProblem;
    if (description.length > DESCRIPTION_MAX) fields.description = WebhookMessages.descriptionTooLong;
    if (events.length === 0) fields.events = WebhookMessages.eventsRequired;
    const first = Object.values(fields)[0];
    if (first) throw new AppError(first, ErrorCode.BAD_USER_INPUT, { fields });
    return { url, description, events, enabled: input.enabled ?? true };
  }

  private async urlProblem(url: string): Promise<string | null> {
    if (!url) return WebhookMessages.urlRequired;
    if (url.length > URL_MAX) return WebhookMessages.urlTooLong;
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return WebhookMessages.urlInvalid;
    }
    const allowPrivate = this.config.webhooksAllowPrivate;
    if (!['https:', 'http:'].includes(parsed.protocol) || !parsed.hostname) return WebhookMessages.urlInvalid;
    if (parsed.protocol === 'http:' && !allowPrivate) return WebhookMessages.httpsOnly;
    if (parsed.username || parsed.password) return WebhookMessages.urlCredentials;
    if (!allowPrivate && (await resolvesToNonPublic(parsed.hostname))) return WebhookMessages.privateAddress;
    return null;
  }
}
