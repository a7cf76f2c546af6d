import { Arg, Ctx, Field, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import type { Services } from '../../services';
import { FranchiseLeadInput } from './lead-form.inputs';

@ObjectType()
export class LeadFormReceipt {
  @Field({ description: 'False when the signed-in customer had already asked about this franchise; nothing new was written.' })
  created: boolean;
}

@Resolver()
export class LeadFormResolver {
  constructor(private readonly services: Services) {}

  @Mutation(() => LeadFormReceipt, {
    description: "Sends the franchise page's request form to the franchisor as a new lead; linked to the signed-in customer, if any.",
  })
  submitFranchiseLead(@Arg('input') input: FranchiseLeadInput, @Ctx() ctx: Context): Promise<LeadFormReceipt> {
    return this.services.leadForm.submit(input, ctx.user, ctx.meta.ip);
  }
}
