import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import type { Services } from '../../services';
import { SendContactMessageInput } from './contact.inputs';

@Resolver()
export class ContactResolver {
  constructor(private readonly services: Services) {}

  @Mutation(() => Boolean, { description: 'Sends a message from the Contact page to the team (limited per IP address).' })
  async sendContactMessage(@Arg('input') input: SendContactMessageInput, @Ctx() ctx: Context): Promise<boolean> {
    await this.services.contact.send(input, ctx.meta.ip);
    return true;
  }
}
