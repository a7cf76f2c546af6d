import type { GraphQLSchema } from 'graphql';
import { buildSchema, type ContainerType, type PubSub } from 'type-graphql';
import { AccountResolver } from '../modules/account/account.resolver';
import { BannerResolver } from '../modules/advertising/banner.resolver';
import { AdminBannerResolver } from '../modules/advertising/admin-banner.resolver';
import { AdminFeaturedAdResolver } from '../modules/advertising/admin-featured-ad.resolver';
import { AdvertisingSettingsResolver } from '../modules/advertising/advertising-settings.resolver';
import { FeaturedShowcaseResolver } from '../modules/advertising/featured-showcase.resolver';
import { FeaturedAdResolver } from '../modules/advertising/featured-ad.resolver';
import { SandboxCheckoutResolver } from '../modules/payments/sandbox-checkout.resolver';
import { PaymentsModeResolver } from '../modules/payments/payments-mode.resolver';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { AdminBlogResolver } from '../modules/blog/admin-blog.resolver';
import { BlogCategoryResolver, BlogResolver } from '../modules/blog/blog.resolver';
import { CategoryResolver } from '../modules/catalogue/category.resolver';
import { FranchiseContentResolver } from '../modules/catalogue/franchise-content.resolver';
import { FranchiseResolver } from '../modules/catalogue/franchise.resolver';
import { FranchiseRequestResolver } from '../modules/customer-requests/franchise-request.resolver';
import { ConversationResolver } from '../modules/messages/conversation.resolver';
import { LeadRequestResolver } from '../modules/lead-intake/lead-request.resolver';
import { SuccessStoryResolver } from '../modules/catalogue/success-story.resolver';
import { FranchiseSupplierResolver } from '../modules/catalogue/supplied-by.resolver';
import { ContactResolver } from '../modules/contact/contact.resolver';
import { LeadFormResolver } from '../modules/lead-intake/lead-form.resolver';
import { FranchisorLeadResolver } from '../modules/franchisor-leads/franchisor-lead.resolver';
import { FranchisorTeamResolver } from '../modules/franchisor-team/franchisor-team.resolver';
import { ResponseTimesResolver } from '../modules/franchisor-dashboard/response-times.resolver';
import { MessageResolver } from '../modules/messages/message.resolver';
import { SupportResolver } from '../modules/messages/support.resolver';
import { AdminMessagesResolver } from '../modules/messages/admin-messages.resolver';
import { FranchisorDashboardResolver } from '../modules/franchisor-dashboard/franchisor-dashboard.resolver';
import { FranchisorFranchiseResolver } from '../modules/franchisor-franchises/franchisor-franchise.resolver';
import { UkCityResolver } from '../modules/catalogue/uk-city.resolver';
import { AdminCategoryResolver } from '../modules/catalogue/admin-category.resolver';
import { AdminApprovalResolver } from '../modules/admin-approvals/admin-approvals.resolver';
import { AuditResolver } from '../modules/audit/audit.resolver';
import { AdminFranchisorAccountResolver } from '../modules/admin-accounts/admin-franchisor-account.resolver';
import { SavedSearchResolver } from '../modules/saved-searches/saved-search.resolver';
import { MembershipResolver } from '../modules/memberships/membership.resolver';
import { ListingReportResolver } from '../modules/listing-reports/listing-reports.resolver';
import { DataComplaintResolver } from '../modules/data-complaints/data-complaints.resolver';
import { RetentionResolver } from '../modules/retention/retention.resolver';
import { ConsentResolver } from '../modules/consents/consent.resolver';
import { WebhookResolver } from '../modules/webhooks/webhook.resolver';
import {
  FranchiseCheckedFactsResolver,
  FranchisorAccountCompanyResolver,
  FranchisorCompanyResolver,
  PendingAccountCompanyResolver,
} from '../modules/company-checks/company-check.resolver';
import { ApiTokenResolver } from '../modules/api-tokens/api-token.resolver';
import { FranchiseMatchResolver } from '../modules/franchise-match/franchise-match.resolver';
import { TerritoryResolver } from '../modules/territories/territory.resolver';
import { FranchisorTerritoryResolver } from '../modules/franchisor-territories/franchisor-territory.resolver';
import { IntroCallResolver } from '../modules/intro-calls/intro-call.resolver';
import { FranchisorIntroCallResolver } from '../modules/franchisor-intro-calls/franchisor-intro-call.resolver';
import type { Services } from '../services';
import { authChecker } from './auth-checker';

/** Every resolver class; register new ones here. */
export const resolvers = [
  AuthResolver,
  SavedSearchResolver,
  CategoryResolver,
  FranchiseResolver,
  FranchiseMatchResolver,
  TerritoryResolver,
  FranchisorTerritoryResolver,
  IntroCallResolver,
  FranchisorIntroCallResolver,
  FranchiseContentResolver,
  FranchiseSupplierResolver,
  ResponseTimesResolver,
  MessageResolver,
  ConversationResolver,
  FranchiseRequestResolver,
  LeadRequestResolver,
  AccountResolver,
  BlogResolver,
  BlogCategoryResolver,
  AdminBlogResolver,
  ContactResolver,
  BannerResolver,
  AdminBannerResolver,
  AdminFeaturedAdResolver,
  AdvertisingSettingsResolver,
  SuccessStoryResolver,
  FeaturedShowcaseResolver,
  LeadFormResolver,
  SupportResolver,
  AdminMessagesResolver,
  FranchisorDashboardResolver,
  FranchisorFranchiseResolver,
  UkCityResolver,
  FranchisorLeadResolver,
  FranchisorTeamResolver,
  AdminCategoryResolver,
  AdminApprovalResolver,
  AuditResolver,
  AdminFranchisorAccountResolver,
  FeaturedAdResolver,
  SandboxCheckoutResolver,
  PaymentsModeResolver,
  MembershipResolver,
  ListingReportResolver,
  DataComplaintResolver,
  RetentionResolver,
  ConsentResolver,
  WebhookResolver,
  FranchisorCompanyResolver,
  FranchiseCheckedFactsResolver,
  PendingAccountCompanyResolver,
  FranchisorAccountCompanyResolver,
  ApiTokenResolver,
] as const;

/** Resolvers are constructed once with the services they use. */
function container(services: Services | undefined): ContainerType {
  const instances = new Map<new (services: Services | undefined) => unknown, unknown>();
  return {
    get(cls: new (services: Services | undefined) => unknown) {
      if (!instances.has(cls)) instances.set(cls, new cls(services));
      return instances.get(cls);
    },
  };
}

/** Without services the schema can only be printed (schema.graphql), not executed. */
export async function buildAppSchema(services?: Services, pubSub?: PubSub): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    container: container(services),
    authChecker,
    authMode: 'error',
    pubSub: pubSub ?? services?.pubSub ?? { publish: () => {}, subscribe: () => (async function* () {})() },
    validate: { forbidUnknownValues: false },
    emitSchemaFile: false,
  });
}
