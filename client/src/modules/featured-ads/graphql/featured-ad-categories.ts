import { graphql } from '../../../gql';

/** Main categories, the additional categories a featured ad can be shown in. */
export const FeaturedAdCategoriesDocument = graphql(`
  query FeaturedAdCategories {
    mainCategories(limit: 100) {
      id
      name
    }
  }
`);
