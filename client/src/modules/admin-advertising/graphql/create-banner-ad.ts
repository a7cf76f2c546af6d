import { graphql } from '../../../gql';

/** Create Banner Ad: the image goes as a multipart upload; the server checks it again by its content. */
export const CreateBannerAdDocument = graphql(`
  mutation CreateBannerAd($input: CreateBannerAdInput!, $image: Upload!) {
    createBannerAd(input: $input, image: $image) {
      id
    }
  }
`);
