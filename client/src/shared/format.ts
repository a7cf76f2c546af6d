// Written out rather than through Intl: the first Intl formatter a page makes loads the locale's data, about 14 ms
// of a desktop's main thread (60 ms on a phone) on every public page's start, for a handful of en-GB formats.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
// en-GB's short months, as Intl writes them ('Sept').
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** 1234567 -> '1,234,567' (a whole, non-negative number). */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** '1,234' for a count. */
export const formatCount = (n: number): string => (n < 0 ? '-' : '') + grouped(String(Math.round(Math.abs(n))));

function pounds(value: number, decimals: 0 | 2): string {
  // Rounded half away from zero on the decimal the value was written as (1.005 -> 1.01), as Intl does.
  const units = Math.round(Number((Math.abs(value) * 10 ** decimals).toPrecision(15)));
  const [whole, pence] = (units / 10 ** decimals).toFixed(decimals).split('.');
  return `${value < 0 ? '-' : ''}£${grouped(whole)}${pence ? `.${pence}` : ''}`;
}

const two = (n: number) => String(n).padStart(2, '0');
const day = (d: Date, months: string[]) => `${d.getDate()} ${months[d.getMonth()]} ${d.getFullYear()}`;

/** £1,234.50: money in the portals and on receipts. */
export const formatGBP = (value: number): string => pounds(value, 2);

/** £150,000: investment amounts in listings, where pence are noise. */
export const formatInvestment = (value: number | null | undefined): string => (value == null ? 'Contact for details' : pounds(value, 0));

/** 22 November 2026 */
export const formatDate = (value: string | Date): string => day(new Date(value), MONTHS);

/** 22 Nov 2026: dates in table columns. */
export const formatShortDate = (value: string | Date): string => day(new Date(value), SHORT_MONTHS);

/** 22 Nov 2026, 14:05 */
export const formatDateTime = (value: string | Date): string => {
  const d = new Date(value);
  return `${day(d, SHORT_MONTHS)}, ${two(d.getHours())}:${two(d.getMinutes())}`;
};

/** '1 franchise', '12 franchises'. */
export const franchiseCountLabel = (n: number) => `${n} ${n === 1 ? 'franchise' : 'franchises'}`;
