import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { RateLimiters } from './common/rate-limiter';
import { EventBus } from './common/events';
import { UnitOfWork } from './common/unit-of-work';
import { AccountAccessChanged, SessionEnded } from './modules/auth/access-events';
import { ApprovalQueueChanged } from './modules/auth/approval-queue';
import { DataComplaintsChanged } from './modules/data-complaints/data-complaint-events';
import { FranchisorTeamService } from './modules/franchisor-team/franchisor-team.service';
import { LeadRoutingService } from './modules/franchisor-team/lead-routing.service';
import { LeadStatusChanged, LeadsCreated, NewLeadBadgesChanged } from './modules/lead-intake/lead-events';
import { ListingReportsChanged } from './modules/listing-reports/listing-report-events';
import { MessageSent, MessagesRead, PlatformInboxRead } from './modules/messages/message-events';
import { createLoaders } from './graphql/loaders';
import type { AppPubSub } from './realtime/pubsub';
import { SocketRegistry } from './realtime/socket-registry';
import { ClientAddress } from './http/client-address';
import { SitemapService } from './http/sitemap.service';
import { AccountService } from './modules/account/account.service';
import { AuditService } from './modules/audit/audit.service';
import { PendingCounts } from './modules/admin-approvals/pending-counts';
import { AdminApprovalService } from './modules/admin-approvals/admin-approvals.service';
import { AdminRevisionService } from './modules/admin-approvals/admin-revisions.service';
import { AuthService } from './modules/auth/auth.service';
import { MagicLinkService } from './modules/auth/magic-link.service';
import { BannerService } from './modules/advertising/banner.service';
import { AdminBannerService } from './modules/advertising/admin-banner.service';
import { AdminFeaturedAdService } from './modules/advertising/admin-featured-ad.service';
import { AdminAdvertisingSettingsService } from './modules/advertising/admin-advertising-settings.service';
import { AdvertisingSettingsService } from './modules/advertising/advertising-settings.service';
import { FeaturedAdEvents, FeaturedAdsChanged } from './modules/advertising/featured-ad-events';
import { AdminBlogService } from './modules/blog/admin-blog.service';
import { AdminBlogCategoryService } from './modules/blog/admin-blog-category.service';
import { BlogStatisticsService } from './modules/blog/blog-statistics.service';
import { BlogService } from './modules/blog/blog.service';
import { SuccessStoryService } from './modules/catalogue/success-story.service';
import { ContactService } from './modules/contact/contact.service';
import { SessionService } from './modules/auth/session.service';
import { FeaturedShowcaseService } from './modules/advertising/featured-showcase.service';
import { CatalogueService } from './modules/catalogue/catalogue.service';
import { FranchiseMatchService } from './modules/franchise-match/franchise-match.service';
import { SavedMatchService } from './modules/franchise-match/saved-match.service';
import { TerritoryService } from './modules/territories/territory.service';
import { FranchisorTerritoryService } from './modules/franchisor-territories/franchisor-territory.service';
import { IntroCallService } from './modules/intro-calls/intro-call.service';
import { FranchisorIntroCallService } from './modules/franchisor-intro-calls/franchisor-intro-call.service';
import { AdminCategoryService } from './modules/catalogue/admin-category.service';
import type { FileStorage } from './modules/files/storage';
import { DecodePool } from './modules/files/decode-pool';
import { UploadService } from './modules/files/upload.service';
import { FileAccessService } from './modules/files/file-access.service';
import { FranchiseRequestService } from './modules/customer-requests/franchise-request.service';
import { ConversationService } from './modules/messages/conversation.service';
import { LeadCustomerRequests } from './modules/customer-requests/lead-customer-requests';
import { LeadNotificationService } from './modules/lead-intake/lead-notification.service';
import { RequestRequirementsService } from './modules/lead-intake/request-requirements.service';
import { LeadRequestService } from './modules/lead-intake/lead-request.service';
import { Mailer } from './modules/mail/mailer';
import { JobQueue } from './jobs/job-queue';
import { AppMetrics } from './observability/metrics';
import { LeadFormService } from './modules/lead-intake/lead-form.service';
import { LeadWriter } from './modules/lead-intake/lead-writer';
import { NewLeadCounts } from './modules/lead-intake/new-lead-counts';
import { FranchisorLeadService } from './modules/franchisor-leads/franchisor-lead.service';
import { MessageService } from './modules/messages/message.service';
import { SupportService } from './modules/messages/support.service';
import { AdminMessagesService } from './modules/messages/admin-messages.service';
import { FranchisorDashboardService } from './modules/franchisor-dashboard/franchisor-dashboard.service';
import { LeadReminderService } from './modules/franchisor-leads/lead-reminder.service';
import { ResponseTimesService } from './modules/franchisor-dashboard/response-times.service';
import { FranchisorFranchiseService } from './modules/franchisor-franchises/franchisor-franchise.service';
import { AdminFranchisorAccountService } from './modules/admin-accounts/admin-franchisor-account.service';
import { FeaturedAdService } from './modules/advertising/featured-ad.service';
import { AdExpiryService } from './modules/advertising/ad-expiry.service';
import { createPaymentDriver } from './modules/payments/create-payment-driver';
import { PaymentWebhookService } from './modules/payments/payment-webhook.service';
import { SandboxCheckoutService } from './modules/payments/sandbox-checkout.service';
import { SavedSearchAlerts } from './modules/saved-searches/saved-search-alerts.service';
import { SavedSearchService } from './modules/saved-searches/saved-search.service';
import { CompanyCheckService } from './modules/company-checks/company-check.service';
import { CompanyRefresh } from './modules/company-checks/company-refresh.service';
import { ListingReportService } from './modules/listing-reports/listing-reports.service';
import { DataComplaintService } from './modules/data-complaints/data-complaints.service';
import { ConsentService } from './modules/consents/consent.service';
import { ApiTokenService } from './modules/api-tokens/api-token.service';
import { MembershipService } from './modules/memberships/membership.service';
import { MembershipLapseService } from './modules/memberships/membership-lapse.service';
import { RetentionService } from './modules/retention/retention.service';
import { WebhookDeliveryService } from './modules/webhooks/webhook-delivery.service';
import { WebhookService } from './modules/webhooks/webhook.service';

