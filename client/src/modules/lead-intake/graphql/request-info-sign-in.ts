import { graphql } from '../../../gql';

export const RequestInfoSignInDocument = graphql(`
  mutation RequestInfoSignIn($input: RequestInfoSignInInput!) {
    requestInfoSignIn(input: $input) {
      created
      skipped
      viewer {
        id
        email
        fullName
        companyName
        userType
        status
      }
    }
  }
`);
