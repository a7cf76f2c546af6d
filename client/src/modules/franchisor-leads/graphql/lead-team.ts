import { graphql } from '../../../gql';

/** The company's members, for the lead's 'Assigned to' control. */
export const FranchisorLeadTeamDocument = graphql(`
  query FranchisorLeadTeam {
    franchisorTeam {
      members {
        id
        fullName
      }
    }
  }
`);
