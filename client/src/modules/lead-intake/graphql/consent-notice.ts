import { graphql } from '../../../gql';

export const ConsentNoticeDocument = graphql(`
  query ConsentNotice($input: ConsentNoticeInput!) {
    consentNotice(input: $input) {
      text
      noticeVersion
    }
  }
`);
