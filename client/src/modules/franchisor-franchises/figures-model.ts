import type { FigureBasis, FigureKind, FranchiseFigureInput, FranchiseForm_FranchiseFragment, InvestmentPart } from '../../gql/graphql';

/**
 * Figures with their basis in the franchise form (issue 40): what is typed, the checks with the server's messages
 * (server/src/modules/franchisor-franchises/franchise-figure.inputs.ts) and what is sent.
 */

export const FIGURES: { kind: FigureKind; label: string; name: string; help: string }[] = [
  {
    kind: 'TURNOVER',
    label: 'Average annual turnover per outlet',
    name: 'average annual turnover',
    help: 'Sales a year, before costs',
  },
  {
    kind: 'EARNINGS',
    label: 'Average annual earnings per outlet',
    name: 'average annual earnings',
    help: "The owner's profit a year, before tax",
  },
];

export const BASES: { value: FigureBasis; label: string }[] = [
  { value: 'NETWORK_AVERAGE', label: 'Average of outlets of the network' },
  { value: 'COMPANY_OWNED', label: 'Company-owned outlets' },
  { value: 'PROJECTION', label: 'Projection (shown as illustrative)' },
];

export const INVESTMENT_PARTS: { value: InvestmentPart; label: string }[] = [
  { value: 'FRANCHISE_FEE', label: 'Franchise fee' },
  { value: 'EQUIPMENT', label: 'Equipment' },
  { value: 'WORKING_CAPITAL', label: 'Working capital' },
];

export const FIGURE_MESSAGES = {
  invalidAmount: (name: string) => `Please enter a valid ${name}`,
  basisRequired: (name: string) => `Please choose the basis of the ${name}`,
  outletsRequired: (name: string) => `Please enter the number of outlets counted in the ${name}`,
  outletsInvalid: 'Outlets counted must be a whole number from 1 to 100,000',
  periodEndRequired: (name: string) => `Please enter when the period of the ${name} ends`,
  periodMonthsInvalid: 'Months covered must be a whole number from 1 to 24',
  statedOnRequired: (name: string) => `Please enter the date the ${name} figure was stated`,
  statedInFuture: (name: string) => `The date the ${name} figure was stated cannot be in the future`,
  periodAfterStated: (name: string) => `The period of the ${name} must end by the date the figure was stated`,
  invalidDate: 'Please enter a valid date',
} as const;

/** One figure as typed; dates as a date input gives them ('YYYY-MM-DD', or '' when blank or incomplete). */
export interface FigureValues {
  amount: string;
  basis: FigureBasis | '';
  outletsCounted: string;
  periodEnd: string;
  periodMonths: string;
  statedOn: string;
}

export const emptyFigure = (): FigureValues => ({ amount: '', basis: '', outletsCounted: '', periodEnd: '', periodMonths: '12', statedOn: '' });

/** The form's figures, one per kind in FIGURES' order, from what the server has. */
export function fromFigures(saved: NonNullable<FranchiseForm_FranchiseFragment['keyFacts']>['figures'] | undefined): FigureValues[] {
  return FIGURES.map(({ kind }) => {
    const f = saved?.find((g) => g.kind === kind);
    if (!f) return emptyFigure();
    return {
      amount: String(f.amount),
      basis: f.basis,
      outletsCounted: f.outletsCounted == null ? '' : String(f.outletsCounted),
      periodEnd: f.periodEnd,
      periodMonths: String(f.periodMonths),
      statedOn: f.statedOn,
    };
  });
}

const MAX_AMOUNT = 9_999_999_999.99;

/** Pounds from what was typed; null when blank, NaN when not a valid amount. */
function parseAmount(value: string): number | null {
  const trimmed = value.trim().replace(/[£,\s]/g, '');
  if (!trimmed) return null;
  const n = Number(trimmed);
  return Number.isFinite(n) && n >= 0 && n <= MAX_AMOUNT ? n : Number.NaN;
}

/** A whole number from min to max; null when blank, NaN when not one. */
function parseWhole(value: string, min: number, max: number): number | null {
  const trimmed = value.trim().replace(/[,\s]/g, '');
  if (!trimmed) return null;
  const n = Number(trimmed);
  return Number.isInteger(n) && n >= min && n <= max ? n : Number.NaN;
}

/** A real calendar date from 1990 to 2100, as the server accepts. */
function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1990 && y <= 2100 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Today in the UK, 'YYYY-MM-DD' (the server's rule for 'not in the future'). */
export const ukToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

/** Field errors keyed as the server keys them: 'keyFacts.figures.0.basis'... A figure without an amount is not stated. */
export function figureErrors(figures: FigureValues[]): Record<string, string> {
  const errors: Record<string, string> = {};
  figures.forEach((v, i) => {
    const { name } = FIGURES[i];
    const key = (field: keyof FigureValues) => `keyFacts.figures.${i}.${field}`;
    const amount = parseAmount(v.amount);
    if (amount === null) return;
    if (Number.isNaN(amount)) errors[key('amount')] = FIGURE_MESSAGES.invalidAmount(name);
    if (!v.basis) errors[key('basis')] = FIGURE_MESSAGES.basisRequired(name);
    const outlets = parseWhole(v.outletsCounted, 1, 100_000);
    if (v.basis === 'NETWORK_AVERAGE' && outlets === null) errors[key('outletsCounted')] = FIGURE_MESSAGES.outletsRequired(name);
    else if (v.basis !== 'PROJECTION' && Number.isNaN(outlets)) errors[key('outletsCounted')] = FIGURE_MESSAGES.outletsInvalid;
    if (!v.periodEnd) errors[key('periodEnd')] = FIGURE_MESSAGES.periodEndRequired(name);
    else if (!isDay(v.periodEnd)) errors[key('periodEnd')] = FIGURE_MESSAGES.invalidDate;
    else if (v.basis !== 'PROJECTION' && isDay(v.statedOn) && v.periodEnd > v.statedOn)
      errors[key('periodEnd')] = FIGURE_MESSAGES.periodAfterStated(name);
    const months = parseWhole(v.periodMonths, 1, 24);
    if (months === null || Number.isNaN(months)) errors[key('periodMonths')] = FIGURE_MESSAGES.periodMonthsInvalid;
    if (!v.statedOn) errors[key('statedOn')] = FIGURE_MESSAGES.statedOnRequired(name);
    else if (!isDay(v.statedOn)) errors[key('statedOn')] = FIGURE_MESSAGES.invalidDate;
    else if (v.statedOn > ukToday()) errors[key('statedOn')] = FIGURE_MESSAGES.statedInFuture(name);
  });
  return errors;
}

/** Every kind, in FIGURES' order (so the server's errors name the same rows); one without an amount is not stated. */
export function toFigureInputs(figures: FigureValues[]): FranchiseFigureInput[] {
  return figures.map((v, i) => {
    const amount = parseAmount(v.amount);
    if (amount === null) return { kind: FIGURES[i].kind, amount: null };
    return {
      kind: FIGURES[i].kind,
      amount,
      basis: v.basis || null,
      outletsCounted: v.basis === 'PROJECTION' ? null : parseWhole(v.outletsCounted, 1, 100_000),
      periodEnd: v.periodEnd || null,
      periodMonths: parseWhole(v.periodMonths, 1, 24) ?? 12,
      statedOn: v.statedOn || null,
    };
  });
}
