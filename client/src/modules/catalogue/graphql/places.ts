import { graphql } from '../../../gql';

/** Places whose name contains what is typed: the location box's suggestions and the areas picker's options. */
export const PlacesDocument = graphql(`
  query Places($search: String!, $limit: Int) {
    places(search: $search, limit: $limit) {
      key
      kind
      name
      within
    }
  }
`);
