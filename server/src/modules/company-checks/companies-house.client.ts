/**
 * A thin typed client for the two Companies House Public Data API resources this site reads:
 *   GET {base}/company/{number}            the company profile
 *   GET {base}/company/{number}/officers   its officers
 * HTTP basic auth with the API key as the user name and an empty password; every request has a time-out. The
 * register's own SDK (@companieshouse/api-sdk-node) needs Node 24 and pulls in far more than two GETs
 * (docs/decisions.md, "Companies House facts").
 *
 * Failures are classified so that the job knows what to do: not found (stored as such, not retried), rate limited
 * (the budget pauses until the Retry-After, then the job's retry), unavailable or timed out (retried with the job's
 * backoff), refused (a wrong key: logged, not retried until the next refresh).
 */

/** The part of the documented company profile resource this site keeps. Members may be missing. */
export interface CompanyProfileResource {
  company_number: string;
  company_name?: string;
  company_status?: string;
  date_of_creation?: string;
  type?: string;
  registered_office_address?: { locality?: string; postal_code?: string; address_line_1?: string; region?: string; country?: string };
  sic_codes?: string[];
  accounts?: { overdue?: boolean; next_due?: string };
  confirmation_statement?: { overdue?: boolean; next_due?: string };
}

export interface OfficerResource {
  name?: string;
  officer_role?: string;
  appointed_on?: string;
  resigned_on?: string;
}

/** The documented officer list resource (one page: the first 35 by default). */
export interface OfficerListResource {
  active_count?: number;
  resigned_count?: number;
  total_results?: number;
  items?: OfficerResource[];
}

export type CompaniesHouseFailure = 'not_found' | 'rate_limited' | 'timeout' | 'unavailable' | 'refused' | 'bad_response';

export class CompaniesHouseError extends Error {
  constructor(
    readonly kind: CompaniesHouseFailure,
    message: string,
    /** For rate_limited: how long the register asked us to wait. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'CompaniesHouseError';
  }

  /** Worth trying again later with the job's retry policy. */
  get retryable(): boolean {
    return this.kind === 'rate_limited' || this.kind === 'timeout' || this.kind === 'unavailable' || this.kind === 'bad_response';
  }
}

export interface CompaniesHouseClientOptions {
  apiKey: string;
  /** No trailing slash: https://api.company-information.service.gov.uk */
  apiBase: string;
  /** Per request. */
  timeoutMs: number;
}

/** When a 429 says nothing of when to come back: the register's window is five minutes. */
export const DEFAULT_RETRY_AFTER_MS = 5 * 60 * 1000;

/**
 * How long a 429 asks us to wait: Retry-After (seconds or an HTTP date), else X-Ratelimit-Reset (epoch seconds, which
 * the register sends with every answer), else the whole window.
 */
export function retryAfterMs(headers: Headers, now = Date.now()): number {
  const retryAfter = headers.get('retry-after')?.trim();
  if (retryAfter) {
    if (/^\d+$/.test(retryAfter)) return Number(retryAfter) * 1000;
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  const reset = headers.get('x-ratelimit-reset')?.trim();
  if (reset && /^\d+$/.test(reset)) return Math.max(0, Number(reset) * 1000 - now);
  return DEFAULT_RETRY_AFTER_MS;
}

export class CompaniesHouseClient {
  private readonly authorization: string;

  constructor(private readonly options: CompaniesHouseClientOptions) {
    this.authorization = `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}`;
  }

  /** The company profile; CompaniesHouseError('not_found') when the register has no such company. */
  company(number: string): Promise<CompanyProfileResource> {
    return this.get<CompanyProfileResource>(`/company/${encodeURIComponent(number)}`);
  }

  /** The first page of officers (35), with the register's active_count. */
  officers(number: string): Promise<OfficerListResource> {
    return this.get<OfficerListResource>(`/company/${encodeURIComponent(number)}/officers`);
  }

  private async get<T>(path: string): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${this.options.apiBase}${path}`, {
        headers: { authorization: this.authorization, accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (err) {
      const name = (err as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new CompaniesHouseError('timeout', `Companies House did not answer within ${this.options.timeoutMs / 1000} s`);
      }
      throw new CompaniesHouseError('unavailable', `Companies House could not be reached (${(err as Error).message})`);
    }
    if (res.ok) {
      try {
        return (await res.json()) as T;
      } catch (err) {
        const timedOut = (err as Error).name === 'TimeoutError' || (err as Error).name === 'AbortError';
        if (timedOut) throw new CompaniesHouseError('timeout', `Companies House did not answer within ${this.options.timeoutMs / 1000} s`);
        throw new CompaniesHouseError('bad_response', 'Companies House sent an answer that is not JSON');
      }
    }
    // The body is not needed; reading it frees the connection.
    await res.arrayBuffer().catch(() => undefined);
    if (res.status === 404) throw new CompaniesHouseError('not_found', 'No company with this number is on the register');
    if (res.status === 429) {
      const wait = retryAfterMs(res.headers);
      throw new CompaniesHouseError('rate_limited', `Companies House asked us to wait ${Math.ceil(wait / 1000)} s (too many requests)`, wait);
    }
    if (res.status === 401 || res.status === 403) throw new CompaniesHouseError('refused', `Companies House refused the API key (${res.status})`);
    if (res.status >= 500) throw new CompaniesHouseError('unavailable', `Companies House is unavailable (${res.status})`);
    throw new CompaniesHouseError('bad_response', `Companies House answered ${res.status}`);
  }
}
