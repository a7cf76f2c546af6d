import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import type { Services } from '../../services';
import { CustomerSignUpInput, FranchisorSignUpInput, SignInInput } from './auth.inputs';
import { ViewerProfile, toViewerProfile } from './auth.types';

@Resolver()
export class AuthResolver {
  constructor(private readonly services: Services) {}

  @Query(() => ViewerProfile, { nullable: true, description: 'The signed-in user, or null.' })
  viewer(@Ctx() ctx: Context): ViewerProfile | null {
    return ctx.user && toViewerProfile(ctx.user);
  }

  @Mutation(() => ViewerProfile, {
    description: 'Signs in on the login page of one user type. Any session the browser already had is ended first.',
  })
  async signIn(@Arg('input') input: SignInInput, @Ctx() ctx: Context): Promise<ViewerProfile> {
    await this.services.sessions.endCurrent(ctx);
    return toViewerProfile(this.services.sessions.begin(ctx, await this.services.auth.signIn(input, ctx.meta)));
  }

  @Mutation(() => ViewerProfile, { description: 'Creates an approved customer account and signs it in.' })
  async signUpCustomer(@Arg('input') input: CustomerSignUpInput, @Ctx() ctx: Context): Promise<ViewerProfile> {
    await this.services.sessions.endCurrent(ctx);
    return toViewerProfile(this.services.sessions.begin(ctx, await this.services.auth.signUpCustomer(input, ctx.meta)));
  }

  @Mutation(() => Boolean, { description: 'Creates a pending franchisor account; an administrator must approve it.' })
  async signUpFranchisor(@Arg('input') input: FranchisorSignUpInput, @Ctx() ctx: Context): Promise<boolean> {
    await this.services.auth.signUpFranchisor(input, ctx.meta);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Ends the current session. Safe to call when not signed in.' })
  async signOut(@Ctx() ctx: Context): Promise<boolean> {
    await this.services.sessions.endCurrent(ctx);
    return true;
  }

  @Mutation(() => Boolean, {
    description:
      'E-mails a one-time sign-in link (15 minutes) if the email belongs to a customer. Always true, so it does not tell whether an account exists.',
  })
  async requestMagicLink(@Arg('email') email: string, @Ctx() ctx: Context): Promise<boolean> {
    await this.services.magicLinks.request(email, ctx.meta);
    return true;
  }

  @Mutation(() => ViewerProfile, {
    description: 'Spends a sign-in link from the confirm page and signs the customer in. Errors carry code INVALID_LINK.',
  })
  async signInWithMagicLink(@Arg('token') token: string, @Ctx() ctx: Context): Promise<ViewerProfile> {
    const signedIn = await this.services.magicLinks.consume(token, ctx.meta);
    await this.services.sessions.endCurrent(ctx);
    return toViewerProfile(this.services.sessions.begin(ctx, signedIn));
  }
}
