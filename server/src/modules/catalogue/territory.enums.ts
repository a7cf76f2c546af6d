import { registerEnumType } from 'type-graphql';

/** Where a listing stands in one of its postcode districts (issue 43). */
export enum TerritoryState {
  AVAILABLE = 'available',
  RESERVED = 'reserved',
  TAKEN = 'taken',
}

registerEnumType(TerritoryState, { name: 'TerritoryState', description: "A franchise territory's state: open to a buyer, held for one, or sold." });

/** The words a visitor reads, capitalised at the start of a sentence. */
export const TERRITORY_STATE_NAMES: Record<TerritoryState, string> = {
  [TerritoryState.AVAILABLE]: 'Available',
  [TerritoryState.RESERVED]: 'Reserved',
  [TerritoryState.TAKEN]: 'Taken',
};
