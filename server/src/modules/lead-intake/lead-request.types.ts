import { Field, Int, ObjectType } from 'type-graphql';
import { ViewerProfile } from '../auth/auth.types';

@ObjectType({ description: 'How many requests were created; duplicates and unavailable franchises are skipped.' })
export class LeadRequestResult {
  @Field(() => Int)
  created: number;

  @Field(() => Int, { description: 'Already requested by this customer, removed, not approved or without a franchisor.' })
  skipped: number;
}

@ObjectType()
export class RequestInfoResult extends LeadRequestResult {
  @Field(() => ViewerProfile, {
    nullable: true,
    description: 'The signed-in customer. Null when the account was created but signing in failed: the person should sign in on the login page.',
  })
  viewer: ViewerProfile | null;
}
