import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import type { Services } from '../../services';
import { UserType } from '../auth/auth.enums';
import { DeleteAccountInput } from './account.inputs';
import { CurrentUser } from '../auth/current-user';
import type { Profile } from '../auth/profile.entity';

@Resolver()
export class AccountResolver {
  constructor(private readonly services: Services) {}

  @Authorized(UserType.CUSTOMER)
  @Mutation(() => Boolean, {
    description: "Deletes the viewer's customer account after checking their password, and signs them out everywhere.",
  })
  async deleteMyAccount(@Arg('input') input: DeleteAccountInput, @Ctx() ctx: Context, @CurrentUser() user: Profile): Promise<boolean> {
    await this.services.account.deleteCustomer(user.id, input.password);
    if (ctx.res) this.services.sessions.clearCookie(ctx.res);
    ctx.user = null;
    ctx.sessionToken = null;
    ctx.sessionId = null;
    return true;
  }
}