/**
 * Webhook jobs run at once per queue and instance: more than the main queue's 3, since a batch of attempts mostly
 * waits on receivers (bench/results/webhooks.md); each still holds one of the pool's connections while it runs.
 */
const WEBHOOK_JOB_BATCH = 6;

export interface Infrastructure {
  config: Config;
  ds: DataSource;
  pubSub: AppPubSub;
  storage: FileStorage;
  redis?: Redis;
  /** The app instance's metrics; a private set when not given. */
  metrics?: AppMetrics;
}

/**
 * One instance of each service per running server; resolvers and routes receive this through their constructor.
 * The data source is not in it: only services (and the wiring that builds them) reach the database.
 */
export function createServices(infra: Infrastructure) {
  const { config, ds, pubSub, storage } = infra;
  const limiter = new RateLimiters(infra.redis);
  /** Every mutation's transaction and its after-commit work (events, socket re-checks) go through this. */
  const events = new EventBus();
  const work = new UnitOfWork(ds, events);
  const catalogue = new CatalogueService(ds);
  const sockets = new SocketRegistry(pubSub);
  const pendingCounts = new PendingCounts(ds, pubSub);
  const sessions = new SessionService(ds, config, work);
  /** Every image decode of this process (uploads, listing image variants) waits its turn here. */
  const decodePool = new DecodePool(config.uploadDecodeConcurrency);
  const uploads = new UploadService(storage, decodePool);
  const messages = new MessageService(ds, pubSub, uploads, work);
  const metrics = infra.metrics ?? new AppMetrics();
  const jobs = new JobQueue(ds, metrics, events);
  const mailer = new Mailer(config, jobs);
  /** Companies House: the register's facts of franchisors' companies, read by durable jobs (issue 40). */
  const companyRefresh = new CompanyRefresh(ds, work, jobs, mailer, config);
  const companyChecks = new CompanyCheckService(ds, companyRefresh, work, limiter);
  const auth = new AuthService(ds, sessions, limiter, work, companyChecks);
  const leadNotifications = new LeadNotificationService(jobs, mailer, config);
  const newLeadCounts = new NewLeadCounts(ds, pubSub);
  const audit = new AuditService(ds);
  /** Consent evidence (issue 41): the consent lines of requests, and the records of consent given and withdrawn. */
  const consents = new ConsentService(ds, work, audit);
  /** Lead routing (issue 42 part 3): the listings' rules give new leads to a member; lead-intake's LeadRouter port. */
  const leadRouting = new LeadRoutingService(ds, work);
  const leadWriter = new LeadWriter(leadNotifications, consents, leadRouting);
  const advertisingSettings = new AdvertisingSettingsService(ds);
  const featuredAdEvents = new FeaturedAdEvents(pubSub);
  /** Stripe when STRIPE_SECRET_KEY is set, else the sandbox; also used by the admin's price sync. */
  const payments = createPaymentDriver(config, ds);
  const paymentWebhooks = new PaymentWebhookService(payments, work);
  const savedSearches = new SavedSearchService(ds, work, consents);
  /**
   * Franchisors' webhooks (issue 42) on a job queue of their own: an attempt may wait up to its time-out for a
   * receiver, and must never hold the mail and the other jobs behind it.
   */
  const webhookJobs = new JobQueue(ds, metrics, events, WEBHOOK_JOB_BATCH);
  const webhookDeliveries = new WebhookDeliveryService(ds, webhookJobs, mailer, config);
  subscribeAfterCommit(events, { pendingCounts, sockets, newLeadCounts, messages, featuredAdEvents, webhookDeliveries });
  return {
    config,
    /** A request's DataLoaders (the GraphQL context builds one set per request or websocket operation). */
    newLoaders: () => createLoaders(ds),
    pubSub,
    storage,
    decodePool,
    metrics,
    limiter,
    /** TRUST_PROXY compiled once: every door reads the client's address through it. */
    clientAddress: new ClientAddress(config.trustProxy),
    work,
    sockets,
    audit,
    consents,
    pendingCounts,
    approvals: new AdminApprovalService(ds, mailer, config, audit, work),
    revisions: new AdminRevisionService(ds, mailer, config, audit, work),
    sessions,
    auth,
    uploads,
    files: new FileAccessService(ds, messages),
    messages,
    conversations: new ConversationService(ds, messages, work, new LeadCustomerRequests(ds)),
    franchiseRequests: new FranchiseRequestService(ds, work, messages),
    account: new AccountService(ds, limiter, work, consents),
    magicLinks: new MagicLinkService(ds, work, auth, mailer, config, limiter),
    jobs,
    webhookJobs,
    webhookDeliveries,
    webhooks: new WebhookService(ds, work, webhookDeliveries, config),
    mailer,
    leadNotifications,
    newLeadCounts,
    leadWriter,
    leadRequests: new LeadRequestService(auth, leadWriter, limiter, savedSearches, work, consents),
    requestRequirements: new RequestRequirementsService(ds),
    franchisorLeads: new FranchisorLeadService(ds, messages, newLeadCounts, work),
    blog: new BlogService(ds, work, limiter),
    adminBlog: new AdminBlogService(ds, work, audit, uploads),
    blogStatistics: new BlogStatisticsService(ds),
    adminBlogCategories: new AdminBlogCategoryService(ds, work, audit),
    contact: new ContactService(ds, work, limiter),
    banners: new BannerService(ds, work, limiter),
    adminBanners: new AdminBannerService(ds, work, uploads, advertisingSettings),
    adminFeaturedAds: new AdminFeaturedAdService(ds, work),
    adminAdvertisingSettings: new AdminAdvertisingSettingsService(ds, work, advertisingSettings, payments),
    advertisingSettings,
    featuredAdEvents,
    payments,
    paymentWebhooks,
    featuredAds: new FeaturedAdService(ds, work, advertisingSettings, payments, config),
    sandboxCheckout: new SandboxCheckoutService(ds, payments, paymentWebhooks),
    adExpiry: new AdExpiryService(work, jobs),
    successStories: new SuccessStoryService(ds),
    catalogue,
    /** The matching quiz's results (issue 43). */
    franchiseMatch: new FranchiseMatchService(ds, work, catalogue),
    savedMatches: new SavedMatchService(ds, work),
    /** Territories by postcode: the public lookup and the franchisor's editor (issue 43). */
    territories: new TerritoryService(ds),
    franchisorTerritories: new FranchisorTerritoryService(ds, work),
    /** Intro calls (issue 43 part 4): the enquirer's booking, moving and cancelling, the e-mails and reminders. */
    introCalls: new IntroCallService(ds, work, jobs, mailer, config),
    franchisorIntroCalls: new FranchisorIntroCallService(ds, work),
    sitemap: new SitemapService(ds),
    franchisorFranchises: new FranchisorFranchiseService(ds, uploads, limiter, work),
    featuredShowcase: new FeaturedShowcaseService(ds, work, limiter),
    support: new SupportService(ds, messages, uploads, work),
    adminMessages: new AdminMessagesService(ds, messages, uploads, audit, work),
    franchisorDashboard: new FranchisorDashboardService(ds),
    responseTimes: new ResponseTimesService(ds, jobs),
    leadReminders: new LeadReminderService(jobs, mailer, config),
    leadForm: new LeadFormService(ds, limiter, leadWriter, work, consents),
    adminCategories: new AdminCategoryService(ds, work, audit),
    adminAccounts: new AdminFranchisorAccountService(ds, audit, work),
    savedSearches,
    savedSearchAlerts: new SavedSearchAlerts(ds, work, jobs, mailer, config),
    companyRefresh,
    companyChecks,
    listingReports: new ListingReportService(ds, limiter, work, mailer, audit, config),
    dataComplaints: new DataComplaintService(ds, limiter, work, mailer, audit, config),
    /** Seats of a franchisor company (issue 42): members, invitations, ownership. */
    leadRouting,
    franchisorTeam: new FranchisorTeamService(ds, work, auth, mailer, audit, config, limiter),
    memberships: new MembershipService(ds, mailer, config, audit, work),
    membershipLapses: new MembershipLapseService(work, jobs, mailer, config),
    /** The daily retention job (issue 41): deletes or anonymises personal data past its period. */
    retention: new RetentionService(ds, work, jobs, storage, config),
    /** A franchisor company's API tokens for its CRM (issue 42), and each Bearer request's caller. */
    apiTokens: new ApiTokenService(ds, work, limiter, config),
  };
}

