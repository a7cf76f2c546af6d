import { Field, Float, Int, ObjectType } from 'type-graphql';
import { FIGURE_KINDS, FIGURE_NAMES, FigureBasis, FigureKind } from './franchise-figure.enums';
import type { FranchiseDetails } from './franchise-details.entity';
import { readFigure } from './franchise-figure.columns';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2026-03-31' -> '31 March 2026' (a calendar date: no time zone can move it). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

/** 'year to 31 March 2026', '6 months to 30 June 2026', 'month to 31 May 2026'. */
export function periodText(periodEnd: string, months: number): string {
  const span = months === 12 ? 'year' : months === 1 ? 'month' : `${months} months`;
  return `${span} to ${formatDay(periodEnd)}`;
}

const outletsText = (n: number) => `${n.toLocaleString('en-GB')} ${n === 1 ? 'outlet' : 'outlets'}`;

/** 'Average of 24 outlets of the network', 'Average of 3 company-owned outlets', 'Illustrative projection'. */
export function basisLabel(basis: FigureBasis, outlets: number | null): string {
  if (basis === FigureBasis.PROJECTION) return 'Illustrative projection';
  if (basis === FigureBasis.NETWORK_AVERAGE) return `Average of ${outletsText(outlets ?? 0)} of the network`;
  return outlets ? `Average of ${outlets.toLocaleString('en-GB')} company-owned ${outlets === 1 ? 'outlet' : 'outlets'}` : 'Company-owned outlets';
}

/**
 * An earnings or turnover figure as a listing states it (GraphQL FranchiseFigure): never a bare number, always with
 * what it is based on, the period it covers and when it was stated.
 */
@ObjectType('FranchiseFigure', { description: 'An earnings or turnover figure of a listing, with its basis, period and date.' })
export class FranchiseFigureView {
  @Field(() => FigureKind)
  kind: FigureKind;

  @Field({ description: "'Average annual turnover per outlet', 'Average annual earnings per outlet'." })
  label: string;

  @Field(() => Float, { description: 'Pounds.' })
  amount: number;

  @Field(() => FigureBasis)
  basis: FigureBasis;

  @Field(() => Int, { nullable: true, description: 'How many outlets the average covers (always for a network average).' })
  outletsCounted: number | null;

  @Field({ description: "The last day of the period the figure covers, 'YYYY-MM-DD'." })
  periodEnd: string;

  @Field(() => Int, { description: 'How many months up to periodEnd the figure covers.' })
  periodMonths: number;

  @Field({ description: "The period in words: 'year to 31 March 2026'." })
  periodText: string;

  @Field({ description: "When the franchisor stated the figure, 'YYYY-MM-DD'." })
  statedOn: string;

  @Field({ description: 'A projection, not a result: the page labels it an illustrative projection.' })
  illustrative: boolean;

  @Field({
    description: "What the page prints beside the figure: 'Average of 24 outlets of the network, year to 31 March 2026, stated 3 November 2026'.",
  })
  basisText: string;
}

/** The figures a listing states, turnover first; [] when details were read without them (a search row). */
export function toFigureViews(d: FranchiseDetails): FranchiseFigureView[] {
  return FIGURE_KINDS.flatMap((kind) => {
    const figure = readFigure(d, kind);
    if (!figure) return [];
    const period = periodText(figure.periodEnd, figure.periodMonths);
    const name = FIGURE_NAMES[kind];
    return [
      {
        kind,
        label: `${name.charAt(0).toUpperCase()}${name.slice(1)} per outlet`,
        amount: figure.amount,
        basis: figure.basis,
        outletsCounted: figure.outlets,
        periodEnd: figure.periodEnd,
        periodMonths: figure.periodMonths,
        periodText: period,
        statedOn: figure.statedOn,
        illustrative: figure.basis === FigureBasis.PROJECTION,
        basisText: `${basisLabel(figure.basis, figure.outlets)}, ${period}, stated ${formatDay(figure.statedOn)}`,
      },
    ];
  });
}
