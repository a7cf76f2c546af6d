import { figureColumns } from '../../modules/catalogue/franchise-figure.columns';
import { FIGURE_KINDS, FigureBasis } from '../../modules/catalogue/franchise-figure.enums';
import type { FranchiseDetails } from '../../modules/catalogue/franchise-details.entity';
import { DEMO_FIGURES } from './data/franchise-figures';

const DAY = 24 * 60 * 60 * 1000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The demo listing's figures and what its investment includes, as franchise_details columns (no random draws). */
export function demoFigures(key: string, now: Date): Partial<FranchiseDetails> {
  const demo = DEMO_FIGURES[key];
  if (!demo) return {};
  // The last financial year (to 31 March) that ended at least six weeks ago.
  let year = now.getUTCFullYear();
  if (Date.UTC(year, 2, 31) + 42 * DAY > now.getTime()) year -= 1;
  const columns: Partial<FranchiseDetails> = { investmentIncludes: demo.investmentIncludes ?? [] };
  for (const kind of FIGURE_KINDS) {
    const f = demo.figures.find((figure) => figure.kind === kind);
    if (!f) {
      Object.assign(columns, figureColumns(kind, null));
      continue;
    }
    const projection = f.basis === FigureBasis.PROJECTION;
    const end = Date.UTC(projection ? year + 2 : year - (f.yearsBack ?? 0), 2, 31);
    const stated = projection ? now.getTime() - f.statedAfterDays * DAY : Math.min(end + f.statedAfterDays * DAY, now.getTime());
    Object.assign(
      columns,
      figureColumns(kind, {
        amount: f.amount,
        basis: f.basis,
        outlets: projection ? null : (f.outlets ?? null),
        periodEnd: day(end),
        periodMonths: 12,
        statedOn: day(stated),
      }),
    );
  }
  return columns;
}
