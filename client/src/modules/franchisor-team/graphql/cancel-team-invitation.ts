import { graphql } from '../../../gql';

export const CancelTeamInvitationDocument = graphql(`
  mutation CancelTeamInvitation($id: ID!) {
    cancelTeamInvitation(id: $id)
  }
`);
