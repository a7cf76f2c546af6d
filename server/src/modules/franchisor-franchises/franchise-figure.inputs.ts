import { IsDefined, ValidateBy, ValidateIf, type ValidationArguments } from 'class-validator';
import { Field, Float, InputType, Int } from 'type-graphql';
import { FIGURE_NAMES, FigureBasis, FigureKind } from '../catalogue/franchise-figure.enums';

/** numeric(12,2). */
const MAX_AMOUNT = 9_999_999_999.99;
export const MAX_OUTLETS_COUNTED = 100_000;
export const MAX_PERIOD_MONTHS = 24;

/**
 * The editor's messages for figures (issue 40; docs/decisions.md), the same in the form
 * (client/src/modules/franchisor-franchises/figures-model.ts). `name` is the figure's: 'average annual turnover'.
 */
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
  statedTwice: 'Each figure can be stated only once',
} as const;

/** Today in the UK, 'YYYY-MM-DD'. */
export const ukToday = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);

/** A real calendar date 'YYYY-MM-DD' from 1990 to 2100. */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1990 && y <= 2100 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const nameOf = (args: ValidationArguments) => FIGURE_NAMES[(args.object as FranchiseFigureInput).kind] ?? 'figure';
const stated = (o: FranchiseFigureInput) => o.amount !== null && o.amount !== undefined;

const rule = (
  name: string,
  validate: (value: unknown, o: FranchiseFigureInput) => boolean,
  message: string | ((args: ValidationArguments) => string),
) => ValidateBy({ name, validator: { validate: (value, args) => validate(value, args!.object as FranchiseFigureInput) } }, { message });

/**
 * One earnings or turnover figure as the franchisor states it. A figure without an amount is not stated (the rest is
 * ignored); with one, it must say its basis, the period it covers and when it was stated.
 */
@InputType({ description: 'An earnings or turnover figure with its basis; without an amount, the figure is not stated.' })
export class FranchiseFigureInput {
  @Field(() => FigureKind)
  kind: FigureKind;

  @Field(() => Float, { nullable: true, description: 'Pounds a year per outlet; null: not stated.' })
  @rule(
    'figureAmount',
    (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= MAX_AMOUNT,
    (a) => FIGURE_MESSAGES.invalidAmount(nameOf(a)),
  )
  amount?: number | null;

  @Field(() => FigureBasis, { nullable: true })
  @ValidateIf(stated)
  @IsDefined({ message: (a: ValidationArguments) => FIGURE_MESSAGES.basisRequired(nameOf(a)) })
  basis?: FigureBasis | null;

  @Field(() => Int, { nullable: true, description: 'Outlets the average covers: required for a network average, optional for company-owned ones.' })
  @ValidateIf(
    (o: FranchiseFigureInput, v: unknown) =>
      stated(o) && (o.basis === FigureBasis.NETWORK_AVERAGE || (o.basis === FigureBasis.COMPANY_OWNED && v != null)),
  )
  @IsDefined({ message: (a: ValidationArguments) => FIGURE_MESSAGES.outletsRequired(nameOf(a)) })
  @rule('outletsCounted', (v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= MAX_OUTLETS_COUNTED, FIGURE_MESSAGES.outletsInvalid)
  outletsCounted?: number | null;

  @Field(() => String, { nullable: true, description: "The last day of the period the figure covers, 'YYYY-MM-DD'." })
  @ValidateIf(stated)
  @IsDefined({ message: (a: ValidationArguments) => FIGURE_MESSAGES.periodEndRequired(nameOf(a)) })
  @rule('periodEnd', isDay, (a) => (a.value === '' ? FIGURE_MESSAGES.periodEndRequired(nameOf(a)) : FIGURE_MESSAGES.invalidDate))
  @rule(
    'periodBeforeStated',
    // A result covers a period that had ended when it was stated; a projection may look ahead.
    (v, o) => o.basis === FigureBasis.PROJECTION || !isDay(v) || !isDay(o.statedOn) || v <= o.statedOn,
    (a) => FIGURE_MESSAGES.periodAfterStated(nameOf(a)),
  )
  periodEnd?: string | null;

  @Field(() => Int, { defaultValue: 12, description: 'How many months up to periodEnd the figure covers (12: a year).' })
  @ValidateIf(stated)
  @rule('periodMonths', (v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= MAX_PERIOD_MONTHS, FIGURE_MESSAGES.periodMonthsInvalid)
  periodMonths: number = 12;

  @Field(() => String, { nullable: true, description: "When the figure was stated, 'YYYY-MM-DD' (not after today)." })
  @ValidateIf(stated)
  @IsDefined({ message: (a: ValidationArguments) => FIGURE_MESSAGES.statedOnRequired(nameOf(a)) })
  @rule('statedOn', isDay, (a) => (a.value === '' ? FIGURE_MESSAGES.statedOnRequired(nameOf(a)) : FIGURE_MESSAGES.invalidDate))
  @rule('statedOnPast', (v) => !isDay(v) || v <= ukToday(), (a) => FIGURE_MESSAGES.statedInFuture(nameOf(a)))
  statedOn?: string | null;
}

/** No kind twice in one list. */
export const EachKindOnce = () =>
  ValidateBy(
    {
      name: 'eachKindOnce',
      validator: {
        validate: (value: unknown) => !Array.isArray(value) || new Set(value.map((f: FranchiseFigureInput) => f?.kind)).size === value.length,
      },
    },
    { message: FIGURE_MESSAGES.statedTwice },
  );
