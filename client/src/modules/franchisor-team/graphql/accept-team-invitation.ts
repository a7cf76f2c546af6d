import { graphql } from '../../../gql';

export const AcceptTeamInvitationDocument = graphql(`
  mutation AcceptTeamInvitation($input: AcceptTeamInvitationInput!) {
    acceptTeamInvitation(input: $input) {
      id
      email
      fullName
      companyName
      userType
      status
    }
  }
`);
