import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type ParseOptions, type ValidationContext, type ValidationRule } from 'graphql';

/**
 * What one operation may ask for, over HTTP and the websocket alike. The client's heaviest operation, the franchise
 * page with its checked facts and figures (issue 40), costs 269; test/query-limits.test.ts fails when a client document
 * outgrows these. docs/decisions.md says why these numbers.
 */
export const QUERY_LIMITS = {
  /** Lexer tokens, counted while parsing, so a large document is refused before validation. */
  tokens: 1000,
  /** Nested fields; fragments and inline fragments add no level. */
  depth: 7,
  /** Aliased fields (each alias of a listing is one more page to build). */
  aliases: 5,
  directives: 10,
  /** graphql-armor's cost: 1 per leaf, 2 per object, each level's children weighted x1.5. */
  cost: 400,
} as const;

export const parseOptions: ParseOptions = { maxTokens: QUERY_LIMITS.tokens };

// Report as an ordinary validation error (400 GRAPHQL_VALIDATION_FAILED) rather than throw.
const report = (context: ValidationContext | null, error: GraphQLError) =>
  context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, '')));
const asValidationError = { propagateOnRejection: false, onReject: [report] };

/**
 * graphql-armor's rules. Each walks an operation once and remembers every fragment's figure, so a
 * fragment spread many times is not walked again (a fragment bomb costs one pass).
 */
export const queryLimitRules: ValidationRule[] = new ApolloArmor({
  maxTokens: { enabled: false }, // parseOptions: graphql-js counts tokens while parsing
  blockFieldSuggestion: { enabled: false }, // see hideSuggestions in operation-guard.ts
  maxDepth: { n: QUERY_LIMITS.depth, flattenFragments: true, ...asValidationError },
  maxAliases: { n: QUERY_LIMITS.aliases, ...asValidationError },
  maxDirectives: { n: QUERY_LIMITS.directives, ...asValidationError },
  costLimit: { maxCost: QUERY_LIMITS.cost, flattenFragments: true, ...asValidationError },
}).protect().validationRules;
