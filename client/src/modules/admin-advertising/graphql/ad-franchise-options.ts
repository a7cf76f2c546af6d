import { graphql } from '../../../gql';

/** Approved franchises matching what is typed, for the banner's Franchise field. */
export const AdFranchiseOptionsDocument = graphql(`
  query AdFranchiseOptions($search: String) {
    adminAdFranchiseOptions(search: $search) {
      id
      name
      franchisorCompany
    }
  }
`);
