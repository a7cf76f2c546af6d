import { graphql } from '../../../gql';

export const RequestInfoSignUpDocument = graphql(`
  mutation RequestInfoSignUp($input: RequestInfoSignUpInput!) {
    requestInfoSignUp(input: $input) {
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
