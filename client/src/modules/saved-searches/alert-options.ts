import type { SearchAlert } from '../../gql/graphql';

/** The alert choices, as the save dialog and the Saved Searches page offer them. */
export const ALERT_OPTIONS: { value: SearchAlert; label: string }[] = [
  { value: 'NONE', label: 'No emails' },
  { value: 'DAILY', label: 'Daily email of new matches' },
  { value: 'WEEKLY', label: 'Weekly email of new matches' },
];
