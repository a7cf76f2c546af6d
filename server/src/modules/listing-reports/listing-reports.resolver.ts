import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { PageInput, pageOffset, toPage } from '../../common/pagination';
import type { Context } from '../../graphql/context';
import { Topics } from '../../realtime/pubsub';
import type { Services } from '../../services';
import { UserType } from '../auth/auth.enums';
import { ListingReportFilter, ReportListingInput, ResolveListingReportInput } from './listing-reports.inputs';
import { AdminListingReport, AdminListingReportPage } from './listing-reports.types';
import { CurrentUser } from '../auth/current-user';
import type { Profile } from '../auth/profile.entity';

/** Every admin hears the same count (admin-approvals/pending-counts.ts publishes it). */
const ADMINS_TOPIC_ID = 'admins';

/** Report this listing (anyone), and the admin's Listing Reports queue with its badge. */
@Resolver()
export class ListingReportResolver {
  constructor(private readonly services: Services) {}

  @Mutation(() => Boolean, { description: 'Reports a published listing (anyone; limited per client address).' })
  async reportListing(@Arg('input') input: ReportListingInput, @Ctx() ctx: Context): Promise<boolean> {
    await this.services.listingReports.report(input, ctx.meta.ip);
    return true;
  }

  @Authorized(UserType.ADMIN)
  @Query(() => AdminListingReportPage, { description: 'Listing reports, open first (oldest first), then resolved (latest first).' })
  async adminListingReports(
    @Arg('filter', () => ListingReportFilter, { defaultValue: {} }) filter: ListingReportFilter,
    @Arg('page', () => PageInput, { defaultValue: new PageInput() }) page: PageInput,
  ): Promise<AdminListingReportPage> {
    const [items, total] = await this.services.listingReports.list(filter.status, pageOffset(page), page.pageSize);
    return toPage(items, total, page);
  }

  @Authorized(UserType.ADMIN)
  @Query(() => Int, { description: 'Open listing reports (the Listing Reports badge).' })
  adminOpenReportCount(): Promise<number> {
    return this.services.pendingCounts.openReports();
  }

  @Authorized(UserType.ADMIN)
  @Subscription(() => Int, {
    topics: Topics.ADMIN_OPEN_REPORTS,
    topicId: () => ADMINS_TOPIC_ID,
    name: 'adminOpenReportCount',
    description: 'The open listing report count, pushed after every report sent or resolved.',
  })
  adminOpenReportCountChanged(@Root() payload: { count: number }): number {
    return payload.count;
  }

  @Authorized(UserType.ADMIN)
  @Mutation(() => AdminListingReport, {
    description: 'Resolves an open report with a note: dismiss, ask the franchisor (e-mailed) or unpublish the listing (e-mailed).',
  })
  resolveListingReport(@Arg('input') input: ResolveListingReportInput, @CurrentUser() user: Profile): Promise<AdminListingReport> {
    return this.services.listingReports.resolve(user.id, input.reportId, input.action, input.note);
  }
}
