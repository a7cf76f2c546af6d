import { graphql } from '../../../gql';

export const InviteTeamMemberDocument = graphql(`
  mutation InviteTeamMember($input: InviteTeamMemberInput!) {
    inviteTeamMember(input: $input) {
      id
      email
    }
  }
`);
