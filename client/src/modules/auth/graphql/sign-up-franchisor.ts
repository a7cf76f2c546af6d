import { graphql } from '../../../gql';

export const SignUpFranchisorDocument = graphql(`
  mutation SignUpFranchisor($input: FranchisorSignUpInput!) {
    signUpFranchisor(input: $input)
  }
`);
