import { CombinedGraphQLErrors } from '@apollo/client/errors';

export const GENERIC_ERROR = 'Something went wrong. Please try again.';

/** The message to show for a failed request: the server's wording for known errors. */
export function errorMessage(error: unknown, fallback: string = GENERIC_ERROR): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    if (first && first.extensions?.code !== 'INTERNAL_SERVER_ERROR') return first.message;
  }
  return fallback;
}

/** Per-field messages from a BAD_USER_INPUT error, keyed by input field name. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const fields = error.errors[0]?.extensions?.fields;
  return fields && typeof fields === 'object' ? (fields as Record<string, string>) : {};
}

export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}
