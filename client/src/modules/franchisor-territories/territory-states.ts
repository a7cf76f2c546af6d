import type { TerritoryState } from '../../gql/graphql';

/** The three states, in the order a franchisor sells territories. */
export const TERRITORY_STATES: { value: TerritoryState; label: string }[] = [
  { value: 'AVAILABLE', label: 'Available' },
  { value: 'RESERVED', label: 'Reserved' },
  { value: 'TAKEN', label: 'Taken' },
];
