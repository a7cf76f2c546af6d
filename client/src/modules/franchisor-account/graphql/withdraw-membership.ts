import { graphql } from '../../../gql';

export const WithdrawMembershipDocument = graphql(`
  mutation WithdrawMembership {
    withdrawMembership
  }
`);
