import { graphql } from '../../../gql';

/** The franchisor's approved franchises: the only ones that can be featured. */
export const MyFeaturedAdFranchisesDocument = graphql(`
  query MyFeaturedAdFranchises {
    myFeaturedAdFranchises {
      id
      name
    }
  }
`);
