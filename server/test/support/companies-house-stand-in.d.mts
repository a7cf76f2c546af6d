/** Types of companies-house-stand-in.mjs (see there). */

export declare const STAND_IN_API_KEY: string;

/** What the stand-in answers for one company number; anything not given takes an active company's value. */
export interface StandInCompany {
  name?: string;
  /** company_status: 'active', 'dissolved', 'liquidation', ... */
  status?: string;
  incorporatedOn?: string;
  locality?: string;
  sicCodes?: string[];
  accountsOverdue?: boolean;
  confirmationStatementOverdue?: boolean;
  activeOfficers?: number;
  resignedOfficers?: number;
  /** 404 for both resources. */
  notFound?: boolean;
}

/** The next `times` (1) requests for the number (and resource, if given) are answered this way. */
export interface StandInFailure {
  resource?: 'company' | 'officers';
  /** 429, 500, 503...; omitted: only the delay, then the normal answer. */
  status?: number;
  /** Seconds, sent as Retry-After. */
  retryAfter?: number;
  /** Answer this late (a time-out when longer than the client waits). */
  delayMs?: number;
  times?: number;
}

export interface StandInRequest {
  method: string;
  path: string;
  number: string | null;
  resource: 'company' | 'officers';
  /** Date.now() on arrival. */
  at: number;
}

export interface CompaniesHouseStandIn {
  /** http://127.0.0.1:PORT */
  apiBase: string;
  apiKey: string;
  /** Config overrides that point a server at this stand-in. */
  config: { companiesHouseApiKey: string; companiesHouseApiBase: string };
  requests: StandInRequest[];
  /** 429s answered for the `limit` given at start. */
  readonly answered429: number;
  requestsFor(number: string, resource?: 'company' | 'officers'): StandInRequest[];
  set(number: string, company: StandInCompany): void;
  fail(number: string, failure: StandInFailure): void;
  reset(): void;
  close(): Promise<void>;
}

export declare function startCompaniesHouseStandIn(options?: {
  port?: number;
  limit?: { requests: number; windowMs: number };
}): Promise<CompaniesHouseStandIn>;

export declare function companyProfile(number: string, company?: StandInCompany): Record<string, unknown>;
export declare function officerList(number: string, company?: StandInCompany): Record<string, unknown>;
