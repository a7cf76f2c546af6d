import { Arg, Authorized, FieldResolver, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { PageInput, pageOffset, toPage } from '../../common/pagination';
import { Topics } from '../../realtime/pubsub';
import type { Services } from '../../services';
import { AdminAuditEntry, toAdminAuditEntry } from '../audit/audit.types';
import { AuditTarget } from '../audit/audit.service';
import { UserType } from '../auth/auth.enums';
import { FranchiseView, toFranchiseView } from '../catalogue/franchise.types';
import {
  AdminAccountDecision,
  AdminFranchiseDecision,
  AdminFranchiseReview,
  AdminFranchisorLogin,
  AdminPendingAccountPage,
  AdminPendingCounts,
  AdminPendingFranchisePage,
  AdminPendingRevisionPage,
  AdminRevisionDecision,
  AdminRevisionReview,
  PendingListFilter,
  RejectFranchiseInput,
  RejectRevisionInput,
} from './admin-approvals.types';
import { PENDING_COUNTS_TOPIC_ID, type PendingCountsValue } from './pending-counts';
import { CurrentUser } from '../auth/current-user';
import type { Profile } from '../auth/profile.entity';

/** The admin portal's Dashboard, Account Approvals, Franchise Approvals and Franchise review, and the approval badges. */
@Resolver(() => AdminFranchiseReview)
export class AdminApprovalResolver {
  constructor(private readonly services: Services) {}

  @Authorized(UserType.ADMIN)
  @Query(() => AdminPendingCounts, { description: 'Pending franchisor accounts and listings (the dashboard counters and badges).' })
  adminPendingCounts(): Promise<AdminPendingCounts> {
    return this.services.pendingCounts.counts();
  }

  @Authorized(UserType.ADMIN)
  @Subscription(() => AdminPendingCounts, {
    topics: Topics.ADMIN_PENDING_COUNTS,
    topicId: () => PENDING_COUNTS_TOPIC_ID,
    description: 'The pending counts, pushed after every change to them.',
  })
  adminPendingCountsChanged(@Root() payload: PendingCountsValue): AdminPendingCounts {
    return payload;
  }

  @Authorized(UserType.ADMIN)
  @Query(() => AdminPendingAccountPage, { description: 'Franchisor accounts waiting for approval, newest first.' })
  async adminPendingAccounts(
    @Arg('filter', () => PendingListFilter, { defaultValue: {} }) filter: PendingListFilter,
    @Arg('page', () => PageInput, { defaultValue: new PageInput() }) page: PageInput,
  ): Promise<AdminPendingAccountPage> {
    const [items, total] = await this.services.approvals.pendingAccounts(filter.search, pageOffset(page), page.pageSize);
    return toPage(items, total, page);
  }

  @Authorized(UserType.ADMIN)
  @Query(() => AdminPendingFranchisePage, { description: 'Franchise listings waiting for approval, newest first.' })
  async adminPendingFranchises(
    @Arg('filter', () => PendingListFilter, { defaultValue: {} }) filter: PendingListFilter,
    @Arg('page', () => PageInput, { defaultValue: new PageInput() }) page: PageInput,
  ): Promise<AdminPendingFranchisePage> {
    const [items, total] = await this.services.approvals.pendingFranchises(filter.search, pageOffset(page), page.pageSize);
    return toPage(items, total, page);
  }

  @Authorized(UserType.ADMIN)
  @Query(() => [AdminFranchisorLogin], { description: "Recent Franchisor Login Activity: 10 franchisors, latest sign-in first, then 'Never'." })
  adminRecentFranchisorLogins(): Promise<AdminFranchisorLogin[]> {
    return this.services.approvals.recentFranchisorLogins();
  }

  @Authorized(UserType.ADMIN)
  @Query(() => AdminFranchiseReview, { description: 'A listing in any status, for the review page.' })
  adminFranchiseReview(@Arg('id', () => ID) id: string): Promise<AdminFranchiseReview> {
    return this.services.approvals.review(id);
  }

  @Authorized(UserType.ADMIN)
  @Query(() => FranchiseView, {
    description: 'A listing in any status as the public page shows it (details, categories, gallery, FAQs, testimonials, stories, brochure).',
  })
  async adminFranchisePreview(@Arg('id', () => ID) id: string): Promise<FranchiseView> {
    return toFranchiseView((await this.services.approvals.review(id)).franchise);
  }

  @Authorized(UserType.ADMIN)
  @Mutation(() => AdminAccountDecision, { description: 'Approves a pending franchisor account (approved_at now) and e-mails them.' })
  approveAccount(@Arg('id', () => ID) id: string, @CurrentUser() user: Profile): Promise<AdminAccountDecision> {
    return this.services.approvals.approveAccount(user.id, id);
  }

  @Authorized(UserType.ADMIN)
  @Mutation(() => AdminAccountDecision, {
    description: 'Rejects a pending franchisor account (approved_at cleared), ends its sessions and e-mails them.',
  })
  rejectAccount(@Arg('id', () => ID) id: string, @CurrentUser() user: Profile): Promise<AdminAccountDecision> {
    return this.services.approvals.rejectAccount(user.id, id);
  }

  @Authorized(UserType.ADMIN)
  @Mutation(() => AdminFranchiseDecision, { description: 'Approves a pending listing: it is public at once.' })
  approveFranchise(@Arg('id', () => ID) id: string, @CurrentUser() user: Profile): Promise<AdminFranchiseDecision> {
    return this.services.approvals.approveFranchise(user.id, id);
  }

  @Authorized(UserType.ADMIN)
  @Mutation(() => AdminFranchiseDecision, {
    description: 'Rejects a pending listing with an optional reason, which the franchisor receives by e-mail and sees in their portal.',
  })
  rejectFranchise(@Arg('input') input: RejectFranchiseInput, @CurrentUser() user: Profile): Promise<AdminFranchiseDecision> {
    return this.services.approvals.rejectFranchise(user.id, input.franchiseId, input.reason);
  }

  @Authorized(UserType.ADMIN)
  @Query(() => AdminPendingRevisionPage, { description: 'Changes to live listings waiting for approval, newest first.' })
  async adminPendingRevisions(
    @Arg('filter', () => PendingListFilter, { defaultValue: {} }) filter: PendingListFilter,
    @Arg('page', () => PageInput, { defaultValue: new PageInput() }) page: PageInput,
  ): Promise<AdminPendingRevisionPage> {
    const [items, total] = await this.services.revisions.pending(filter.search, pageOffset(page), page.pageSize);
    return toPage(items, total, page);
  }

  @Authorized(UserType.ADMIN)
  @Mutation(() => AdminRevisionDecision, { description: 'Approves changes to a live listing: they are written over it and public at once.' })
  approveRevision(@Arg('id', () => ID) id: string, @CurrentUser() user: Profile): Promise<AdminRevisionDecision> {
    return this.services.revisions.approve(user.id, id);
  }

  @Authorized(UserType.ADMIN)
  @Mutation(() => AdminRevisionDecision, {
    description: 'Rejects changes to a live listing with a reason, which the franchisor receives by e-mail; the live version stays.',
  })
  rejectRevision(@Arg('input') input: RejectRevisionInput, @CurrentUser() user: Profile): Promise<AdminRevisionDecision> {
    return this.services.revisions.reject(user.id, input.revisionId, input.reason);
  }

  @FieldResolver(() => AdminRevisionReview, { nullable: true, description: 'Changes to the live listing in review, beside it field by field.' })
  openRevision(@Root() review: AdminFranchiseReview): Promise<AdminRevisionReview | null> {
    return this.services.revisions.openReview(review.id);
  }

  @FieldResolver(() => [AdminAuditEntry], { description: "The listing's administrator actions, newest first." })
  async history(@Root() review: AdminFranchiseReview): Promise<AdminAuditEntry[]> {
    return (await this.services.audit.history(AuditTarget.FRANCHISE, review.id)).map(toAdminAuditEntry);
  }
}
