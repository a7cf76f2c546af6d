import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import type { ValidationError } from 'class-validator';
import { isDatabaseUnavailable } from '../common/database-unavailable';
import { AppError, ErrorCode, Messages } from '../common/errors';
import { logger } from '../common/logger';
import { clientRequestError } from '../http/request-errors';

function firstMessages(errors: ValidationError[], prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const message = error.constraints ? Object.values(error.constraints)[0] : undefined;
    if (message) fields[path] = message;
    if (error.children?.length) Object.assign(fields, firstMessages(error.children, path));
  }
  return fields;
}

/** The error that started it all: Apollo and graphql-js wrap what a resolver threw in originalError. */
function unwrap(error: unknown): unknown {
  let current = error;
  while (current && typeof current === 'object' && 'originalError' in current && current.originalError) {
    current = current.originalError;
  }
  return current;
}

/**
 * graphql-js's error when a request's variables hold more errors than it reports (50 a request over HTTP, 20 on
 * the websocket): the client's input, like the errors before it, though it carries no code or node of its own.
 */
export const TOO_MANY_VARIABLE_ERRORS = 'Too many errors processing variables, error limit reached. Execution aborted.';

export function isVariableErrorLimit(error: unknown): boolean {
  return error instanceof GraphQLError && !error.path && error.message === TOO_MANY_VARIABLE_ERRORS;
}

/**
 * Apollo's answers to a malformed persisted-query extension, which it sends with status 400 but without a code
 * (so they would read as INTERNAL_SERVER_ERROR): the codes Apollo gives its other persisted-query and request
 * errors. A version other than 1 (or none: `persistedQuery: "x"`) is a protocol this server does not speak, which
 * tells Apollo's client link to send whole queries; a hash that is not the query's (or not a string) is a bad request.
 */
const PERSISTED_QUERY_ERRORS = new Map<string, string>([
  ['Unsupported persisted query version', 'PERSISTED_QUERY_NOT_SUPPORTED'],
  ['provided sha does not match query', ErrorCode.BAD_REQUEST],
]);

function persistedQueryErrorCode(error: unknown): string | undefined {
  if (!(error instanceof GraphQLError) || error.path || error.extensions.code !== undefined) return undefined;
  return PERSISTED_QUERY_ERRORS.get(error.message);
}

function withoutStacktrace(formatted: GraphQLFormattedError, code: string): GraphQLFormattedError {
  const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
  return { ...formatted, extensions: { ...extensions, code } };
}

/**
 * Shapes every error the API sends, over HTTP and the websocket. Which errors keep their message is
 * decided by the original error's class, never by its code (Apollo labels anything unknown
 * INTERNAL_SERVER_ERROR before this runs):
 * - AppError: the application's own, as thrown;
 * - ArgumentValidationError (class-validator): BAD_USER_INPUT with the first message per field;
 * - a GraphQLError from before execution (no path) that carries its own code: Apollo's (or the
 *   websocket door's) verdict on the request: syntax, validation, variables, bad request;
 * - graphql-js's "too many errors processing variables" (it has no code): BAD_USER_INPUT, logged as a warning;
 * - Apollo's code-less refusals of a malformed persisted-query extension: the codes above (PERSISTED_QUERY_ERRORS);
 * - graphql-upload's http-errors met in a resolver (a file missing or too large): the client's;
 * - the database unreachable or gone mid-request (database-unavailable.ts): SERVICE_UNAVAILABLE, a warning logged;
 * anything else (database, driver, bugs) is logged in full and masked.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrap(error);
  if (original instanceof ArgumentValidationError) {
    const fields = firstMessages(original.extensions.validationErrors);
    // Inputs arrive as one `input` argument; the form wants field names without that prefix.
    const byField = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/^input\./, ''), v]));
    return {
      message: Object.values(byField)[0] ?? 'Invalid input',
      path: formatted.path,
      extensions: { code: ErrorCode.BAD_USER_INPUT, fields: byField },
    };
  }
  if (original instanceof AppError) {
    const code = original.extensions.code;
    return withoutStacktrace(formatted, typeof code === 'string' ? code : ErrorCode.BAD_USER_INPUT);
  }
  if (isVariableErrorLimit(original) && !formatted.path) {
    logger.warn('Too many variable errors in one request');
    return withoutStacktrace(formatted, ErrorCode.BAD_USER_INPUT);
  }
  const persistedQueryCode = persistedQueryErrorCode(original);
  if (persistedQueryCode) return withoutStacktrace(formatted, persistedQueryCode);
  const ownCode = error instanceof GraphQLError ? error.extensions.code : undefined;
  if (original instanceof GraphQLError && !formatted.path && typeof ownCode === 'string') {
    return withoutStacktrace(formatted, ownCode);
  }
  const refused = clientRequestError(original);
  if (refused) {
    logger.warn('Refused an upload', { path: formatted.path, status: refused.status, message: refused.message });
    const code = refused.code === ErrorCode.PAYLOAD_TOO_LARGE ? refused.code : ErrorCode.BAD_USER_INPUT;
    return { message: refused.message, path: formatted.path, extensions: { code } };
  }
  if (isDatabaseUnavailable(original)) {
    // An outage, not a bug: one line per request (no stack), and the client told to try again shortly.
    logger.warn('GraphQL request met the database unavailable', { path: formatted.path, error: String(original) });
    return { message: Messages.serviceUnavailable, path: formatted.path, extensions: { code: ErrorCode.SERVICE_UNAVAILABLE } };
  }
  logger.error('Unexpected GraphQL error', original instanceof Error ? original : error instanceof Error ? error : formatted);
  return { message: Messages.internal, path: formatted.path, extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR } };
}
