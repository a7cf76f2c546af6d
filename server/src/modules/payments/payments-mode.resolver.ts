import { Authorized, Query, Resolver } from 'type-graphql';
import type { Services } from '../../services';
import { UserType } from '../auth/auth.enums';
import { PaymentsMode } from './payments-mode.types';

/** Tells the admin whether payments are real, so that simulated ones (PAYMENTS_SANDBOX) are never mistaken for revenue. */
@Resolver()
export class PaymentsModeResolver {
  constructor(private readonly services: Services) {}

  @Authorized(UserType.ADMIN)
  @Query(() => PaymentsMode, { description: 'Admin: whether payments are simulated (the sandbox) or taken by Stripe.' })
  paymentsMode(): PaymentsMode {
    return { simulated: this.services.payments.mode === 'sandbox' };
  }
}
