import { graphql } from '../../../gql';

export const FranchisorLeadStatsDocument = graphql(`
  query FranchisorLeadStats {
    franchisorLeadStats {
      total
      new
      qualified
      converted
      meetingRequirements
      missingRequirements
      highScore
      mediumScore
      lowScore
    }
  }
`);
