import type { StoredMatchAnswers } from './match-answers';
import { capitalOf } from './lead-screening';

/** A listing's facts the quiz's answers are checked against. */
export interface QuizFitListing {
  investmentAmount: number | null;
  minimumLiquidCapital: number | null;
  ownershipStyles: string[];
  workingHours: string | null;
}

const HOURS = ['part_time', 'full_time', 'extended'];
/** Pounds of a borrowing option ('Nothing' is 0, '£250,000+' is £250,000). */
const borrowed = (option: string | undefined) => (!option || option === 'Nothing' ? 0 : Number(option.replace(/[£,+]/g, '')) || 0);

/**
 * Whether a lead's quiz answers fit its listing (issue 43), by the quiz's own rules: the money (own cash plus
 * borrowing covers the total investment, own cash the minimum liquid capital), the involvement and the hours, each
 * where both the buyer and the listing state it. The town is the lead's requirements screening already. True when at
 * least one of them is checked and none fails; false when one fails; null when none can be checked (or no answers).
 */
export function quizFit(answers: StoredMatchAnswers | null | undefined, listing: QuizFitListing): boolean | null {
  if (!answers) return null;
  const checks: boolean[] = [];
  const cash = capitalOf(answers.ownCash);
  if (cash !== null && (listing.investmentAmount !== null || listing.minimumLiquidCapital !== null)) {
    checks.push((listing.investmentAmount ?? 0) <= cash + borrowed(answers.borrowing) && (listing.minimumLiquidCapital ?? 0) <= cash);
  }
  if (answers.involvement && listing.ownershipStyles.length > 0) checks.push(listing.ownershipStyles.includes(answers.involvement));
  if (answers.hours && listing.workingHours) checks.push(HOURS.indexOf(listing.workingHours) <= HOURS.indexOf(answers.hours));
  if (checks.length === 0) return null;
  return checks.every(Boolean);
}
