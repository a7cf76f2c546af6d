import { registerEnumType } from 'type-graphql';

export enum SearchAlert {
  NONE = 'none',
  DAILY = 'daily',
  WEEKLY = 'weekly',
}

registerEnumType(SearchAlert, {
  name: 'SearchAlert',
  description: 'No e-mail, or a daily or weekly e-mail of new listings that match (sent only when there are some).',
});

/** How far apart the alert looks for new listings. */
export const ALERT_INTERVAL_MS: Record<SearchAlert, number | null> = {
  [SearchAlert.NONE]: null,
  [SearchAlert.DAILY]: 24 * 60 * 60 * 1000,
  [SearchAlert.WEEKLY]: 7 * 24 * 60 * 60 * 1000,
};

/** A customer keeps at most this many saved searches. */
export const MAX_SAVED_SEARCHES = 20;
