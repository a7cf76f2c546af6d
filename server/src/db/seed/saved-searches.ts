import { SavedSearch } from '../../modules/saved-searches/saved-search.entity';
import { SearchAlert } from '../../modules/saved-searches/saved-search.enums';
import type { SeededAccounts } from './accounts';
import type { SeededCategories } from './categories';
import type { SeedContext } from './context';
import { seedId } from './random';

/** The demo customer's saved searches: one with a weekly alert, one without. */
export async function seedSavedSearches({ em, clock }: SeedContext, accounts: SeededAccounts, categories: SeededCategories): Promise<number> {
  const customerId = accounts.demo.customer;
  const rows: Partial<SavedSearch>[] = [
    {
      id: seedId('saved-search', 'coffee-scotland'),
      customerId,
      name: 'Coffee in Scotland',
      text: 'coffee',
      location: 'Scotland',
      alert: SearchAlert.WEEKLY,
      nextAlertAt: clock.daysAgo(-5),
      alertSince: clock.daysAgo(2),
      createdAt: clock.daysAgo(2),
    },
    {
      id: seedId('saved-search', 'pets-under-50k'),
      customerId,
      name: 'Pet franchises under £50,000',
      categoryId: categories.main.pets,
      investment: 'under_50k',
      alert: SearchAlert.NONE,
      nextAlertAt: null,
      alertSince: clock.daysAgo(9),
      createdAt: clock.daysAgo(9),
    },
  ];
  await em.getRepository(SavedSearch).insert(rows);
  return rows.length;
}
