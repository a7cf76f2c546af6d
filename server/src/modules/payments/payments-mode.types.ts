import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: "How franchisors' featured ads are paid for, as the admin's advertising pages show it." })
export class PaymentsMode {
  @Field({ description: 'True when checkouts run on the built-in test checkout (no STRIPE_SECRET_KEY): no money is taken.' })
  simulated: boolean;
}
