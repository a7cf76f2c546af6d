import { graphql } from '../../../gql';

/** Whether payments are simulated (the sandbox): the advertising pages say so, so that no one takes it for revenue. */
export const PaymentsModeDocument = graphql(`
  query PaymentsMode {
    paymentsMode {
      simulated
    }
  }
`);
