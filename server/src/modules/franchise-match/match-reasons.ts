import { OwnershipStyle, WorkingHours } from '../catalogue/ownership.enums';
import type { MatchCriteria, MatchRow } from './match-query';

/** One reason a listing ranks where it does, in the buyer's words: a fit, or a plain miss. */
export interface Reason {
  text: string;
  fits: boolean;
}

const STYLE_FIT: Record<string, string> = {
  [OwnershipStyle.OWNER_OPERATOR]: 'Suits an owner-operator',
  [OwnershipStyle.MANAGER]: 'Suits a manager-owner',
  [OwnershipStyle.SEMI_PASSIVE]: 'Suits a semi-passive owner',
};
const STYLE_MISS: Record<string, string> = {
  [OwnershipStyle.OWNER_OPERATOR]: 'Not run by an owner-operator',
  [OwnershipStyle.MANAGER]: 'Not run as a manager-owner',
  [OwnershipStyle.SEMI_PASSIVE]: 'Not semi-passive',
};
const HOURS_FIT: Record<string, string> = {
  [WorkingHours.PART_TIME]: 'Fits part-time hours',
  [WorkingHours.FULL_TIME]: 'Fits full-time hours',
  [WorkingHours.EXTENDED]: 'Fits your hours',
};
const HOURS_NEED: Record<string, string> = {
  [WorkingHours.FULL_TIME]: 'Needs full-time hours',
  [WorkingHours.EXTENDED]: 'Needs more than 45 hours a week',
};
const HOURS_ORDER = [WorkingHours.PART_TIME, WorkingHours.FULL_TIME, WorkingHours.EXTENDED] as string[];

const pounds = (value: number) => `£${Math.round(value).toLocaleString('en-GB')}`;

/**
 * Why a listing fits the answers or not, in the order the buyer asked: the same rules as the query's points
 * (match-query.ts), so a reason never contradicts the ranking. Facts a listing does not state give no reason.
 */
export function matchReasons(row: MatchRow, c: MatchCriteria, town: string | null): Reason[] {
  const reasons: Reason[] = [];
  if (c.ownCash !== null && (row.investment !== null || row.minimumLiquidCapital !== null)) {
    const capacity = c.ownCash + (c.borrowing ?? 0);
    if ((row.investment ?? 0) > capacity) reasons.push({ text: `Needs ${pounds(row.investment!)} in all`, fits: false });
    else if ((row.minimumLiquidCapital ?? 0) > c.ownCash)
      reasons.push({ text: `Asks for ${pounds(row.minimumLiquidCapital!)} of your own money`, fits: false });
    else reasons.push({ text: 'Within your budget', fits: true });
  }
  if (c.areaKeys !== null && town) {
    const everywhere = row.areas.length === 0 || row.areas.includes('uk');
    if (everywhere) reasons.push({ text: 'Recruits anywhere in the UK', fits: true });
    else if (row.areas.some((k) => c.areaKeys!.includes(k))) reasons.push({ text: `Recruits in ${town}`, fits: true });
    else reasons.push({ text: `Does not recruit in ${town}`, fits: false });
  }
  if (c.involvement !== null && row.ownershipStyles.length > 0) {
    const fits = row.ownershipStyles.includes(c.involvement);
    reasons.push({ text: (fits ? STYLE_FIT : STYLE_MISS)[c.involvement], fits });
  }
  if (c.hours !== null && row.workingHours !== null) {
    const fits = HOURS_ORDER.indexOf(row.workingHours) <= HOURS_ORDER.indexOf(c.hours);
    reasons.push(fits ? { text: HOURS_FIT[c.hours], fits } : { text: HOURS_NEED[row.workingHours], fits });
  }
  if (row.sector) reasons.push({ text: `In ${row.sector}`, fits: true });
  return reasons;
}
