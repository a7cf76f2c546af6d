import { graphql } from '../../../gql';

/** The franchise filter's options: the franchisor's own franchises. */
export const FranchisorLeadFranchisesDocument = graphql(`
  query FranchisorLeadFranchises {
    franchisorLeadFranchises {
      id
      name
    }
  }
`);
