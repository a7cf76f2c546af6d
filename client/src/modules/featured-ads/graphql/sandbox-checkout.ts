import { graphql } from '../../../gql';

/** The sandbox's test checkout page: what is being paid for. */
export const SandboxCheckoutDocument = graphql(`
  query SandboxCheckout($sessionId: ID!) {
    sandboxCheckout(sessionId: $sessionId) {
      sessionId
      adId
      franchiseName
      description
      amount
      currency
      status
      cancelUrl
    }
  }
`);

/** Pay: the server signs a test payment event and delivers it to its webhook; answers the success URL. */
export const PaySandboxCheckoutDocument = graphql(`
  mutation PaySandboxCheckout($sessionId: ID!) {
    paySandboxCheckout(sessionId: $sessionId)
  }
`);
