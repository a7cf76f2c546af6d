import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';

/**
 * Socket errors of a connection that could not be made or was cut: PostgreSQL down or restarting, its host gone
 * (a failover moving its address), or the network between.
 */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL's own: 57P01 admin_shutdown (a fast stop or a restart cut the connection), 57P02 crash_shutdown,
 * 57P03 cannot_connect_now (starting up or shutting down); class 08 is its connection exceptions.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03']);

/**
 * What pg and its pool say without a code: a connection cut mid-query ("Connection terminated unexpectedly"), a
 * client left unusable by that, and the pool's wait for a connection running out (its connectionTimeoutMillis).
 */
const MESSAGES = /^Connection terminated|is not queryable|timeout exceeded when trying to connect/;

function oneSays(error: object): boolean {
  // TypeORM's answer to the next statement (or nested transaction) of a transaction whose connection was cut (it lets
  // the connection go on its 'error' event): the cut's own error went to the statement running then, or to none.
  if (error instanceof QueryRunnerAlreadyReleasedError || error instanceof QueryRunnerProviderAlreadyReleasedError) return true;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  return typeof message === 'string' && MESSAGES.test(message);
}

/**
 * Whether an error is the database being unreachable (an outage, a restart, a failover), as pg, its pool and
 * TypeORM report it, rather than a bug or a refused statement: the request may work in a moment, and the client is
 * told so (SERVICE_UNAVAILABLE, HTTP 503 with Retry-After) instead of 'Something went wrong'. Looks through
 * TypeORM's QueryFailedError (`driverError`), `cause`, an AggregateError's `errors` (a host name with several
 * addresses, each refused) and graphql-js's NonErrorThrown (`thrownValue`: what a resolver threw that is not an
 * Error of graphql-js's realm, as a socket's error is not in a test's sandbox), a few levels deep.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  if (oneSays(error)) return true;
  const { driverError, cause, errors, thrownValue } = error as Record<string, unknown>;
  const inner: unknown[] = [driverError, cause, thrownValue, ...(Array.isArray(errors) ? (errors as unknown[]) : [])];
  return inner.some((e) => e !== error && isDatabaseUnavailable(e, depth + 1));
}
