import { graphql } from '../../../gql';

/** The Team page: the company's members (owner first) and the invitations not yet accepted. */
export const FranchisorTeamDocument = graphql(`
  query FranchisorTeam {
    franchisorTeam {
      members {
        id
        fullName
        email
        role
        founder
        joinedAt
        lastLogin
      }
      invitations {
        id
        email
        createdAt
        expiresAt
        expired
        invitedByName
      }
    }
  }
`);
