import path from 'node:path';
import { repoRoot } from './paths';

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
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  stripeApiBase: string | undefined;
  cookieSecure: boolean;
  trustProxy: boolean;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
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

function url(env: Env, name: string, protocols: string[]): string | undefined {
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
  return raw.replace(/\/$/, '');
}

export function loadConfig(env: Env = process.env): Config {
  const isProduction = env.NODE_ENV === 'production';
  const port = int(env, 'PORT', 4000, 0, 65535);
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`;
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
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Franchise Compass <no-reply@franchisecompass.test>',
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    stripeApiBase: url(env, 'STRIPE_API_BASE', ['http:', 'https:']),
    cookieSecure: bool(env, 'COOKIE_SECURE', isProduction),
    trustProxy: bool(env, 'TRUST_PROXY', false),
    logLevel: oneOf(env, 'LOG_LEVEL', ['debug', 'info', 'warn', 'error'] as const, 'info'),
  };
}

export { ConfigError };
