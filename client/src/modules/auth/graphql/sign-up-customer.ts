import { graphql } from '../../../gql';

export const SignUpCustomerDocument = graphql(`
  mutation SignUpCustomer($input: CustomerSignUpInput!) {
    signUpCustomer(input: $input) {
      id
      email
      fullName
      companyName
      userType
      status
    }
  }
`);
