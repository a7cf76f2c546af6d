import pino, { type DestinationStream, type Logger } from 'pino';
import { currentLogContext } from './log-context';

/**
 * Structured logs: one JSON object per line on stdout (pino), with the request id of the request (or job)
 * being handled. The API stays `logger.info(message, detail?)`: an Error detail becomes `err` (type, message,
 * stack), any other detail goes under `detail`. Personal data never belongs in a line; `redact` is the net
 * for what slips through (cookies, authorization, passwords, tokens, emails, message text).
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Censored in a line's detail, directly or one level down (`detail.email`, `detail.headers.cookie`). */
const SECRET_KEYS = [
  'cookie',
  'authorization',
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'sessionToken',
  'email',
  'to',
  'replyTo',
  'content',
  'text',
  'html',
  'body',
];
// Named paths, not `*.key`: leading and intermediate wildcards made every line (the access line too) several
// times slower to write (measured: about 90 µs a line against 11 µs), and details are the only free-form part.
const REDACT_PATHS = SECRET_KEYS.flatMap((key) => [`detail.${key}`, `detail.*.${key}`]);

/** Fields a tracer adds to each line (trace and span ids) while a span is active; set by observability/tracing. */
let traceFields: (() => Record<string, string> | undefined) | null = null;

export function setTraceFields(fields: (() => Record<string, string> | undefined) | null): void {
  traceFields = fields;
}

/**
 * Only what identifies and locates the error: pino's default serializer copies every enumerable property, and
 * driver errors carry the query's parameters (emails, hashes) in theirs.
 */
function serializeError(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const code = (err as { code?: unknown }).code;
  return {
    type: err.name,
    message: err.message,
    stack: err.stack,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
  };
}

function build(destination: DestinationStream, level: LogLevel): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      // "level":"info" rather than 30: read by people as often as by machines.
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      mixin: () => {
        const context = currentLogContext();
        const trace = traceFields?.();
        if (!context) return trace ?? {};
        return trace ? { ...context, ...trace } : { ...context };
      },
    },
    destination,
  );
}

/** Synchronous writes to stdout (pino's default destination): nothing is lost when the process exits. One for the process. */
let stdoutDestination: DestinationStream | undefined;
const stdout = (): DestinationStream => (stdoutDestination ??= pino.destination({ dest: 1, sync: true }));

let level: LogLevel = (['debug', 'info', 'warn', 'error'] as const).find((l) => l === process.env.LOG_LEVEL) ?? 'info';
let instance = build(stdout(), level);

export function setLogLevel(next: LogLevel): void {
  level = next;
  instance.level = next;
}

/** Test-only: lines go to `destination` (null: back to stdout). */
export function setLogDestination(destination: DestinationStream | null): void {
  instance = build(destination ?? stdout(), level);
}

function write(method: LogLevel, message: string, detail?: unknown): void {
  if (!instance.isLevelEnabled(method)) return;
  if (detail === undefined) instance[method](message);
  else if (detail instanceof Error) instance[method]({ err: detail }, message);
  else instance[method]({ detail }, message);
}

export const logger = {
  debug: (message: string, detail?: unknown) => write('debug', message, detail),
  info: (message: string, detail?: unknown) => write('info', message, detail),
  warn: (message: string, detail?: unknown) => write('warn', message, detail),
  error: (message: string, detail?: unknown) => write('error', message, detail),
  /** Whether lines of `method` are written now (skip building an expensive detail when not). */
  enabled: (method: LogLevel) => instance.isLevelEnabled(method),
  /** One line whose fields sit at the top level (the access log): `fields` must hold no personal data. */
  fields: (method: LogLevel, fields: Record<string, unknown>, message: string) => instance[method](fields, message),
};
