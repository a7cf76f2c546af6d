import { registerEnumType } from 'type-graphql';
import { Messages, badInput } from '../../common/errors';

/** The dashboard's range selector (spec 02 sections 2 and 9). */
export enum PerformanceRange {
  LAST_7_DAYS = 'last_7_days',
  LAST_30_DAYS = 'last_30_days',
  LAST_3_MONTHS = 'last_3_months',
  LAST_YEAR = 'last_year',
  CUSTOM = 'custom',
}
registerEnumType(PerformanceRange, { name: 'PerformanceRange' });

/** Days are UK calendar days; the daily counts and the lead boundaries use the same zone. */
export const METRICS_TIME_ZONE = 'Europe/London';

/** A span of whole days, both ends included, as YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

const ukDay = new Intl.DateTimeFormat('en-CA', { timeZone: METRICS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in the UK. */
export const ukToday = (now: Date): string => ukDay.format(now);

const iso = (d: Date) => d.toISOString().slice(0, 10);
const parse = (day: string) => new Date(`${day}T00:00:00Z`);

function minusDays(day: string, days: number): string {
  const d = parse(day);
  d.setUTCDate(d.getUTCDate() - days);
  return iso(d);
}

/** The same day `months` earlier, clamped to the end of a shorter month (31 May - 3 months = 28/29 Feb). */
function minusMonths(day: string, months: number): string {
  const d = parse(day);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return iso(target);
}

/** A real calendar date written YYYY-MM-DD. */
export function isDay(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && iso(parse(value)) === value;
}

/**
 * The days a range covers, ending today (UK) and including it: the last 7 or 30 days, or the days after
 * the same date 3 months or a year ago. A custom range is its two dates, both included.
 */
export function resolveRange(range: PerformanceRange, now: Date, from?: string | null, to?: string | null): DayRange {
  const today = ukToday(now);
  switch (range) {
    case PerformanceRange.LAST_7_DAYS:
      return { from: minusDays(today, 6), to: today };
    case PerformanceRange.LAST_30_DAYS:
      return { from: minusDays(today, 29), to: today };
    case PerformanceRange.LAST_3_MONTHS:
      return { from: minusDays(minusMonths(today, 3), -1), to: today };
    case PerformanceRange.LAST_YEAR:
      return { from: minusDays(minusMonths(today, 12), -1), to: today };
    case PerformanceRange.CUSTOM: {
      if (!from || !to) throw badInput(Messages.customRangeDates, from ? 'to' : 'from');
      if (!isDay(from)) throw badInput(Messages.invalidDate, 'from');
      if (!isDay(to)) throw badInput(Messages.invalidDate, 'to');
      if (from > to) throw badInput(Messages.dateRangeOrder, 'from');
      return { from, to };
    }
  }
}
