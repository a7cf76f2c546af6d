/* eslint-disable @typescript-eslint/require-await -- Apollo's plugin hooks return promises; these have nothing to await */
import type { ApolloServerPlugin } from '@apollo/server';
import {
  BREAK,
  type DocumentNode,
  type FieldNode,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  GraphQLError,
  type GraphQLSchema,
  NoSchemaIntrospectionCustomRule,
  getOperationAST,
  getVariableValues,
  parse,
  specifiedRules,
  validate,
  visit,
} from 'graphql';
import type { Config } from '../config';
import { AppError, ErrorCode, Messages } from '../common/errors';
import { logger } from '../common/logger';
import { scopedField } from '../modules/auth/api-scope';
import { type Caller, accessError } from '../modules/auth/access-check';
import { AccountStatus, UserType } from '../modules/auth/auth.enums';
import type { Profile } from '../modules/auth/profile.entity';
import type { Context } from './context';
import { isVariableErrorLimit } from './format-error';
import { parseOptions, queryLimitRules } from './query-limits';

/*
 * What every operation passes before it runs, through either door: Apollo does the parsing and
 * validation for HTTP (with parseOptions and queryLimitRules) and runs operationGuardPlugin;
 * the websocket calls checkOperation, which does the same steps in the same order.
 */

type Production = Pick<Config, 'isProduction'>;

/** Drops graphql-js's "Did you mean ...?" hints, which name fields and types introspection would. */
export function hideSuggestions(message: string): string {
  return message.replace(/ ?Did you mean [^?]*\?/g, '');
}

/**
 * True when a string literal, or a string or key anywhere in the variables, holds U+0000, which
 * PostgreSQL cannot store in text. Walks the variables without recursion: a body may nest deeply.
 */
export function holdsNullCharacter(document: DocumentNode, variables: unknown): boolean {
  let found = literalHoldsNull(document);
  const pending: unknown[] = [variables];
  while (!found && pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') found = value.includes('\0');
    else if (Array.isArray(value)) for (const item of value) pending.push(item);
    else if (isPlainObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\0')) found = true;
        pending.push(item);
      }
    }
  }
  return found;
}

// Apollo keeps one parsed document per query text, so what depends on the document alone is worked out once.
const literalNull = new WeakMap<DocumentNode, boolean>();
const introspectionErrors = new WeakMap<DocumentNode, readonly GraphQLError[]>();

function literalHoldsNull(document: DocumentNode): boolean {
  let found = literalNull.get(document);
  if (found !== undefined) return found;
  found = false;
  visit(document, {
    StringValue(node) {
      if (!node.value.includes('\0')) return undefined;
      found = true;
      return BREAK;
    },
  });
  literalNull.set(document, found);
  return found;
}

// JSON gives plain objects; anything else (graphql-upload's Upload) is not the client's text.
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Introspection (the GraphQL playground's schema explorer) is for approved administrators; in production
 * everyone else gets graphql-js's NoSchemaIntrospectionCustomRule errors. Checked per caller, after the
 * cached validation, so one document may be allowed for one session and refused for another.
 */
export function introspectionRefusal(
  schema: GraphQLSchema,
  document: DocumentNode,
  user: Profile | null,
  config: Production,
): readonly GraphQLError[] {
  if (!config.isProduction) return [];
  if (user?.userType === UserType.ADMIN && user.status === AccountStatus.APPROVED) return [];
  let errors = introspectionErrors.get(document);
  if (!errors) introspectionErrors.set(document, (errors = validate(schema, document, [NoSchemaIntrospectionCustomRule])));
  return errors;
}

/** The root fields an operation selects, through its fragments (a fragment spread twice is read once). */
function rootFields(document: DocumentNode, operation: OperationDefinitionNode): FieldNode[] {
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const seen = new Set<string>();
  const fields: FieldNode[] = [];
  const pending: SelectionSetNode[] = [operation.selectionSet];
  for (let set = pending.pop(); set; set = pending.pop()) {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) fields.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) pending.push(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) pending.push(fragment.selectionSet);
      }
    }
  }
  return fields;
}

