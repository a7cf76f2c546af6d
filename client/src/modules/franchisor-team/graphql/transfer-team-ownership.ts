import { graphql } from '../../../gql';

export const TransferTeamOwnershipDocument = graphql(`
  mutation TransferTeamOwnership($id: ID!) {
    transferTeamOwnership(id: $id) {
      members {
        id
        role
      }
    }
  }
`);
