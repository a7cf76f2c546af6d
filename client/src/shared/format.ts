const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const gbpWhole = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** £1,234.50: money in the portals and on receipts. */
export const formatGBP = (pounds: number): string => gbp.format(pounds);

/** £150,000: investment amounts in listings, where pence are noise. */
export const formatInvestment = (pounds: number | null | undefined): string =>
  pounds == null ? 'Contact for details' : gbpWhole.format(pounds);

/** 22 November 2026 */
export const formatDate = (value: string | Date): string => longDate.format(new Date(value));

/** 22 Nov 2026: dates in table columns. */
export const formatShortDate = (value: string | Date): string => shortDate.format(new Date(value));

/** 22 Nov 2026, 14:05 */
export const formatDateTime = (value: string | Date): string => dateTime.format(new Date(value));

/** '1 franchise', '12 franchises'. */
export const franchiseCountLabel = (n: number) => `${n} ${n === 1 ? 'franchise' : 'franchises'}`;
