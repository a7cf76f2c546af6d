/**
 * The finance panel's arithmetic (issue 43): a repayment loan by standard amortisation (an annuity: equal monthly
 * payments of interest and capital at a fixed rate), rounded as a bank shows it. Pure, so the server render (a
 * no-JavaScript form's answer) and the browser (figures as the buyer types) give the same pence; server/test holds it
 * to worked examples.
 */

/** Banks' franchise units typically lend up to this share of an established brand's total cost. */
export const DEFAULT_LOAN_SHARE = 0.7;
export const DEFAULT_TERM_YEARS = 5;
/** An illustrative fixed rate, % a year: small-business loans of this size were offered at about 7 to 10 % in 2026. */
export const DEFAULT_RATE_PERCENT = 8;
export const MAX_TERM_YEARS = 25;
export const MAX_RATE_PERCENT = 30;

export interface FinanceInput {
  /** Pounds. */
  total: number;
  ownCash: number;
  loan: number;
  years: number;
  /** Per cent a year, fixed for the term. */
  ratePercent: number;
}

export interface Repayment {
  months: number;
  /** To the penny, rounded half up. */
  monthly: number;
  /** The monthly payment times the months (the last payment of a real loan may differ by a few pence). */
  totalRepaid: number;
  totalInterest: number;
}

/** Half up to the penny, on the value as written (1.005 -> 1.01), not on its binary approximation. */
export const toPence = (pounds: number): number => Math.round(Number((pounds * 100).toPrecision(15))) / 100;

/** The monthly payment of `principal` over `years` at `ratePercent` a year, compounded monthly. */
export function repayment(principal: number, years: number, ratePercent: number): Repayment {
  const months = Math.round(years * 12);
  const r = ratePercent / 100 / 12;
  const exact = r === 0 ? principal / months : (principal * r) / (1 - (1 + r) ** -months);
  const monthly = toPence(exact);
  const totalRepaid = toPence(monthly * months);
  return { months, monthly, totalRepaid, totalInterest: toPence(totalRepaid - principal) };
}

/** The panel's starting values for a listing: 70 % borrowed, the rest the buyer's own cash. */
export function defaultFinance(total: number): FinanceInput {
  const loan = toPence(total * DEFAULT_LOAN_SHARE);
  return { total, ownCash: toPence(total - loan), loan, years: DEFAULT_TERM_YEARS, ratePercent: DEFAULT_RATE_PERCENT };
}

export type FinanceField = keyof FinanceInput;

/** What is wrong with the figures, by field, in the words the panel shows; empty when they can be worked out. */
export function financeErrors(f: Partial<Record<FinanceField, number | null>>): Partial<Record<FinanceField, string>> {
  const errors: Partial<Record<FinanceField, string>> = {};
  const { total, ownCash, loan, years, ratePercent } = f;
  if (total == null || !(total > 0)) errors.total = 'Please enter the total investment in pounds';
  if (ownCash == null || ownCash < 0) errors.ownCash = 'Please enter your own cash in pounds (0 or more)';
  else if (total != null && total > 0 && ownCash > total) errors.ownCash = 'Your own cash cannot be more than the total investment';
  if (loan == null || !(loan > 0)) errors.loan = 'Please enter the loan in pounds';
  else if (total != null && ownCash != null && !errors.total && !errors.ownCash && loan > toPence(total - ownCash))
    errors.loan = 'The loan cannot be more than the total investment less your own cash';
  if (years == null || !Number.isInteger(years) || years < 1 || years > MAX_TERM_YEARS)
    errors.years = `Please enter a term of 1 to ${MAX_TERM_YEARS} whole years`;
  if (ratePercent == null || ratePercent < 0 || ratePercent > MAX_RATE_PERCENT)
    errors.ratePercent = `Please enter an interest rate from 0 to ${MAX_RATE_PERCENT}%`;
  return errors;
}

/**
 * A typed amount: '£70,000', '70000', '70,000.50' -> 70000.5; blank or not a number -> null. Only digits, one point,
 * commas and a leading '£' are allowed, so '7e4' and '0x10' are not amounts.
 */
export function parseAmount(text: string | null | undefined): number | null {
  const cleaned = (text ?? '').trim().replace(/^£/, '').replace(/,/g, '').trim();
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** The query string's names of the no-JavaScript form's fields. */
export const FINANCE_PARAMS: Record<FinanceField, string> = {
  total: 'total',
  ownCash: 'cash',
  loan: 'loan',
  years: 'years',
  ratePercent: 'rate',
};
