import type { SearchHit } from './catalogue.service';
import type { FranchiseView } from './franchise.types';

/**
 * The search rows being answered, by the card each is resolved from (gone with the request's objects): the
 * statement already read what the cards' fields ask for, so their resolvers answer at once, with no query.
 */
const searchHits = new WeakMap<FranchiseView, SearchHit>();

export function rememberSearchHit(card: FranchiseView, hit: SearchHit): void {
  searchHits.set(card, hit);
}

/** The search row a card came from, or undefined for a franchise read any other way. */
export function searchHitOf(card: FranchiseView): SearchHit | undefined {
  return searchHits.get(card);
}
