import { graphql } from '../../../gql';

/** What an invitation link is for (company, address), or why it no longer works. */
export const TeamInvitationDocument = graphql(`
  query TeamInvitation($token: String!) {
    teamInvitation(token: $token) {
      email
      companyName
    }
  }
`);
