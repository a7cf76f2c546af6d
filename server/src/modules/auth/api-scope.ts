import { Extensions, registerEnumType } from 'type-graphql';
import { AppError, ErrorCode } from '../../common/errors';

/**
 * What a franchisor's API token (issue 42) may do. A token caller reaches only the root fields marked with one of
 * these (`@Scope(ApiScope.LEADS_READ)`); the access check (access-check.ts) refuses every other field, naming the
 * scope it would need. The values are the names a CRM's owner sees ('leads:read'); GraphQL names them LEADS_READ.
 */
export enum ApiScope {
  LEADS_READ = 'leads:read',
  LEADS_WRITE = 'leads:write',
  MESSAGES_READ = 'messages:read',
}

registerEnumType(ApiScope, {
  name: 'ApiTokenScope',
  description: 'What an API token may do.',
  valuesConfig: {
    LEADS_READ: { description: "leads:read: the company's leads (list, stats, its franchises as a filter)." },
    LEADS_WRITE: { description: "leads:write: change a lead's status." },
    MESSAGES_READ: { description: 'messages:read: the messages exchanged with the enquirer of a lead.' },
  },
});

/** The schema extension a scoped field carries; read by the access check through the field's `extensions`. */
export const API_SCOPE_EXTENSION = 'apiScope';

/** `@Scope(ApiScope.LEADS_READ)` on a query or mutation: an API token with this scope may call it. */
export const Scope = (scope: ApiScope) => Extensions({ [API_SCOPE_EXTENSION]: scope });

/** The field an operation asks for, as the access check needs it: its name and the scope it is marked with. */
export interface ScopedField {
  name: string;
  scope: ApiScope | null;
}

/** A root field of the schema as the access check reads it (graphql-js's GraphQLField has this shape). */
export const scopedField = (field: { name: string; extensions?: Readonly<Record<string, unknown>> | null }): ScopedField => {
  const scope = field.extensions?.[API_SCOPE_EXTENSION];
  return { name: field.name, scope: typeof scope === 'string' ? (scope as ApiScope) : null };
};

/** The caller of a request authenticated by an API token instead of a session: which token, which scopes. */
export interface TokenCaller {
  tokenId: string;
  scopes: readonly ApiScope[];
}

export const ApiTokenMessages = {
  invalid: 'This API token is invalid or has been revoked.',
  fieldNotForTokens: (field: string) =>
    `API tokens cannot use ${field}: it needs a signed-in account. Tokens reach only the fields of the scopes leads:read, leads:write and messages:read.`,
  missingScope: (field: string, scope: ApiScope) => `This API token lacks the scope ${scope}, which ${field} needs.`,
  noUploads: 'API tokens cannot upload files.',
  tooManyRequests: 'Too many requests with this company’s API tokens. Please wait a moment and try again.',
} as const;

/** Why a token caller may not ask for `field`, or null when one of its scopes covers it. */
export function scopeError(token: TokenCaller, field: ScopedField): AppError | null {
  if (!field.scope) return new AppError(ApiTokenMessages.fieldNotForTokens(field.name), ErrorCode.FORBIDDEN);
  if (!token.scopes.includes(field.scope)) {
    return new AppError(ApiTokenMessages.missingScope(field.name, field.scope), ErrorCode.FORBIDDEN, { missingScope: field.scope });
  }
  return null;
}
