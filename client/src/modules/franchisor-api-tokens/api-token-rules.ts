import type { ApiTokenScope } from '../../gql/graphql';

/** The server's rules (server/src/modules/api-tokens/api-token.rules.ts), with the same messages. */
export const API_TOKEN_NAME_MAX = 100;

/** Each scope as the owner chooses it: its name (as the API docs give it) and what it allows. */
export const SCOPE_OPTIONS: { value: ApiTokenScope; name: string; label: string }[] = [
  { value: 'LEADS_READ', name: 'leads:read', label: 'Read leads' },
  { value: 'LEADS_WRITE', name: 'leads:write', label: "Change a lead's status" },
  { value: 'MESSAGES_READ', name: 'messages:read', label: "Read a lead's messages" },
];

export const scopeName = (scope: ApiTokenScope): string => SCOPE_OPTIONS.find((o) => o.value === scope)?.name ?? scope;

export interface ApiTokenValues {
  name: string;
  scopes: ApiTokenScope[];
}

export function checkApiToken(values: ApiTokenValues): Partial<Record<keyof ApiTokenValues, string>> {
  const errors: Partial<Record<keyof ApiTokenValues, string>> = {};
  const name = values.name.trim();
  if (!name) errors.name = 'Name is required';
  else if (name.length > API_TOKEN_NAME_MAX) errors.name = `Name must be at most ${API_TOKEN_NAME_MAX} characters`;
  if (values.scopes.length === 0) errors.scopes = 'Choose at least one scope';
  return errors;
}
