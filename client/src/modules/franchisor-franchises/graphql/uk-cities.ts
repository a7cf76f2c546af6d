import { graphql } from '../../../gql';

/** The location picker's suggestions. */
export const UkCitiesDocument = graphql(`
  query UkCities($search: String, $limit: Int!) {
    ukCities(search: $search, limit: $limit) {
      id
      name
      country
    }
  }
`);
