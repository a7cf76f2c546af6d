/** The money and timeframe options of the matching quiz (issue 43); the server checks the same lists. */

export const BORROWING_OPTIONS = ['Nothing', '£25,000', '£50,000', '£100,000', '£250,000+'] as const;
/**
 * The lead form's desired-investment and timeframe options (lead-intake/request-options.ts), written out again so
 * that the quiz's pages do not share a chunk with the franchise page (a script more on its first load);
 * server/test/client-options.test.ts holds all three lists to the server's.
 */
export const INVESTMENT_OPTIONS = ['£20,000', '£50,000', '£100,000', '£250,000', '£500,000+'] as const;
export const TIMEFRAME_OPTIONS = ['1 month', '3 months', '6 months', '1 year'] as const;
