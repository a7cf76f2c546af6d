import { graphql } from '../../../gql';

export const MainBannerDocument = graphql(`
  query MainBanner {
    mainBanner {
      id
      imageUrl
      targetUrl
      altText
    }
  }
`);
