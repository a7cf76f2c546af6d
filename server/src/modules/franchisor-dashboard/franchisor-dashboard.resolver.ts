import { Arg, Authorized, Query, Resolver } from 'type-graphql';
import { PageInput, pageOffset, toPage } from '../../common/pagination';
import type { Services } from '../../services';
import { UserType } from '../auth/auth.enums';
import { PendingFranchisePage, PerformanceRangeInput, PerformanceReport, SignInRecord } from './franchisor-dashboard.types';
import { SIGN_INS_SHOWN } from './franchisor-dashboard.service';
import { CurrentUser } from '../auth/current-user';
import type { Profile } from '../auth/profile.entity';
import { franchisorIdOf } from '../auth/franchisor-of';

/** /franchisor/dashboard: pending approvals, performance metrics and the account's own login activity. */
@Resolver()
export class FranchisorDashboardResolver {
  constructor(private readonly services: Services) {}

  @Authorized(UserType.FRANCHISOR)
  @Query(() => PendingFranchisePage, { description: "The viewer's franchises awaiting approval, newest first." })
  async franchisorPendingFranchises(
    @Arg('page', () => PageInput, { defaultValue: new PageInput() }) page: PageInput,
    @CurrentUser() user: Profile,
  ): Promise<PendingFranchisePage> {
    const [items, total] = await this.services.franchisorDashboard.pendingFranchises(franchisorIdOf(user), pageOffset(page), page.pageSize);
    return toPage(items, total, page);
  }

  @Authorized(UserType.FRANCHISOR)
  @Query(() => PerformanceReport, { description: "The funnel of the viewer's franchises over a range of UK calendar days." })
  franchisorPerformance(@Arg('input') input: PerformanceRangeInput, @CurrentUser() user: Profile): Promise<PerformanceReport> {
    return this.services.franchisorDashboard.performance(franchisorIdOf(user), input.range, input);
  }

  @Authorized(UserType.FRANCHISOR, UserType.ADMIN)
  @Query(() => [SignInRecord], { description: `The viewer's own ${SIGN_INS_SHOWN} most recent sign-ins, newest first.` })
  mySignIns(@CurrentUser() user: Profile): Promise<SignInRecord[]> {
    return this.services.franchisorDashboard.signIns(user.id);
  }
}
