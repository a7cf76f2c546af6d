import { Arg, Authorized, Mutation, Query, Resolver } from 'type-graphql';
import { PageInput, pageOffset, toPage } from '../../common/pagination';
import type { Services } from '../../services';
import { UserType } from '../auth/auth.enums';
import { RejectMembershipInput, StateMembershipInput, VerifyMembershipInput } from './membership.inputs';
import { AdminMembershipClaimPage, AdminMembershipDecision, AdminMembershipHistoryPage, FranchisorMembershipView } from './membership.types';
import { CurrentUser } from '../auth/current-user';
import type { Profile } from '../auth/profile.entity';
import { franchisorIdOf } from '../auth/franchisor-of';

/** A franchisor's bfa membership (their Company Account page) and the administrators' Memberships page. */
@Resolver()
export class MembershipResolver {
  constructor(private readonly services: Services) {}

  @Authorized(UserType.FRANCHISOR)
  @Query(() => FranchisorMembershipView, { nullable: true, description: "The viewer's stated bfa membership; null when none." })
  myMembership(@CurrentUser() user: Profile): Promise<FranchisorMembershipView | null> {
    return this.services.memberships.mine(franchisorIdOf(user));
  }

  @Authorized(UserType.FRANCHISOR)
  @Mutation(() => FranchisorMembershipView, {
    description:
      "States (or restates) the viewer's bfa membership: it waits for verification, and any badge goes until an administrator verifies it.",
  })
  stateMembership(@Arg('input') input: StateMembershipInput, @CurrentUser() user: Profile): Promise<FranchisorMembershipView> {
    return this.services.memberships.state(franchisorIdOf(user), input);
  }

  @Authorized(UserType.FRANCHISOR)
  @Mutation(() => Boolean, { description: "Withdraws the viewer's bfa membership and its badge; false when there was none." })
  withdrawMembership(@CurrentUser() user: Profile): Promise<boolean> {
    return this.services.memberships.withdraw(franchisorIdOf(user));
  }

  @Authorized(UserType.ADMIN)
  @Query(() => AdminMembershipClaimPage, {
    description: 'Memberships waiting for verification (stated, or verified and lapsing within 30 days or lapsed), longest waiting first.',
  })
  async adminMembershipClaims(@Arg('page', () => PageInput, { defaultValue: new PageInput() }) page: PageInput): Promise<AdminMembershipClaimPage> {
    const [items, total] = await this.services.memberships.claims(pageOffset(page), page.pageSize);
    return toPage(items, total, page);
  }

  @Authorized(UserType.ADMIN)
  @Query(() => AdminMembershipHistoryPage, { description: "Administrators' decisions on memberships, newest first." })
  async adminMembershipHistory(
    @Arg('page', () => PageInput, { defaultValue: new PageInput() }) page: PageInput,
  ): Promise<AdminMembershipHistoryPage> {
    const [items, total] = await this.services.memberships.history(pageOffset(page), page.pageSize);
    return toPage(items, total, page);
  }

  @Authorized(UserType.ADMIN)
  @Mutation(() => AdminMembershipDecision, {
    description: 'Verifies a waiting membership for 12 months (if it still says what was checked) and e-mails the franchisor.',
  })
  verifyMembership(@Arg('input') input: VerifyMembershipInput, @CurrentUser() user: Profile): Promise<AdminMembershipDecision> {
    return this.services.memberships.verify(user.id, input);
  }

  @Authorized(UserType.ADMIN)
  @Mutation(() => AdminMembershipDecision, { description: 'Rejects a waiting membership with a reason, which the franchisor receives by e-mail.' })
  rejectMembership(@Arg('input') input: RejectMembershipInput, @CurrentUser() user: Profile): Promise<AdminMembershipDecision> {
    return this.services.memberships.reject(user.id, input);
  }
}
