/**
 * The visitor's latest matching-quiz answers (issue 43), kept in localStorage: the quiz writes them when it shows
 * results; the request dialog and the lead form read them to pre-fill their fields and to send them with the lead.
 * The shape is the server's MatchAnswersInput (server/src/modules/lead-intake/match-answers.ts); a skipped question
 * is left out. Answers older than MAX_AGE_DAYS are ignored: the buyer's situation has likely moved on.
 */
export interface StoredMatchAnswers {
  ownCash?: string;
  borrowing?: string;
  /** OwnershipStyle: 'OWNER_OPERATOR' | 'MANAGER' | 'SEMI_PASSIVE' (the GraphQL enum's names). */
  involvement?: string;
  /** WorkingHours: 'PART_TIME' | 'FULL_TIME' | 'EXTENDED'. */
  hours?: string;
  sectorIds?: string[];
  town?: string;
  /** BusinessExperience: 'NONE' | 'MANAGER' | 'BUSINESS_OWNER' | 'FRANCHISEE'. */
  experience?: string;
  timeframe?: string;
}

const KEY = 'fc.matchAnswers';
const MAX_AGE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The stored answers, or null when there are none, they are unreadable or too old (and on the server). */
export function readMatchAnswers(now = Date.now()): StoredMatchAnswers | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    const { answers, savedAt } = JSON.parse(raw) as { answers?: unknown; savedAt?: unknown };
    if (typeof answers !== 'object' || answers === null || typeof savedAt !== 'number') return null;
    if (now - savedAt > MAX_AGE_DAYS * DAY_MS) return null;
    return answers;
  } catch {
    return null;
  }
}

export function saveMatchAnswers(answers: StoredMatchAnswers, now = Date.now()): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ answers, savedAt: now }));
  } catch {
    // Storage full or disabled: nothing is pre-filled later.
  }
}

export function clearMatchAnswers(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing stored to clear.
  }
}
