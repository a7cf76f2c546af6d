/** The rules of a token's form, shared by the input's checks and the service (which checks them again as stored). */
export const API_TOKEN_NAME_MAX = 100;
/** Active (not revoked) tokens one company may hold at once. */
export const MAX_ACTIVE_TOKENS = 20;

export const ApiTokenRules = {
  chooseScope: 'Choose at least one scope',
  tooManyTokens: `A company can have up to ${MAX_ACTIVE_TOKENS} API tokens. Revoke one to create another.`,
  notFound: 'API token not found',
} as const;
