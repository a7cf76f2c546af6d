import { graphql } from '../../../gql';

export const SignInWithMagicLinkDocument = graphql(`
  mutation SignInWithMagicLink($token: String!) {
    signInWithMagicLink(token: $token) {
      id
      email
      fullName
      companyName
      userType
      status
    }
  }
`);
