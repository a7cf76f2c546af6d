import { type AdDuration, AdStatus, durationMonths } from './advertising.enums';

/**
 * When a placement bought now for `duration` ends (spec 02 section 9: start plus duration), with calendar
 * months as PostgreSQL counts them: 31 January plus one month is the last day of February, same time of day.
 */
export function adEndDate(start: Date, duration: AdDuration): Date {
  const months = durationMonths[duration];
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** The status a reader sees: an active ad whose end date has passed reads expired, before the expiry job stores it. */
export function effectiveAdStatus(status: AdStatus, endDate: Date | null, now: Date = new Date()): AdStatus {
  return status === AdStatus.ACTIVE && endDate !== null && endDate.getTime() < now.getTime() ? AdStatus.EXPIRED : status;
}
