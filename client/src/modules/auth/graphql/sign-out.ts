import { graphql } from '../../../gql';

export const SignOutDocument = graphql(`
  mutation SignOut {
    signOut
  }
`);
