import { FIGURE_KINDS, FigureBasis, InvestmentPart } from '../catalogue/franchise-figure.enums';
import { figureColumns } from '../catalogue/franchise-figure.columns';
import type { FranchiseDetails } from '../catalogue/franchise-details.entity';
import type { FranchiseKeyFactsInput } from './franchise-form.inputs';

const PARTS = Object.values(InvestmentPart);

/**
 * The columns a checked form writes for its figures and the investment's parts: each kind the form names, stated or
 * cleared (a figure without an amount is not stated); what the form leaves null stays as saved.
 */
export function figureFacts(facts: FranchiseKeyFactsInput): Partial<FranchiseDetails> {
  const columns: Partial<FranchiseDetails> = {};
  if (facts.figures) {
    for (const kind of FIGURE_KINDS) {
      const f = facts.figures.find((figure) => figure.kind === kind);
      const stated = f && f.amount !== null && f.amount !== undefined;
      Object.assign(
        columns,
        figureColumns(
          kind,
          stated
            ? {
                amount: Math.round(f.amount! * 100) / 100,
                basis: f.basis!,
                outlets: f.basis === FigureBasis.PROJECTION ? null : (f.outletsCounted ?? null),
                periodEnd: f.periodEnd!,
                periodMonths: f.periodMonths ?? 12,
                statedOn: f.statedOn!,
              }
            : null,
        ),
      );
    }
  }
  if (facts.investmentIncludes) columns.investmentIncludes = PARTS.filter((p) => facts.investmentIncludes!.includes(p));
  return columns;
}
