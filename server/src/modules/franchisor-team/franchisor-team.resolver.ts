import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import type { Services } from '../../services';
import { FRANCHISOR_OWNER } from '../auth/access-check';
import { UserType } from '../auth/auth.enums';
import { ViewerProfile, toViewerProfile } from '../auth/auth.types';
import { CurrentUser } from '../auth/current-user';
import { franchisorIdOf } from '../auth/franchisor-of';
import type { Profile } from '../auth/profile.entity';
import { ListingRouting, SetLeadRoutingInput } from './lead-routing.types';
import { AcceptTeamInvitationInput, FranchisorTeam, InvitationPreview, InviteTeamMemberInput, TeamInvitation } from './franchisor-team.types';

/** The franchisor portal's Team page (issue 42 seats): every member sees the team; only the owner manages it. */
@Resolver()
export class FranchisorTeamResolver {
  constructor(private readonly services: Services) {}

  @Authorized(UserType.FRANCHISOR)
  @Query(() => FranchisorTeam, { description: "The viewer's company: its members and pending invitations." })
  franchisorTeam(@CurrentUser() user: Profile): Promise<FranchisorTeam> {
    return this.services.franchisorTeam.team(franchisorIdOf(user));
  }

  @Authorized(FRANCHISOR_OWNER)
  @Mutation(() => TeamInvitation, { description: 'Invites an e-mail address to join the company (owner only).' })
  inviteTeamMember(@Arg('input') input: InviteTeamMemberInput, @CurrentUser() user: Profile): Promise<TeamInvitation> {
    return this.services.franchisorTeam.invite(user, input.email);
  }

  @Authorized(FRANCHISOR_OWNER)
  @Mutation(() => TeamInvitation, { description: 'Sends a pending invitation again with a new link (owner only).' })
  resendTeamInvitation(@Arg('id', () => ID) id: string, @CurrentUser() user: Profile): Promise<TeamInvitation> {
    return this.services.franchisorTeam.resend(user, id);
  }

  @Authorized(FRANCHISOR_OWNER)
  @Mutation(() => Boolean, { description: 'Withdraws a pending invitation (owner only).' })
  cancelTeamInvitation(@Arg('id', () => ID) id: string, @CurrentUser() user: Profile): Promise<boolean> {
    return this.services.franchisorTeam.cancel(user, id);
  }

  @Authorized(FRANCHISOR_OWNER)
  @Mutation(() => Boolean, { description: 'Removes a member: their account is closed, their sessions end at once (owner only).' })
  removeTeamMember(@Arg('id', () => ID) id: string, @CurrentUser() user: Profile): Promise<boolean> {
    return this.services.franchisorTeam.remove(user, id);
  }

  @Authorized(FRANCHISOR_OWNER)
  @Mutation(() => FranchisorTeam, { description: 'Passes ownership on to a member; the owner becomes a member (owner only).' })
  transferTeamOwnership(@Arg('id', () => ID) id: string, @CurrentUser() user: Profile): Promise<FranchisorTeam> {
    return this.services.franchisorTeam.transfer(user, id);
  }

  @Authorized(UserType.FRANCHISOR)
  @Query(() => [ListingRouting], { description: "How each of the company's listings assigns its new leads (lead routing)." })
  leadRouting(@CurrentUser() user: Profile): Promise<ListingRouting[]> {
    return this.services.leadRouting.list(franchisorIdOf(user));
  }

  @Authorized(FRANCHISOR_OWNER)
  @Mutation(() => ListingRouting, { description: "Sets or removes (mode null) a listing's lead routing rule (owner only)." })
  setLeadRouting(@Arg('input') input: SetLeadRoutingInput, @CurrentUser() user: Profile): Promise<ListingRouting> {
    return this.services.leadRouting.set(franchisorIdOf(user), input);
  }

  @Query(() => InvitationPreview, { description: 'The company and address of an invitation link. Errors carry code INVALID_LINK.' })
  teamInvitation(@Arg('token') token: string): Promise<InvitationPreview> {
    return this.services.franchisorTeam.preview(token);
  }

  @Mutation(() => ViewerProfile, {
    description: "Accepts an invitation: creates the member's own account and signs it in. Errors carry code INVALID_LINK.",
  })
  async acceptTeamInvitation(@Arg('input') input: AcceptTeamInvitationInput, @Ctx() ctx: Context): Promise<ViewerProfile> {
    const signedIn = await this.services.franchisorTeam.accept(input, ctx.meta);
    await this.services.sessions.endCurrent(ctx);
    return toViewerProfile(this.services.sessions.begin(ctx, signedIn));
  }
}
