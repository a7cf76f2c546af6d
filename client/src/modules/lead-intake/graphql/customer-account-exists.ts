import { graphql } from '../../../gql';

export const CustomerAccountExistsDocument = graphql(`
  query CustomerAccountExists($email: String!) {
    customerAccountExists(email: $email)
  }
`);
