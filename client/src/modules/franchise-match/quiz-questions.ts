import type { BusinessExperience, MatchAnswersInput, OwnershipStyle, WorkingHours } from '../../gql/graphql';
import { BORROWING_OPTIONS, INVESTMENT_OPTIONS, TIMEFRAME_OPTIONS } from './quiz-options';

/**
 * The matching quiz's eight questions (issue 43) and their answers in the address: the quiz is a GET form per
 * question carrying the answers so far, the same with and without JavaScript, and the results page reads them from its
 * query string. The server checks the same options (server/src/modules/lead-intake/match-answers.ts).
 */

export type QuestionKind = 'one' | 'many' | 'town';

export interface Question {
  /** The query-string name of its answer. */
  param: string;
  kind: QuestionKind;
  title: string;
  hint: string;
  options: { value: string; label: string }[];
}

const plain = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const INVOLVEMENT: { value: OwnershipStyle; label: string }[] = [
  { value: 'OWNER_OPERATOR', label: 'Owner-operator: I run it myself, day to day' },
  { value: 'MANAGER', label: 'Manager-owner: I lead a team that does the work' },
  { value: 'SEMI_PASSIVE', label: 'Semi-passive: a manager runs it, I oversee' },
];
const HOURS: { value: WorkingHours; label: string }[] = [
  { value: 'PART_TIME', label: 'Part time, up to 20 hours a week' },
  { value: 'FULL_TIME', label: 'Full time, 20 to 45 hours a week' },
  { value: 'EXTENDED', label: 'More than 45 hours a week' },
];
const EXPERIENCE: { value: BusinessExperience; label: string }[] = [
  { value: 'NONE', label: 'No management or business experience yet' },
  { value: 'MANAGER', label: 'I have managed people or a team' },
  { value: 'BUSINESS_OWNER', label: 'I have run my own business' },
  { value: 'FRANCHISEE', label: 'I have owned a franchise before' },
];

/** In the order asked. The sectors' options are the main categories, filled in by the page. */
export const QUESTIONS: Question[] = [
  {
    param: 'cash',
    kind: 'one',
    title: 'How much of your own money could you invest?',
    hint: 'Savings or other money you could put in yourself.',
    options: plain(INVESTMENT_OPTIONS),
  },
  {
    param: 'borrow',
    kind: 'one',
    title: 'How much could you borrow on top?',
    hint: "Banks' franchise teams often lend up to 70% of the total for an established brand.",
    options: plain(BORROWING_OPTIONS),
  },
  { param: 'style', kind: 'one', title: 'How involved do you want to be?', hint: 'How you would run the business.', options: INVOLVEMENT },
  { param: 'hours', kind: 'one', title: 'How many hours a week could you give it?', hint: 'Once it is up and running.', options: HOURS },
  { param: 'sector', kind: 'many', title: 'Which sectors interest you?', hint: 'Choose as many as you like.', options: [] },
  { param: 'town', kind: 'town', title: 'Where would you run it?', hint: 'A UK town or city, such as Leeds.', options: [] },
  { param: 'experience', kind: 'one', title: 'What experience do you have?', hint: 'Franchisors train most new owners.', options: EXPERIENCE },
  {
    param: 'start',
    kind: 'one',
    title: 'When would you like to start?',
    hint: 'Roughly; you can change your mind.',
    options: TIMEFRAME_OPTIONS.map((t) => ({ value: t, label: `Within ${t}` })),
  },
];

export const QUESTION_COUNT = QUESTIONS.length;

/** The answers in an address's query string, each question's values as given (sectors may repeat). */
export type AnswerParams = Record<string, string[]>;

export function readAnswerParams(search: URLSearchParams): AnswerParams {
  const answers: AnswerParams = {};
  for (const q of QUESTIONS) {
    const values = search
      .getAll(q.param)
      .map((v) => v.trim())
      .filter(Boolean);
    if (values.length) answers[q.param] = q.kind === 'many' ? [...new Set(values)] : [values[0]];
  }
  return answers;
}

/** The query string of answers (without the step), in the questions' order. */
export function answerQuery(answers: AnswerParams, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams(extra);
  for (const q of QUESTIONS) for (const v of answers[q.param] ?? []) search.append(q.param, v);
  return search.toString();
}

const one = (answers: AnswerParams, param: string) => answers[param]?.[0] ?? null;

/** The answers as the server takes them; a value not among a question's options is sent as is, for the server to refuse. */
export function toMatchAnswers(answers: AnswerParams): MatchAnswersInput {
  return {
    ownCash: one(answers, 'cash'),
    borrowing: one(answers, 'borrow'),
    involvement: one(answers, 'style') as OwnershipStyle | null,
    hours: one(answers, 'hours') as WorkingHours | null,
    sectorIds: answers.sector ?? [],
    town: one(answers, 'town'),
    experience: one(answers, 'experience') as BusinessExperience | null,
    timeframe: one(answers, 'start'),
  };
}

/** The label of an answer, for the summary of the answers given. */
export function answerLabel(q: Question, value: string, sectors: { id: string; name: string }[]): string {
  if (q.kind === 'town') return value;
  if (q.kind === 'many') return sectors.find((s) => s.id === value)?.name ?? value;
  return q.options.find((o) => o.value === value)?.label ?? value;
}
