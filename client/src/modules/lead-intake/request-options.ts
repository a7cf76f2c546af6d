/** Options and texts of the request-information flow; the server checks the same lists (leads.constants.ts). */

export const INVESTMENT_OPTIONS = ['£20,000', '£50,000', '£100,000', '£250,000', '£500,000+'] as const;
export const TIMEFRAME_OPTIONS = ['1 month', '3 months', '6 months', '1 year'] as const;

export const OPT_IN_LABEL = 'Yes, update me on new franchise opportunities!';
export const PASSWORD_PLACEHOLDER = 'Create a password (min 6 characters)';

export const CHECK_EMAIL_FAILED = 'Failed to check email. Please try again.';
export const CREATE_ACCOUNT_FAILED = 'Failed to create user account';
export const ACCOUNT_CREATED_SIGN_IN = 'Account created successfully. Please sign in.';
export const INVALID_CREDENTIALS = 'Invalid email or password';
