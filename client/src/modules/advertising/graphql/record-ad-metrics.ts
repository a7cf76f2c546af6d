import { graphql } from '../../../gql';

export const RecordAdMetricsDocument = graphql(`
  mutation RecordAdMetrics($input: RecordAdMetricsInput!) {
    recordAdMetrics(input: $input)
  }
`);
