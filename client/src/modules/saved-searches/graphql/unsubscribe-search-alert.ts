import { graphql } from '../../../gql';

export const UnsubscribeSearchAlertDocument = graphql(`
  mutation UnsubscribeSearchAlert($token: String!) {
    unsubscribeSearchAlert(token: $token)
  }
`);
