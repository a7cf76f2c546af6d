import { WORKING_HOURS_NAMES } from '../catalogue/ownership.enums';
import type { StoredMatchAnswers } from '../lead-intake/match-answers';

/** How involved the enquirer wants to be, in the franchisor's words. */
const INVOLVEMENT: Record<string, string> = {
  owner_operator: 'Owner-operator: runs it day to day',
  manager: 'Manager-owner: leads a team',
  semi_passive: 'Semi-passive: a manager runs it',
};
const EXPERIENCE: Record<string, string> = {
  none: 'No management or business experience yet',
  manager: 'Has managed people or a team',
  business_owner: 'Has run their own business',
  franchisee: 'Has owned a franchise before',
};

/**
 * A lead's quiz answers as the franchisor reads them (issue 43), in the quiz's order; questions skipped are left out.
 * `sectorNames` are the names of the chosen sectors (a removed category is left out).
 */
export function quizAnswerLines(a: StoredMatchAnswers, sectorNames: string[]): { question: string; answer: string }[] {
  const lines: [string, string | undefined][] = [
    ['Money to invest', a.ownCash],
    ['Could borrow', a.borrowing],
    ['Involvement', a.involvement && INVOLVEMENT[a.involvement]],
    ['Hours a week', a.hours && WORKING_HOURS_NAMES[a.hours]],
    ['Sectors', sectorNames.length ? sectorNames.join(', ') : undefined],
    ['Where', a.town],
    ['Experience', a.experience && EXPERIENCE[a.experience]],
    ['Wants to start within', a.timeframe],
  ];
  return lines.filter((l): l is [string, string] => Boolean(l[1])).map(([question, answer]) => ({ question, answer }));
}
