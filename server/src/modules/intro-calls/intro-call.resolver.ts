import { Arg, Authorized, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Services } from '../../services';
import { UserType } from '../auth/auth.enums';
import { CurrentUser } from '../auth/current-user';
import type { Profile } from '../auth/profile.entity';
import { IntroCallParty } from './intro-call.enums';
import { CustomerIntroCall, IntroCallSlots, toCustomerIntroCall } from './intro-call.types';

/** The enquirer's side of intro calls (issue 43 part 4): the free times of a request's franchisor; book, move, cancel. */
@Resolver()
export class IntroCallResolver {
  constructor(private readonly services: Services) {}

  @Authorized(UserType.CUSTOMER)
  @Query(() => IntroCallSlots, { description: "The free intro-call times of the franchisor of one of the viewer's requests." })
  introCallSlots(@Arg('leadId', () => ID) leadId: string, @CurrentUser() user: Profile): Promise<IntroCallSlots> {
    return this.services.introCalls.slots(user.id, leadId);
  }

  @Authorized(UserType.CUSTOMER)
  @Mutation(() => CustomerIntroCall, { description: "Books an intro call on one of the viewer's requests at one of its free times." })
  async bookIntroCall(
    @Arg('leadId', () => ID) leadId: string,
    @Arg('startsAt', () => Date) startsAt: Date,
    @CurrentUser() user: Profile,
  ): Promise<CustomerIntroCall> {
    return toCustomerIntroCall(await this.services.introCalls.book(user.id, leadId, startsAt));
  }

  @Authorized(UserType.CUSTOMER)
  @Mutation(() => CustomerIntroCall, { description: "Moves the viewer's booked intro call to another free time." })
  async moveIntroCall(
    @Arg('bookingId', () => ID) bookingId: string,
    @Arg('startsAt', () => Date) startsAt: Date,
    @CurrentUser() user: Profile,
  ): Promise<CustomerIntroCall> {
    return toCustomerIntroCall(await this.services.introCalls.move({ party: IntroCallParty.CUSTOMER, customerId: user.id }, bookingId, startsAt));
  }

  @Authorized(UserType.CUSTOMER)
  @Mutation(() => CustomerIntroCall, { description: "Cancels the viewer's intro call; the franchisor is told." })
  async cancelIntroCall(@Arg('bookingId', () => ID) bookingId: string, @CurrentUser() user: Profile): Promise<CustomerIntroCall> {
    return toCustomerIntroCall(await this.services.introCalls.cancel({ party: IntroCallParty.CUSTOMER, customerId: user.id }, bookingId));
  }
}
