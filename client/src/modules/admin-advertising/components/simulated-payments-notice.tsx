import Alert from '@mui/material/Alert';
import { useQuery } from '@apollo/client/react';
import { PaymentsModeDocument } from '../graphql/payments-mode';

/**
 * A standing notice on the advertising pages while payments are simulated (no Stripe key; in production only
 * with PAYMENTS_SANDBOX=true), so that ads marked paid and the revenue are not taken for money received.
 * A note, not an alert: it is there from the start, and the pages' own alerts stay the only ones.
 */
export function SimulatedPaymentsNotice() {
  const { data } = useQuery(PaymentsModeDocument);
  if (!data?.paymentsMode.simulated) return null;
  return (
    <Alert severity="warning" role="note" sx={{ mb: 2 }}>
      Payments are simulated: franchisors pay on the built-in test checkout and no money is taken, so paid ads and revenue here are not real. Set
      STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take real payments.
    </Alert>
  );
}
