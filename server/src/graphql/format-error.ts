import type { GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import type { ValidationError } from 'class-validator';
import { ErrorCode, Messages } from '../common/errors';
import { logger } from '../common/logger';

const knownCodes = new Set<string>(Object.values(ErrorCode));
/** Codes graphql-js and Apollo give to malformed requests; safe to show as they are. */
const requestCodes = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_REQUEST', 'PERSISTED_QUERY_NOT_FOUND']);

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

function unwrap(error: unknown): unknown {
  let current = error;
  while (current && typeof current === 'object' && 'originalError' in current && current.originalError) {
    current = current.originalError;
  }
  return current;
}

/**
 * Shapes every error the API sends: known codes keep their message, input validation becomes
 * BAD_USER_INPUT with the first message per field, anything else is logged and masked.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrap(error);
  if (original instanceof ArgumentValidationError) {
    const fields = firstMessages(original.extensions.validationErrors as ValidationError[]);
    // Inputs arrive as one `input` argument; the form wants field names without that prefix.
    const byField = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/^input\./, ''), v]));
    return {
      message: Object.values(byField)[0] ?? 'Invalid input',
      path: formatted.path,
      extensions: { code: ErrorCode.BAD_USER_INPUT, fields: byField },
    };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && (knownCodes.has(code) || requestCodes.has(code))) {
    const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  logger.error('Unexpected GraphQL error', original instanceof Error ? original : formatted);
  return { message: Messages.internal, path: formatted.path, extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR } };
}
