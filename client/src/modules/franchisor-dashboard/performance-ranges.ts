import type { PerformanceRange } from '../../gql/graphql';

/** The range selector's choices (spec 02 section 2), in its order. */
export const RANGE_OPTIONS: { value: PerformanceRange; label: string }[] = [
  { value: 'LAST_7_DAYS', label: 'Last 7 Days' },
  { value: 'LAST_30_DAYS', label: 'Last 30 Days' },
  { value: 'LAST_3_MONTHS', label: 'Last 3 Months' },
  { value: 'LAST_YEAR', label: 'Last Year' },
  { value: 'CUSTOM', label: 'Custom Range' },
];

export const DEFAULT_RANGE: PerformanceRange = 'LAST_30_DAYS';

/** A custom range's problem, with the server's wording; undefined when both dates are usable. */
export function customRangeError(from: string, to: string): { field: 'from' | 'to'; message: string } | undefined {
  if (!from || !to) return { field: from ? 'to' : 'from', message: 'Please choose both dates for a custom range' };
  if (from > to) return { field: 'from', message: "The 'From' date must be on or before the 'To' date" };
  return undefined;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-05-01' as '1 May 2026' (a calendar day, whatever the browser's time zone). */
export const formatDay = (day: string): string => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** Today's date in the UK, for the date inputs' limits and defaults. */
export const ukToday = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

export const formatCount = (n: number): string => n.toLocaleString('en-GB');

/** 0.1234 as '12.3%'; no leads as an en dash. */
export const formatRate = (rate: number | null | undefined): string =>
  rate == null ? '–' : `${(rate * 100).toLocaleString('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
