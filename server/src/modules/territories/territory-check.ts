import { TERRITORY_STATE_NAMES, TerritoryState } from '../catalogue/territory.enums';
import type { NearestTerritory } from './territory.types';

/** 'LS17 (in the Leeds area)' or 'BD3 (about 9 miles)': distances are between area centres, so they are said as such. */
const nearestText = (n: NearestTerritory) =>
  `${n.district} (${n.miles === null ? `in the ${n.postTown} area` : `about ${n.miles} ${n.miles === 1 ? 'mile' : 'miles'}`})`;

/**
 * What the visitor reads for a district: 'Available in LS6'; 'Taken; nearest available: LS17 (in the Leeds area)';
 * 'LS6 is not a listed territory; nearest available: ...'; '...; none is available at present'.
 */
export function territoryMessage(district: string, state: TerritoryState | null, nearest: NearestTerritory | null): string {
  if (state === TerritoryState.AVAILABLE) return `Available in ${district}`;
  const head = state ? TERRITORY_STATE_NAMES[state] : `${district} is not a listed territory`;
  return nearest ? `${head}; nearest available: ${nearestText(nearest)}` : `${head}; none is available at present`;
}
