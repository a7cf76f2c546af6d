import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import type { Services } from '../../services';
import { UserType } from '../auth/auth.enums';
import { toViewerProfile } from '../auth/auth.types';
import { ClaimFranchisesInput, RequestInfoSignInInput, RequestInfoSignUpInput } from './lead-request.inputs';
import { LeadRequestResult, RequestInfoResult } from './lead-request.types';
import { RequestRequirement, RequestRequirementsInput } from './request-requirements.types';
import { CurrentUser } from '../auth/current-user';
import type { Profile } from '../auth/profile.entity';

/** The Request Information dialog and the claiming of ticked franchises (spec 01 sections 2, 4, 5). */
@Resolver()
export class LeadRequestResolver {
  constructor(private readonly services: Services) {}

  @Query(() => Boolean, {
    description:
      'Step 1 of the request dialog: true when a customer account exists for the email (then sign in, else sign up). Rate-limited per IP address and per email.',
  })
  customerAccountExists(@Arg('email') email: string, @Ctx() ctx: Context): Promise<boolean> {
    return this.services.leadRequests.hasCustomerAccount(email, ctx.meta);
  }

  @Query(() => [RequestRequirement], {
    description:
      'The requirements of the franchises a request would go to (approved ones with a franchisor, in the order given) and what the capital and town given miss of them, as the leads will be screened. Nothing is stored.',
  })
  requestRequirements(@Arg('input') input: RequestRequirementsInput): Promise<RequestRequirement[]> {
    return this.services.requestRequirements.forRequest(input);
  }

  @Mutation(() => RequestInfoResult, {
    description: 'Signs an existing customer in and sends their request to each ticked franchise.',
  })
  async requestInfoSignIn(@Arg('input') input: RequestInfoSignInInput, @Ctx() ctx: Context): Promise<RequestInfoResult> {
    await this.services.sessions.endCurrent(ctx);
    const { signedIn, created, skipped } = await this.services.leadRequests.signInAndRequest(input, ctx.meta);
    return { viewer: toViewerProfile(this.services.sessions.begin(ctx, signedIn)), created, skipped };
  }

  @Mutation(() => RequestInfoResult, {
    description: 'Creates a customer account, sends the request to each ticked franchise and signs the customer in.',
  })
  async requestInfoSignUp(@Arg('input') input: RequestInfoSignUpInput, @Ctx() ctx: Context): Promise<RequestInfoResult> {
    await this.services.sessions.endCurrent(ctx);
    const { signedIn, created, skipped } = await this.services.leadRequests.signUpAndRequest(input, ctx.meta);
    return { viewer: signedIn ? toViewerProfile(this.services.sessions.begin(ctx, signedIn)) : null, created, skipped };
  }

  @Authorized(UserType.CUSTOMER)
  @Mutation(() => LeadRequestResult, {
    description:
      "Turns the franchises the visitor ticked into the signed-in customer's requests, in one transaction. Duplicates and franchises that are gone or not approved are skipped.",
  })
  claimPendingFranchises(@Arg('input') input: ClaimFranchisesInput, @CurrentUser() user: Profile): Promise<LeadRequestResult> {
    return this.services.leadRequests.claim(user, input);
  }
}
