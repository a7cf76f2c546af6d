/** Options, texts and fallbacks of the request-information flow (spec 01 sections 2, 5 and 9). */

export const INVESTMENT_OPTIONS = ['£20,000', '£50,000', '£100,000', '£250,000', '£500,000+'] as const;
export const TIMEFRAME_OPTIONS = ['1 month', '3 months', '6 months', '1 year'] as const;

/** What a lead says where the person gave nothing. */
export const LEAD_FALLBACKS = {
  name: 'Unknown',
  phone: 'Not provided',
  country: 'United Kingdom',
  desiredInvestment: '£50,000',
  desiredTimeframe: '3 months',
  message: 'Interested in this franchise',
} as const;

/** One request may go to at most this many franchises. */
export const MAX_FRANCHISES_PER_REQUEST = 50;

/** The refusals of a contact preference not on the lists (a no-JavaScript post, or a request not from the site's forms). */
export const CONTACT_MESSAGES = {
  method: 'Please choose how to be contacted from the list',
  time: 'Please choose when to be contacted from the list',
} as const;
