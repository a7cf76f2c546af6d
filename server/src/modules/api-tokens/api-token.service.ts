import { isUUID } from 'class-validator';
import { type DataSource, IsNull } from 'typeorm';
import type { Config } from '../../config';
import { AppError, ErrorCode, Messages, badInput, forbidden, notFound } from '../../common/errors';
import type { RateLimitResult, RateLimiters, WindowLimit } from '../../common/rate-limiter';
import { hashToken, newToken } from '../../common/tokens';
import type { UnitOfWork } from '../../common/unit-of-work';
import type { TokenCaller } from '../auth/api-scope';
import { canManageIntegrations, franchisorIdOf } from '../auth/franchisor-of';
import type { Profile } from '../auth/profile.entity';
import { ApiToken } from './api-token.entity';
import type { CreateApiTokenInput } from './api-token.inputs';
import { API_TOKEN_NAME_MAX, ApiTokenRules, MAX_ACTIVE_TOKENS } from './api-token.rules';
import type { ApiTokenView, CreatedApiToken } from './api-token.types';

/** Every token starts with this, so that a leaked one is recognisable (secret scanners, logs, support). */
export const API_TOKEN_PREFIX = 'fc_';
/** 'fc_' and four characters of the random part: enough to tell a company's tokens apart, nothing to guess with. */
const HINT_LENGTH = API_TOKEN_PREFIX.length + 4;
/** last_used_at is written at most this often per token, not on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** A request's Bearer token resolved: the company's account it acts as, and the token's own scopes. */
export interface ApiTokenCaller {
  user: Profile;
  /** The company the token belongs to (its rows' franchisor_id). */
  companyId: string;
  token: TokenCaller;
}

/** What a token row holds for the owners' list (one row shape: the SQL's aliases are these names). */
type ApiTokenRow = ApiTokenView;

const VIEW_COLUMNS = `t.id, t.name, t.hint, t.scopes, t.created_at AS "createdAt", t.last_used_at AS "lastUsedAt",
  p.full_name AS "createdByName"`;

/**
 * A franchisor company's API tokens for its CRM: created with a name and scopes (the token shown once, its SHA-256
 * stored), listed, revoked; and each API request's Bearer token resolved to the company's account, its last use
 * noted at most once a minute, its requests counted per company.
 */
export class ApiTokenService {
  private readonly requests: WindowLimit;

  constructor(
    private readonly ds: DataSource,
    private readonly work: UnitOfWork,
    limiters: RateLimiters,
    config: Pick<Config, 'apiTokenRequestsPerMinute'>,
  ) {
    this.requests = limiters.window('api-token:company', config.apiTokenRequestsPerMinute, 60_000);
  }

  /** The company's active tokens, newest first (at most MAX_ACTIVE_TOKENS, so one page). */
  async list(user: Profile): Promise<ApiTokenView[]> {
    const companyId = this.manager(user);
    return this.ds.query<ApiTokenRow[]>(
      `SELECT ${VIEW_COLUMNS}
         FROM api_tokens t LEFT JOIN profiles p ON p.id = t.created_by
        WHERE t.franchisor_id = $1 AND t.revoked_at IS NULL
        ORDER BY t.created_at DESC, t.id
        LIMIT ${MAX_ACTIVE_TOKENS}`,
      [companyId],
    );
  }

  /** Creates a token for the company; the answer holds the token itself, which is never shown again. */
  async create(user: Profile, input: CreateApiTokenInput): Promise<CreatedApiToken> {
    const companyId = this.manager(user);
    const name = input.name.trim();
    if (!name) throw badInput('Name is required', 'name');
    if (name.length > API_TOKEN_NAME_MAX) throw badInput(`Name must be at most ${API_TOKEN_NAME_MAX} characters`, 'name');
    const scopes = [...new Set(input.scopes)].sort();
    if (scopes.length === 0) throw badInput(ApiTokenRules.chooseScope, 'scopes');
    const token = `${API_TOKEN_PREFIX}${newToken()}`;
    const apiToken = await this.work.run(async (em) => {
      // One creation at a time per company, so two at once cannot pass the count together.
      await em.query(`SELECT 1 FROM profiles WHERE id = $1 FOR UPDATE`, [companyId]);
      const [{ active }] = await em.query<{ active: number }[]>(
        `SELECT count(*)::int AS active FROM api_tokens WHERE franchisor_id = $1 AND revoked_at IS NULL`,
        [companyId],
      );
      if (active >= MAX_ACTIVE_TOKENS) throw new AppError(ApiTokenRules.tooManyTokens, ErrorCode.CONFLICT);
      const [row] = await em.query<ApiTokenRow[]>(
        `WITH t AS (
           INSERT INTO api_tokens (franchisor_id, name, token_hash, hint, scopes, created_by)
           VALUES ($1, $2, $3, $4, $5, $6)
           RETURNING *)
         SELECT ${VIEW_COLUMNS} FROM t LEFT JOIN profiles p ON p.id = t.created_by`,
        [companyId, name, hashToken(token), token.slice(0, HINT_LENGTH), scopes, user.id],
      );
      return row;
    });
    return { apiToken, token };
  }

  /** Revokes one of the company's tokens: from the next request on it is refused. */
  async revoke(user: Profile, id: string): Promise<ApiTokenView> {
    const companyId = this.manager(user);
    if (!isUUID(id)) throw notFound(ApiTokenRules.notFound);
    const row = await this.work.run(async (em) => {
      const [revoked] = await em.query<(ApiTokenRow | undefined)[]>(
        `WITH t AS (
           UPDATE api_tokens SET revoked_at = now()
            WHERE id = $1 AND franchisor_id = $2 AND revoked_at IS NULL
           RETURNING *)
         SELECT ${VIEW_COLUMNS} FROM t LEFT JOIN profiles p ON p.id = t.created_by`,
        [id, companyId],
      );
      return revoked;
    });
    if (!row) throw notFound(ApiTokenRules.notFound);
    return row;
  }

  /**
   * The caller a Bearer token names: its company's account as it is now (the access check decides whether that
   * account may pass) and the token's scopes; null when no active token has this hash. Notes the use when the
   * last one noted is a minute old or more.
   */
  async authenticate(token: string): Promise<ApiTokenCaller | null> {
    const row = await this.ds.getRepository(ApiToken).findOne({
      where: { tokenHash: hashToken(token), revokedAt: IsNull() },
      relations: { franchisor: true },
    });
    if (!row?.franchisor) return null;
    if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
      await this.work.run((em) =>
        em.query(
          `UPDATE api_tokens SET last_used_at = now()
            WHERE id = $1 AND (last_used_at IS NULL OR last_used_at <= now() - interval '1 minute')`,
          [row.id],
        ),
      );
    }
    return { user: row.franchisor, companyId: row.franchisorId, token: { tokenId: row.id, scopes: row.scopes } };
  }

  /** Counts one request of the company's tokens against the per-minute limit (API_TOKEN_REQUESTS_PER_MINUTE). */
  countRequest(companyId: string): Promise<RateLimitResult> {
    return this.requests.hit(companyId);
  }

  /** The company whose tokens `user` may manage; refused unless canManageIntegrations. */
  private manager(user: Profile): string {
    if (!canManageIntegrations(user)) throw forbidden(Messages.integrationsOwnerOnly);
    return franchisorIdOf(user);
  }
}
