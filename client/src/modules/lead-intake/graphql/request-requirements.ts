import { graphql } from '../../../gql';

/** The ticked franchises' requirements and what the capital and town entered miss of them (issue 29). */
export const RequestRequirementsDocument = graphql(`
  query RequestRequirements($input: RequestRequirementsInput!) {
    requestRequirements(input: $input) {
      franchiseId
      name
      minimumLiquidCapital
      areas {
        key
        name
      }
      belowMinCapital
      outsideAreas
      notes
    }
  }
`);