/**
 * An API token's request (issue 42) asks the access check about each root field before anything runs: the
 * company's account may use its portal, and the token holds the scope the field is marked with (`@Scope`). So a
 * field outside the token's scopes is refused even where it has no `@Authorized` (public queries), and an
 * operation is run whole or not at all. Null for a session's request, which the fields' `@Authorized` check.
 */
export function tokenOperationRefusal(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  caller: Caller,
): AppError | null {
  if (!caller.apiToken) return null;
  const operation = getOperationAST(document, operationName);
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return null;
  const fields = root.getFields();
  for (const node of rootFields(document, operation)) {
    const name = node.name.value;
    if (name === '__typename') continue;
    const error = accessError(caller, [], scopedField(fields[name] ?? { name }));
    if (error) return error;
  }
  return null;
}

/**
 * HTTP: refuses null characters, (see introspectionRefusal) introspection and (see tokenOperationRefusal) what an
 * API token may not ask for, before execution; in production, hides field suggestions.
 */
export function operationGuardPlugin(config: Production): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request, schema, contextValue }) {
          const [refused] = introspectionRefusal(schema, document, contextValue.user, config);
          if (refused) {
            throw new GraphQLError(refused.message, {
              nodes: refused.nodes,
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
            });
          }
          if (holdsNullCharacter(document, request.variables)) {
            throw new AppError(Messages.nullCharacter, ErrorCode.BAD_USER_INPUT, { http: { status: 400 } });
          }
          const tokenRefusal = tokenOperationRefusal(schema, document, request.operationName, contextValue);
          if (tokenRefusal) {
            throw new AppError(tokenRefusal.message, tokenRefusal.extensions.code as ErrorCode, {
              ...tokenRefusal.extensions,
              http: { status: 403 },
            });
          }
        },
        async didEncounterErrors({ errors }) {
          if (!config.isProduction) return;
          for (const error of errors) error.message = hideSuggestions(error.message);
        },
      };
    },
  };
}

export interface OperationPayload {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

/**
 * The websocket's door: parse with the token limit, validate with the same rules as HTTP, coerce
 * the variables and refuse null characters. Failures carry the codes Apollo gives them over HTTP.
 */
export function checkOperation(
  schema: GraphQLSchema,
  payload: OperationPayload,
  config: Production,
  user: Profile | null,
): { document: DocumentNode } | { errors: GraphQLError[] } {
  const tagged = (errors: readonly GraphQLError[], code: string) =>
    errors.map(
      (e) =>
        new GraphQLError(config.isProduction ? hideSuggestions(e.message) : e.message, {
          nodes: e.nodes,
          source: e.source,
          positions: e.positions,
          extensions: { code },
        }),
    );
  let document: DocumentNode;
  try {
    document = parse(payload.query, parseOptions);
  } catch (err) {
    return { errors: tagged([err instanceof GraphQLError ? err : new GraphQLError('Syntax Error')], 'GRAPHQL_PARSE_FAILED') };
  }
  const invalid = [...validate(schema, document, [...specifiedRules, ...queryLimitRules])];
  if (invalid.length === 0) invalid.push(...introspectionRefusal(schema, document, user, config));
  if (invalid.length > 0) return { errors: tagged(invalid, 'GRAPHQL_VALIDATION_FAILED') };
  if (holdsNullCharacter(document, payload.variables)) {
    return { errors: [new AppError(Messages.nullCharacter, ErrorCode.BAD_USER_INPUT)] };
  }
  const operation = getOperationAST(document, payload.operationName);
  if (!operation) {
    const message = payload.operationName
      ? `Unknown operation named "${payload.operationName}".`
      : 'Must provide operation name if query contains multiple operations.';
    return { errors: tagged([new GraphQLError(message)], 'OPERATION_RESOLUTION_FAILURE') };
  }
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], payload.variables ?? {}, { maxErrors: 20 });
  if (coerced.errors) {
    if (coerced.errors.some(isVariableErrorLimit)) logger.warn('Too many variable errors in one request');
    return { errors: tagged(coerced.errors, ErrorCode.BAD_USER_INPUT) };
  }
  return { document };
}
