import { Arg, Authorized, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Services } from '../../services';
import { UserType } from '../auth/auth.enums';
import { CurrentUser } from '../auth/current-user';
import { franchisorIdOf } from '../auth/franchisor-of';
import type { Profile } from '../auth/profile.entity';
import { IntroCallParty } from '../intro-calls/intro-call.enums';
import { IntroCallSlots, LeadIntroCall, toLeadIntroCall } from '../intro-calls/intro-call.types';
import { IntroCallSettingsInput, IntroCallSettingsView } from './franchisor-intro-call.types';

/** The franchisor's side of intro calls (issue 43 part 4): the company's calendar, and moving or cancelling a lead's call. */
@Resolver()
export class FranchisorIntroCallResolver {
  constructor(private readonly services: Services) {}

  @Authorized(UserType.FRANCHISOR)
  @Query(() => IntroCallSettingsView, { description: "The company's intro-call calendar (the defaults, not offered, until saved)." })
  myIntroCallSettings(@CurrentUser() user: Profile): Promise<IntroCallSettingsView> {
    return this.services.franchisorIntroCalls.get(franchisorIdOf(user));
  }

  @Authorized(UserType.FRANCHISOR)
  @Mutation(() => IntroCallSettingsView, { description: "Saves the company's intro-call calendar; enquirers can book from then on." })
  saveIntroCallSettings(@Arg('input') input: IntroCallSettingsInput, @CurrentUser() user: Profile): Promise<IntroCallSettingsView> {
    return this.services.franchisorIntroCalls.save(franchisorIdOf(user), input);
  }

  @Authorized(UserType.FRANCHISOR)
  @Mutation(() => IntroCallSettingsView, { description: 'Stops offering intro calls (the weekly times are cleared); booked calls stay.' })
  turnOffIntroCalls(@CurrentUser() user: Profile): Promise<IntroCallSettingsView> {
    return this.services.franchisorIntroCalls.turnOff(franchisorIdOf(user));
  }

  @Authorized(UserType.FRANCHISOR)
  @Mutation(() => LeadIntroCall, { description: "Cancels the intro call on one of the company's leads; the enquirer is told." })
  async cancelLeadIntroCall(@Arg('bookingId', () => ID) bookingId: string, @CurrentUser() user: Profile): Promise<LeadIntroCall> {
    const row = await this.services.introCalls.cancel({ party: IntroCallParty.FRANCHISOR, franchisorId: franchisorIdOf(user) }, bookingId);
    return toLeadIntroCall(row);
  }

  @Authorized(UserType.FRANCHISOR)
  @Query(() => IntroCallSlots, { description: "The free times the intro call on one of the company's leads can move to." })
  leadIntroCallSlots(@Arg('bookingId', () => ID) bookingId: string, @CurrentUser() user: Profile): Promise<IntroCallSlots> {
    return this.services.introCalls.slotsToMove({ party: IntroCallParty.FRANCHISOR, franchisorId: franchisorIdOf(user) }, bookingId);
  }

  @Authorized(UserType.FRANCHISOR)
  @Mutation(() => LeadIntroCall, { description: "Moves the intro call on one of the company's leads to another free time; the enquirer is told." })
  async moveLeadIntroCall(
    @Arg('bookingId', () => ID) bookingId: string,
    @Arg('startsAt', () => Date) startsAt: Date,
    @CurrentUser() user: Profile,
  ): Promise<LeadIntroCall> {
    const row = await this.services.introCalls.move({ party: IntroCallParty.FRANCHISOR, franchisorId: franchisorIdOf(user) }, bookingId, startsAt);
    return toLeadIntroCall(row);
  }
}
