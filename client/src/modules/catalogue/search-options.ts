import type { FranchiseSort, InvestmentRange } from '../../gql/graphql';

/** The investment bands of spec 01, with the value each has in a page address. */
export const INVESTMENT_RANGES: { value: string; label: string; range: InvestmentRange }[] = [
  { value: 'under-50000', label: 'Under £50,000', range: 'UNDER_50K' },
  { value: '50000-100000', label: '£50,000 - £100,000', range: 'FROM_50K_TO_100K' },
  { value: '100000-250000', label: '£100,000 - £250,000', range: 'FROM_100K_TO_250K' },
  { value: '250000-500000', label: '£250,000 - £500,000', range: 'FROM_250K_TO_500K' },
  { value: 'over-500000', label: '£500,000+', range: 'OVER_500K' },
];

export const SORTS: { value: string; label: string; sort: FranchiseSort }[] = [
  { value: 'newest', label: 'Newest first', sort: 'NEWEST' },
  { value: 'investment-asc', label: 'Investment: low to high', sort: 'INVESTMENT_ASC' },
  { value: 'investment-desc', label: 'Investment: high to low', sort: 'INVESTMENT_DESC' },
  { value: 'name', label: 'Name: A to Z', sort: 'NAME' },
  { value: 'most-responsive', label: 'Most responsive', sort: 'MOST_RESPONSIVE' },
];

export const PAGE_SIZE = 24;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids from an address are used only when they look like ids (a mangled link shows everything). */
export const idOrEmpty = (value: string | null): string => (value && uuid.test(value) ? value : '');
