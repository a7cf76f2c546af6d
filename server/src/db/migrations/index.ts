import { Initial1795315952092 } from './1795315952092-initial';
import { UkCities1795318378110 } from './1795318378110-uk-cities';
import { SearchIndexes1795318134891 } from './1795318134891-search-indexes';
import { CatalogueVersion1795318200000 } from './1795318200000-catalogue-version';
/** Migrations in the order they run (by timestamp). Add new ones at the end. */
export const migrations: Function[] = [
  Initial1795315952092,
  SearchIndexes1795318134891,
  CatalogueVersion1795318200000,
  UkCities1795318378110,
];
