import { LEAD_FALLBACKS } from '../lead-intake/lead.constants';
import { LeadScore } from '../lead-intake/lead.enums';
import { missesOf } from '../lead-intake/lead-screening';

/**
 * The lead score (issue 29): High, Medium or Low, from signals a franchisor can check on the lead.
 *
 * The score itself is computed in PostgreSQL (lead_score_points and lead_score_band, LeadScore migration) by a trigger
 * before every insert and update of a lead, so every path that writes a lead or a reply keeps it, and the Leads page
 * filters and sorts by it from an index. This file says why, in the franchisor's words, from the same stored signals:
 * one reason per signal with the points it gave. `server/test/lead-score.test.ts` holds the two to agree on a table of
 * cases; change both together, in a new migration.
 */

/** Points per signal; the most a lead can have is MAX_SCORE_POINTS. */
export const SCORE_POINTS = {
  meetsRequirements: 4,
  phoneGiven: 1,
  /** A message of its own of at least LONG_MESSAGE characters; of at least SHORT_MESSAGE, `message`. */
  longMessage: 2,
  message: 1,
  /** Asked only this franchise; two to MANY_FRANCHISES - 1 at once, `fewFranchises`; more, nothing. */
  oneFranchise: 2,
  fewFranchises: 1,
  replied: 2,
  /** The matching quiz's answers sent with the request fit the listing (issue 43). */
  quizFit: 1,
} as const;

export const LONG_MESSAGE = 150;
export const SHORT_MESSAGE = 20;
/** From this many franchises asked at once, the request earns nothing for it. */
export const MANY_FRANCHISES = 6;

export const MAX_SCORE_POINTS =
  SCORE_POINTS.meetsRequirements +
  SCORE_POINTS.phoneGiven +
  SCORE_POINTS.longMessage +
  SCORE_POINTS.oneFranchise +
  SCORE_POINTS.replied +
  SCORE_POINTS.quizFit;

/** The fewest points of each band. */
export const SCORE_BANDS = { high: 8, medium: 6 } as const;

/** What a score is made of, as stored on the lead. */
export interface ScoreSignals {
  meetsRequirements: boolean;
  belowMinCapital: boolean;
  outsideAreas: boolean;
  phone: string;
  message: string;
  franchisesInRequest: number;
  enquirerReplies: number;
  /** Null when the lead carries no quiz answers, or none could be checked against the listing. */
  quizFit: boolean | null;
}

/** One line of the score's explanation: what the franchisor can check, and the points it gave. */
export interface ScoreReason {
  text: string;
  points: number;
}

/** Characters as PostgreSQL's char_length counts them (code points, not UTF-16 units). */
const characters = (text: string) => [...text].length;

/** The reasons of a lead's score, one per signal, in the formula's order. Their points add up to the score. */
export function scoreReasons(s: ScoreSignals): ScoreReason[] {
  const reasons: ScoreReason[] = [];
  if (s.meetsRequirements) reasons.push({ text: 'Meets your requirements', points: SCORE_POINTS.meetsRequirements });
  else {
    const misses = missesOf(s);
    // meets_requirements false without a recorded miss cannot be written by LeadWriter; say it plainly all the same.
    for (const text of misses.length > 0 ? misses : ['Misses your requirements']) reasons.push({ text, points: 0 });
  }

  const phoneGiven = s.phone !== '' && s.phone !== LEAD_FALLBACKS.phone;
  reasons.push(phoneGiven ? { text: 'Phone number given', points: SCORE_POINTS.phoneGiven } : { text: 'No phone number', points: 0 });

  if (s.message === '' || s.message === LEAD_FALLBACKS.message) reasons.push({ text: 'No message of their own', points: 0 });
  else {
    const length = characters(s.message);
    const points = length >= LONG_MESSAGE ? SCORE_POINTS.longMessage : length >= SHORT_MESSAGE ? SCORE_POINTS.message : 0;
    reasons.push({ text: `Wrote a ${length}-character message`, points });
  }

  const asked = Math.max(1, s.franchisesInRequest);
  if (asked === 1) reasons.push({ text: 'Asked only this franchise', points: SCORE_POINTS.oneFranchise });
  else reasons.push({ text: `Asked ${asked} franchises at once`, points: asked < MANY_FRANCHISES ? SCORE_POINTS.fewFranchises : 0 });

  if (s.enquirerReplies > 0) {
    reasons.push({
      text: s.enquirerReplies === 1 ? 'Replied to you' : `Replied to you ${s.enquirerReplies} times`,
      points: SCORE_POINTS.replied,
    });
  } else reasons.push({ text: 'No reply from them yet', points: 0 });

  if (s.quizFit === true) reasons.push({ text: 'Quiz answers fit this listing', points: SCORE_POINTS.quizFit });
  else if (s.quizFit === false) reasons.push({ text: 'Quiz answers do not fit this listing', points: 0 });
  return reasons;
}

/** The band of a number of points. */
export function scoreBand(points: number): LeadScore {
  return points >= SCORE_BANDS.high ? LeadScore.HIGH : points >= SCORE_BANDS.medium ? LeadScore.MEDIUM : LeadScore.LOW;
}

/** The points and band the reasons add up to (what the database stores for the same signals). */
export function scoreOf(s: ScoreSignals): { points: number; band: LeadScore } {
  const points = scoreReasons(s).reduce((sum, r) => sum + r.points, 0);
  return { points, band: scoreBand(points) };
}
