import type { MigrationInterface } from 'typeorm';
import { Initial1795315952092 } from './1795315952092-initial';
import { UkCities1795318378110 } from './1795318378110-uk-cities';
import { SearchIndexes1795318134891 } from './1795318134891-search-indexes';
import { CatalogueVersion1795318200000 } from './1795318200000-catalogue-version';
import { DoneJobs1795320000000 } from './1795320000000-done-jobs';
import { FranchisorLeadIndexes1795330000041 } from './1795330000041-franchisor-lead-indexes';
import { UkCitySearch1795330000042 } from './1795330000042-uk-city-search';
import { FranchisorDashboard1795330000043 } from './1795330000043-franchisor-dashboard';
import { AdminAudit1795330000051 } from './1795330000051-admin-audit';
import { BannerMetrics1795330000110 } from './1795330000110-banner-metrics';
import { FeaturedAdPageIndex1795330000120 } from './1795330000120-featured-ad-page-index';
import { BlogAdmin1795330000130 } from './1795330000130-blog-admin';
import { FranchiseKeyFacts1795330000140 } from './1795330000140-franchise-key-facts';
import { FranchiseAreas1795330000160 } from './1795330000160-franchise-areas';
import { SavedSearches1795330000170 } from './1795330000170-saved-searches';
import { PlatformInbox1795330000080 } from './1795330000080-platform-inbox';
import { FranchisorAccounts1795330000060 } from './1795330000060-franchisor-accounts';
import { PaymentEvents1795330000100 } from './1795330000100-payment-events';
import { HashedUnsubscribeTokens1795712337531 } from './1795712337531-hashed-unsubscribe-tokens';
import { PostViewDays1795712727132 } from './1795712727132-post-view-days';
import { LeadScreening1795720000000 } from './1795720000000-lead-screening';
import { ContactPreference1795730000000 } from './1795730000000-contact-preference';
import { LeadScore1795740000000 } from './1795740000000-lead-score';
import { CompanyChecks1795750000100 } from './1795750000100-company-checks';
import { Memberships1795750000200 } from './1795750000200-memberships';
import { ResponseTimes1795723773322 } from './1795723773322-response-times';
import { FranchiseFigures1795750000300 } from './1795750000300-franchise-figures';
import { ListingReports1795750000500 } from './1795750000500-listing-reports';
import { DataComplaints1795750000800 } from './1795750000800-data-complaints';
import { Retention1795760000000 } from './1795760000000-retention';
import { ConsentRecords1795760000100 } from './1795760000100-consent-records';
import { ApiTokens1795770000400 } from './1795770000400-api-tokens';
import { ListingOwnership1795780000010 } from './1795780000010-listing-ownership';
import { SavedMatches1795780000020 } from './1795780000020-saved-matches';
import { Territories1795790000010 } from './1795790000010-territories';
import { IntroCalls1795800000010 } from './1795800000010-intro-calls';
import { LeadQuizAnswers1795780000030 } from './1795780000030-lead-quiz-answers';
import { MessageAttachmentIndex1795760000200 } from './1795760000200-message-attachment-index';
import { FranchiseRevisions1795770000100 } from './1795770000100-franchise-revisions';
import { FranchisorSeats1795770000200 } from './1795770000200-franchisor-seats';
import { LeadRouting1795770000210 } from './1795770000210-lead-routing';
import { AssignedLeadIndexes1795770000220 } from './1795770000220-assigned-lead-indexes';
import { Webhooks1795770000300 } from './1795770000300-webhooks';
/** Migrations in the order they run (by timestamp). Add new ones at the end. */
export const migrations: (new () => MigrationInterface)[] = [
  Initial1795315952092,
  SearchIndexes1795318134891,
  CatalogueVersion1795318200000,
  UkCities1795318378110,
  DoneJobs1795320000000,
  FranchisorLeadIndexes1795330000041,
  UkCitySearch1795330000042,
  FranchisorDashboard1795330000043,
  AdminAudit1795330000051,
  FranchisorAccounts1795330000060,
  PlatformInbox1795330000080,
  PaymentEvents1795330000100,
  BannerMetrics1795330000110,
  FeaturedAdPageIndex1795330000120,
  BlogAdmin1795330000130,
  FranchiseKeyFacts1795330000140,
  FranchiseAreas1795330000160,
  SavedSearches1795330000170,
  HashedUnsubscribeTokens1795712337531,
  PostViewDays1795712727132,
  LeadScreening1795720000000,
  ResponseTimes1795723773322,
  ContactPreference1795730000000,
  LeadScore1795740000000,
  CompanyChecks1795750000100,
  Memberships1795750000200,
  FranchiseFigures1795750000300,
  ListingReports1795750000500,
  DataComplaints1795750000800,
  Retention1795760000000,
  ConsentRecords1795760000100,
  MessageAttachmentIndex1795760000200,
  FranchiseRevisions1795770000100,
  FranchisorSeats1795770000200,
  LeadRouting1795770000210,
  AssignedLeadIndexes1795770000220,
  Webhooks1795770000300,
  ApiTokens1795770000400,
  ListingOwnership1795780000010,
  SavedMatches1795780000020,
  LeadQuizAnswers1795780000030,
  Territories1795790000010,
  IntroCalls1795800000010,
];
