import { graphql } from '../../../gql';

export const RetentionPeriodsDocument = graphql(`
  query RetentionPeriods {
    retentionPeriods {
      requestMonths
      signInMonths
      contactMonths
      consentYears
    }
  }
`);
