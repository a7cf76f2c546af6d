import { FigureBasis, FigureKind, InvestmentPart } from '../../../modules/catalogue/franchise-figure.enums';

/**
 * Demo figures with their basis (issue 40), by listing key. Periods are whole financial years (to 31 March) relative
 * to the seed's clock: `yearsBack` 0 is the last one that ended at least six weeks ago; a projection covers the year
 * after the current one.
 */
export interface DemoFigure {
  kind: FigureKind;
  amount: number;
  basis: FigureBasis;
  outlets?: number;
  /** Financial years back from the last one ended (results only). */
  yearsBack?: number;
  /** Days after the period's end it was stated (for a projection: days ago). */
  statedAfterDays: number;
}

export interface DemoFigures {
  figures: DemoFigure[];
  investmentIncludes?: InvestmentPart[];
}

const { TURNOVER, EARNINGS } = FigureKind;
const { NETWORK_AVERAGE, COMPANY_OWNED, PROJECTION } = FigureBasis;
const ALL = [InvestmentPart.FRANCHISE_FEE, InvestmentPart.EQUIPMENT, InvestmentPart.WORKING_CAPITAL];

export const DEMO_FIGURES: Record<string, DemoFigures> = {
  'bean-and-bothy': {
    figures: [
      { kind: TURNOVER, amount: 412000, basis: NETWORK_AVERAGE, outlets: 24, yearsBack: 0, statedAfterDays: 30 },
      { kind: EARNINGS, amount: 68500, basis: NETWORK_AVERAGE, outlets: 24, yearsBack: 0, statedAfterDays: 30 },
    ],
    investmentIncludes: ALL,
  },
  'brightside-care': {
    figures: [
      { kind: TURNOVER, amount: 585000, basis: NETWORK_AVERAGE, outlets: 18, yearsBack: 0, statedAfterDays: 21 },
      { kind: EARNINGS, amount: 92000, basis: COMPANY_OWNED, outlets: 3, yearsBack: 0, statedAfterDays: 21 },
    ],
    investmentIncludes: [InvestmentPart.FRANCHISE_FEE, InvestmentPart.EQUIPMENT],
  },
  'pressed-and-folded': {
    figures: [
      { kind: TURNOVER, amount: 240000, basis: COMPANY_OWNED, yearsBack: 1, statedAfterDays: 60 },
      { kind: EARNINGS, amount: 52000, basis: PROJECTION, statedAfterDays: 14 },
    ],
    investmentIncludes: ALL,
  },
  castlegate: {
    figures: [{ kind: EARNINGS, amount: 75000, basis: PROJECTION, statedAfterDays: 40 }],
  },
  'waggy-tails': { figures: [], investmentIncludes: [InvestmentPart.FRANCHISE_FEE, InvestmentPart.EQUIPMENT] },
};
