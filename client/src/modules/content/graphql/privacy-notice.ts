import { graphql } from '../../../gql';

export const PrivacyNoticeDocument = graphql(`
  query PrivacyNotice {
    privacyNotice {
      version
    }
  }
`);
