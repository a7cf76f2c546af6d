import { graphql } from '../../../gql';

export const SignInDocument = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      id
      email
      fullName
      companyName
      userType
      status
    }
  }
`);