export type Services = ReturnType<typeof createServices>;

/**
 * Who hears of what a unit of work did: writers publish events (`after.publish(new LeadsCreated(ids))`) and never
 * call another module's notifier; these subscribers run after the commit, in this order, each failure logged
 * under its label (`After-commit work failed: <label>`) and never thrown to the user.
 */
function subscribeAfterCommit(
  events: EventBus,
  to: {
    pendingCounts: PendingCounts;
    sockets: SocketRegistry;
    newLeadCounts: NewLeadCounts;
    messages: MessageService;
    featuredAdEvents: FeaturedAdEvents;
    webhookDeliveries: WebhookDeliveryService;
  },
): void {
  const { pendingCounts, sockets, newLeadCounts, messages, featuredAdEvents, webhookDeliveries } = to;
  events
    .on(ApprovalQueueChanged, 'pending counts', () => pendingCounts.changed())
    .on(ListingReportsChanged, 'open report count', () => pendingCounts.reportsChanged())
    .on(DataComplaintsChanged, 'unanswered complaint count', () => pendingCounts.complaintsChanged())
    .on(SessionEnded, 'socket close of an ended session', (e) => sockets.revokeSession(e.sessionId))
    .on(AccountAccessChanged, 'socket re-check of an account', (e) => sockets.revokeUser(e.userId))
    .on(LeadsCreated, 'new-lead counts', (e) => newLeadCounts.publish(e.franchisorIds))
    .on(LeadStatusChanged, 'new-lead counts', (e) => (e.newCountChanged ? newLeadCounts.publish([e.franchisorId]) : undefined))
    .on(NewLeadBadgesChanged, 'new-lead counts', (e) => newLeadCounts.publish([e.franchisorId]))
    .on(LeadsCreated, 'webhooks: lead.created', (e) => webhookDeliveries.leadsCreated(e.franchisorIds, e.leadIds))
    .on(LeadStatusChanged, 'webhooks: lead.updated', (e) => webhookDeliveries.leadStatusChanged(e.franchisorId, e.leadId, e.previousStatus))
    .on(MessageSent, 'unread counts', (e) => messages.notifyUnread(e.receiverId))
    .on(MessageSent, 'webhooks: message.received', (e) => webhookDeliveries.messageSent(e.receiverId, e.messageId))
    .on(MessageSent, 'platform inbox unread count', (e) => (e.toPlatformInbox ? messages.notifyPlatformUnread() : undefined))
    .on(MessagesRead, 'unread counts', (e) => messages.notifyUnread(e.userId))
    .on(PlatformInboxRead, 'platform inbox unread count', () => messages.notifyPlatformUnread())
    .on(FeaturedAdsChanged, 'featured ad events', (e) => featuredAdEvents.tell(e.changes));
}
