import path from 'node:path';
import os from 'node:os';
import proxyaddr from 'proxy-addr';
import { repoRoot } from './paths';

/**
 * TRUST_PROXY as Express's `trust proxy` takes it: false (no proxy: the socket's peer is the client), the number
 * of proxies in front (each appends the address it was reached from to X-Forwarded-For), or the proxies'
 * addresses and subnets (CIDR) and proxy-addr's names (loopback, linklocal, uniquelocal).
 */
export type TrustProxy = false | number | string[];

/** Every environment variable the server reads, parsed and validated once at start-up. */
export interface Config {
  port: number;
  host: string;
  isProduction: boolean;
  /** Absolute origin the site is served from, used in e-mails and redirects. */
  publicUrl: string;
  /** Extra origins allowed to open the GraphQL websocket (the Vite dev server in development). */
  allowedOrigins: string[];
  /** Unset: an embedded PostgreSQL under dataDir is started. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Seed demo data: 'auto' seeds an empty embedded database only. */
  seedDemo: 'auto' | 'always' | 'never';
  /**
   * MIGRATE_ON_START: run pending migrations (under an advisory lock) at start-up (default true). False: a
   * separate step runs them (`npm run migrate`, a Kubernetes Job) and a server finding any pending refuses to start.
   */
  migrateOnStart: boolean;
  redisUrl: string | undefined;
  /** STORAGE_URL=s3://BUCKET: uploads in an S3-compatible bucket. Unset: on local disk under dataDir/uploads. */
  s3: S3Config | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * MAIL_SENDER_COMPANY and MAIL_POSTAL_ADDRESS: the company that sends the site's e-mail and its postal address,
   * printed at the foot of every e-mail (PECR: the sender's identity). Demo defaults; set both in production.
   */
  mailSender: MailSender;
  /** How long personal data is kept before the daily retention job deletes or anonymises it (issue 41). */
  retention: RetentionConfig;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  stripeApiBase: string | undefined;
  /**
   * COMPANIES_HOUSE_API_KEY: the Companies House Public Data API key the register is read with (company facts of
   * franchisors, issue 40). Unset: nothing is read and the site says 'Company details not checked yet'.
   */
  companiesHouseApiKey: string | undefined;
  /** COMPANIES_HOUSE_API_BASE: the API's origin (default https://api.company-information.service.gov.uk; tests: a stand-in). */
  companiesHouseApiBase: string;
  /** Not from the environment: each request to the register may take this long (ms; tests shorten it). */
  companiesHouseTimeoutMs: number;
  /** Not from the environment: the first retry of a failed check waits this long, doubling after (s; tests shorten it). */
  companiesHouseRetryDelaySeconds: number;
  /**
   * WEBHOOKS_ALLOW_PRIVATE: franchisors' webhook endpoints may be plain http and reach loopback, private, link-local
   * and metadata addresses (default true outside production, for development and tests; false in production, where
   * only https to public addresses is sent, checked after DNS resolution on every attempt).
   */
  webhooksAllowPrivate: boolean;
  /** Not from the environment: how long a webhook receiver may take to answer (ms; tests shorten it). */
  webhookTimeoutMs: number;
  cookieSecure: boolean;
  /**
   * SESSION_MAX_AGE_DAYS: a session ends this many days after its sign-in however active it is (default 30, 1-365).
   * Besides it, a session unused for 30 days ends (the idle limit, sliding).
   */
  sessionMaxAgeDays: number;
  /** Which hops of X-Forwarded-For to believe; compiled once by http/client-address.ts for every door. */
  trustProxy: TrustProxy;
  /**
   * CLIENT_COUNTRY_HEADER: a header the trusted proxy sets to the client's ISO country code (e.g.
   * CF-IPCountry), shown as the coarse location of sign-ins. Needs TRUST_PROXY. Unset: no location.
   */
  clientCountryHeader: string | undefined;
  /** SAVED_SEARCH_ALERT_SECONDS: how often saved-search alerts falling due are looked for (default 300). */
  savedSearchAlertSeconds: number;
  /** PAGE_CACHE_SECONDS: how long a server-rendered public page is kept for visitors who are not signed in (default 10; 0: never). */
  pageCacheSeconds: number;
  /**
   * UPLOAD_DECODE_CONCURRENCY: how many uploaded images (and listing image variants) one process decodes at once;
   * the rest wait their turn, so uploads never take every core from page renders (default: half the cores, at least 1).
   */
  uploadDecodeConcurrency: number;
  /**
   * API_TOKEN_REQUESTS_PER_MINUTE: how many GraphQL requests a franchisor company's API tokens (all of them together)
   * may send in a minute; more are refused with RATE_LIMITED (HTTP 429) until the minute is over.
   */
  apiTokenRequestsPerMinute: number;
  /**
   * CDN_MAX_AGE_SECONDS: s-maxage of a server-rendered page for visitors who are not signed in, how long a CDN may
   * keep it (default 60; 0: no-cache). CDN_STALE_SECONDS: its stale-while-revalidate (default 600; 0: none).
   */
  cdnMaxAgeSeconds: number;
  cdnStaleSeconds: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  /** ACCESS_LOG: one info line per request (default true). */
  accessLog: boolean;
  /** METRICS_PORT: Prometheus metrics on this port, apart from the site. Unset: no metrics server. */
  metricsPort: number | undefined;
  /** METRICS_HOST: interface of the metrics server (default 0.0.0.0). */
  metricsHost: string;
  /** METRICS_TOKEN: when set, /metrics answers only `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  tracing: TracingConfig;
}

export interface MailSender {
  company: string;
  postalAddress: string;
}

/**
 * Retention periods (the daily job in modules/retention, and the privacy page, read these). Each is counted from
 * the record's last activity; see modules/retention/retention.rules.ts for what each covers.
 */
export interface RetentionConfig {
  /** RETENTION_REQUEST_MONTHS: requests (leads) and their messages, after the last activity (default 24). */
  requestMonths: number;
  /** RETENTION_SIGN_IN_MONTHS: sign-in records (Recent Login Activity) (default 12). */
  signInMonths: number;
  /** RETENTION_CONTACT_MONTHS: contact-form messages and reporters' e-mail addresses on listing reports (default 12). */
  contactMonths: number;
  /** RETENTION_CONSENT_YEARS: consent records, after they were last relied on (default 6). */
  consentYears: number;
  /**
   * RETENTION_BATCH_SIZE: rows of one table each batch of a run touches, one short transaction (default 500). Smaller
   * batches hold their locks for less time; more of them make a run longer.
   */
  batchSize: number;
  /**
   * RETENTION_BATCH_PAUSE_SECONDS: the pause between two batches of a run (default 1), so that a long run (the first
   * one over years of data) leaves the database and the process to the pages between batches
   * (bench/results/retention.md; tests set 0).
   */
  batchPauseSeconds: number;
}

/** OpenTelemetry traces: on when OTEL_EXPORTER_OTLP_ENDPOINT is set (read by observability/tracing before anything else). */
export interface TracingConfig {
  /** OTLP/HTTP collector origin (`http://collector:4318`); traces go to its /v1/traces. Unset: no tracing. */
  endpoint: string | undefined;
  serviceName: string;
}

export interface S3Config {
  bucket: string;
  region: string;
  /** An S3-compatible store (MinIO, R2, ...), addressed path-style. Unset: AWS S3. */
  endpoint: string | undefined;
  /** Unset: the AWS SDK's default chain (shared profile, container or instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
}

type Env = Record<string, string | undefined>;

class ConfigError extends Error {}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function oneOf<T extends string>(env: Env, name: string, values: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!values.includes(raw as T)) throw new ConfigError(`${name} must be one of ${values.join(', ')}, got "${raw}"`);
  return raw as T;
}

function url(env: Env, name: string, protocols: string[], options: { host?: boolean } = {}): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}`);
  }
  // ioredis reads `redis://` with no host as localhost:6379, which is never what an operator meant.
  if (options.host && !parsed.hostname) throw new ConfigError(`${name} must name a host (${protocols[0]}//HOST:PORT)`);
  return raw.replace(/\/$/, '');
}

/** STORAGE_URL names the bucket; region, endpoint and keys come from the usual AWS_* variables. */
function s3(env: Env): S3Config | undefined {
  const raw = env.STORAGE_URL;
  if (raw === undefined || raw === '') return undefined;
  const bucket = /^s3:\/\/([^/?#@:]+)\/?$/.exec(raw)?.[1];
  if (!bucket) throw new ConfigError('STORAGE_URL must be s3://BUCKET (keys, region and endpoint go in AWS_* variables)');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(`STORAGE_URL: "${bucket}" is not a valid bucket name (3-63 lowercase letters, digits, dots, hyphens)`);
  }
  const endpoint = url(env, 'AWS_ENDPOINT_URL_S3', ['http:', 'https:']) ?? url(env, 'AWS_ENDPOINT_URL', ['http:', 'https:']);
  // S3-compatible stores mostly ignore the region but the request signature needs one.
  const region = env.AWS_REGION || (endpoint ? 'us-east-1' : undefined);
  if (!region) throw new ConfigError('AWS_REGION is required with STORAGE_URL (e.g. eu-west-2)');
  const accessKeyId = env.AWS_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY || undefined;
  if (!accessKeyId !== !secretAccessKey) {
    throw new ConfigError('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together');
  }
  const credentials =
    accessKeyId && secretAccessKey
      ? { accessKeyId, secretAccessKey, ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}) }
      : undefined;
  return { bucket, region, endpoint, credentials };
}

/**
 * TRUST_PROXY: a hop count or a list of addresses/subnets. `true` (Express's "trust every hop") is refused: a
 * proxy appends to X-Forwarded-For what the client sent, so the left-most entry is the client's to write.
 */
function trustProxy(env: Env): TrustProxy {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  if (['', 'false', 'no', '0'].includes(raw.toLowerCase())) return false;
  if (['true', 'yes'].includes(raw.toLowerCase())) {
    throw new ConfigError(
      'TRUST_PROXY=true would trust every X-Forwarded-For hop, so a client could forge its address and slip past rate limits. ' +
        'Set the number of proxies in front of the server (TRUST_PROXY=1 for one load balancer) or their addresses (TRUST_PROXY=10.0.0.0/8)',
    );
  }
  if (/^\d+$/.test(raw)) return int(env, 'TRUST_PROXY', 0, 1, 32);
  const list = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (list.length === 0) return false;
  try {
    proxyaddr.compile(list);
  } catch (err) {
    throw new ConfigError(
      `TRUST_PROXY must be a number of proxies or a comma-separated list of addresses, subnets (CIDR), loopback, linklocal or uniquelocal: ${(err as Error).message}`,
    );
  }
  return list;
}

/** The metrics port must be a port of its own: the public one never serves metrics. */
function metricsPort(env: Env, port: number): number | undefined {
  if (env.METRICS_PORT === undefined || env.METRICS_PORT === '') return undefined;
  const value = int(env, 'METRICS_PORT', 0, 1, 65535);
  if (value === port) throw new ConfigError(`METRICS_PORT must differ from PORT (${port}): metrics are never served on the public port`);
  return value;
}

function metricsToken(env: Env): string | undefined {
  const raw = env.METRICS_TOKEN;
  if (raw === undefined || raw === '') return undefined;
  if (!/^[\x21-\x7e]{16,256}$/.test(raw)) {
    throw new ConfigError('METRICS_TOKEN must be 16 to 256 printable characters without spaces (e.g. `openssl rand -hex 32`)');
  }
  return raw;
}

/**
 * The retention periods. Consent records are the evidence that a request could be passed on, so they must outlive
 * the requests they cover.
 */
function retention(env: Env): RetentionConfig {
  const periods: RetentionConfig = {
    requestMonths: int(env, 'RETENTION_REQUEST_MONTHS', 24, 1, 120),
    signInMonths: int(env, 'RETENTION_SIGN_IN_MONTHS', 12, 1, 120),
    contactMonths: int(env, 'RETENTION_CONTACT_MONTHS', 12, 1, 120),
    consentYears: int(env, 'RETENTION_CONSENT_YEARS', 6, 1, 20),
    batchSize: int(env, 'RETENTION_BATCH_SIZE', 500, 10, 10000),
    batchPauseSeconds: int(env, 'RETENTION_BATCH_PAUSE_SECONDS', 1, 0, 300),
  };
  if (periods.consentYears * 12 < periods.requestMonths) {
    throw new ConfigError(
      `RETENTION_CONSENT_YEARS (${periods.consentYears} years) must be at least RETENTION_REQUEST_MONTHS (${periods.requestMonths} months): ` +
        'the record of consent must outlive the requests it covers',
    );
  }
  return periods;
}

/** One line of printable text (it goes into every e-mail's footer), up to `max` characters. */
function mailLine(env: Env, name: string, fallback: string, max: number): string {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = raw.trim();
  if (value.length > max || [...value].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) {
    throw new ConfigError(`${name} must be one line of at most ${max} characters (separate the parts of an address with commas), got "${raw}"`);
  }
  return value;
}

/** The standard OpenTelemetry variables this server honours; see observability/tracing.ts. */
export function loadTracingConfig(env: Env = process.env): TracingConfig {
  const endpoint = url(env, 'OTEL_EXPORTER_OTLP_ENDPOINT', ['http:', 'https:']);
  const serviceName = env.OTEL_SERVICE_NAME?.trim() || 'franchise-compass';
  return { endpoint, serviceName };
}

/** Only a proxy we trust may tell us where the client is; the header name is kept lower-case, as Node gives headers. */
function countryHeader(env: Env, trust: TrustProxy): string | undefined {
  const raw = env.CLIENT_COUNTRY_HEADER?.trim();
  if (!raw) return undefined;
  if (!/^[A-Za-z0-9-]{1,64}$/.test(raw)) throw new ConfigError(`CLIENT_COUNTRY_HEADER must be a header name, got "${raw}"`);
  if (trust === false) {
    throw new ConfigError(
      'CLIENT_COUNTRY_HEADER needs TRUST_PROXY set to the number of proxies or their addresses (only a trusted proxy may set it)',
    );
  }
  return raw.toLowerCase();
}

interface PaymentsConfig {
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
}

/**
 * Stripe or the sandbox, chosen on purpose: production never falls back to the sandbox (free featured ads) for
 * want of a key; PAYMENTS_SANDBOX=true asks for it by name. Outside production the sandbox stays the default.
 */
function payments(env: Env, isProduction: boolean): PaymentsConfig {
  const stripeSecretKey = env.STRIPE_SECRET_KEY || undefined;
  const stripeWebhookSecret = env.STRIPE_WEBHOOK_SECRET || undefined;
  const sandboxRaw = env.PAYMENTS_SANDBOX;
  const sandboxAsked = sandboxRaw === undefined || sandboxRaw === '' ? undefined : bool(env, 'PAYMENTS_SANDBOX', false);
  if (sandboxAsked === true && stripeSecretKey) {
    throw new ConfigError('PAYMENTS_SANDBOX=true and STRIPE_SECRET_KEY are both set: unset one (real Stripe payments, or simulated ones)');
  }
  if (!stripeSecretKey && sandboxAsked === false) {
    throw new ConfigError('PAYMENTS_SANDBOX=false needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (real Stripe payments)');
  }
  if (isProduction && !stripeSecretKey && sandboxAsked !== true) {
    throw new ConfigError(
      'No payment provider in production: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, ' +
        'or PAYMENTS_SANDBOX=true to simulate payments on purpose (featured ads then go live without any money taken)',
    );
  }
  // A checkout without the webhook's secret takes the money and never confirms it: the ad would stay unpaid.
  if (isProduction && stripeSecretKey && !stripeWebhookSecret) {
    throw new ConfigError(
      'STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: set the signing secret of the /webhooks/stripe endpoint, or payments are never confirmed',
    );
  }
  return { stripeSecretKey, stripeWebhookSecret };
}

/** A Companies House key is a UUID-like token; anything with spaces or a colon would break the basic auth header. */
function companiesHouseKey(env: Env): string | undefined {
  const raw = env.COMPANIES_HOUSE_API_KEY?.trim();
  if (!raw) return undefined;
  if (!/^[\x21-\x39\x3b-\x7e]{8,200}$/.test(raw)) {
    throw new ConfigError('COMPANIES_HOUSE_API_KEY must be the key Companies House issued (8 to 200 printable characters, no spaces or colons)');
  }
  return raw;
}

export function loadConfig(env: Env = process.env): Config {
  const isProduction = env.NODE_ENV === 'production';
  const port = int(env, 'PORT', 4000, 0, 65535);
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`;
  const trust = trustProxy(env);
  const allowedOrigins = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    isProduction,
    publicUrl,
    allowedOrigins,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir: path.resolve(repoRoot, env.DATA_DIR || '.data'),
    seedDemo: oneOf(env, 'SEED_DEMO', ['auto', 'always', 'never'] as const, 'auto'),
    // True with DATABASE_URL too: `docker compose up` and a single server keep working with no extra step; the
    // Kubernetes manifests set false and run the migration Job before new pods.
    migrateOnStart: bool(env, 'MIGRATE_ON_START', true),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:'], { host: true }),
    s3: s3(env),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Franchise Compass <no-reply@franchisecompass.test>',
    mailSender: {
      company: mailLine(env, 'MAIL_SENDER_COMPANY', 'Franchise Compass Ltd', 200),
      postalAddress: mailLine(env, 'MAIL_POSTAL_ADDRESS', '1 Example Street, London, EC1A 1AA, United Kingdom', 300),
    },
    retention: retention(env),
    ...payments(env, isProduction),
    stripeApiBase: url(env, 'STRIPE_API_BASE', ['http:', 'https:']),
    companiesHouseApiKey: companiesHouseKey(env),
    companiesHouseApiBase: url(env, 'COMPANIES_HOUSE_API_BASE', ['http:', 'https:']) ?? 'https://api.company-information.service.gov.uk',
    companiesHouseTimeoutMs: 10_000,
    companiesHouseRetryDelaySeconds: 60,
    webhooksAllowPrivate: bool(env, 'WEBHOOKS_ALLOW_PRIVATE', !isProduction),
    webhookTimeoutMs: 10_000,
    cookieSecure: bool(env, 'COOKIE_SECURE', isProduction),
    sessionMaxAgeDays: int(env, 'SESSION_MAX_AGE_DAYS', 30, 1, 365),
    trustProxy: trust,
    clientCountryHeader: countryHeader(env, trust),
    savedSearchAlertSeconds: int(env, 'SAVED_SEARCH_ALERT_SECONDS', 300, 1, 86_400),
    pageCacheSeconds: int(env, 'PAGE_CACHE_SECONDS', 10, 0, 3_600),
    uploadDecodeConcurrency: int(env, 'UPLOAD_DECODE_CONCURRENCY', Math.max(1, Math.floor(os.availableParallelism() / 2)), 1, 64),
    apiTokenRequestsPerMinute: int(env, 'API_TOKEN_REQUESTS_PER_MINUTE', 120, 1, 100_000),
    cdnMaxAgeSeconds: int(env, 'CDN_MAX_AGE_SECONDS', 60, 0, 86_400),
    cdnStaleSeconds: int(env, 'CDN_STALE_SECONDS', 600, 0, 604_800),
    logLevel: oneOf(env, 'LOG_LEVEL', ['debug', 'info', 'warn', 'error'] as const, 'info'),
    accessLog: bool(env, 'ACCESS_LOG', true),
    metricsPort: metricsPort(env, port),
    metricsHost: env.METRICS_HOST || '0.0.0.0',
    metricsToken: metricsToken(env),
    tracing: loadTracingConfig(env),
  };
}

export { ConfigError };
