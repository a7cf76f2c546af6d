import { AdMetric } from '../modules/advertising/ad-metric.entity';
import { AdminAction } from '../modules/audit/admin-action.entity';
import { AdMetricDaily } from '../modules/advertising/ad-metric-daily.entity';
import { AdvertisingSettings } from '../modules/advertising/advertising-settings.entity';
import { BannerAd } from '../modules/advertising/banner-ad.entity';
import { FeaturedAd } from '../modules/advertising/featured-ad.entity';
import { MagicLinkToken } from '../modules/auth/magic-link-token.entity';
import { Profile } from '../modules/auth/profile.entity';
import { Session } from '../modules/auth/session.entity';
import { SignIn } from '../modules/auth/sign-in.entity';
import { User } from '../modules/auth/user.entity';
import { FranchisorMember } from '../modules/auth/franchisor-member.entity';
import { FranchisorInvitation } from '../modules/franchisor-team/franchisor-invitation.entity';
import { LeadRoutingMember, LeadRoutingRule } from '../modules/franchisor-team/lead-routing.entity';
import { BlogCategory } from '../modules/blog/blog-category.entity';
import { Post } from '../modules/blog/post.entity';
import { PostView } from '../modules/blog/post-view.entity';
import { PostViewDay } from '../modules/blog/post-view-day.entity';
import { CategoryArticle } from '../modules/catalogue/category-article.entity';
import { CategoryMapping } from '../modules/catalogue/category-mapping.entity';
import { Category } from '../modules/catalogue/category.entity';
import { FranchiseFaq, FranchiseGalleryImage, FranchiseSuccessStory, FranchiseTestimonial } from '../modules/catalogue/franchise-content.entities';
import { FranchiseDetails } from '../modules/catalogue/franchise-details.entity';
import { Franchise } from '../modules/catalogue/franchise.entity';
import { FranchiseRevision } from '../modules/franchisor-franchises/franchise-revision.entity';
import { UkCity } from '../modules/catalogue/uk-city.entity';
import { ContactMessage } from '../modules/contact/contact-message.entity';
import { ApiToken } from '../modules/api-tokens/api-token.entity';
import { CompaniesHouseBudgetRow, CompanyCheck } from '../modules/company-checks/company-check.entity';
import { ListingReport } from '../modules/listing-reports/listing-report.entity';
import { DataComplaint } from '../modules/data-complaints/data-complaint.entity';
import { DataComplaintNote } from '../modules/data-complaints/data-complaint-note.entity';
import { RetentionRun } from '../modules/retention/retention-run.entity';
import { ConsentRecord } from '../modules/consents/consent-record.entity';
import { LeadConsent } from '../modules/lead-intake/lead-consent.entity';
import { DoneJob } from '../jobs/done-job.entity';
import { StoredFile } from '../modules/files/stored-file.entity';
import { FranchiseLead } from '../modules/lead-intake/franchise-lead.entity';
import { FranchisorResponseStats } from '../modules/franchisor-dashboard/franchisor-response-stats.entity';
import { Message } from '../modules/messages/message.entity';
import { StripePricingSync } from '../modules/advertising/stripe-pricing-sync.entity';
import { PaymentEventRecord } from '../modules/payments/payment-event.entity';
import { Membership } from '../modules/memberships/membership.entity';
import { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from '../modules/webhooks/webhook.entities';
import { SavedSearch, SavedSearchSentListing, SavedSearchUnsubscribeToken } from '../modules/saved-searches/saved-search.entity';
import { SavedMatch } from '../modules/franchise-match/saved-match.entity';
import { FranchiseTerritory, PostcodeArea } from '../modules/catalogue/franchise-territory.entity';
import { IntroCallBooking, IntroCallSettings } from '../modules/intro-calls/intro-call.entities';

/** Every TypeORM entity; the data source registers exactly these. */
export const entities = [
  User,
  Profile,
  Session,
  MagicLinkToken,
  Franchise,
  FranchiseDetails,
  FranchiseGalleryImage,
  FranchiseFaq,
  FranchiseTestimonial,
  FranchiseSuccessStory,
  FranchiseRevision,
  Category,
  CategoryMapping,
  CategoryArticle,
  UkCity,
  SavedSearch,
  SavedSearchSentListing,
  SavedSearchUnsubscribeToken,
  SavedMatch,
  PostcodeArea,
  FranchiseTerritory,
  FranchiseLead,
  FranchisorResponseStats,
  StoredFile,
  Message,
  Post,
  BlogCategory,
  PostView,
  PostViewDay,
  FeaturedAd,
  BannerAd,
  AdvertisingSettings,
  AdMetric,
  AdMetricDaily,
  SignIn,
  StripePricingSync,
  ContactMessage,
  DoneJob,
  AdminAction,
  PaymentEventRecord,
  ListingReport,
  DataComplaint,
  WebhookEndpoint,
  WebhookDelivery,
  WebhookAttempt,
  DataComplaintNote,
  RetentionRun,
  ConsentRecord,
  LeadConsent,
  Membership,
  CompanyCheck,
  CompaniesHouseBudgetRow,
  ApiToken,
  FranchisorMember,
  FranchisorInvitation,
  LeadRoutingRule,
  LeadRoutingMember,
  IntroCallSettings,
  IntroCallBooking,
];
