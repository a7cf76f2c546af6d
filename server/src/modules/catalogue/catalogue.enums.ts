import { registerEnumType } from 'type-graphql';

export enum FranchiseStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  REJECTED = 'rejected',
}

/**
 * The investment bands of the search filters (spec 01 section 5), by investment amount; a missing
 * amount counts as 0. Each band includes its upper edge and excludes its lower one.
 */
export enum InvestmentRange {
  UNDER_50K = 'under_50k',
  FROM_50K_TO_100K = '50k_100k',
  FROM_100K_TO_250K = '100k_250k',
  FROM_250K_TO_500K = '250k_500k',
  OVER_500K = 'over_500k',
}

/** [exclusive lower edge, inclusive upper edge] in pounds; null means unbounded. */
export const investmentBands: Record<InvestmentRange, [number | null, number | null]> = {
  [InvestmentRange.UNDER_50K]: [null, 50_000],
  [InvestmentRange.FROM_50K_TO_100K]: [50_000, 100_000],
  [InvestmentRange.FROM_100K_TO_250K]: [100_000, 250_000],
  [InvestmentRange.FROM_250K_TO_500K]: [250_000, 500_000],
  [InvestmentRange.OVER_500K]: [500_000, null],
};

export enum FranchiseSort {
  NEWEST = 'newest',
  INVESTMENT_ASC = 'investment_asc',
  INVESTMENT_DESC = 'investment_desc',
  NAME = 'name',
  /** The franchisor's median response time, fastest first; listings with fewer than 5 leads last (issue 29). */
  MOST_RESPONSIVE = 'most_responsive',
}

registerEnumType(FranchiseStatus, { name: 'FranchiseStatus' });
registerEnumType(InvestmentRange, {
  name: 'InvestmentRange',
  description: 'Under £50,000 (a missing amount counts as 0); over £50,000 up to £100,000; and so on; over £500,000.',
});
registerEnumType(FranchiseSort, {
  name: 'FranchiseSort',
  description: 'Newest first (default), investment low to high or high to low (amounts not given last), name A to Z.',
});
