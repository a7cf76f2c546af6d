import { graphql } from '../../../gql';

/** Impressions and clicks of the banners shown (fire-and-forget). */
export const RecordBannerMetricsDocument = graphql(`
  mutation RecordBannerMetrics($input: RecordBannerMetricsInput!) {
    recordBannerMetrics(input: $input)
  }
`);
