import { graphql } from '../../../gql';

export const ResendTeamInvitationDocument = graphql(`
  mutation ResendTeamInvitation($id: ID!) {
    resendTeamInvitation(id: $id) {
      id
      expiresAt
      expired
    }
  }
`);
