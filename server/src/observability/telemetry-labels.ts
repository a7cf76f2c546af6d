/**
 * Bounded names for what clients choose (GraphQL operation names, HTTP methods), shared by the metrics, the
 * access log and the trace spans. Without a bound one request with a 500 KB operation name adds 500 KB to every
 * scrape, log line and span; a client sending every method Node parses multiplies each route's series.
 * No imports: tracing-sdk.ts loads this before the modules it instruments.
 */

/** What a name that is not kept is recorded as. */
export const OTHER_LABEL = 'OTHER';
/** An operation without a name. */
export const ANONYMOUS_OPERATION = 'anonymous';
/** Far longer than any real one (the client's longest is 36 characters). */
export const MAX_OPERATION_NAME = 64;
/** A GraphQL Name (spec section 2.1.9). */
const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** The operation's name as recorded: itself when it is a GraphQL name of 64 characters at most, else OTHER. */
export function operationLabel(name: string | null | undefined): string {
  if (name === null || name === undefined || name === '') return ANONYMOUS_OPERATION;
  return name.length <= MAX_OPERATION_NAME && GRAPHQL_NAME.test(name) ? name : OTHER_LABEL;
}

const STANDARD_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The request method as a metric label: the standard ones, and OTHER for the rest (PROPFIND, MKCOL, ...). */
export function methodLabel(method: string): string {
  return STANDARD_METHODS.has(method) ? method : OTHER_LABEL;
}
