import { graphql } from '../../../gql';

export const InviteTeamMemberDocument = graphql(`
  mutation InviteTeamMember($input: InviteTeamMemberInput!) {
    inviteTeamMember(input: $input) {
      id
      email
    }
  }
`);

export const ResendTeamInvitationDocument = graphql(`
  mutation ResendTeamInvitation($id: ID!) {
    resendTeamInvitation(id: $id) {
      id
      expiresAt
      expired
    }
  }
`);

export const CancelTeamInvitationDocument = graphql(`
  mutation CancelTeamInvitation($id: ID!) {
    cancelTeamInvitation(id: $id)
  }
`);

export const RemoveTeamMemberDocument = graphql(`
  mutation RemoveTeamMember($id: ID!) {
    removeTeamMember(id: $id)
  }
`);

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
