import { FigureBasis, FigureKind } from './franchise-figure.enums';
import type { FranchiseDetails } from './franchise-details.entity';

/** One figure as franchise_details stores it (turnover_* or earnings_* columns). */
export interface StoredFigure {
  amount: number;
  basis: FigureBasis;
  /** Null for a projection, and for company-owned outlets when not given. */
  outlets: number | null;
  periodEnd: string;
  periodMonths: number;
  statedOn: string;
}

/** The figure of `kind` a listing states, or null (also when the details were read without it, as a search row is). */
export function readFigure(d: FranchiseDetails, kind: FigureKind): StoredFigure | null {
  const [amount, basis, outlets, periodEnd, periodMonths, statedOn] =
    kind === FigureKind.TURNOVER
      ? ([d.turnoverAmount, d.turnoverBasis, d.turnoverOutlets, d.turnoverPeriodEnd, d.turnoverPeriodMonths, d.turnoverStatedOn] as const)
      : ([d.earningsAmount, d.earningsBasis, d.earningsOutlets, d.earningsPeriodEnd, d.earningsPeriodMonths, d.earningsStatedOn] as const);
  if (amount == null || !basis || !periodEnd || !statedOn) return null;
  return {
    amount,
    basis,
    outlets: basis === FigureBasis.PROJECTION ? null : (outlets ?? null),
    periodEnd,
    periodMonths: periodMonths ?? 12,
    statedOn,
  };
}

/** The columns that store `figure` as the figure of `kind` (all null: not stated). */
export function figureColumns(kind: FigureKind, figure: StoredFigure | null): Partial<FranchiseDetails> {
  const values = {
    Amount: figure?.amount ?? null,
    Basis: figure?.basis ?? null,
    Outlets: figure?.outlets ?? null,
    PeriodEnd: figure?.periodEnd ?? null,
    PeriodMonths: figure?.periodMonths ?? null,
    StatedOn: figure?.statedOn ?? null,
  };
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [`${kind}${k}`, v]));
}
