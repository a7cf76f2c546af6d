import { registerEnumType } from 'type-graphql';

/** The earnings and turnover figures a listing may state (issue 40), each per outlet and per year. */
export enum FigureKind {
  TURNOVER = 'turnover',
  EARNINGS = 'earnings',
}

/** What a figure is based on: the bfa's code asks every earnings figure to say so. */
export enum FigureBasis {
  /** An average of N franchised outlets of the network (N stated). */
  NETWORK_AVERAGE = 'network_average',
  /** The franchisor's own outlets (N optional). */
  COMPANY_OWNED = 'company_owned',
  /** A forecast, not a result: printed as an illustrative projection. */
  PROJECTION = 'projection',
}

/** What the total investment includes (the editor's checkboxes). */
export enum InvestmentPart {
  FRANCHISE_FEE = 'franchise_fee',
  EQUIPMENT = 'equipment',
  WORKING_CAPITAL = 'working_capital',
}

registerEnumType(FigureKind, { name: 'FigureKind', description: 'An earnings or turnover figure of a listing.' });
registerEnumType(FigureBasis, {
  name: 'FigureBasis',
  description: 'What a figure is based on.',
  valuesConfig: {
    NETWORK_AVERAGE: { description: 'The average of a stated number of outlets of the network.' },
    COMPANY_OWNED: { description: "The franchisor's own outlets." },
    PROJECTION: { description: 'A projection: illustrative, not a result.' },
  },
});
registerEnumType(InvestmentPart, { name: 'InvestmentPart', description: 'A part of the total investment.' });

/** Each figure's name, as its label and the editor's messages use it. */
export const FIGURE_NAMES: Record<FigureKind, string> = {
  [FigureKind.TURNOVER]: 'average annual turnover',
  [FigureKind.EARNINGS]: 'average annual earnings',
};

/** In the order the pages list them. */
export const FIGURE_KINDS = [FigureKind.TURNOVER, FigureKind.EARNINGS] as const;
