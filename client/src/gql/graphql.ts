/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AcceptTeamInvitationInput = {
  fullName: string;
  password: string;
  token: string;
};

export type AccountStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED';

export type AdDuration =
  | 'ONE_MONTH'
  | 'SIX_MONTHS'
  | 'THREE_MONTHS'
  | 'TWELVE_MONTHS';

/** A franchise card seen (VIEW) or opened (CLICK); REQUEST_INFO is counted with each lead and ignored here. */
export type AdMetricInput = {
  /** The featured ad the card was shown for, if any. */
  adId?: string | number | null | undefined;
  franchiseId: string | number;
  type: AdMetricType;
};

export type AdMetricType =
  | 'CLICK'
  | 'REQUEST_INFO'
  | 'VIEW';

export type AdStatus =
  | 'ACTIVE'
  | 'EXPIRED'
  | 'PENDING_PAYMENT';

/** An internal note: for administrators only, never e-mailed. */
export type AddDataComplaintNoteInput = {
  complaintId: string | number;
  note: string;
};

/** Districts to add to a listing, all in one state (a district already there takes the state). */
export type AddTerritoriesInput = {
  /** Postcode districts separated by commas, spaces or new lines: 'LS1, LS6 M14'. */
  districts: string;
  franchiseId: string | number;
  state?: TerritoryState;
};

/** The Accounts page search. */
export type AdminFranchisorAccountFilter = {
  /** Part of the company name, contact name or e-mail address. */
  search?: string | null | undefined;
};

export type AdminMessageDirection =
  | 'INBOUND'
  | 'OUTBOUND';

export type AdminMessagesFilter = {
  /** Only one franchisor's conversation with the platform. */
  franchisorId?: string | number | null | undefined;
  /** Only inbound messages no administrator has opened. */
  unreadOnly?: boolean | null | undefined;
};

/** All Blog Articles: free text on the title and a status. */
export type AdminPostsFilter = {
  search?: string | null | undefined;
  status?: PostStatus | null | undefined;
};

export type AdvertisingSettingsInput = {
  /** One price per duration. */
  bannerPricing: Array<DurationPriceInput>;
  /** One price per duration. */
  featuredPricing: Array<DurationPriceInput>;
  /** At least one tier, each category count once; sorted on save. */
  multiCategoryDiscounts: Array<CategoryDiscountInput>;
};

/** What an API token may do. */
export type ApiTokenScope =
  /** leads:read: the company's leads (list, stats, its franchises as a filter). */
  | 'LEADS_READ'
  /** leads:write: change a lead's status. */
  | 'LEADS_WRITE'
  /** messages:read: the messages exchanged with the enquirer of a lead. */
  | 'MESSAGES_READ';

export type AssignFranchisorLeadInput = {
  /** A member of the company; null leaves the lead unassigned. */
  assigneeId?: string | number | null | undefined;
  leadId: string | number;
};

/** A banner shown (VIEW) or clicked (CLICK). */
export type BannerMetricInput = {
  bannerId: string | number;
  /** VIEW or CLICK; REQUEST_INFO is ignored. */
  type: AdMetricType;
};

export type BannerType =
  | 'CATEGORY'
  | 'MAIN';

export type BlogCategoryInput = {
  name: string;
};

/** A blog post as the editor saves it, whole. The featured image travels as its own argument. */
export type BlogPostInput = {
  author: string;
  /** A blog category; null for none. */
  categoryId?: string | number | null | undefined;
  /** HTML from the rich-text editor; sanitised before it is stored. */
  content: string;
  /** Comma separated. */
  keywords?: string | null | undefined;
  /** 150-160 characters is recommended (a hint, not a rule). */
  metaDescription?: string | null | undefined;
  /** Blank means the title. */
  metaTitle?: string | null | undefined;
  /** Removes the current featured image (ignored when a new image is sent). */
  removeImage?: boolean;
  /** Publish Post saves as published; Save as Draft as draft. */
  status: PostStatus;
  title: string;
};

/** A buyer's business background. */
export type BusinessExperience =
  | 'BUSINESS_OWNER'
  | 'FRANCHISEE'
  | 'MANAGER'
  | 'NONE';

/** A category's article: saved whole over the previous one. */
export type CategoryArticleInput = {
  /** HTML from the rich-text editor; sanitised before it is stored. */
  content: string;
  faqs?: Array<CategoryFaqInput>;
  /** Comma separated. */
  keywords?: string | null | undefined;
  metaDescription?: string | null | undefined;
  /** Blank means the title. */
  metaTitle?: string | null | undefined;
  title: string;
};

export type CategoryDiscountInput = {
  /** Number of additional categories from which the tier applies: 2 to 6. */
  categories: number;
  /** Percent: 10 to 80. */
  discount: number;
};

export type CategoryFaqInput = {
  answer?: string;
  question?: string;
};

/** Franchises a visitor ticked before signing in, to become the signed-in customer's requests. */
export type ClaimFranchisesInput = {
  /** The enquirer's town, screened against the areas each listing recruits in; not required. */
  city?: string | null | undefined;
  /** The consent line shown before sending (ConsentNotice). Required: a request without it is refused and nothing is written. */
  consent?: ConsentInput | null | undefined;
  /** How the enquirer wants to be contacted; either when left out. */
  contactMethod?: ContactMethod | null | undefined;
  /** When the enquirer wants to be contacted; any time when left out. */
  contactTime?: ContactTime | null | undefined;
  /** The enquirer's available capital: one of the desired-investment options; screened against each listing's minimum, not required. */
  desiredInvestment?: string | null | undefined;
  franchiseIds: Array<string | number>;
  /** The matching quiz's answers, sent with the request when the enquirer chose to; null: none. */
  matchAnswers?: MatchAnswersInput | null | undefined;
};

/** Why an administrator should look at a franchisor’s company. */
export type CompanyFlagKind =
  | 'ACCOUNTS_OVERDUE'
  | 'CONFIRMATION_STATEMENT_OVERDUE'
  | 'NAME_MISMATCH'
  | 'NOT_FOUND'
  | 'STATUS_NOT_ACTIVE';

/** A franchisor's company number, or 'We are not a registered company'. */
export type CompanyNumberInput = {
  /** 8 characters ('08123456', 'SC123456'); blank: none given. Ignored with notRegistered. */
  companyNumber?: string | null | undefined;
  /** 'We are not a registered company'. */
  notRegistered: boolean;
};

/** What a form says about the consent line it showed before sending: where, and the privacy notice version it came with (ConsentNotice.noticeVersion). The server stores the text it renders itself for the recipients, never text from the client. */
export type ConsentInput = {
  noticeVersion: string;
  path: ConsentPath;
};

export type ConsentNoticeInput = {
  franchiseIds: Array<string | number>;
  path: ConsentPath;
};

/** Where consent was given or withdrawn. A request names the path it was sent from; the marketing paths are set by the server. */
export type ConsentPath =
  | 'LEAD_FORM'
  | 'LEAD_FORM_NO_JS'
  | 'REQUEST_DIALOG'
  | 'REQUEST_OPT_IN'
  | 'SAVED_SEARCHES'
  | 'SIGN_IN_CLAIM'
  | 'SIGN_UP_CLAIM'
  | 'UNSUBSCRIBE_LINK';

/** How the enquirer wants to be contacted. */
export type ContactMethod =
  | 'EITHER'
  | 'EMAIL'
  | 'PHONE';

/** When the enquirer wants to be contacted. */
export type ContactTime =
  | 'AFTERNOON'
  | 'ANY'
  | 'EVENING'
  | 'MORNING';

export type CreateApiTokenInput = {
  /** What the token is for, e.g. the CRM it is given to; up to 100 characters. */
  name: string;
  /** At least one. */
  scopes: Array<ApiTokenScope>;
};

export type CreateBannerAdInput = {
  bannerType: BannerType;
  /** Required (at least one) for CATEGORY; ignored for MAIN. */
  categoryIds?: Array<string | number>;
  duration: AdDuration;
  franchiseId: string | number;
  /** An http(s) address. */
  targetUrl: string;
};

/** A new category: a main category, or a subcategory of a main category. */
export type CreateCategoryInput = {
  name: string;
  /** A main category, to add a subcategory; null for a main category. */
  parentId?: string | number | null | undefined;
};

export type CreateFeaturedAdInput = {
  /** Additional categories, at most 6. */
  categoryIds?: Array<string | number>;
  duration: AdDuration;
  franchiseId: string | number;
};

export type CustomerSignUpInput = {
  email: string;
  fullName: string;
  password: string;
};

export type DataComplaintFilter = {
  /** True: open and in progress only; false: answered only; null: all. */
  unanswered?: boolean | null | undefined;
};

export type DataComplaintStatus =
  | 'ANSWERED'
  | 'IN_PROGRESS'
  | 'OPEN';

/** What a complaint about personal data is about. */
export type DataComplaintTopic =
  | 'ACCURACY'
  | 'MARKETING'
  | 'RIGHTS_REQUEST'
  | 'SECURITY'
  | 'SHARING'
  | 'SOMETHING_ELSE';

export type DeleteAccountInput = {
  password: string;
};

export type DeleteFranchisorAccountsInput = {
  /** Franchisor account ids; all are deleted or none. */
  ids: Array<string | number>;
};

export type DurationPriceInput = {
  duration: AdDuration;
  /** Pounds: at least 0, at most 2 decimals. */
  price: number;
};

/** What a figure is based on. */
export type FigureBasis =
  /** The franchisor's own outlets. */
  | 'COMPANY_OWNED'
  /** The average of a stated number of outlets of the network. */
  | 'NETWORK_AVERAGE'
  /** A projection: illustrative, not a result. */
  | 'PROJECTION';

/** An earnings or turnover figure of a listing. */
export type FigureKind =
  | 'EARNINGS'
  | 'TURNOVER';

export type FranchiseCategoryInput = {
  mainCategoryId: string | number;
  subcategoryIds?: Array<string | number>;
};

export type FranchiseFaqInput = {
  answer?: string;
  question?: string;
};

/** An earnings or turnover figure with its basis; without an amount, the figure is not stated. */
export type FranchiseFigureInput = {
  /** Pounds a year per outlet; null: not stated. */
  amount?: number | null | undefined;
  basis?: FigureBasis | null | undefined;
  kind: FigureKind;
  /** Outlets the average covers: required for a network average, optional for company-owned ones. */
  outletsCounted?: number | null | undefined;
  /** The last day of the period the figure covers, 'YYYY-MM-DD'. */
  periodEnd?: string | null | undefined;
  /** How many months up to periodEnd the figure covers (12: a year). */
  periodMonths?: number;
  /** When the figure was stated, 'YYYY-MM-DD' (not after today). */
  statedOn?: string | null | undefined;
};

export type FranchiseFormInput = {
  /** Where the franchise is offered: keys of `places` ('uk' for everywhere). Null: read from the location. */
  areas?: Array<string | number> | null | undefined;
  /** A PDF; on edit, replaces the current brochure. */
  brochure?: File | null | undefined;
  /** At least one row, each with a main category. */
  categories: Array<FranchiseCategoryInput>;
  faqs?: Array<FranchiseFaqInput>;
  gallery?: Array<FranchiseGalleryImageInput>;
  /** Pounds, up to 2 decimals. */
  investmentAmount?: number | null | undefined;
  /** Null keeps the saved key facts (none on create). */
  keyFacts?: FranchiseKeyFactsInput | null | undefined;
  /** A city or large town of ukCities, or 'UK'. */
  location?: string;
  longDescription: string;
  /** Required on create; on edit, replaces the current image. */
  mainImage?: File | null | undefined;
  name: string;
  /** Edit: remove the current brochure (ignored when a new one is sent). */
  removeBrochure?: boolean;
  shortDescription: string;
  successStories?: Array<FranchiseSuccessStoryInput>;
  testimonials?: Array<FranchiseTestimonialInput>;
};

export type FranchiseGalleryImageInput = {
  /** The id of one of the listing's current gallery images, to keep it. */
  existingId?: string | number | null | undefined;
  image?: File | null | undefined;
};

export type FranchiseKeyFactsInput = {
  /** Earnings and turnover figures, each kind at most once, each with its basis (issue 40). Null keeps the saved ones. */
  figures?: Array<FranchiseFigureInput> | null | undefined;
  financeAvailable?: boolean | null | undefined;
  /** Pounds. */
  franchiseFee?: number | null | undefined;
  /** What the total investment includes. Null keeps what is saved. */
  investmentIncludes?: Array<InvestmentPart> | null | undefined;
  /** Pounds. */
  minimumLiquidCapital?: number | null | undefined;
  outlets?: number | null | undefined;
  /** The ownership styles the franchise suits (issue 43); empty: not stated. */
  ownershipStyles?: Array<OwnershipStyle> | null | undefined;
  /** e.g. '8% of turnover' or '£450 a month'. */
  royaltyFee?: string | null | undefined;
  trainingProvided?: string | null | undefined;
  /** The hours a week it asks of its owner (issue 43); null: not stated. */
  workingHours?: WorkingHours | null | undefined;
  yearFounded?: number | null | undefined;
};

export type FranchiseLeadInput = {
  /** The enquirer's town, screened against the areas each listing recruits in; not required. */
  city?: string | null | undefined;
  /** The consent line shown before sending (ConsentNotice). Required: a request without it is refused and nothing is written. */
  consent?: ConsentInput | null | undefined;
  /** How the enquirer wants to be contacted; either when left out. */
  contactMethod?: ContactMethod | null | undefined;
  /** When the enquirer wants to be contacted; any time when left out. */
  contactTime?: ContactTime | null | undefined;
  /** The enquirer's available capital: one of the desired-investment options; screened against each listing's minimum, not required. */
  desiredInvestment?: string | null | undefined;
  email: string;
  franchiseId: string | number;
  /** The matching quiz's answers, sent with the request when the enquirer chose to; null: none. */
  matchAnswers?: MatchAnswersInput | null | undefined;
  message: string;
  name: string;
  phone: string;
};

/** An edit of a live listing: OPEN while in review, then APPROVED, REJECTED or WITHDRAWN. */
export type FranchiseRevisionStatus =
  | 'APPROVED'
  | 'OPEN'
  | 'REJECTED'
  | 'WITHDRAWN';

export type FranchiseSearchInput = {
  /** A UK postcode or postcode district: only listings with an available territory within 25 miles of it (issue 43). */
  availableNear?: string | null | undefined;
  /** A category; matches franchises in it or in any of its subcategories. */
  categoryId?: string | number | null | undefined;
  investment?: InvestmentRange | null | undefined;
  /** Case-insensitive part of the location. */
  location?: string | null | undefined;
  sort?: FranchiseSort;
  subcategoryId?: string | number | null | undefined;
  /** Words that must each occur in the name, short description or location. */
  text?: string | null | undefined;
};

/** Newest first (default), investment low to high or high to low (amounts not given last), name A to Z. */
export type FranchiseSort =
  | 'INVESTMENT_ASC'
  | 'INVESTMENT_DESC'
  | 'MOST_RESPONSIVE'
  | 'NAME'
  | 'NEWEST';

export type FranchiseStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED';

export type FranchiseSuccessStoryInput = {
  content?: string;
  /** Keep this image: the imageUrl of one of the listing's current success stories (edit only). */
  existingImageUrl?: string | null | undefined;
  /** A new image for the story. */
  image?: File | null | undefined;
  title?: string;
};

export type FranchiseTestimonialInput = {
  authorName?: string;
  content?: string;
};

/** Filters of the Leads page and its CSV export; dates are UK calendar days, both inclusive. */
export type FranchisorLeadFilter = {
  /** Only the leads assigned to the viewer ('Assigned to me'). */
  assignedToMe?: boolean | null | undefined;
  /** One of the franchisor's own franchises. */
  franchiseId?: string | number | null | undefined;
  /** From this day (YYYY-MM-DD). */
  from?: string | null | undefined;
  /** Only leads that meet (true) or miss (false) their listing's requirements. */
  meetsRequirements?: boolean | null | undefined;
  /** Only leads of this score. */
  score?: LeadScore | null | undefined;
  /** Part of the enquirer's name or e-mail address. */
  search?: string | null | undefined;
  status?: LeadStatus | null | undefined;
  /** Up to and including this day (YYYY-MM-DD). */
  to?: string | null | undefined;
};

/** Newest first, or highest score first (then newest). */
export type FranchisorLeadSort =
  | 'NEWEST'
  | 'SCORE';

export type FranchisorRole =
  | 'MEMBER'
  | 'OWNER';

export type FranchisorSignUpInput = {
  companyName: string;
  /** The company registration number (8 characters: '08123456', 'SC123456'); optional. Ignored with notRegistered. */
  companyNumber?: string | null | undefined;
  email: string;
  fullName: string;
  /** 'We are not a registered company', chosen on purpose. */
  notRegistered?: boolean | null | undefined;
  password: string;
};

export type InterestStatus =
  | 'NOT_INTERESTED'
  | 'STILL_INTERESTED';

/** How the franchisor holds its intro calls: VIDEO (a meeting link) or PHONE (the franchisor's number). */
export type IntroCallMeetingKind =
  | 'PHONE'
  | 'VIDEO';

/** Who cancelled an intro call. */
export type IntroCallParty =
  | 'CUSTOMER'
  | 'FRANCHISOR';

/** The company's intro-call calendar, saved whole. */
export type IntroCallSettingsInput = {
  /** Minutes: 15, 20, 30, 45 or 60. */
  callMinutes: number;
  /** How many days ahead calls can be booked: 1 to 90. */
  horizonDays?: number;
  /** A video meeting link (https); one of link and phone is required. */
  meetingLink?: string | null | undefined;
  /** How many hours ahead a call must be booked: 0 to 168. */
  noticeHours?: number;
  /** A phone number the enquirer rings; one of link and phone is required. */
  phone?: string | null | undefined;
  windows: Array<IntroCallWindowInput>;
};

/** BOOKED (live, possibly moved) or CANCELLED. */
export type IntroCallStatus =
  | 'BOOKED'
  | 'CANCELLED';

/** A weekly time for intro calls, in UK wall-clock time. */
export type IntroCallWindowInput = {
  /** Minutes after midnight, UK time; up to 1440 (midnight at the end of the day). */
  endMinute: number;
  /** Minutes after midnight, UK time: 09:00 is 540. */
  startMinute: number;
  /** ISO weekday: 1 Monday ... 7 Sunday. */
  weekday: number;
};

/** A part of the total investment. */
export type InvestmentPart =
  | 'EQUIPMENT'
  | 'FRANCHISE_FEE'
  | 'WORKING_CAPITAL';

/** Under £50,000 (a missing amount counts as 0); over £50,000 up to £100,000; and so on; over £500,000. */
export type InvestmentRange =
  | 'FROM_50K_TO_100K'
  | 'FROM_100K_TO_250K'
  | 'FROM_250K_TO_500K'
  | 'OVER_500K'
  | 'UNDER_50K';

export type InviteTeamMemberInput = {
  email: string;
};

/** By area, or in turn (round robin). */
export type LeadRoutingMode =
  | 'AREA'
  | 'ROUND_ROBIN';

/** A lead's score band: High, Medium or Low. */
export type LeadScore =
  | 'HIGH'
  | 'LOW'
  | 'MEDIUM';

export type LeadStatus =
  | 'CONTACTED'
  | 'CONVERTED'
  | 'LOST'
  | 'MEETING'
  | 'NEW'
  | 'QUALIFIED';

export type ListingReportFilter = {
  /** Open or resolved; null lists both, open first. */
  status?: ListingReportStatus | null | undefined;
};

/** Why a visitor reports a listing. */
export type ListingReportReason =
  | 'MISLEADING_FIGURES'
  | 'NOT_A_REAL_BUSINESS'
  | 'OFFENSIVE_CONTENT'
  | 'SOMETHING_ELSE';

/** How an administrator resolved a report. */
export type ListingReportResolution =
  | 'ASKED_FRANCHISOR'
  | 'DISMISSED'
  | 'UNPUBLISHED';

export type ListingReportStatus =
  | 'OPEN'
  | 'RESOLVED';

export type MarkMessagesReadInput = {
  ids: Array<string | number>;
};

/** The matching quiz's answers; every one may be left out (skipped). */
export type MatchAnswersInput = {
  /** What the buyer could borrow: one of 'Nothing', '£25,000' … '£250,000+'. */
  borrowing?: string | null | undefined;
  experience?: BusinessExperience | null | undefined;
  hours?: WorkingHours | null | undefined;
  involvement?: OwnershipStyle | null | undefined;
  /** Money available to invest: one of the desired-investment options. */
  ownCash?: string | null | undefined;
  /** Sectors of interest: top-level category ids. */
  sectorIds?: Array<string | number> | null | undefined;
  /** When the buyer wants to start: one of the desired-timeframe options. */
  timeframe?: string | null | undefined;
  /** The town the buyer wants to work in, as typed. */
  town?: string | null | undefined;
};

/** A bfa membership level: Full, Associate or Provisional member. */
export type MembershipLevel =
  | 'ASSOCIATE'
  | 'FULL'
  | 'PROVISIONAL';

/** PENDING: waiting for verification; VERIFIED: verified and not lapsed; LAPSED: 12 months after verification; REJECTED. */
export type MembershipStatus =
  | 'LAPSED'
  | 'PENDING'
  | 'REJECTED'
  | 'VERIFIED';

export type MessageRecipientSearch = {
  limit?: number;
  /** Part of the company name, contact name or e-mail. */
  search?: string | null | undefined;
};

/** How involved the owner of a franchise is. */
export type OwnershipStyle =
  | 'MANAGER'
  | 'OWNER_OPERATOR'
  | 'SEMI_PASSIVE';

export type PageInput = {
  page?: number;
  pageSize?: number;
};

export type PaymentStatus =
  | 'COMPLETED'
  | 'PENDING';

export type PendingListFilter = {
  /** Matches names (and, for accounts, the email); case-insensitive. */
  search?: string | null | undefined;
};

export type PerformanceRange =
  | 'CUSTOM'
  | 'LAST_3_MONTHS'
  | 'LAST_7_DAYS'
  | 'LAST_30_DAYS'
  | 'LAST_YEAR';

export type PerformanceRangeInput = {
  /** CUSTOM only: the first day, YYYY-MM-DD (UK calendar day). */
  from?: string | null | undefined;
  range: PerformanceRange;
  /** CUSTOM only: the last day, YYYY-MM-DD, included. */
  to?: string | null | undefined;
};

/** The whole UK, a nation, one of the nine English regions, or a town. */
export type PlaceKind =
  | 'NATION'
  | 'REGION'
  | 'TOWN'
  | 'UK';

export type PostStatus =
  | 'DRAFT'
  | 'PUBLISHED';

export type RecordAdMetricsInput = {
  events: Array<AdMetricInput>;
};

export type RecordBannerMetricsInput = {
  events: Array<BannerMetricInput>;
};

export type RejectFranchiseInput = {
  franchiseId: string | number;
  /** Optional; e-mailed to the franchisor and shown in their portal. */
  reason?: string | null | undefined;
};

export type RejectMembershipInput = {
  franchisorId: string | number;
  level: MembershipLevel;
  membershipNumber: string;
  /** Required; e-mailed to the franchisor and shown in their account. */
  reason: string;
};

export type RejectRevisionInput = {
  /** Required: e-mailed to the franchisor and shown in their editor. */
  reason: string;
  revisionId: string | number;
};

export type ReplyToConversationInput = {
  content: string;
  counterpartId: string | number;
};

export type ReplyToFranchisorLeadInput = {
  content: string;
  leadId: string | number;
};

/** A visitor's report that a listing is wrong (the Report this listing page). */
export type ReportListingInput = {
  /** Up to 2,000 characters; required when the reason is SOMETHING_ELSE. */
  details?: string | null | undefined;
  /** Optional: only for an acknowledgement; never sent to the franchisor. */
  email?: string | null | undefined;
  franchiseId: string | number;
  /** Required: null is refused with the form's message. */
  reason?: ListingReportReason | null | undefined;
};

/** Step 2 of the request dialog for an email that has a customer account. */
export type RequestInfoSignInInput = {
  /** The enquirer's town, screened against the areas each listing recruits in; not required. */
  city?: string | null | undefined;
  /** The consent line shown before sending (ConsentNotice). Required: a request without it is refused and nothing is written. */
  consent?: ConsentInput | null | undefined;
  /** How the enquirer wants to be contacted; either when left out. */
  contactMethod?: ContactMethod | null | undefined;
  /** When the enquirer wants to be contacted; any time when left out. */
  contactTime?: ContactTime | null | undefined;
  /** The enquirer's available capital: one of the desired-investment options; screened against each listing's minimum, not required. */
  desiredInvestment?: string | null | undefined;
  email: string;
  franchiseIds: Array<string | number>;
  /** The matching quiz's answers, sent with the request when the enquirer chose to; null: none. */
  matchAnswers?: MatchAnswersInput | null | undefined;
  password: string;
};

/** Step 2 of the request dialog for an email without a customer account. */
export type RequestInfoSignUpInput = {
  city: string;
  /** The consent line shown before sending (ConsentNotice). Required: a request without it is refused and nothing is written. */
  consent?: ConsentInput | null | undefined;
  /** How the enquirer wants to be contacted; either when left out. */
  contactMethod?: ContactMethod | null | undefined;
  /** When the enquirer wants to be contacted; any time when left out. */
  contactTime?: ContactTime | null | undefined;
  desiredInvestment: string;
  desiredTimeframe: string;
  email: string;
  firstName: string;
  franchiseIds: Array<string | number>;
  lastName: string;
  /** 'Yes, update me on new franchise opportunities!' */
  marketingOptIn?: boolean;
  /** The matching quiz's answers, sent with the request when the enquirer chose to; null: none. */
  matchAnswers?: MatchAnswersInput | null | undefined;
  message?: string | null | undefined;
  password: string;
  phone: string;
  postCode: string;
};

/** The franchises a request would go to, and the capital and town the enquirer has entered so far. */
export type RequestRequirementsInput = {
  /** The town as typed; blank: not given yet. */
  city?: string | null | undefined;
  /** One of the desired-investment options; blank: not given yet. */
  desiredInvestment?: string | null | undefined;
  franchiseIds: Array<string | number>;
};

/** Resolves an open report: dismiss, ask the franchisor or unpublish the listing, with a note. */
export type ResolveListingReportInput = {
  action: ListingReportResolution;
  /** Required; sent to the franchisor when they are asked or the listing is unpublished. */
  note: string;
  reportId: string | number;
};

export type RevisionChangeKind =
  | 'ADDED'
  | 'CHANGED'
  | 'REMOVED';

/** Where in the listing a change is. */
export type RevisionSection =
  | 'CATEGORIES'
  | 'FAQS'
  | 'IMAGES'
  | 'KEY_FACTS'
  | 'SUCCESS_STORIES'
  | 'TESTIMONIALS'
  | 'TEXT';

export type RoutingTargetInput = {
  /** One of the listing's area keys (by area); left out in turn. */
  area?: string | null | undefined;
  memberId: string | number;
};

export type SaveSearchInput = {
  alert?: SearchAlert;
  /** The filters and sort, as the search page sends them. */
  filters: FranchiseSearchInput;
  name: string;
};

/** No e-mail, or a daily or weekly e-mail of new listings that match (sent only when there are some). */
export type SearchAlert =
  | 'DAILY'
  | 'NONE'
  | 'WEEKLY';

export type SendAdminMessageInput = {
  content: string;
  franchisorId: string | number;
  subject: string;
};

export type SendContactMessageInput = {
  email: string;
  fullName: string;
  message: string;
  /** Optional. */
  phone?: string | null | undefined;
  /** One of the Contact page subjects. */
  subject: string;
};

/** The outcome, e-mailed to the person with their right to complain to the ICO; the complaint is then answered. */
export type SendDataComplaintOutcomeInput = {
  complaintId: string | number;
  outcome: string;
};

export type SendRequestMessageInput = {
  content: string;
  requestId: string | number;
};

export type SendSupportMessageInput = {
  content: string;
  subject: string;
};

/** Moves a complaint between open and in progress (answering is by sending the outcome). */
export type SetDataComplaintStatusInput = {
  complaintId: string | number;
  status: DataComplaintStatus;
};

export type SetFranchisorLeadStatusInput = {
  leadId: string | number;
  status: LeadStatus;
};

export type SetLeadRoutingInput = {
  franchiseId: string | number;
  members?: Array<RoutingTargetInput> | null | undefined;
  /** Null removes the rule. */
  mode?: LeadRoutingMode | null | undefined;
};

/** A change of how and when the customer wants to be contacted about one of their requests. */
export type SetRequestContactPreferenceInput = {
  contactMethod: ContactMethod;
  contactTime: ContactTime;
  requestId: string | number;
};

export type SetRequestInterestInput = {
  interestStatus: InterestStatus;
  requestId: string | number;
};

export type SignInInput = {
  email: string;
  password: string;
  userType: UserType;
};

export type StateMembershipInput = {
  /** Required; nullable so that a missing level gets its message. */
  level?: MembershipLevel | null | undefined;
  /** Letters, digits and hyphens, up to 20 characters. */
  membershipNumber: string;
};

/** A complaint about how we handle personal data (the Make a complaint about your data page). */
export type SubmitDataComplaintInput = {
  /** Up to 5,000 characters. */
  details: string;
  /** Required: the acknowledgement and the answer go to it. */
  email: string;
  fullName: string;
  /** Required: null is refused with the form's message. */
  topic?: DataComplaintTopic | null | undefined;
};

export type SupportDirection =
  | 'RECEIVED'
  | 'SENT';

/** A franchise territory's state: open to a buyer, held for one, or sold. */
export type TerritoryState =
  | 'AVAILABLE'
  | 'RESERVED'
  | 'TAKEN';

/** A rename. The parent is chosen only when creating, so it is not here. */
export type UpdateCategoryInput = {
  name: string;
};

export type UserType =
  | 'ADMIN'
  | 'CUSTOMER'
  | 'FRANCHISOR';

export type VerifyMembershipInput = {
  franchisorId: string | number;
  level: MembershipLevel;
  membershipNumber: string;
};

/** PENDING: an attempt is due; DELIVERED: a 2xx came back; FAILED: given up (three days of retries). */
export type WebhookDeliveryState =
  | 'DELIVERED'
  | 'FAILED'
  | 'PENDING';

export type WebhookEndpointInput = {
  /** Up to 200 characters. */
  description?: string;
  /** Switching it on again clears the record of failures. */
  enabled?: boolean;
  /** At least one. */
  events: Array<WebhookEventType>;
  /** https://… in production (http too where private addresses are allowed). */
  url: string;
};

/** lead.created (a new lead), lead.updated (its status changed), message.received (an enquirer wrote to the company). */
export type WebhookEventType =
  | 'LEAD_CREATED'
  | 'LEAD_UPDATED'
  | 'MESSAGE_RECEIVED';

/** Hours a week given to the business. */
export type WorkingHours =
  | 'EXTENDED'
  | 'FULL_TIME'
  | 'PART_TIME';

export type DeleteMyAccountMutationVariables = Exact<{
  input: DeleteAccountInput;
}>;


export type DeleteMyAccountMutation = { deleteMyAccount: boolean };

export type AdminAccountHistoryQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminAccountHistoryQuery = { adminAccountHistory: Array<{ id: string, action: string, beforeStatus: string | null, afterStatus: string | null, actorName: string | null, reason: string | null, createdAt: string }> };

export type AdminFranchisorAccountQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminFranchisorAccountQuery = { adminFranchisorAccount: { id: string, companyName: string | null, contactName: string, email: string, status: AccountStatus, franchiseCount: number, createdAt: string, companyCheck: { companyNumber: string | null, notRegistered: boolean, registerUrl: string | null, registeredName: string | null, statusLabel: string | null, checkedAt: string | null, lastError: string | null, flags: Array<{ kind: CompanyFlagKind, message: string }> } | null } };

export type AdminFranchisorAccountsQueryVariables = Exact<{
  filter?: AdminFranchisorAccountFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type AdminFranchisorAccountsQuery = { adminFranchisorAccounts: { total: number, page: number, pageCount: number, items: Array<{ id: string, companyName: string | null, contactName: string, email: string, categories: Array<string>, franchiseCount: number, status: AccountStatus, createdAt: string }> } };

export type AdminFranchisorFranchisesQueryVariables = Exact<{
  franchisorId: string | number;
  page?: PageInput | null | undefined;
}>;


export type AdminFranchisorFranchisesQuery = { adminFranchisorFranchises: { total: number, page: number, pageCount: number, items: Array<{ id: string, name: string, location: string, status: FranchiseStatus, shortDescription: string, mainImageUrl: string | null, createdAt: string }> } };

export type DeleteFranchisorAccountsMutationVariables = Exact<{
  input: DeleteFranchisorAccountsInput;
}>;


export type DeleteFranchisorAccountsMutation = { deleteFranchisorAccounts: { deletedIds: Array<string>, deletedFranchises: number } };

export type AdFranchiseOptionsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type AdFranchiseOptionsQuery = { adminAdFranchiseOptions: Array<{ id: string, name: string, franchisorCompany: string | null }> };

export type AdminBannerAdsQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type AdminBannerAdsQuery = { adminBannerAds: { total: number, page: number, pageCount: number, items: Array<{ id: string, franchiseName: string | null, imageUrl: string, targetUrl: string, bannerType: BannerType, duration: AdDuration | null, amount: number, status: AdStatus, paymentStatus: PaymentStatus, startDate: string | null, endDate: string | null, createdAt: string, views: number, clicks: number, categories: Array<{ id: string, name: string }> }> } };

export type AdminFeaturedAdsQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type AdminFeaturedAdsQuery = { adminFeaturedAds: { total: number, page: number, pageCount: number, revenueTotal: number, items: Array<{ id: string, franchiseName: string, franchisorCompany: string | null, duration: AdDuration, startDate: string | null, endDate: string | null, status: AdStatus, paymentStatus: PaymentStatus, amount: number, createdAt: string, categories: Array<{ id: string, name: string }> }> } };

export type AdvertisingSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdvertisingSettingsQuery = { advertisingSettings: { updatedAt: string, paymentsMode: string, featuredPricing: Array<{ duration: AdDuration, price: number }>, bannerPricing: Array<{ duration: AdDuration, price: number }>, multiCategoryDiscounts: Array<{ categories: number, discount: number }>, stripePrices: Array<{ duration: AdDuration, stripePriceId: string, createdAt: string }> } };

export type AdvertisingSettings_ViewFragment = { updatedAt: string, paymentsMode: string, featuredPricing: Array<{ duration: AdDuration, price: number }>, bannerPricing: Array<{ duration: AdDuration, price: number }>, multiCategoryDiscounts: Array<{ categories: number, discount: number }>, stripePrices: Array<{ duration: AdDuration, stripePriceId: string, createdAt: string }> };

export type BannerCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type BannerCategoriesQuery = { mainCategories: Array<{ id: string, name: string, children: Array<{ id: string, name: string }> }> };

export type CreateBannerAdMutationVariables = Exact<{
  input: CreateBannerAdInput;
  image: File;
}>;


export type CreateBannerAdMutation = { createBannerAd: { id: string } };

export type DeleteBannerAdsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteBannerAdsMutation = { deleteBannerAds: number };

export type DeleteFeaturedAdsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteFeaturedAdsMutation = { deleteFeaturedAds: number };

export type MarkFeaturedAdsPaidMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type MarkFeaturedAdsPaidMutation = { markFeaturedAdsPaid: Array<{ id: string, status: AdStatus, paymentStatus: PaymentStatus, startDate: string | null, endDate: string | null }> };

export type PaymentsModeQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentsModeQuery = { paymentsMode: { simulated: boolean } };

export type SyncStripePricingMutationVariables = Exact<{ [key: string]: never; }>;


export type SyncStripePricingMutation = { syncStripePricing: { updatedAt: string, paymentsMode: string, featuredPricing: Array<{ duration: AdDuration, price: number }>, bannerPricing: Array<{ duration: AdDuration, price: number }>, multiCategoryDiscounts: Array<{ categories: number, discount: number }>, stripePrices: Array<{ duration: AdDuration, stripePriceId: string, createdAt: string }> } };

export type UpdateAdvertisingSettingsMutationVariables = Exact<{
  input: AdvertisingSettingsInput;
}>;


export type UpdateAdvertisingSettingsMutation = { updateAdvertisingSettings: { updatedAt: string, paymentsMode: string, featuredPricing: Array<{ duration: AdDuration, price: number }>, bannerPricing: Array<{ duration: AdDuration, price: number }>, multiCategoryDiscounts: Array<{ categories: number, discount: number }>, stripePrices: Array<{ duration: AdDuration, stripePriceId: string, createdAt: string }> } };

export type AdminFranchiseReviewQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminFranchiseReviewQuery = { adminFranchiseReview: { id: string, name: string, status: FranchiseStatus, createdAt: string, updatedAt: string, approvedAt: string | null, rejectionReason: string | null, franchisorId: string | null, franchisorCompanyName: string | null, franchisorContactName: string | null, franchisorEmail: string | null, lastApprovedAt: string | null, openRevision: { id: string, submittedAt: string, updatedAt: string, changes: Array<{ section: RevisionSection, label: string, kind: RevisionChangeKind, before: string | null, after: string | null }> } | null, history: Array<{ id: string, action: string, beforeStatus: string | null, afterStatus: string | null, reason: string | null, actorName: string | null, createdAt: string }> } };

export type AdminFranchisePreviewQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminFranchisePreviewQuery = { adminFranchisePreview: { updatedAt: string, suppliedBy: string, id: string, name: string, location: string, franchisorId: string | null, canRequestInfo: boolean, featuredAdId: string | null, companyChecked: boolean, responseTime: { summary: string | null, medianSeconds: number | null, withinDayPercent: number } | null, areas: Array<{ key: string, name: string }>, details: { longDescription: string, brochureUrl: string | null, shortDescription: string, investmentAmount: number | null, mainImageUrl: string | null, franchiseFee: number | null, minimumLiquidCapital: number | null, royaltyFee: string | null, financeAvailable: boolean | null, yearFounded: number | null, outlets: number | null, trainingProvided: string | null, investmentIncludes: Array<InvestmentPart>, ownershipStyles: Array<OwnershipStyle>, workingHours: WorkingHours | null, figures: Array<{ label: string, amount: number, illustrative: boolean, basisText: string }> } | null, categories: Array<{ id: string, name: string, parentId: string | null }>, gallery: Array<{ id: string, imageUrl: string }>, faqs: Array<{ id: string, question: string, answer: string }>, testimonials: Array<{ id: string, authorName: string, content: string }>, successStories: Array<{ id: string, title: string, content: string, imageUrl: string | null }>, companyFacts: { notRegistered: boolean, companyNumber: string | null, registerUrl: string | null, checkedAt: string | null, registeredName: string | null, status: string | null, statusLabel: string | null, incorporatedOn: string | null, accountsOverdue: boolean | null, confirmationStatementOverdue: boolean | null, locality: string | null } | null, membership: { label: string, verifiedAt: string } | null } };

export type AdminPendingAccountsQueryVariables = Exact<{
  filter?: PendingListFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type AdminPendingAccountsQuery = { adminPendingAccounts: { total: number, page: number, pageCount: number, items: Array<{ id: string, companyName: string | null, contactName: string, email: string, requestedAt: string, companyCheck: { companyNumber: string | null, notRegistered: boolean, registerUrl: string | null, registeredName: string | null, statusLabel: string | null, checkedAt: string | null, lastError: string | null, flags: Array<{ kind: CompanyFlagKind, message: string }> } | null }> } };

export type AdminPendingCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPendingCountsQuery = { adminPendingCounts: { accounts: number, franchises: number, revisions: number } };

export type AdminPendingCountsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminPendingCountsChangedSubscription = { adminPendingCountsChanged: { accounts: number, franchises: number, revisions: number } };

export type AdminPendingFranchisesQueryVariables = Exact<{
  filter?: PendingListFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type AdminPendingFranchisesQuery = { adminPendingFranchises: { total: number, page: number, pageCount: number, items: Array<{ id: string, name: string, shortDescription: string, location: string, franchisorName: string | null, submittedAt: string, lastApprovedAt: string | null }> } };

export type AdminPendingRevisionsQueryVariables = Exact<{
  filter?: PendingListFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type AdminPendingRevisionsQuery = { adminPendingRevisions: { total: number, page: number, pageCount: number, items: Array<{ id: string, franchiseId: string, name: string, revisedName: string, franchisorName: string | null, submittedAt: string, updatedAt: string }> } };

export type AdminRecentFranchisorLoginsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminRecentFranchisorLoginsQuery = { adminRecentFranchisorLogins: Array<{ id: string, companyName: string | null, contactName: string, lastLogin: string | null }> };

export type AuditHistory_EntryFragment = { id: string, action: string, beforeStatus: string | null, afterStatus: string | null, reason: string | null, actorName: string | null, createdAt: string };

export type CompanyCheckSummary_CheckFragment = { companyNumber: string | null, notRegistered: boolean, registerUrl: string | null, registeredName: string | null, statusLabel: string | null, checkedAt: string | null, lastError: string | null, flags: Array<{ kind: CompanyFlagKind, message: string }> };

export type ApproveAccountMutationVariables = Exact<{
  id: string | number;
}>;


export type ApproveAccountMutation = { approveAccount: { id: string, status: AccountStatus, approvedAt: string | null } };

export type RejectAccountMutationVariables = Exact<{
  id: string | number;
}>;


export type RejectAccountMutation = { rejectAccount: { id: string, status: AccountStatus, approvedAt: string | null } };

export type ApproveFranchiseMutationVariables = Exact<{
  id: string | number;
}>;


export type ApproveFranchiseMutation = { approveFranchise: { id: string, status: FranchiseStatus, approvedAt: string | null, rejectionReason: string | null } };

export type RejectFranchiseMutationVariables = Exact<{
  input: RejectFranchiseInput;
}>;


export type RejectFranchiseMutation = { rejectFranchise: { id: string, status: FranchiseStatus, approvedAt: string | null, rejectionReason: string | null } };

export type ApproveRevisionMutationVariables = Exact<{
  id: string | number;
}>;


export type ApproveRevisionMutation = { approveRevision: { id: string, franchiseId: string, status: FranchiseRevisionStatus } };

export type RejectRevisionMutationVariables = Exact<{
  input: RejectRevisionInput;
}>;


export type RejectRevisionMutation = { rejectRevision: { id: string, franchiseId: string, status: FranchiseRevisionStatus, reason: string | null } };

export type AdminBlogPostForEditorQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminBlogPostForEditorQuery = { adminBlogPost: { id: string, title: string, author: string, categoryId: string | null, categoryName: string | null, imageUrl: string | null, status: PostStatus, views: number, createdAt: string, publishedAt: string | null, content: string, metaTitle: string, metaDescription: string | null, keywords: string | null } };

export type BlogPostCategoryOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type BlogPostCategoryOptionsQuery = { adminBlogCategories: Array<{ id: string, name: string }> };

export type CreateBlogPostMutationVariables = Exact<{
  input: BlogPostInput;
  image?: File | null | undefined;
}>;


export type CreateBlogPostMutation = { createBlogPost: { id: string, title: string, status: PostStatus } };

export type UpdateBlogPostMutationVariables = Exact<{
  id: string | number;
  input: BlogPostInput;
  image?: File | null | undefined;
}>;


export type UpdateBlogPostMutation = { updateBlogPost: { id: string, title: string, author: string, categoryId: string | null, categoryName: string | null, imageUrl: string | null, status: PostStatus, views: number, createdAt: string, publishedAt: string | null, content: string, metaTitle: string, metaDescription: string | null, keywords: string | null } };

export type BlogPostPreviewQueryVariables = Exact<{
  content: string;
}>;


export type BlogPostPreviewQuery = { blogPostPreview: string };

export type AdminBlogPostsQueryVariables = Exact<{
  filter?: AdminPostsFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type AdminBlogPostsQuery = { adminBlogPosts: { total: number, page: number, pageSize: number, pageCount: number, items: Array<{ id: string, title: string, categoryName: string | null, imageUrl: string | null, status: PostStatus, views: number, shortcode: string | null, createdAt: string }> } };

export type AdminBlogPostRowFragment = { id: string, title: string, categoryName: string | null, imageUrl: string | null, status: PostStatus, views: number, shortcode: string | null, createdAt: string };

export type DeleteBlogPostsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteBlogPostsMutation = { deleteBlogPosts: Array<string> };

export type TogglePostsStatusMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type TogglePostsStatusMutation = { togglePostsStatus: { status: PostStatus, posts: Array<{ id: string, title: string, categoryName: string | null, imageUrl: string | null, status: PostStatus, views: number, shortcode: string | null, createdAt: string }> } };

export type CopyPostShortcodeMutationVariables = Exact<{
  id: string | number;
}>;


export type CopyPostShortcodeMutation = { copyPostShortcode: { id: string, shortcode: string | null } };

export type AdminBlogCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminBlogCategoriesQuery = { adminBlogCategories: Array<{ id: string, name: string, createdAt: string, postCount: number }> };

export type CreateBlogCategoryMutationVariables = Exact<{
  input: BlogCategoryInput;
}>;


export type CreateBlogCategoryMutation = { createBlogCategory: { id: string, name: string, createdAt: string, postCount: number } };

export type RenameBlogCategoryMutationVariables = Exact<{
  id: string | number;
  input: BlogCategoryInput;
}>;


export type RenameBlogCategoryMutation = { renameBlogCategory: { id: string, name: string, createdAt: string, postCount: number } };

export type DeleteBlogCategoryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteBlogCategoryMutation = { deleteBlogCategory: string };

export type BlogStatisticsQueryVariables = Exact<{ [key: string]: never; }>;


export type BlogStatisticsQuery = { blogStatistics: { totalViews: number, totalPosts: number, publishedPosts: number, averageViews: number, popularPosts: Array<{ id: string, title: string, views: number, publishedAt: string | null }>, viewsByDay: Array<{ date: string, views: number }> } };

export type AdminCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCategoriesQuery = { adminCategories: Array<{ id: string, name: string, parentId: string | null, franchiseCount: number, listingCount: number, hasArticle: boolean, children: Array<{ id: string, name: string, parentId: string | null, franchiseCount: number, listingCount: number, hasArticle: boolean }> }> };

export type AdminCategoryArticleQueryVariables = Exact<{
  categoryId: string | number;
}>;


export type AdminCategoryArticleQuery = { adminCategoryArticle: { id: string, categoryId: string, title: string, content: string, metaTitle: string, metaDescription: string | null, keywords: string | null, updatedAt: string, faqs: Array<{ question: string, answer: string }> } | null };

export type CreateCategoryMutationVariables = Exact<{
  input: CreateCategoryInput;
}>;


export type CreateCategoryMutation = { createCategory: { id: string, name: string, parentId: string | null } };

export type DeleteCategoryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCategoryMutation = { deleteCategory: { id: string, subcategoryIds: Array<string>, mappingsRemoved: number } };

export type SaveCategoryArticleMutationVariables = Exact<{
  categoryId: string | number;
  input: CategoryArticleInput;
}>;


export type SaveCategoryArticleMutation = { saveCategoryArticle: { id: string, categoryId: string, title: string, content: string, metaTitle: string, metaDescription: string | null, keywords: string | null, updatedAt: string, faqs: Array<{ question: string, answer: string }> } };

export type UpdateCategoryMutationVariables = Exact<{
  id: string | number;
  input: UpdateCategoryInput;
}>;


export type UpdateCategoryMutation = { updateCategory: { id: string, name: string, parentId: string | null } };

export type AddDataComplaintNoteMutationVariables = Exact<{
  input: AddDataComplaintNoteInput;
}>;


export type AddDataComplaintNoteMutation = { addDataComplaintNote: { id: string, complaint: { id: string, reference: string, fullName: string, email: string, topic: DataComplaintTopic, topicLabel: string, details: string, status: DataComplaintStatus, createdAt: string, answerDueAt: string, overdue: boolean, outcome: string | null, answeredAt: string | null, answeredByName: string | null, noteCount: number }, notes: Array<{ id: string, body: string, authorName: string | null, createdAt: string }>, history: Array<{ id: string, action: string, label: string, actorName: string | null, createdAt: string }> } };

export type AdminDataComplaint_FieldsFragment = { id: string, reference: string, fullName: string, email: string, topic: DataComplaintTopic, topicLabel: string, details: string, status: DataComplaintStatus, createdAt: string, answerDueAt: string, overdue: boolean, outcome: string | null, answeredAt: string | null, answeredByName: string | null, noteCount: number };

export type AdminDataComplaintDetail_FieldsFragment = { id: string, complaint: { id: string, reference: string, fullName: string, email: string, topic: DataComplaintTopic, topicLabel: string, details: string, status: DataComplaintStatus, createdAt: string, answerDueAt: string, overdue: boolean, outcome: string | null, answeredAt: string | null, answeredByName: string | null, noteCount: number }, notes: Array<{ id: string, body: string, authorName: string | null, createdAt: string }>, history: Array<{ id: string, action: string, label: string, actorName: string | null, createdAt: string }> };

export type AdminDataComplaintQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminDataComplaintQuery = { adminDataComplaint: { id: string, complaint: { id: string, reference: string, fullName: string, email: string, topic: DataComplaintTopic, topicLabel: string, details: string, status: DataComplaintStatus, createdAt: string, answerDueAt: string, overdue: boolean, outcome: string | null, answeredAt: string | null, answeredByName: string | null, noteCount: number }, notes: Array<{ id: string, body: string, authorName: string | null, createdAt: string }>, history: Array<{ id: string, action: string, label: string, actorName: string | null, createdAt: string }> } };

export type AdminDataComplaintsQueryVariables = Exact<{
  filter?: DataComplaintFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type AdminDataComplaintsQuery = { adminDataComplaints: { total: number, page: number, pageCount: number, items: Array<{ id: string, reference: string, fullName: string, email: string, topic: DataComplaintTopic, topicLabel: string, details: string, status: DataComplaintStatus, createdAt: string, answerDueAt: string, overdue: boolean, outcome: string | null, answeredAt: string | null, answeredByName: string | null, noteCount: number }> } };

export type AdminUnansweredComplaintCountQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminUnansweredComplaintCountQuery = { adminUnansweredComplaintCount: number };

export type AdminUnansweredComplaintCountChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminUnansweredComplaintCountChangedSubscription = { adminUnansweredComplaintCount: number };

export type SendDataComplaintOutcomeMutationVariables = Exact<{
  input: SendDataComplaintOutcomeInput;
}>;


export type SendDataComplaintOutcomeMutation = { sendDataComplaintOutcome: { id: string, complaint: { id: string, reference: string, fullName: string, email: string, topic: DataComplaintTopic, topicLabel: string, details: string, status: DataComplaintStatus, createdAt: string, answerDueAt: string, overdue: boolean, outcome: string | null, answeredAt: string | null, answeredByName: string | null, noteCount: number }, notes: Array<{ id: string, body: string, authorName: string | null, createdAt: string }>, history: Array<{ id: string, action: string, label: string, actorName: string | null, createdAt: string }> } };

export type SetDataComplaintStatusMutationVariables = Exact<{
  input: SetDataComplaintStatusInput;
}>;


export type SetDataComplaintStatusMutation = { setDataComplaintStatus: { id: string, complaint: { id: string, reference: string, fullName: string, email: string, topic: DataComplaintTopic, topicLabel: string, details: string, status: DataComplaintStatus, createdAt: string, answerDueAt: string, overdue: boolean, outcome: string | null, answeredAt: string | null, answeredByName: string | null, noteCount: number }, notes: Array<{ id: string, body: string, authorName: string | null, createdAt: string }>, history: Array<{ id: string, action: string, label: string, actorName: string | null, createdAt: string }> } };

export type AdminListingReportsQueryVariables = Exact<{
  filter?: ListingReportFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type AdminListingReportsQuery = { adminListingReports: { total: number, page: number, pageCount: number, items: Array<{ id: string, reason: ListingReportReason, reasonLabel: string, details: string | null, reporterEmail: string | null, createdAt: string, status: ListingReportStatus, resolution: ListingReportResolution | null, resolutionNote: string | null, resolvedAt: string | null, resolvedByName: string | null, franchiseId: string, franchiseName: string, franchiseStatus: FranchiseStatus, franchisorName: string | null }> } };

export type AdminOpenReportCountQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminOpenReportCountQuery = { adminOpenReportCount: number };

export type AdminOpenReportCountChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminOpenReportCountChangedSubscription = { adminOpenReportCount: number };

export type ResolveListingReportMutationVariables = Exact<{
  input: ResolveListingReportInput;
}>;


export type ResolveListingReportMutation = { resolveListingReport: { id: string, status: ListingReportStatus, resolution: ListingReportResolution | null, resolutionNote: string | null, resolvedAt: string | null, resolvedByName: string | null, franchiseStatus: FranchiseStatus } };

export type AdminMembershipClaimsQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type AdminMembershipClaimsQuery = { adminMembershipClaims: { total: number, page: number, pageCount: number, items: Array<{ id: string, companyName: string | null, contactName: string, email: string, level: MembershipLevel, label: string, membershipNumber: string, status: MembershipStatus, statedAt: string, verifiedAt: string | null, expiresAt: string | null }> } };

export type AdminMembershipHistoryQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type AdminMembershipHistoryQuery = { adminMembershipHistory: { total: number, page: number, pageCount: number, items: Array<{ id: string, franchisorId: string, companyName: string | null, action: string, label: string | null, membershipNumber: string | null, reason: string | null, actorName: string | null, decidedAt: string }> } };

export type RejectMembershipMutationVariables = Exact<{
  input: RejectMembershipInput;
}>;


export type RejectMembershipMutation = { rejectMembership: { id: string, status: MembershipStatus, verifiedAt: string | null, expiresAt: string | null, rejectionReason: string | null } };

export type VerifyMembershipMutationVariables = Exact<{
  input: VerifyMembershipInput;
}>;


export type VerifyMembershipMutation = { verifyMembership: { id: string, status: MembershipStatus, verifiedAt: string | null, expiresAt: string | null, rejectionReason: string | null } };

export type AdminMessagesQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: AdminMessagesFilter | null | undefined;
}>;


export type AdminMessagesQuery = { adminMessages: { total: number, page: number, pageCount: number, items: Array<{ id: string, direction: AdminMessageDirection, subject: string, content: string, read: boolean, createdAt: string, attachmentUrl: string | null, sender: { id: string, fullName: string, companyName: string | null, userType: UserType } | null, franchisor: { id: string, fullName: string, companyName: string | null } | null }> } };

export type AdminUnreadMessageCountQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminUnreadMessageCountQuery = { adminUnreadMessageCount: number };

export type AdminUnreadMessageCountChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminUnreadMessageCountChangedSubscription = { adminUnreadMessageCount: number };

export type MarkAdminMessagesReadMutationVariables = Exact<{
  input: MarkMessagesReadInput;
}>;


export type MarkAdminMessagesReadMutation = { markAdminMessagesRead: number };

export type MessageRecipientsQueryVariables = Exact<{
  input?: MessageRecipientSearch | null | undefined;
}>;


export type MessageRecipientsQuery = { messageRecipients: Array<{ id: string, companyName: string | null, fullName: string }> };

export type SendAdminMessageMutationVariables = Exact<{
  input: SendAdminMessageInput;
  attachment?: File | null | undefined;
}>;


export type SendAdminMessageMutation = { sendAdminMessage: { id: string, subject: string } };

export type CategoryBannerQueryVariables = Exact<{
  categoryId: string | number;
}>;


export type CategoryBannerQuery = { categoryBanner: { id: string, imageUrl: string, targetUrl: string, altText: string } | null };

export type MainBannerQueryVariables = Exact<{ [key: string]: never; }>;


export type MainBannerQuery = { mainBanner: { id: string, imageUrl: string, targetUrl: string, altText: string } | null };

export type RecordAdMetricsMutationVariables = Exact<{
  input: RecordAdMetricsInput;
}>;


export type RecordAdMetricsMutation = { recordAdMetrics: number };

export type RecordBannerMetricsMutationVariables = Exact<{
  input: RecordBannerMetricsInput;
}>;


export type RecordBannerMetricsMutation = { recordBannerMetrics: number };

export type RequestMagicLinkMutationVariables = Exact<{
  email: string;
}>;


export type RequestMagicLinkMutation = { requestMagicLink: boolean };

export type SignInWithMagicLinkMutationVariables = Exact<{
  token: string;
}>;


export type SignInWithMagicLinkMutation = { signInWithMagicLink: { id: string, email: string, fullName: string, companyName: string | null, userType: UserType, status: AccountStatus } };

export type SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInMutation = { signIn: { id: string, email: string, fullName: string, companyName: string | null, userType: UserType, status: AccountStatus } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: boolean };

export type SignUpCustomerMutationVariables = Exact<{
  input: CustomerSignUpInput;
}>;


export type SignUpCustomerMutation = { signUpCustomer: { id: string, email: string, fullName: string, companyName: string | null, userType: UserType, status: AccountStatus } };

export type SignUpFranchisorMutationVariables = Exact<{
  input: FranchisorSignUpInput;
}>;


export type SignUpFranchisorMutation = { signUpFranchisor: boolean };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { id: string, email: string, fullName: string, companyName: string | null, userType: UserType, status: AccountStatus } | null };

export type BlogCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type BlogCategoriesQuery = { blogCategories: Array<{ id: string, name: string, postCount: number }> };

export type BlogPostQueryVariables = Exact<{
  id: string | number;
}>;


export type BlogPostQuery = { blogPost: { id: string, title: string, content: string, excerpt: string, imageUrl: string | null, author: string, views: number, createdAt: string, publishedAt: string | null, keywords: string | null, metaTitle: string | null, metaDescription: string | null, category: { id: string, name: string } | null } | null };

export type BlogPostsQueryVariables = Exact<{
  categoryId?: string | number | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type BlogPostsQuery = { blogPosts: { total: number, page: number, pageCount: number, items: Array<{ id: string, title: string, excerpt: string, imageUrl: string | null, author: string, views: number, createdAt: string, category: { id: string, name: string } | null }> } };

export type RecordPostViewMutationVariables = Exact<{
  id: string | number;
}>;


export type RecordPostViewMutation = { recordPostView: { id: string, views: number } | null };

export type CategoryPageQueryVariables = Exact<{
  id: string | number;
}>;


export type CategoryPageQuery = { category: { id: string, name: string, parent: { id: string, name: string } | null, children: Array<{ id: string, name: string }>, article: { id: string, title: string, content: string, metaTitle: string | null, metaDescription: string | null, faqs: Array<{ question: string, answer: string }> } | null } | null };

export type CategoryTreeQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoryTreeQuery = { mainCategories: Array<{ id: string, name: string, franchiseCount: number, children: Array<{ id: string, name: string, franchiseCount: number }> }> };

export type CheckedFacts_FranchiseFragment = { companyFacts: { notRegistered: boolean, companyNumber: string | null, registerUrl: string | null, checkedAt: string | null, registeredName: string | null, status: string | null, statusLabel: string | null, incorporatedOn: string | null, accountsOverdue: boolean | null, confirmationStatementOverdue: boolean | null, locality: string | null } | null, membership: { label: string, verifiedAt: string } | null };

export type CompareFranchisesQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type CompareFranchisesQuery = { franchisesByIds: Array<{ updatedAt: string, id: string, name: string, location: string, franchisorId: string | null, canRequestInfo: boolean, featuredAdId: string | null, companyChecked: boolean, areas: Array<{ key: string, name: string }>, details: { brochureUrl: string | null, shortDescription: string, investmentAmount: number | null, mainImageUrl: string | null, franchiseFee: number | null, minimumLiquidCapital: number | null, royaltyFee: string | null, financeAvailable: boolean | null, yearFounded: number | null, outlets: number | null, trainingProvided: string | null, investmentIncludes: Array<InvestmentPart>, ownershipStyles: Array<OwnershipStyle>, workingHours: WorkingHours | null, figures: Array<{ label: string, amount: number, illustrative: boolean, basisText: string }> } | null, categories: Array<{ id: string, name: string, parentId: string | null }>, responseTime: { summary: string | null } | null, companyFacts: { notRegistered: boolean, companyNumber: string | null, registerUrl: string | null, checkedAt: string | null, registeredName: string | null, status: string | null, statusLabel: string | null, incorporatedOn: string | null, accountsOverdue: boolean | null, confirmationStatementOverdue: boolean | null, locality: string | null } | null, membership: { label: string, verifiedAt: string } | null }> };

export type FeaturedOpportunitiesQueryVariables = Exact<{ [key: string]: never; }>;


export type FeaturedOpportunitiesQuery = { featuredOpportunities: Array<{ adId: string, franchise: { id: string, name: string, location: string, franchisorId: string | null, canRequestInfo: boolean, featuredAdId: string | null, companyChecked: boolean, responseTime: { summary: string | null } | null, details: { shortDescription: string, investmentAmount: number | null, mainImageUrl: string | null } | null } }> };

export type FilterCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type FilterCategoriesQuery = { mainCategories: Array<{ id: string, name: string, children: Array<{ id: string, name: string }> }> };

export type FranchiseCard_FranchiseFragment = { id: string, name: string, location: string, franchisorId: string | null, canRequestInfo: boolean, featuredAdId: string | null, companyChecked: boolean, responseTime: { summary: string | null } | null, details: { shortDescription: string, investmentAmount: number | null, mainImageUrl: string | null } | null };

export type FranchiseContent_CategoryFragment = { id: string, name: string, parentId: string | null };

export type FranchiseContent_GalleryImageFragment = { id: string, imageUrl: string };

export type FranchiseContent_FaqFragment = { id: string, question: string, answer: string };

export type FranchiseContent_TestimonialFragment = { id: string, authorName: string, content: string };

export type FranchiseContent_SuccessStoryFragment = { id: string, title: string, content: string, imageUrl: string | null };

type FranchiseContent_Rows_Franchise_Fragment = { gallery: Array<{ id: string, imageUrl: string }>, faqs: Array<{ id: string, question: string, answer: string }>, testimonials: Array<{ id: string, authorName: string, content: string }>, successStories: Array<{ id: string, title: string, content: string, imageUrl: string | null }> };

type FranchiseContent_Rows_FranchisorFranchise_Fragment = { gallery: Array<{ id: string, imageUrl: string }>, faqs: Array<{ id: string, question: string, answer: string }>, testimonials: Array<{ id: string, authorName: string, content: string }>, successStories: Array<{ id: string, title: string, content: string, imageUrl: string | null }> };

export type FranchiseContent_RowsFragment =
  | FranchiseContent_Rows_Franchise_Fragment
  | FranchiseContent_Rows_FranchisorFranchise_Fragment
;

export type FranchiseDetail_FranchiseFragment = { updatedAt: string, suppliedBy: string, id: string, name: string, location: string, franchisorId: string | null, canRequestInfo: boolean, featuredAdId: string | null, companyChecked: boolean, responseTime: { summary: string | null, medianSeconds: number | null, withinDayPercent: number } | null, areas: Array<{ key: string, name: string }>, details: { longDescription: string, brochureUrl: string | null, shortDescription: string, investmentAmount: number | null, mainImageUrl: string | null, franchiseFee: number | null, minimumLiquidCapital: number | null, royaltyFee: string | null, financeAvailable: boolean | null, yearFounded: number | null, outlets: number | null, trainingProvided: string | null, investmentIncludes: Array<InvestmentPart>, ownershipStyles: Array<OwnershipStyle>, workingHours: WorkingHours | null, figures: Array<{ label: string, amount: number, illustrative: boolean, basisText: string }> } | null, categories: Array<{ id: string, name: string, parentId: string | null }>, gallery: Array<{ id: string, imageUrl: string }>, faqs: Array<{ id: string, question: string, answer: string }>, testimonials: Array<{ id: string, authorName: string, content: string }>, successStories: Array<{ id: string, title: string, content: string, imageUrl: string | null }>, companyFacts: { notRegistered: boolean, companyNumber: string | null, registerUrl: string | null, checkedAt: string | null, registeredName: string | null, status: string | null, statusLabel: string | null, incorporatedOn: string | null, accountsOverdue: boolean | null, confirmationStatementOverdue: boolean | null, locality: string | null } | null, membership: { label: string, verifiedAt: string } | null };

export type FranchiseDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type FranchiseDetailQuery = { franchise: { updatedAt: string, suppliedBy: string, id: string, name: string, location: string, franchisorId: string | null, canRequestInfo: boolean, featuredAdId: string | null, companyChecked: boolean, responseTime: { summary: string | null, medianSeconds: number | null, withinDayPercent: number } | null, areas: Array<{ key: string, name: string }>, details: { longDescription: string, brochureUrl: string | null, shortDescription: string, investmentAmount: number | null, mainImageUrl: string | null, franchiseFee: number | null, minimumLiquidCapital: number | null, royaltyFee: string | null, financeAvailable: boolean | null, yearFounded: number | null, outlets: number | null, trainingProvided: string | null, investmentIncludes: Array<InvestmentPart>, ownershipStyles: Array<OwnershipStyle>, workingHours: WorkingHours | null, figures: Array<{ label: string, amount: number, illustrative: boolean, basisText: string }> } | null, categories: Array<{ id: string, name: string, parentId: string | null }>, gallery: Array<{ id: string, imageUrl: string }>, faqs: Array<{ id: string, question: string, answer: string }>, testimonials: Array<{ id: string, authorName: string, content: string }>, successStories: Array<{ id: string, title: string, content: string, imageUrl: string | null }>, companyFacts: { notRegistered: boolean, companyNumber: string | null, registerUrl: string | null, checkedAt: string | null, registeredName: string | null, status: string | null, statusLabel: string | null, incorporatedOn: string | null, accountsOverdue: boolean | null, confirmationStatementOverdue: boolean | null, locality: string | null } | null, membership: { label: string, verifiedAt: string } | null } | null };

export type HomeCategoriesQueryVariables = Exact<{
  limit: number;
}>;


export type HomeCategoriesQuery = { mainCategories: Array<{ id: string, name: string, franchiseCount: number }> };

export type FranchiseKeyFacts_DetailsFragment = { investmentAmount: number | null, franchiseFee: number | null, minimumLiquidCapital: number | null, royaltyFee: string | null, financeAvailable: boolean | null, yearFounded: number | null, outlets: number | null, trainingProvided: string | null, investmentIncludes: Array<InvestmentPart>, ownershipStyles: Array<OwnershipStyle>, workingHours: WorkingHours | null };

export type MainCategoriesQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type MainCategoriesQuery = { mainCategories: Array<{ id: string, name: string }> };

export type PlacesQueryVariables = Exact<{
  search: string;
  limit?: number | null | undefined;
}>;


export type PlacesQuery = { places: Array<{ key: string, kind: PlaceKind, name: string, within: string | null }> };

export type SearchFacetsQueryVariables = Exact<{
  filters: FranchiseSearchInput;
}>;


export type SearchFacetsQuery = { franchiseSearchFacets: { categories: Array<{ categoryId: string, count: number }>, investmentRanges: Array<{ range: InvestmentRange, count: number }> } };

export type SearchFranchisesQueryVariables = Exact<{
  filters: FranchiseSearchInput;
  page: PageInput;
}>;


export type SearchFranchisesQuery = { franchiseSearch: { total: number, page: number, pageSize: number, pageCount: number, items: Array<{ id: string, name: string, location: string, franchisorId: string | null, canRequestInfo: boolean, featuredAdId: string | null, companyChecked: boolean, responseTime: { summary: string | null } | null, details: { shortDescription: string, investmentAmount: number | null, mainImageUrl: string | null } | null }> } };

export type SearchSuggestionQueryVariables = Exact<{
  text: string;
}>;


export type SearchSuggestionQuery = { searchSuggestion: string | null };

export type SendContactMessageMutationVariables = Exact<{
  input: SendContactMessageInput;
}>;


export type SendContactMessageMutation = { sendContactMessage: boolean };

export type PrivacyNoticeQueryVariables = Exact<{ [key: string]: never; }>;


export type PrivacyNoticeQuery = { privacyNotice: { version: string } };

export type RetentionPeriodsQueryVariables = Exact<{ [key: string]: never; }>;


export type RetentionPeriodsQuery = { retentionPeriods: { requestMonths: number, signInMonths: number, contactMonths: number, consentYears: number } };

export type SuccessStoriesQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type SuccessStoriesQuery = { successStories: { total: number, page: number, pageCount: number, items: Array<{ id: string, title: string, content: string, imageUrl: string | null, franchise: { id: string, name: string, location: string, suppliedBy: string } | null }> } };

export type DeleteFranchiseRequestMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteFranchiseRequestMutation = { deleteFranchiseRequest: string };

export type MyFranchiseRequestsQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type MyFranchiseRequestsQuery = { myFranchiseRequests: { total: number, page: number, pageCount: number, items: Array<{ id: string, status: LeadStatus, interestStatus: InterestStatus, contactMethod: ContactMethod, contactTime: ContactTime, createdAt: string, answeredAt: string | null, canMessage: boolean, introCallOffered: boolean, introCall: { id: string, label: string, status: IntroCallStatus, meetingLink: string | null, phone: string | null } | null, consent: { id: string, text: string, pathLabel: string, noticeVersion: string, createdAt: string } | null, franchise: { id: string, name: string, location: string, details: { investmentAmount: number | null, mainImageUrl: string | null } | null } | null, franchisor: { id: string, fullName: string, companyName: string | null } | null }> } };

export type SendFranchiseRequestMessageMutationVariables = Exact<{
  input: SendRequestMessageInput;
  attachment?: File | null | undefined;
}>;


export type SendFranchiseRequestMessageMutation = { sendFranchiseRequestMessage: { id: string } };

export type SetFranchiseRequestContactPreferenceMutationVariables = Exact<{
  input: SetRequestContactPreferenceInput;
}>;


export type SetFranchiseRequestContactPreferenceMutation = { setFranchiseRequestContactPreference: { id: string, contactMethod: ContactMethod, contactTime: ContactTime } };

export type SetFranchiseRequestInterestMutationVariables = Exact<{
  input: SetRequestInterestInput;
}>;


export type SetFranchiseRequestInterestMutation = { setFranchiseRequestInterest: { id: string, interestStatus: InterestStatus } };

export type SubmitDataComplaintMutationVariables = Exact<{
  input: SubmitDataComplaintInput;
}>;


export type SubmitDataComplaintMutation = { submitDataComplaint: { reference: string } };

export type CreateFeaturedAdMutationVariables = Exact<{
  input: CreateFeaturedAdInput;
}>;


export type CreateFeaturedAdMutation = { createFeaturedAd: { adId: string, checkoutUrl: string } };

export type FeaturedAdCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type FeaturedAdCategoriesQuery = { mainCategories: Array<{ id: string, name: string }> };

export type FeaturedAdPricingQueryVariables = Exact<{ [key: string]: never; }>;


export type FeaturedAdPricingQuery = { featuredAdPricing: { maxAdditionalCategories: number, featuredPricing: Array<{ duration: AdDuration, price: number }>, quotes: Array<{ duration: AdDuration, additionalCategories: number, base: number, additional: number, discountPercent: number, discount: number, total: number }> } };

export type MyFeaturedAdFranchisesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyFeaturedAdFranchisesQuery = { myFeaturedAdFranchises: Array<{ id: string, name: string }> };

export type MyFeaturedAdsQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type MyFeaturedAdsQuery = { myFeaturedAds: { total: number, page: number, pageCount: number, items: Array<{ id: string, franchiseId: string, franchiseName: string, duration: AdDuration, status: AdStatus, paymentStatus: PaymentStatus, amount: number, startDate: string | null, endDate: string | null, createdAt: string, canPay: boolean, additionalCategories: Array<{ id: string, name: string }> }> } };

export type MyFeaturedAdsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MyFeaturedAdsChangedSubscription = { myFeaturedAdsChanged: string };

export type PayFeaturedAdMutationVariables = Exact<{
  id: string | number;
}>;


export type PayFeaturedAdMutation = { payFeaturedAd: { adId: string, checkoutUrl: string } };

export type SandboxCheckoutQueryVariables = Exact<{
  sessionId: string | number;
}>;


export type SandboxCheckoutQuery = { sandboxCheckout: { sessionId: string, adId: string, franchiseName: string, description: string, amount: number, currency: string, status: string, cancelUrl: string } | null };

export type PaySandboxCheckoutMutationVariables = Exact<{
  sessionId: string | number;
}>;


export type PaySandboxCheckoutMutation = { paySandboxCheckout: string };

export type DeleteSavedMatchMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSavedMatchMutation = { deleteSavedMatch: boolean };

export type FranchiseMatchesQueryVariables = Exact<{
  answers: MatchAnswersInput;
  page?: PageInput | null | undefined;
}>;


export type FranchiseMatchesQuery = { franchiseMatches: { total: number, page: number, pageCount: number, items: Array<{ fit: number, reasons: Array<{ text: string, fits: boolean }>, franchise: { id: string, name: string, location: string, franchisorId: string | null, canRequestInfo: boolean, featuredAdId: string | null, companyChecked: boolean, responseTime: { summary: string | null } | null, details: { shortDescription: string, investmentAmount: number | null, mainImageUrl: string | null } | null } }> } };

export type MySavedMatchesQueryVariables = Exact<{ [key: string]: never; }>;


export type MySavedMatchesQuery = { mySavedMatches: Array<{ id: string, createdAt: string, answers: { ownCash: string | null, borrowing: string | null, involvement: OwnershipStyle | null, hours: WorkingHours | null, sectorIds: Array<string>, town: string | null, experience: BusinessExperience | null, timeframe: string | null } }> };

export type SaveMatchMutationVariables = Exact<{
  answers: MatchAnswersInput;
}>;


export type SaveMatchMutation = { saveMatch: { id: string, createdAt: string } };

export type CompanySection_CompanyFragment = { companyNumber: string | null, notRegistered: boolean, checksEnabled: boolean, lastError: string | null, flags: Array<{ kind: CompanyFlagKind, message: string }>, facts: { companyNumber: string | null, registerUrl: string | null, checkedAt: string | null, registeredName: string | null, status: string | null, statusLabel: string | null, incorporatedOn: string | null, accountsOverdue: boolean | null, confirmationStatementOverdue: boolean | null, locality: string | null, sicCodes: Array<string>, activeOfficers: number | null } | null };

export type MembershipSection_MembershipFragment = { level: MembershipLevel, label: string, membershipNumber: string, status: MembershipStatus, statedAt: string, verifiedAt: string | null, expiresAt: string | null, rejectionReason: string | null };

export type MyCompanyQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCompanyQuery = { myCompany: { companyNumber: string | null, notRegistered: boolean, checksEnabled: boolean, lastError: string | null, flags: Array<{ kind: CompanyFlagKind, message: string }>, facts: { companyNumber: string | null, registerUrl: string | null, checkedAt: string | null, registeredName: string | null, status: string | null, statusLabel: string | null, incorporatedOn: string | null, accountsOverdue: boolean | null, confirmationStatementOverdue: boolean | null, locality: string | null, sicCodes: Array<string>, activeOfficers: number | null } | null } };

export type MyMembershipQueryVariables = Exact<{ [key: string]: never; }>;


export type MyMembershipQuery = { myMembership: { level: MembershipLevel, label: string, membershipNumber: string, status: MembershipStatus, statedAt: string, verifiedAt: string | null, expiresAt: string | null, rejectionReason: string | null } | null };

export type StateMembershipMutationVariables = Exact<{
  input: StateMembershipInput;
}>;


export type StateMembershipMutation = { stateMembership: { level: MembershipLevel, label: string, membershipNumber: string, status: MembershipStatus, statedAt: string, verifiedAt: string | null, expiresAt: string | null, rejectionReason: string | null } };

export type UpdateMyCompanyNumberMutationVariables = Exact<{
  input: CompanyNumberInput;
}>;


export type UpdateMyCompanyNumberMutation = { updateMyCompanyNumber: { companyNumber: string | null, notRegistered: boolean, checksEnabled: boolean, lastError: string | null, flags: Array<{ kind: CompanyFlagKind, message: string }>, facts: { companyNumber: string | null, registerUrl: string | null, checkedAt: string | null, registeredName: string | null, status: string | null, statusLabel: string | null, incorporatedOn: string | null, accountsOverdue: boolean | null, confirmationStatementOverdue: boolean | null, locality: string | null, sicCodes: Array<string>, activeOfficers: number | null } | null } };

export type WithdrawMembershipMutationVariables = Exact<{ [key: string]: never; }>;


export type WithdrawMembershipMutation = { withdrawMembership: boolean };

export type ApiTokenRow_TokenFragment = { id: string, name: string, hint: string, scopes: Array<ApiTokenScope>, createdAt: string, createdByName: string | null, lastUsedAt: string | null };

export type ApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiTokensQuery = { apiTokens: Array<{ id: string, name: string, hint: string, scopes: Array<ApiTokenScope>, createdAt: string, createdByName: string | null, lastUsedAt: string | null }> };

export type CreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type CreateApiTokenMutation = { createApiToken: { token: string, apiToken: { id: string, name: string, hint: string, scopes: Array<ApiTokenScope>, createdAt: string, createdByName: string | null, lastUsedAt: string | null } } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiTokenMutation = { revokeApiToken: { id: string } };

export type FranchisorPendingFranchisesQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type FranchisorPendingFranchisesQuery = { franchisorPendingFranchises: { total: number, items: Array<{ id: string, name: string, location: string, createdAt: string }> } };

export type FranchisorPerformanceQueryVariables = Exact<{
  input: PerformanceRangeInput;
}>;


export type FranchisorPerformanceQuery = { franchisorPerformance: { range: PerformanceRange, from: string, to: string, franchises: Array<{ franchiseId: string, name: string, status: FranchiseStatus, funnel: { views: number, clicks: number, requestInfos: number, leads: number, contacted: number, qualified: number, converted: number, conversionRate: number | null } }>, total: { views: number, clicks: number, requestInfos: number, leads: number, contacted: number, qualified: number, converted: number, conversionRate: number | null } } };

export type FranchisorResponseTimesQueryVariables = Exact<{ [key: string]: never; }>;


export type FranchisorResponseTimesQuery = { franchisorResponseTimes: { leads: number, answeredWithinDay: number, withinDayPercent: number, medianSeconds: number | null, summary: string | null, shownOnListings: boolean, minimumLeads: number, weeks: Array<{ weekStart: string, leads: number, answeredWithinDay: number, medianSeconds: number | null }> } };

export type MySignInsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySignInsQuery = { mySignIns: Array<{ id: string, signedInAt: string, browser: string, location: string | null }> };

export type CreateMyFranchiseMutationVariables = Exact<{
  input: FranchiseFormInput;
}>;


export type CreateMyFranchiseMutation = { createMyFranchise: { createdAt: string, id: string, name: string, location: string, status: FranchiseStatus, rejectionReason: string | null, shortDescription: string, longDescription: string, investmentAmount: number | null, mainImageUrl: string | null, brochureUrl: string | null, areas: Array<{ key: string, name: string, within: string | null }>, revision: { id: string, status: FranchiseRevisionStatus, submittedAt: string, updatedAt: string, reason: string | null } | null, keyFacts: { investmentAmount: number | null, franchiseFee: number | null, minimumLiquidCapital: number | null, royaltyFee: string | null, financeAvailable: boolean | null, yearFounded: number | null, outlets: number | null, trainingProvided: string | null, investmentIncludes: Array<InvestmentPart>, ownershipStyles: Array<OwnershipStyle>, workingHours: WorkingHours | null, figures: Array<{ kind: FigureKind, amount: number, basis: FigureBasis, outletsCounted: number | null, periodEnd: string, periodMonths: number, statedOn: string }> } | null, categories: Array<{ id: string, name: string, parentId: string | null }>, gallery: Array<{ id: string, imageUrl: string }>, faqs: Array<{ id: string, question: string, answer: string }>, testimonials: Array<{ id: string, authorName: string, content: string }>, successStories: Array<{ id: string, title: string, content: string, imageUrl: string | null }> } };

export type FranchiseFormCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type FranchiseFormCategoriesQuery = { mainCategories: Array<{ id: string, name: string, children: Array<{ id: string, name: string }> }> };

export type FranchiseForm_FranchiseFragment = { id: string, name: string, location: string, status: FranchiseStatus, rejectionReason: string | null, shortDescription: string, longDescription: string, investmentAmount: number | null, mainImageUrl: string | null, brochureUrl: string | null, areas: Array<{ key: string, name: string, within: string | null }>, revision: { id: string, status: FranchiseRevisionStatus, submittedAt: string, updatedAt: string, reason: string | null } | null, keyFacts: { investmentAmount: number | null, franchiseFee: number | null, minimumLiquidCapital: number | null, royaltyFee: string | null, financeAvailable: boolean | null, yearFounded: number | null, outlets: number | null, trainingProvided: string | null, investmentIncludes: Array<InvestmentPart>, ownershipStyles: Array<OwnershipStyle>, workingHours: WorkingHours | null, figures: Array<{ kind: FigureKind, amount: number, basis: FigureBasis, outletsCounted: number | null, periodEnd: string, periodMonths: number, statedOn: string }> } | null, categories: Array<{ id: string, name: string, parentId: string | null }>, gallery: Array<{ id: string, imageUrl: string }>, faqs: Array<{ id: string, question: string, answer: string }>, testimonials: Array<{ id: string, authorName: string, content: string }>, successStories: Array<{ id: string, title: string, content: string, imageUrl: string | null }> };

export type MyFranchisePreviewQueryVariables = Exact<{
  id: string | number;
}>;


export type MyFranchisePreviewQuery = { myFranchisePreview: { status: FranchiseStatus, updatedAt: string, suppliedBy: string, id: string, name: string, location: string, franchisorId: string | null, canRequestInfo: boolean, featuredAdId: string | null, companyChecked: boolean, responseTime: { summary: string | null, medianSeconds: number | null, withinDayPercent: number } | null, areas: Array<{ key: string, name: string }>, details: { longDescription: string, brochureUrl: string | null, shortDescription: string, investmentAmount: number | null, mainImageUrl: string | null, franchiseFee: number | null, minimumLiquidCapital: number | null, royaltyFee: string | null, financeAvailable: boolean | null, yearFounded: number | null, outlets: number | null, trainingProvided: string | null, investmentIncludes: Array<InvestmentPart>, ownershipStyles: Array<OwnershipStyle>, workingHours: WorkingHours | null, figures: Array<{ label: string, amount: number, illustrative: boolean, basisText: string }> } | null, categories: Array<{ id: string, name: string, parentId: string | null }>, gallery: Array<{ id: string, imageUrl: string }>, faqs: Array<{ id: string, question: string, answer: string }>, testimonials: Array<{ id: string, authorName: string, content: string }>, successStories: Array<{ id: string, title: string, content: string, imageUrl: string | null }>, companyFacts: { notRegistered: boolean, companyNumber: string | null, registerUrl: string | null, checkedAt: string | null, registeredName: string | null, status: string | null, statusLabel: string | null, incorporatedOn: string | null, accountsOverdue: boolean | null, confirmationStatementOverdue: boolean | null, locality: string | null } | null, membership: { label: string, verifiedAt: string } | null } };

export type MyFranchiseQueryVariables = Exact<{
  id: string | number;
}>;


export type MyFranchiseQuery = { myFranchise: { id: string, name: string, location: string, status: FranchiseStatus, rejectionReason: string | null, shortDescription: string, longDescription: string, investmentAmount: number | null, mainImageUrl: string | null, brochureUrl: string | null, areas: Array<{ key: string, name: string, within: string | null }>, revision: { id: string, status: FranchiseRevisionStatus, submittedAt: string, updatedAt: string, reason: string | null } | null, keyFacts: { investmentAmount: number | null, franchiseFee: number | null, minimumLiquidCapital: number | null, royaltyFee: string | null, financeAvailable: boolean | null, yearFounded: number | null, outlets: number | null, trainingProvided: string | null, investmentIncludes: Array<InvestmentPart>, ownershipStyles: Array<OwnershipStyle>, workingHours: WorkingHours | null, figures: Array<{ kind: FigureKind, amount: number, basis: FigureBasis, outletsCounted: number | null, periodEnd: string, periodMonths: number, statedOn: string }> } | null, categories: Array<{ id: string, name: string, parentId: string | null }>, gallery: Array<{ id: string, imageUrl: string }>, faqs: Array<{ id: string, question: string, answer: string }>, testimonials: Array<{ id: string, authorName: string, content: string }>, successStories: Array<{ id: string, title: string, content: string, imageUrl: string | null }> } };

export type MyFranchisesQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type MyFranchisesQuery = { myFranchises: { total: number, page: number, pageCount: number, items: Array<{ id: string, name: string, location: string, status: FranchiseStatus, rejectionReason: string | null, createdAt: string, revision: { id: string, status: FranchiseRevisionStatus, reason: string | null } | null, categories: Array<{ id: string, name: string, parentId: string | null }> }> } };

export type UkCitiesQueryVariables = Exact<{
  search?: string | null | undefined;
  limit: number;
}>;


export type UkCitiesQuery = { ukCities: Array<{ id: string, name: string, country: string }> };

export type UpdateMyFranchiseMutationVariables = Exact<{
  id: string | number;
  input: FranchiseFormInput;
}>;


export type UpdateMyFranchiseMutation = { updateMyFranchise: { id: string, name: string, location: string, status: FranchiseStatus, rejectionReason: string | null, shortDescription: string, longDescription: string, investmentAmount: number | null, mainImageUrl: string | null, brochureUrl: string | null, areas: Array<{ key: string, name: string, within: string | null }>, revision: { id: string, status: FranchiseRevisionStatus, submittedAt: string, updatedAt: string, reason: string | null } | null, keyFacts: { investmentAmount: number | null, franchiseFee: number | null, minimumLiquidCapital: number | null, royaltyFee: string | null, financeAvailable: boolean | null, yearFounded: number | null, outlets: number | null, trainingProvided: string | null, investmentIncludes: Array<InvestmentPart>, ownershipStyles: Array<OwnershipStyle>, workingHours: WorkingHours | null, figures: Array<{ kind: FigureKind, amount: number, basis: FigureBasis, outletsCounted: number | null, periodEnd: string, periodMonths: number, statedOn: string }> } | null, categories: Array<{ id: string, name: string, parentId: string | null }>, gallery: Array<{ id: string, imageUrl: string }>, faqs: Array<{ id: string, question: string, answer: string }>, testimonials: Array<{ id: string, authorName: string, content: string }>, successStories: Array<{ id: string, title: string, content: string, imageUrl: string | null }> } };

export type WithdrawMyFranchiseChangesMutationVariables = Exact<{
  id: string | number;
}>;


export type WithdrawMyFranchiseChangesMutation = { withdrawMyFranchiseChanges: { id: string, name: string, location: string, status: FranchiseStatus, rejectionReason: string | null, shortDescription: string, longDescription: string, investmentAmount: number | null, mainImageUrl: string | null, brochureUrl: string | null, areas: Array<{ key: string, name: string, within: string | null }>, revision: { id: string, status: FranchiseRevisionStatus, submittedAt: string, updatedAt: string, reason: string | null } | null, keyFacts: { investmentAmount: number | null, franchiseFee: number | null, minimumLiquidCapital: number | null, royaltyFee: string | null, financeAvailable: boolean | null, yearFounded: number | null, outlets: number | null, trainingProvided: string | null, investmentIncludes: Array<InvestmentPart>, ownershipStyles: Array<OwnershipStyle>, workingHours: WorkingHours | null, figures: Array<{ kind: FigureKind, amount: number, basis: FigureBasis, outletsCounted: number | null, periodEnd: string, periodMonths: number, statedOn: string }> } | null, categories: Array<{ id: string, name: string, parentId: string | null }>, gallery: Array<{ id: string, imageUrl: string }>, faqs: Array<{ id: string, question: string, answer: string }>, testimonials: Array<{ id: string, authorName: string, content: string }>, successStories: Array<{ id: string, title: string, content: string, imageUrl: string | null }> } };

export type IntroCallSettings_FieldsFragment = { offered: boolean, callMinutes: number, meetingLink: string | null, phone: string | null, noticeHours: number, horizonDays: number, updatedAt: string | null, windows: Array<{ weekday: number, startMinute: number, endMinute: number }> };

export type MyIntroCallSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyIntroCallSettingsQuery = { myIntroCallSettings: { offered: boolean, callMinutes: number, meetingLink: string | null, phone: string | null, noticeHours: number, horizonDays: number, updatedAt: string | null, windows: Array<{ weekday: number, startMinute: number, endMinute: number }> } };

export type SaveIntroCallSettingsMutationVariables = Exact<{
  input: IntroCallSettingsInput;
}>;


export type SaveIntroCallSettingsMutation = { saveIntroCallSettings: { offered: boolean, callMinutes: number, meetingLink: string | null, phone: string | null, noticeHours: number, horizonDays: number, updatedAt: string | null, windows: Array<{ weekday: number, startMinute: number, endMinute: number }> } };

export type TurnOffIntroCallsMutationVariables = Exact<{ [key: string]: never; }>;


export type TurnOffIntroCallsMutation = { turnOffIntroCalls: { offered: boolean, callMinutes: number, meetingLink: string | null, phone: string | null, noticeHours: number, horizonDays: number, updatedAt: string | null, windows: Array<{ weekday: number, startMinute: number, endMinute: number }> } };

export type AssignFranchisorLeadMutationVariables = Exact<{
  input: AssignFranchisorLeadInput;
}>;


export type AssignFranchisorLeadMutation = { assignFranchisorLead: { id: string, assignedTo: string | null, assignee: { id: string, fullName: string } | null } };

export type CancelLeadIntroCallMutationVariables = Exact<{
  bookingId: string | number;
}>;


export type CancelLeadIntroCallMutation = { cancelLeadIntroCall: { id: string, status: IntroCallStatus, cancelledBy: IntroCallParty | null } };

export type FranchisorLeadFranchisesQueryVariables = Exact<{ [key: string]: never; }>;


export type FranchisorLeadFranchisesQuery = { franchisorLeadFranchises: Array<{ id: string, name: string }> };

export type FranchisorLeadMessagesQueryVariables = Exact<{
  leadId: string | number;
  page?: PageInput | null | undefined;
}>;


export type FranchisorLeadMessagesQuery = { franchisorLeadMessages: { total: number, items: Array<{ id: string, subject: string, content: string, createdAt: string, read: boolean, senderId: string | null, attachmentUrl: string | null }> } };

export type FranchisorLeadStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type FranchisorLeadStatsQuery = { franchisorLeadStats: { total: number, new: number, qualified: number, converted: number, meetingRequirements: number, missingRequirements: number, highScore: number, mediumScore: number, lowScore: number } };

export type FranchisorLeadsQueryVariables = Exact<{
  filter?: FranchisorLeadFilter | null | undefined;
  page?: PageInput | null | undefined;
  sort?: FranchisorLeadSort | null | undefined;
}>;


export type FranchisorLeadsQuery = { franchisorLeads: { total: number, page: number, pageCount: number, items: Array<{ id: string, name: string, email: string, phone: string, city: string, status: LeadStatus, unreadMessageCount: number, meetsRequirements: boolean, requirementsMissed: Array<string>, contactMethod: ContactMethod, contactTime: ContactTime, createdAt: string, assignee: { id: string, fullName: string } | null, score: { band: LeadScore, points: number }, introCall: { id: string, label: string, status: IntroCallStatus } | null, franchise: { id: string, name: string } | null }> } };

export type FranchisorLeadTeamQueryVariables = Exact<{ [key: string]: never; }>;


export type FranchisorLeadTeamQuery = { franchisorTeam: { members: Array<{ id: string, fullName: string }> } };

export type LeadIntroCallSlotsQueryVariables = Exact<{
  bookingId: string | number;
}>;


export type LeadIntroCallSlotsQuery = { leadIntroCallSlots: { callMinutes: number, meetingKind: IntroCallMeetingKind, slots: Array<{ startsAt: string, label: string }> } };

export type MoveLeadIntroCallMutationVariables = Exact<{
  bookingId: string | number;
  startsAt: string;
}>;


export type MoveLeadIntroCallMutation = { moveLeadIntroCall: { id: string, label: string, status: IntroCallStatus, startsAt: string } };

export type NewLeadCountQueryVariables = Exact<{ [key: string]: never; }>;


export type NewLeadCountQuery = { newLeadCount: number };

export type NewLeadCountChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NewLeadCountChangedSubscription = { newLeadCount: number };

export type OpenFranchisorLeadMutationVariables = Exact<{
  id: string | number;
}>;


export type OpenFranchisorLeadMutation = { openFranchisorLead: { id: string, franchisorId: string, assignedTo: string | null, name: string, email: string, phone: string, city: string, postCode: string, country: string, desiredInvestment: string, desiredTimeframe: string, message: string, status: LeadStatus, interestStatus: InterestStatus, marketingOptIn: boolean, consentText: string | null, consentAt: string | null, hasAccount: boolean, unreadMessageCount: number, meetsRequirements: boolean, requirementsMissed: Array<string>, contactMethod: ContactMethod, contactTime: ContactTime, createdAt: string, introCall: { id: string, label: string, status: IntroCallStatus, cancelledBy: IntroCallParty | null } | null, quizAnswers: Array<{ question: string, answer: string }>, score: { band: LeadScore, points: number, maxPoints: number, reasons: Array<{ text: string, points: number }> }, franchise: { id: string, name: string } | null } };

export type ReplyToFranchisorLeadMutationVariables = Exact<{
  input: ReplyToFranchisorLeadInput;
  attachment?: File | null | undefined;
}>;


export type ReplyToFranchisorLeadMutation = { replyToFranchisorLead: { id: string, subject: string, content: string, createdAt: string, read: boolean, senderId: string | null, attachmentUrl: string | null } };

export type SetFranchisorLeadStatusMutationVariables = Exact<{
  input: SetFranchisorLeadStatusInput;
}>;


export type SetFranchisorLeadStatusMutation = { setFranchisorLeadStatus: { id: string, status: LeadStatus } };

export type MarkSupportMessagesReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkSupportMessagesReadMutation = { markSupportMessagesRead: number };

export type SendSupportMessageMutationVariables = Exact<{
  input: SendSupportMessageInput;
  attachment?: File | null | undefined;
}>;


export type SendSupportMessageMutation = { sendSupportMessage: { id: string, direction: SupportDirection, subject: string, content: string, read: boolean, createdAt: string, attachmentUrl: string | null } };

export type SupportMessage_MessageFragment = { id: string, direction: SupportDirection, subject: string, content: string, read: boolean, createdAt: string, attachmentUrl: string | null };

export type SupportMessagesQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type SupportMessagesQuery = { supportMessages: { total: number, page: number, pageCount: number, items: Array<{ id: string, direction: SupportDirection, subject: string, content: string, read: boolean, createdAt: string, attachmentUrl: string | null }> } };

export type SupportUnreadCountQueryVariables = Exact<{ [key: string]: never; }>;


export type SupportUnreadCountQuery = { supportUnreadCount: number };

export type SupportUnreadCountChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type SupportUnreadCountChangedSubscription = { supportUnreadCount: number };

export type AcceptTeamInvitationMutationVariables = Exact<{
  input: AcceptTeamInvitationInput;
}>;


export type AcceptTeamInvitationMutation = { acceptTeamInvitation: { id: string, email: string, fullName: string, companyName: string | null, userType: UserType, status: AccountStatus } };

export type CancelTeamInvitationMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelTeamInvitationMutation = { cancelTeamInvitation: boolean };

export type FranchisorTeamQueryVariables = Exact<{ [key: string]: never; }>;


export type FranchisorTeamQuery = { franchisorTeam: { members: Array<{ id: string, fullName: string, email: string, role: FranchisorRole, founder: boolean, joinedAt: string, lastLogin: string | null }>, invitations: Array<{ id: string, email: string, createdAt: string, expiresAt: string, expired: boolean, invitedByName: string | null }> } };

export type InviteTeamMemberMutationVariables = Exact<{
  input: InviteTeamMemberInput;
}>;


export type InviteTeamMemberMutation = { inviteTeamMember: { id: string, email: string } };

export type LeadRoutingQueryVariables = Exact<{ [key: string]: never; }>;


export type LeadRoutingQuery = { leadRouting: Array<{ franchiseId: string, name: string, mode: LeadRoutingMode | null, areas: Array<{ key: string, name: string }>, members: Array<{ memberId: string, area: string | null }> }> };

export type RemoveTeamMemberMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveTeamMemberMutation = { removeTeamMember: boolean };

export type ResendTeamInvitationMutationVariables = Exact<{
  id: string | number;
}>;


export type ResendTeamInvitationMutation = { resendTeamInvitation: { id: string, expiresAt: string, expired: boolean } };

export type SetLeadRoutingMutationVariables = Exact<{
  input: SetLeadRoutingInput;
}>;


export type SetLeadRoutingMutation = { setLeadRouting: { franchiseId: string, mode: LeadRoutingMode | null, members: Array<{ memberId: string, area: string | null }> } };

export type TeamInvitationQueryVariables = Exact<{
  token: string;
}>;


export type TeamInvitationQuery = { teamInvitation: { email: string, companyName: string } };

export type TransferTeamOwnershipMutationVariables = Exact<{
  id: string | number;
}>;


export type TransferTeamOwnershipMutation = { transferTeamOwnership: { members: Array<{ id: string, role: FranchisorRole }> } };

export type MyFranchiseTerritoriesQueryVariables = Exact<{
  franchiseId: string | number;
  page?: PageInput | null | undefined;
}>;


export type MyFranchiseTerritoriesQuery = { myFranchise: { id: string, name: string }, myFranchiseTerritories: { total: number, page: number, pageCount: number, available: number, reserved: number, taken: number, items: Array<{ id: string, district: string, postTown: string, state: TerritoryState }> } };

export type AddFranchiseTerritoriesMutationVariables = Exact<{
  input: AddTerritoriesInput;
}>;


export type AddFranchiseTerritoriesMutation = { addFranchiseTerritories: number };

export type SetFranchiseTerritoryStateMutationVariables = Exact<{
  id: string | number;
  state: TerritoryState;
}>;


export type SetFranchiseTerritoryStateMutation = { setFranchiseTerritoryState: { id: string, state: TerritoryState } };

export type RemoveFranchiseTerritoryMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveFranchiseTerritoryMutation = { removeFranchiseTerritory: boolean };

export type WebhookEndpointCard_EndpointFragment = { id: string, url: string, description: string, events: Array<WebhookEventType>, enabled: boolean, createdAt: string, failingSince: string | null, autoDisabledAt: string | null, lastStatusCode: number | null, lastAttemptAt: string | null };

export type WebhookEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookEndpointsQuery = { webhookEndpoints: Array<{ id: string, url: string, description: string, events: Array<WebhookEventType>, enabled: boolean, createdAt: string, failingSince: string | null, autoDisabledAt: string | null, lastStatusCode: number | null, lastAttemptAt: string | null }> };

export type CreateWebhookEndpointMutationVariables = Exact<{
  input: WebhookEndpointInput;
}>;


export type CreateWebhookEndpointMutation = { createWebhookEndpoint: { secret: string, endpoint: { id: string, url: string, description: string, events: Array<WebhookEventType>, enabled: boolean, createdAt: string, failingSince: string | null, autoDisabledAt: string | null, lastStatusCode: number | null, lastAttemptAt: string | null } } };

export type UpdateWebhookEndpointMutationVariables = Exact<{
  id: string | number;
  input: WebhookEndpointInput;
}>;


export type UpdateWebhookEndpointMutation = { updateWebhookEndpoint: { id: string, url: string, description: string, events: Array<WebhookEventType>, enabled: boolean, createdAt: string, failingSince: string | null, autoDisabledAt: string | null, lastStatusCode: number | null, lastAttemptAt: string | null } };

export type DeleteWebhookEndpointMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteWebhookEndpointMutation = { deleteWebhookEndpoint: boolean };

export type RollWebhookSecretMutationVariables = Exact<{
  id: string | number;
}>;


export type RollWebhookSecretMutation = { rollWebhookSecret: { secret: string, endpoint: { id: string } } };

export type SendTestWebhookMutationVariables = Exact<{
  id: string | number;
}>;


export type SendTestWebhookMutation = { sendTestWebhook: string };

export type RedeliverWebhookMutationVariables = Exact<{
  deliveryId: string | number;
}>;


export type RedeliverWebhookMutation = { redeliverWebhook: boolean };

export type WebhookAttemptsQueryVariables = Exact<{
  endpointId: string | number;
  page?: PageInput | null | undefined;
}>;


export type WebhookAttemptsQuery = { webhookAttempts: { total: number, page: number, pageCount: number, items: Array<{ id: string, deliveryId: string, eventType: string, attempt: number, statusCode: number | null, durationMs: number, error: string | null, attemptedAt: string, deliveryState: WebhookDeliveryState }> } };

export type BookIntroCallMutationVariables = Exact<{
  leadId: string | number;
  startsAt: string;
}>;


export type BookIntroCallMutation = { bookIntroCall: { id: string, label: string } };

export type MoveIntroCallMutationVariables = Exact<{
  bookingId: string | number;
  startsAt: string;
}>;


export type MoveIntroCallMutation = { moveIntroCall: { id: string, label: string } };

export type CancelIntroCallMutationVariables = Exact<{
  bookingId: string | number;
}>;


export type CancelIntroCallMutation = { cancelIntroCall: { id: string, status: IntroCallStatus } };

export type IntroCallSlotsQueryVariables = Exact<{
  leadId: string | number;
}>;


export type IntroCallSlotsQuery = { introCallSlots: { callMinutes: number, meetingKind: IntroCallMeetingKind, slots: Array<{ startsAt: string, label: string }> } };

export type ClaimPendingFranchisesMutationVariables = Exact<{
  input: ClaimFranchisesInput;
}>;


export type ClaimPendingFranchisesMutation = { claimPendingFranchises: { created: number, skipped: number } };

export type ConsentNoticeQueryVariables = Exact<{
  input: ConsentNoticeInput;
}>;


export type ConsentNoticeQuery = { consentNotice: { text: string, noticeVersion: string } };

export type CustomerAccountExistsQueryVariables = Exact<{
  email: string;
}>;


export type CustomerAccountExistsQuery = { customerAccountExists: boolean };

export type RequestInfoSignInMutationVariables = Exact<{
  input: RequestInfoSignInInput;
}>;


export type RequestInfoSignInMutation = { requestInfoSignIn: { created: number, skipped: number, viewer: { id: string, email: string, fullName: string, companyName: string | null, userType: UserType, status: AccountStatus } | null } };

export type RequestInfoSignUpMutationVariables = Exact<{
  input: RequestInfoSignUpInput;
}>;


export type RequestInfoSignUpMutation = { requestInfoSignUp: { created: number, skipped: number, viewer: { id: string, email: string, fullName: string, companyName: string | null, userType: UserType, status: AccountStatus } | null } };

export type RequestRequirementsQueryVariables = Exact<{
  input: RequestRequirementsInput;
}>;


export type RequestRequirementsQuery = { requestRequirements: Array<{ franchiseId: string, name: string, minimumLiquidCapital: number | null, belowMinCapital: boolean, outsideAreas: boolean, notes: Array<string>, areas: Array<{ key: string, name: string }> }> };

export type SubmitFranchiseLeadMutationVariables = Exact<{
  input: FranchiseLeadInput;
}>;


export type SubmitFranchiseLeadMutation = { submitFranchiseLead: { created: boolean } };

export type ReportListingFranchiseQueryVariables = Exact<{
  id: string | number;
}>;


export type ReportListingFranchiseQuery = { franchise: { id: string, name: string } | null };

export type ReportListingMutationVariables = Exact<{
  input: ReportListingInput;
}>;


export type ReportListingMutation = { reportListing: boolean };

export type MarkConversationReadMutationVariables = Exact<{
  counterpartId?: string | number | null | undefined;
}>;


export type MarkConversationReadMutation = { markConversationRead: number };

export type ConversationMessage_MessageFragment = { id: string, subject: string, content: string, createdAt: string, read: boolean, senderId: string | null, attachmentUrl: string | null };

export type MyConversationMessagesQueryVariables = Exact<{
  counterpartId?: string | number | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type MyConversationMessagesQuery = { myConversationMessages: { total: number, items: Array<{ id: string, subject: string, content: string, createdAt: string, read: boolean, senderId: string | null, attachmentUrl: string | null }> } };

export type MyConversationsQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type MyConversationsQuery = { myConversations: { total: number, page: number, pageCount: number, items: Array<{ id: string, counterpartId: string | null, lastActivityAt: string, unreadCount: number, franchiseNames: Array<string>, canReply: boolean, counterpart: { id: string, fullName: string, companyName: string | null } | null, lastMessage: { id: string, content: string, senderId: string | null, attachmentUrl: string | null } }> } };

export type ReplyToConversationMutationVariables = Exact<{
  input: ReplyToConversationInput;
  attachment?: File | null | undefined;
}>;


export type ReplyToConversationMutation = { replyToConversation: { id: string, subject: string, content: string, createdAt: string, read: boolean, senderId: string | null, attachmentUrl: string | null } };

export type UnreadMessageCountQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadMessageCountQuery = { unreadMessageCount: number };

export type UnreadMessageCountChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type UnreadMessageCountChangedSubscription = { unreadMessageCount: number };

export type DeleteSavedSearchMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSavedSearchMutation = { deleteSavedSearch: boolean };

export type MySavedSearchesQueryVariables = Exact<{ [key: string]: never; }>;


export type MySavedSearchesQuery = { mySavedSearches: Array<{ id: string, name: string, text: string | null, categoryId: string | null, subcategoryId: string | null, location: string | null, investment: InvestmentRange | null, sort: FranchiseSort, alert: SearchAlert, createdAt: string, category: { id: string, name: string } | null, subcategory: { id: string, name: string } | null }> };

export type SaveSearchMutationVariables = Exact<{
  input: SaveSearchInput;
}>;


export type SaveSearchMutation = { saveSearch: { id: string, name: string, text: string | null, categoryId: string | null, subcategoryId: string | null, location: string | null, investment: InvestmentRange | null, sort: FranchiseSort, alert: SearchAlert, createdAt: string, category: { id: string, name: string } | null, subcategory: { id: string, name: string } | null } };

export type SavedSearch_SearchFragment = { id: string, name: string, text: string | null, categoryId: string | null, subcategoryId: string | null, location: string | null, investment: InvestmentRange | null, sort: FranchiseSort, alert: SearchAlert, createdAt: string, category: { id: string, name: string } | null, subcategory: { id: string, name: string } | null };

export type SetSavedSearchAlertMutationVariables = Exact<{
  id: string | number;
  alert: SearchAlert;
}>;


export type SetSavedSearchAlertMutation = { setSavedSearchAlert: { id: string, alert: SearchAlert } };

export type RequestInfoFranchisesQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type RequestInfoFranchisesQuery = { franchisesByIds: Array<{ id: string, name: string, location: string, franchisorId: string | null, canRequestInfo: boolean, details: { investmentAmount: number | null, minimumLiquidCapital: number | null } | null, areas: Array<{ key: string, name: string }>, responseTime: { summary: string | null } | null }> };

export type FranchiseTerritoriesQueryVariables = Exact<{
  franchiseId: string | number;
  postcode?: string | null | undefined;
}>;


export type FranchiseTerritoriesQuery = { franchiseTerritories: { available: number, reserved: number, taken: number, check: { district: string, state: TerritoryState | null, message: string } | null } };

export const AdvertisingSettings_ViewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisingSettings_view"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertisingSettingsView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featuredPricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bannerPricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"multiCategoryDiscounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentsMode"}},{"kind":"Field","name":{"kind":"Name","value":"stripePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"stripePriceId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdvertisingSettings_ViewFragment, unknown>;
export const AuditHistory_EntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditHistory_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"beforeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"afterStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AuditHistory_EntryFragment, unknown>;
export const CompanyCheckSummary_CheckFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyCheckSummary_check"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCompanyCheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"notRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"registerUrl"}},{"kind":"Field","name":{"kind":"Name","value":"registeredName"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CompanyCheckSummary_CheckFragment, unknown>;
export const AdminBlogPostRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBlogPostRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBlogPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"shortcode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminBlogPostRowFragment, unknown>;
export const AdminDataComplaint_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminDataComplaint_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminDataComplaint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"topicLabel"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answerDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredByName"}},{"kind":"Field","name":{"kind":"Name","value":"noteCount"}}]}}]} as unknown as DocumentNode<AdminDataComplaint_FieldsFragment, unknown>;
export const AdminDataComplaintDetail_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminDataComplaintDetail_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminDataComplaintDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"complaint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminDataComplaint_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminDataComplaint_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminDataComplaint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"topicLabel"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answerDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredByName"}},{"kind":"Field","name":{"kind":"Name","value":"noteCount"}}]}}]} as unknown as DocumentNode<AdminDataComplaintDetail_FieldsFragment, unknown>;
export const FranchiseCard_FranchiseFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseCard_franchise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Franchise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"franchisorId"}},{"kind":"Field","name":{"kind":"Name","value":"canRequestInfo"}},{"kind":"Field","name":{"kind":"Name","value":"featuredAdId"}},{"kind":"Field","name":{"kind":"Name","value":"companyChecked"}},{"kind":"Field","name":{"kind":"Name","value":"responseTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"investmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"mainImageUrl"}}]}}]}}]} as unknown as DocumentNode<FranchiseCard_FranchiseFragment, unknown>;
export const FranchiseKeyFacts_DetailsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseKeyFacts_details"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"investmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"franchiseFee"}},{"kind":"Field","name":{"kind":"Name","value":"minimumLiquidCapital"}},{"kind":"Field","name":{"kind":"Name","value":"royaltyFee"}},{"kind":"Field","name":{"kind":"Name","value":"financeAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"yearFounded"}},{"kind":"Field","name":{"kind":"Name","value":"outlets"}},{"kind":"Field","name":{"kind":"Name","value":"trainingProvided"}},{"kind":"Field","name":{"kind":"Name","value":"investmentIncludes"}},{"kind":"Field","name":{"kind":"Name","value":"ownershipStyles"}},{"kind":"Field","name":{"kind":"Name","value":"workingHours"}}]}}]} as unknown as DocumentNode<FranchiseKeyFacts_DetailsFragment, unknown>;
export const FranchiseContent_CategoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}}]} as unknown as DocumentNode<FranchiseContent_CategoryFragment, unknown>;
export const FranchiseContent_GalleryImageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_galleryImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseGalleryImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]} as unknown as DocumentNode<FranchiseContent_GalleryImageFragment, unknown>;
export const FranchiseContent_FaqFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_faq"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseFaq"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]} as unknown as DocumentNode<FranchiseContent_FaqFragment, unknown>;
export const FranchiseContent_TestimonialFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_testimonial"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseTestimonial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]} as unknown as DocumentNode<FranchiseContent_TestimonialFragment, unknown>;
export const FranchiseContent_SuccessStoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_successStory"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseSuccessStory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]} as unknown as DocumentNode<FranchiseContent_SuccessStoryFragment, unknown>;
export const FranchiseContent_RowsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_rows"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gallery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_galleryImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_faq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testimonials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_testimonial"}}]}},{"kind":"Field","name":{"kind":"Name","value":"successStories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_successStory"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_galleryImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseGalleryImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_faq"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseFaq"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_testimonial"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseTestimonial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_successStory"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseSuccessStory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]} as unknown as DocumentNode<FranchiseContent_RowsFragment, unknown>;
export const CheckedFacts_FranchiseFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckedFacts_franchise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Franchise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyFacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"companyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"registerUrl"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"registeredName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"incorporatedOn"}},{"kind":"Field","name":{"kind":"Name","value":"accountsOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationStatementOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"locality"}}]}},{"kind":"Field","name":{"kind":"Name","value":"membership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}}]}}]}}]} as unknown as DocumentNode<CheckedFacts_FranchiseFragment, unknown>;
export const FranchiseDetail_FranchiseFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseDetail_franchise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Franchise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseCard_franchise"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"suppliedBy"}},{"kind":"Field","name":{"kind":"Name","value":"responseTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"medianSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"withinDayPercent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"longDescription"}},{"kind":"Field","name":{"kind":"Name","value":"brochureUrl"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseKeyFacts_details"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"illustrative"}},{"kind":"Field","name":{"kind":"Name","value":"basisText"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_category"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_rows"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckedFacts_franchise"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_galleryImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseGalleryImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_faq"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseFaq"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_testimonial"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseTestimonial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_successStory"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseSuccessStory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseCard_franchise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Franchise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"franchisorId"}},{"kind":"Field","name":{"kind":"Name","value":"canRequestInfo"}},{"kind":"Field","name":{"kind":"Name","value":"featuredAdId"}},{"kind":"Field","name":{"kind":"Name","value":"companyChecked"}},{"kind":"Field","name":{"kind":"Name","value":"responseTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"investmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"mainImageUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseKeyFacts_details"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"investmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"franchiseFee"}},{"kind":"Field","name":{"kind":"Name","value":"minimumLiquidCapital"}},{"kind":"Field","name":{"kind":"Name","value":"royaltyFee"}},{"kind":"Field","name":{"kind":"Name","value":"financeAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"yearFounded"}},{"kind":"Field","name":{"kind":"Name","value":"outlets"}},{"kind":"Field","name":{"kind":"Name","value":"trainingProvided"}},{"kind":"Field","name":{"kind":"Name","value":"investmentIncludes"}},{"kind":"Field","name":{"kind":"Name","value":"ownershipStyles"}},{"kind":"Field","name":{"kind":"Name","value":"workingHours"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_rows"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gallery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_galleryImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_faq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testimonials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_testimonial"}}]}},{"kind":"Field","name":{"kind":"Name","value":"successStories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_successStory"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckedFacts_franchise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Franchise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyFacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"companyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"registerUrl"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"registeredName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"incorporatedOn"}},{"kind":"Field","name":{"kind":"Name","value":"accountsOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationStatementOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"locality"}}]}},{"kind":"Field","name":{"kind":"Name","value":"membership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}}]}}]}}]} as unknown as DocumentNode<FranchiseDetail_FranchiseFragment, unknown>;
export const CompanySection_CompanyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanySection_company"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchisorCompany"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"notRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"checksEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"registerUrl"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"registeredName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"incorporatedOn"}},{"kind":"Field","name":{"kind":"Name","value":"accountsOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationStatementOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"locality"}},{"kind":"Field","name":{"kind":"Name","value":"sicCodes"}},{"kind":"Field","name":{"kind":"Name","value":"activeOfficers"}}]}}]}}]} as unknown as DocumentNode<CompanySection_CompanyFragment, unknown>;
export const MembershipSection_MembershipFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MembershipSection_membership"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchisorMembership"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"membershipNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statedAt"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}}]}}]} as unknown as DocumentNode<MembershipSection_MembershipFragment, unknown>;
export const ApiTokenRow_TokenFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenRow_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<ApiTokenRow_TokenFragment, unknown>;
export const FranchiseForm_FranchiseFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseForm_franchise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchisorFranchise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"within"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"longDescription"}},{"kind":"Field","name":{"kind":"Name","value":"investmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"keyFacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseKeyFacts_details"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"outletsCounted"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"periodMonths"}},{"kind":"Field","name":{"kind":"Name","value":"statedOn"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"mainImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"brochureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_category"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_rows"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_galleryImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseGalleryImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_faq"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseFaq"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_testimonial"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseTestimonial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_successStory"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseSuccessStory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseKeyFacts_details"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"investmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"franchiseFee"}},{"kind":"Field","name":{"kind":"Name","value":"minimumLiquidCapital"}},{"kind":"Field","name":{"kind":"Name","value":"royaltyFee"}},{"kind":"Field","name":{"kind":"Name","value":"financeAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"yearFounded"}},{"kind":"Field","name":{"kind":"Name","value":"outlets"}},{"kind":"Field","name":{"kind":"Name","value":"trainingProvided"}},{"kind":"Field","name":{"kind":"Name","value":"investmentIncludes"}},{"kind":"Field","name":{"kind":"Name","value":"ownershipStyles"}},{"kind":"Field","name":{"kind":"Name","value":"workingHours"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_rows"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gallery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_galleryImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_faq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testimonials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_testimonial"}}]}},{"kind":"Field","name":{"kind":"Name","value":"successStories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_successStory"}}]}}]}}]} as unknown as DocumentNode<FranchiseForm_FranchiseFragment, unknown>;
export const IntroCallSettings_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IntroCallSettings_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IntroCallSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offered"}},{"kind":"Field","name":{"kind":"Name","value":"windows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"startMinute"}},{"kind":"Field","name":{"kind":"Name","value":"endMinute"}}]}},{"kind":"Field","name":{"kind":"Name","value":"callMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"meetingLink"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"noticeHours"}},{"kind":"Field","name":{"kind":"Name","value":"horizonDays"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<IntroCallSettings_FieldsFragment, unknown>;
export const SupportMessage_MessageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupportMessage_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupportMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentUrl"}}]}}]} as unknown as DocumentNode<SupportMessage_MessageFragment, unknown>;
export const WebhookEndpointCard_EndpointFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointCard_endpoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"autoDisabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}}]}}]} as unknown as DocumentNode<WebhookEndpointCard_EndpointFragment, unknown>;
export const ConversationMessage_MessageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversationMessage_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentUrl"}}]}}]} as unknown as DocumentNode<ConversationMessage_MessageFragment, unknown>;
export const SavedSearch_SearchFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedSearch_search"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedSearchView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"subcategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"investment"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"alert"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subcategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SavedSearch_SearchFragment, unknown>;
export const DeleteMyAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMyAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMyAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<DeleteMyAccountMutation, DeleteMyAccountMutationVariables>;
export const AdminAccountHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAccountHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAccountHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"beforeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"afterStatus"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminAccountHistoryQuery, AdminAccountHistoryQueryVariables>;
export const AdminFranchisorAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminFranchisorAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminFranchisorAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"franchiseCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"companyCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyCheckSummary_check"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyCheckSummary_check"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCompanyCheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"notRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"registerUrl"}},{"kind":"Field","name":{"kind":"Name","value":"registeredName"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminFranchisorAccountQuery, AdminFranchisorAccountQueryVariables>;
export const AdminFranchisorAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminFranchisorAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminFranchisorAccountFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminFranchisorAccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"franchiseCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminFranchisorAccountsQuery, AdminFranchisorAccountsQueryVariables>;
export const AdminFranchisorFranchisesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminFranchisorFranchises"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"franchisorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminFranchisorFranchises"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"franchisorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"franchisorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"mainImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminFranchisorFranchisesQuery, AdminFranchisorFranchisesQueryVariables>;
export const DeleteFranchisorAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFranchisorAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteFranchisorAccountsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFranchisorAccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedIds"}},{"kind":"Field","name":{"kind":"Name","value":"deletedFranchises"}}]}}]}}]} as unknown as DocumentNode<DeleteFranchisorAccountsMutation, DeleteFranchisorAccountsMutationVariables>;
export const AdFranchiseOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdFranchiseOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAdFranchiseOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"franchisorCompany"}}]}}]}}]} as unknown as DocumentNode<AdFranchiseOptionsQuery, AdFranchiseOptionsQueryVariables>;
export const AdminBannerAdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBannerAds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBannerAds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"franchiseName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"targetUrl"}},{"kind":"Field","name":{"kind":"Name","value":"bannerType"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}}]}}]}}]}}]} as unknown as DocumentNode<AdminBannerAdsQuery, AdminBannerAdsQueryVariables>;
export const AdminFeaturedAdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminFeaturedAds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminFeaturedAds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"revenueTotal"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"franchiseName"}},{"kind":"Field","name":{"kind":"Name","value":"franchisorCompany"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminFeaturedAdsQuery, AdminFeaturedAdsQueryVariables>;
export const AdvertisingSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdvertisingSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advertisingSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertisingSettings_view"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisingSettings_view"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertisingSettingsView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featuredPricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bannerPricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"multiCategoryDiscounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentsMode"}},{"kind":"Field","name":{"kind":"Name","value":"stripePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"stripePriceId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdvertisingSettingsQuery, AdvertisingSettingsQueryVariables>;
export const BannerCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BannerCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mainCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<BannerCategoriesQuery, BannerCategoriesQueryVariables>;
export const CreateBannerAdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBannerAd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBannerAdInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBannerAd"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateBannerAdMutation, CreateBannerAdMutationVariables>;
export const DeleteBannerAdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBannerAds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBannerAds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<DeleteBannerAdsMutation, DeleteBannerAdsMutationVariables>;
export const DeleteFeaturedAdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFeaturedAds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFeaturedAds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<DeleteFeaturedAdsMutation, DeleteFeaturedAdsMutationVariables>;
export const MarkFeaturedAdsPaidDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkFeaturedAdsPaid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markFeaturedAdsPaid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]}}]} as unknown as DocumentNode<MarkFeaturedAdsPaidMutation, MarkFeaturedAdsPaidMutationVariables>;
export const PaymentsModeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentsMode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentsMode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"simulated"}}]}}]}}]} as unknown as DocumentNode<PaymentsModeQuery, PaymentsModeQueryVariables>;
export const SyncStripePricingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SyncStripePricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncStripePricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertisingSettings_view"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisingSettings_view"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertisingSettingsView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featuredPricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bannerPricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"multiCategoryDiscounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentsMode"}},{"kind":"Field","name":{"kind":"Name","value":"stripePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"stripePriceId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<SyncStripePricingMutation, SyncStripePricingMutationVariables>;
export const UpdateAdvertisingSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAdvertisingSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertisingSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAdvertisingSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertisingSettings_view"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisingSettings_view"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertisingSettingsView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featuredPricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bannerPricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"multiCategoryDiscounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentsMode"}},{"kind":"Field","name":{"kind":"Name","value":"stripePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"stripePriceId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<UpdateAdvertisingSettingsMutation, UpdateAdvertisingSettingsMutationVariables>;
export const AdminFranchiseReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminFranchiseReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminFranchiseReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"franchisorId"}},{"kind":"Field","name":{"kind":"Name","value":"franchisorCompanyName"}},{"kind":"Field","name":{"kind":"Name","value":"franchisorContactName"}},{"kind":"Field","name":{"kind":"Name","value":"franchisorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"lastApprovedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openRevision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditHistory_entry"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditHistory_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"beforeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"afterStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminFranchiseReviewQuery, AdminFranchiseReviewQueryVariables>;
export const AdminFranchisePreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminFranchisePreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminFranchisePreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseDetail_franchise"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseCard_franchise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Franchise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"franchisorId"}},{"kind":"Field","name":{"kind":"Name","value":"canRequestInfo"}},{"kind":"Field","name":{"kind":"Name","value":"featuredAdId"}},{"kind":"Field","name":{"kind":"Name","value":"companyChecked"}},{"kind":"Field","name":{"kind":"Name","value":"responseTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"investmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"mainImageUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseKeyFacts_details"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"investmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"franchiseFee"}},{"kind":"Field","name":{"kind":"Name","value":"minimumLiquidCapital"}},{"kind":"Field","name":{"kind":"Name","value":"royaltyFee"}},{"kind":"Field","name":{"kind":"Name","value":"financeAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"yearFounded"}},{"kind":"Field","name":{"kind":"Name","value":"outlets"}},{"kind":"Field","name":{"kind":"Name","value":"trainingProvided"}},{"kind":"Field","name":{"kind":"Name","value":"investmentIncludes"}},{"kind":"Field","name":{"kind":"Name","value":"ownershipStyles"}},{"kind":"Field","name":{"kind":"Name","value":"workingHours"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_galleryImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseGalleryImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_faq"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseFaq"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_testimonial"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseTestimonial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_successStory"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseSuccessStory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_rows"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gallery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_galleryImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_faq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testimonials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_testimonial"}}]}},{"kind":"Field","name":{"kind":"Name","value":"successStories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_successStory"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckedFacts_franchise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Franchise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyFacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"companyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"registerUrl"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"registeredName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"incorporatedOn"}},{"kind":"Field","name":{"kind":"Name","value":"accountsOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationStatementOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"locality"}}]}},{"kind":"Field","name":{"kind":"Name","value":"membership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseDetail_franchise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Franchise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseCard_franchise"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"suppliedBy"}},{"kind":"Field","name":{"kind":"Name","value":"responseTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"medianSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"withinDayPercent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"longDescription"}},{"kind":"Field","name":{"kind":"Name","value":"brochureUrl"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseKeyFacts_details"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"illustrative"}},{"kind":"Field","name":{"kind":"Name","value":"basisText"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_category"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_rows"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckedFacts_franchise"}}]}}]} as unknown as DocumentNode<AdminFranchisePreviewQuery, AdminFranchisePreviewQueryVariables>;
export const AdminPendingAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPendingAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PendingListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPendingAccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"companyCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyCheckSummary_check"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyCheckSummary_check"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCompanyCheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"notRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"registerUrl"}},{"kind":"Field","name":{"kind":"Name","value":"registeredName"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminPendingAccountsQuery, AdminPendingAccountsQueryVariables>;
export const AdminPendingCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPendingCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPendingCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accounts"}},{"kind":"Field","name":{"kind":"Name","value":"franchises"}},{"kind":"Field","name":{"kind":"Name","value":"revisions"}}]}}]}}]} as unknown as DocumentNode<AdminPendingCountsQuery, AdminPendingCountsQueryVariables>;
export const AdminPendingCountsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminPendingCountsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPendingCountsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accounts"}},{"kind":"Field","name":{"kind":"Name","value":"franchises"}},{"kind":"Field","name":{"kind":"Name","value":"revisions"}}]}}]}}]} as unknown as DocumentNode<AdminPendingCountsChangedSubscription, AdminPendingCountsChangedSubscriptionVariables>;
export const AdminPendingFranchisesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPendingFranchises"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PendingListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPendingFranchises"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"franchisorName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastApprovedAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPendingFranchisesQuery, AdminPendingFranchisesQueryVariables>;
export const AdminPendingRevisionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPendingRevisions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PendingListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPendingRevisions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"franchiseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"revisedName"}},{"kind":"Field","name":{"kind":"Name","value":"franchisorName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPendingRevisionsQuery, AdminPendingRevisionsQueryVariables>;
export const AdminRecentFranchisorLoginsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRecentFranchisorLogins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminRecentFranchisorLogins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}}]}}]}}]} as unknown as DocumentNode<AdminRecentFranchisorLoginsQuery, AdminRecentFranchisorLoginsQueryVariables>;
export const ApproveAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}}]}}]}}]} as unknown as DocumentNode<ApproveAccountMutation, ApproveAccountMutationVariables>;
export const RejectAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}}]}}]}}]} as unknown as DocumentNode<RejectAccountMutation, RejectAccountMutationVariables>;
export const ApproveFranchiseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveFranchise"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveFranchise"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}}]}}]}}]} as unknown as DocumentNode<ApproveFranchiseMutation, ApproveFranchiseMutationVariables>;
export const RejectFranchiseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectFranchise"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectFranchiseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectFranchise"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}}]}}]}}]} as unknown as DocumentNode<RejectFranchiseMutation, RejectFranchiseMutationVariables>;
export const ApproveRevisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveRevision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveRevision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"franchiseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ApproveRevisionMutation, ApproveRevisionMutationVariables>;
export const RejectRevisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectRevision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectRevisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectRevision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"franchiseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<RejectRevisionMutation, RejectRevisionMutationVariables>;
export const AdminBlogPostForEditorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBlogPostForEditor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBlogPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"keywords"}}]}}]}}]} as unknown as DocumentNode<AdminBlogPostForEditorQuery, AdminBlogPostForEditorQueryVariables>;
export const BlogPostCategoryOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlogPostCategoryOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBlogCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<BlogPostCategoryOptionsQuery, BlogPostCategoryOptionsQueryVariables>;
export const CreateBlogPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBlogPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BlogPostInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBlogPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CreateBlogPostMutation, CreateBlogPostMutationVariables>;
export const UpdateBlogPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBlogPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BlogPostInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBlogPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"keywords"}}]}}]}}]} as unknown as DocumentNode<UpdateBlogPostMutation, UpdateBlogPostMutationVariables>;
export const BlogPostPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlogPostPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blogPostPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}}]}]}}]} as unknown as DocumentNode<BlogPostPreviewQuery, BlogPostPreviewQueryVariables>;
export const AdminBlogPostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBlogPosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPostsFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBlogPosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBlogPostRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBlogPostRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBlogPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"shortcode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminBlogPostsQuery, AdminBlogPostsQueryVariables>;
export const DeleteBlogPostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBlogPosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBlogPosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<DeleteBlogPostsMutation, DeleteBlogPostsMutationVariables>;
export const TogglePostsStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TogglePostsStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"togglePostsStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"posts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBlogPostRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBlogPostRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBlogPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"shortcode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<TogglePostsStatusMutation, TogglePostsStatusMutationVariables>;
export const CopyPostShortcodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopyPostShortcode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyPostShortcode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortcode"}}]}}]}}]} as unknown as DocumentNode<CopyPostShortcodeMutation, CopyPostShortcodeMutationVariables>;
export const AdminBlogCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBlogCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBlogCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"postCount"}}]}}]}}]} as unknown as DocumentNode<AdminBlogCategoriesQuery, AdminBlogCategoriesQueryVariables>;
export const CreateBlogCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBlogCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BlogCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBlogCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"postCount"}}]}}]}}]} as unknown as DocumentNode<CreateBlogCategoryMutation, CreateBlogCategoryMutationVariables>;
export const RenameBlogCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameBlogCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BlogCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameBlogCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"postCount"}}]}}]}}]} as unknown as DocumentNode<RenameBlogCategoryMutation, RenameBlogCategoryMutationVariables>;
export const DeleteBlogCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBlogCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBlogCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteBlogCategoryMutation, DeleteBlogCategoryMutationVariables>;
export const BlogStatisticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlogStatistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blogStatistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalViews"}},{"kind":"Field","name":{"kind":"Name","value":"totalPosts"}},{"kind":"Field","name":{"kind":"Name","value":"publishedPosts"}},{"kind":"Field","name":{"kind":"Name","value":"averageViews"}},{"kind":"Field","name":{"kind":"Name","value":"popularPosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewsByDay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}}]}}]}}]} as unknown as DocumentNode<BlogStatisticsQuery, BlogStatisticsQueryVariables>;
export const AdminCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"franchiseCount"}},{"kind":"Field","name":{"kind":"Name","value":"listingCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasArticle"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"franchiseCount"}},{"kind":"Field","name":{"kind":"Name","value":"listingCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasArticle"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCategoriesQuery, AdminCategoriesQueryVariables>;
export const AdminCategoryArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCategoryArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCategoryArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"keywords"}},{"kind":"Field","name":{"kind":"Name","value":"faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<AdminCategoryArticleQuery, AdminCategoryArticleQueryVariables>;
export const CreateCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}}]}}]} as unknown as DocumentNode<CreateCategoryMutation, CreateCategoryMutationVariables>;
export const DeleteCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subcategoryIds"}},{"kind":"Field","name":{"kind":"Name","value":"mappingsRemoved"}}]}}]}}]} as unknown as DocumentNode<DeleteCategoryMutation, DeleteCategoryMutationVariables>;
export const SaveCategoryArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCategoryArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryArticleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCategoryArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"keywords"}},{"kind":"Field","name":{"kind":"Name","value":"faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SaveCategoryArticleMutation, SaveCategoryArticleMutationVariables>;
export const UpdateCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}}]}}]} as unknown as DocumentNode<UpdateCategoryMutation, UpdateCategoryMutationVariables>;
export const AddDataComplaintNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddDataComplaintNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddDataComplaintNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addDataComplaintNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminDataComplaintDetail_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminDataComplaint_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminDataComplaint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"topicLabel"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answerDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredByName"}},{"kind":"Field","name":{"kind":"Name","value":"noteCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminDataComplaintDetail_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminDataComplaintDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"complaint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminDataComplaint_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AddDataComplaintNoteMutation, AddDataComplaintNoteMutationVariables>;
export const AdminDataComplaintDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDataComplaint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDataComplaint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminDataComplaintDetail_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminDataComplaint_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminDataComplaint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"topicLabel"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answerDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredByName"}},{"kind":"Field","name":{"kind":"Name","value":"noteCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminDataComplaintDetail_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminDataComplaintDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"complaint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminDataComplaint_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminDataComplaintQuery, AdminDataComplaintQueryVariables>;
export const AdminDataComplaintsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDataComplaints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DataComplaintFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDataComplaints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminDataComplaint_fields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminDataComplaint_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminDataComplaint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"topicLabel"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answerDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredByName"}},{"kind":"Field","name":{"kind":"Name","value":"noteCount"}}]}}]} as unknown as DocumentNode<AdminDataComplaintsQuery, AdminDataComplaintsQueryVariables>;
export const AdminUnansweredComplaintCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUnansweredComplaintCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUnansweredComplaintCount"}}]}}]} as unknown as DocumentNode<AdminUnansweredComplaintCountQuery, AdminUnansweredComplaintCountQueryVariables>;
export const AdminUnansweredComplaintCountChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminUnansweredComplaintCountChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUnansweredComplaintCount"}}]}}]} as unknown as DocumentNode<AdminUnansweredComplaintCountChangedSubscription, AdminUnansweredComplaintCountChangedSubscriptionVariables>;
export const SendDataComplaintOutcomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendDataComplaintOutcome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendDataComplaintOutcomeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendDataComplaintOutcome"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminDataComplaintDetail_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminDataComplaint_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminDataComplaint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"topicLabel"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answerDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredByName"}},{"kind":"Field","name":{"kind":"Name","value":"noteCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminDataComplaintDetail_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminDataComplaintDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"complaint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminDataComplaint_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<SendDataComplaintOutcomeMutation, SendDataComplaintOutcomeMutationVariables>;
export const SetDataComplaintStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDataComplaintStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetDataComplaintStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDataComplaintStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminDataComplaintDetail_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminDataComplaint_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminDataComplaint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"topicLabel"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answerDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredByName"}},{"kind":"Field","name":{"kind":"Name","value":"noteCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminDataComplaintDetail_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminDataComplaintDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"complaint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminDataComplaint_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<SetDataComplaintStatusMutation, SetDataComplaintStatusMutationVariables>;
export const AdminListingReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminListingReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListingReportFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminListingReports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reasonLabel"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"reporterEmail"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionNote"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedByName"}},{"kind":"Field","name":{"kind":"Name","value":"franchiseId"}},{"kind":"Field","name":{"kind":"Name","value":"franchiseName"}},{"kind":"Field","name":{"kind":"Name","value":"franchiseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"franchisorName"}}]}}]}}]}}]} as unknown as DocumentNode<AdminListingReportsQuery, AdminListingReportsQueryVariables>;
export const AdminOpenReportCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOpenReportCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOpenReportCount"}}]}}]} as unknown as DocumentNode<AdminOpenReportCountQuery, AdminOpenReportCountQueryVariables>;
export const AdminOpenReportCountChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminOpenReportCountChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOpenReportCount"}}]}}]} as unknown as DocumentNode<AdminOpenReportCountChangedSubscription, AdminOpenReportCountChangedSubscriptionVariables>;
export const ResolveListingReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResolveListingReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResolveListingReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveListingReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionNote"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedByName"}},{"kind":"Field","name":{"kind":"Name","value":"franchiseStatus"}}]}}]}}]} as unknown as DocumentNode<ResolveListingReportMutation, ResolveListingReportMutationVariables>;
export const AdminMembershipClaimsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMembershipClaims"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminMembershipClaims"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"membershipNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statedAt"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminMembershipClaimsQuery, AdminMembershipClaimsQueryVariables>;
export const AdminMembershipHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMembershipHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminMembershipHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"franchisorId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"membershipNumber"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminMembershipHistoryQuery, AdminMembershipHistoryQueryVariables>;
export const RejectMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectMembership"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectMembershipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectMembership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}}]}}]}}]} as unknown as DocumentNode<RejectMembershipMutation, RejectMembershipMutationVariables>;
export const VerifyMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyMembership"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyMembershipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyMembership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}}]}}]}}]} as unknown as DocumentNode<VerifyMembershipMutation, VerifyMembershipMutationVariables>;
export const AdminMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMessagesFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"franchisor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminMessagesQuery, AdminMessagesQueryVariables>;
export const AdminUnreadMessageCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUnreadMessageCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUnreadMessageCount"}}]}}]} as unknown as DocumentNode<AdminUnreadMessageCountQuery, AdminUnreadMessageCountQueryVariables>;
export const AdminUnreadMessageCountChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminUnreadMessageCountChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUnreadMessageCount"}}]}}]} as unknown as DocumentNode<AdminUnreadMessageCountChangedSubscription, AdminUnreadMessageCountChangedSubscriptionVariables>;
export const MarkAdminMessagesReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAdminMessagesRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkMessagesReadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAdminMessagesRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<MarkAdminMessagesReadMutation, MarkAdminMessagesReadMutationVariables>;
export const MessageRecipientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MessageRecipients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MessageRecipientSearch"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageRecipients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<MessageRecipientsQuery, MessageRecipientsQueryVariables>;
export const SendAdminMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendAdminMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendAdminMessageInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attachment"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendAdminMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"attachment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attachment"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}}]}}]}}]} as unknown as DocumentNode<SendAdminMessageMutation, SendAdminMessageMutationVariables>;
export const CategoryBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoryBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"targetUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}}]}}]} as unknown as DocumentNode<CategoryBannerQuery, CategoryBannerQueryVariables>;
export const MainBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MainBanner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mainBanner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"targetUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}}]}}]} as unknown as DocumentNode<MainBannerQuery, MainBannerQueryVariables>;
export const RecordAdMetricsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordAdMetrics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordAdMetricsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordAdMetrics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RecordAdMetricsMutation, RecordAdMetricsMutationVariables>;
export const RecordBannerMetricsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordBannerMetrics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordBannerMetricsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordBannerMetrics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RecordBannerMetricsMutation, RecordBannerMetricsMutationVariables>;
export const RequestMagicLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestMagicLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestMagicLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestMagicLinkMutation, RequestMagicLinkMutationVariables>;
export const SignInWithMagicLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignInWithMagicLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInWithMagicLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SignInWithMagicLinkMutation, SignInWithMagicLinkMutationVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const SignUpCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUpCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerSignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUpCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SignUpCustomerMutation, SignUpCustomerMutationVariables>;
export const SignUpFranchisorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUpFranchisor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FranchisorSignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUpFranchisor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SignUpFranchisorMutation, SignUpFranchisorMutationVariables>;
export const ViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;
export const BlogCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlogCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blogCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"postCount"}}]}}]}}]} as unknown as DocumentNode<BlogCategoriesQuery, BlogCategoriesQueryVariables>;
export const BlogPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlogPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blogPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"keywords"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<BlogPostQuery, BlogPostQueryVariables>;
export const BlogPostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlogPosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blogPosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BlogPostsQuery, BlogPostsQueryVariables>;
export const RecordPostViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordPostView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordPostView"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}}]}}]} as unknown as DocumentNode<RecordPostViewMutation, RecordPostViewMutationVariables>;
export const CategoryPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoryPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CategoryPageQuery, CategoryPageQueryVariables>;
export const CategoryTreeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoryTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mainCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"franchiseCount"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"franchiseCount"}}]}}]}}]}}]} as unknown as DocumentNode<CategoryTreeQuery, CategoryTreeQueryVariables>;
export const CompareFranchisesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompareFranchises"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"franchisesByIds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseCard_franchise"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brochureUrl"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseKeyFacts_details"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"illustrative"}},{"kind":"Field","name":{"kind":"Name","value":"basisText"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_category"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckedFacts_franchise"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseCard_franchise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Franchise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"franchisorId"}},{"kind":"Field","name":{"kind":"Name","value":"canRequestInfo"}},{"kind":"Field","name":{"kind":"Name","value":"featuredAdId"}},{"kind":"Field","name":{"kind":"Name","value":"companyChecked"}},{"kind":"Field","name":{"kind":"Name","value":"responseTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"investmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"mainImageUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseKeyFacts_details"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"investmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"franchiseFee"}},{"kind":"Field","name":{"kind":"Name","value":"minimumLiquidCapital"}},{"kind":"Field","name":{"kind":"Name","value":"royaltyFee"}},{"kind":"Field","name":{"kind":"Name","value":"financeAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"yearFounded"}},{"kind":"Field","name":{"kind":"Name","value":"outlets"}},{"kind":"Field","name":{"kind":"Name","value":"trainingProvided"}},{"kind":"Field","name":{"kind":"Name","value":"investmentIncludes"}},{"kind":"Field","name":{"kind":"Name","value":"ownershipStyles"}},{"kind":"Field","name":{"kind":"Name","value":"workingHours"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckedFacts_franchise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Franchise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyFacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"companyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"registerUrl"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"registeredName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"incorporatedOn"}},{"kind":"Field","name":{"kind":"Name","value":"accountsOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationStatementOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"locality"}}]}},{"kind":"Field","name":{"kind":"Name","value":"membership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}}]}}]}}]} as unknown as DocumentNode<CompareFranchisesQuery, CompareFranchisesQueryVariables>;
export const FeaturedOpportunitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeaturedOpportunities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featuredOpportunities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adId"}},{"kind":"Field","name":{"kind":"Name","value":"franchise"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseCard_franchise"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseCard_franchise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Franchise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"franchisorId"}},{"kind":"Field","name":{"kind":"Name","value":"canRequestInfo"}},{"kind":"Field","name":{"kind":"Name","value":"featuredAdId"}},{"kind":"Field","name":{"kind":"Name","value":"companyChecked"}},{"kind":"Field","name":{"kind":"Name","value":"responseTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"investmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"mainImageUrl"}}]}}]}}]} as unknown as DocumentNode<FeaturedOpportunitiesQuery, FeaturedOpportunitiesQueryVariables>;
export const FilterCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FilterCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mainCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<FilterCategoriesQuery, FilterCategoriesQueryVariables>;
export const FranchiseDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FranchiseDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"franchise"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseDetail_franchise"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseCard_franchise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Franchise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"franchisorId"}},{"kind":"Field","name":{"kind":"Name","value":"canRequestInfo"}},{"kind":"Field","name":{"kind":"Name","value":"featuredAdId"}},{"kind":"Field","name":{"kind":"Name","value":"companyChecked"}},{"kind":"Field","name":{"kind":"Name","value":"responseTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"investmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"mainImageUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseKeyFacts_details"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"investmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"franchiseFee"}},{"kind":"Field","name":{"kind":"Name","value":"minimumLiquidCapital"}},{"kind":"Field","name":{"kind":"Name","value":"royaltyFee"}},{"kind":"Field","name":{"kind":"Name","value":"financeAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"yearFounded"}},{"kind":"Field","name":{"kind":"Name","value":"outlets"}},{"kind":"Field","name":{"kind":"Name","value":"trainingProvided"}},{"kind":"Field","name":{"kind":"Name","value":"investmentIncludes"}},{"kind":"Field","name":{"kind":"Name","value":"ownershipStyles"}},{"kind":"Field","name":{"kind":"Name","value":"workingHours"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_galleryImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseGalleryImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_faq"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseFaq"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_testimonial"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseTestimonial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_successStory"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseSuccessStory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_rows"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gallery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_galleryImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_faq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testimonials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_testimonial"}}]}},{"kind":"Field","name":{"kind":"Name","value":"successStories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_successStory"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckedFacts_franchise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Franchise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyFacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"companyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"registerUrl"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"registeredName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"incorporatedOn"}},{"kind":"Field","name":{"kind":"Name","value":"accountsOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationStatementOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"locality"}}]}},{"kind":"Field","name":{"kind":"Name","value":"membership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseDetail_franchise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Franchise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseCard_franchise"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"suppliedBy"}},{"kind":"Field","name":{"kind":"Name","value":"responseTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"medianSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"withinDayPercent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"longDescription"}},{"kind":"Field","name":{"kind":"Name","value":"brochureUrl"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseKeyFacts_details"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"illustrative"}},{"kind":"Field","name":{"kind":"Name","value":"basisText"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_category"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_rows"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckedFacts_franchise"}}]}}]} as unknown as DocumentNode<FranchiseDetailQuery, FranchiseDetailQueryVariables>;
export const HomeCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mainCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"franchiseCount"}}]}}]}}]} as unknown as DocumentNode<HomeCategoriesQuery, HomeCategoriesQueryVariables>;
export const MainCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MainCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mainCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MainCategoriesQuery, MainCategoriesQueryVariables>;
export const PlacesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Places"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"places"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"within"}}]}}]}}]} as unknown as DocumentNode<PlacesQuery, PlacesQueryVariables>;
export const SearchFacetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchFacets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseSearchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"franchiseSearchFacets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"investmentRanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<SearchFacetsQuery, SearchFacetsQueryVariables>;
export const SearchFranchisesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchFranchises"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseSearchInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"franchiseSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseCard_franchise"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseCard_franchise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Franchise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"franchisorId"}},{"kind":"Field","name":{"kind":"Name","value":"canRequestInfo"}},{"kind":"Field","name":{"kind":"Name","value":"featuredAdId"}},{"kind":"Field","name":{"kind":"Name","value":"companyChecked"}},{"kind":"Field","name":{"kind":"Name","value":"responseTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"investmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"mainImageUrl"}}]}}]}}]} as unknown as DocumentNode<SearchFranchisesQuery, SearchFranchisesQueryVariables>;
export const SearchSuggestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchSuggestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchSuggestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}]}]}}]} as unknown as DocumentNode<SearchSuggestionQuery, SearchSuggestionQueryVariables>;
export const SendContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendContactMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const PrivacyNoticeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrivacyNotice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"privacyNotice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<PrivacyNoticeQuery, PrivacyNoticeQueryVariables>;
export const RetentionPeriodsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RetentionPeriods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retentionPeriods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestMonths"}},{"kind":"Field","name":{"kind":"Name","value":"signInMonths"}},{"kind":"Field","name":{"kind":"Name","value":"contactMonths"}},{"kind":"Field","name":{"kind":"Name","value":"consentYears"}}]}}]}}]} as unknown as DocumentNode<RetentionPeriodsQuery, RetentionPeriodsQueryVariables>;
export const SuccessStoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SuccessStories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successStories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"franchise"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"suppliedBy"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SuccessStoriesQuery, SuccessStoriesQueryVariables>;
export const DeleteFranchiseRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFranchiseRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFranchiseRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteFranchiseRequestMutation, DeleteFranchiseRequestMutationVariables>;
export const MyFranchiseRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyFranchiseRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myFranchiseRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"interestStatus"}},{"kind":"Field","name":{"kind":"Name","value":"contactMethod"}},{"kind":"Field","name":{"kind":"Name","value":"contactTime"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"canMessage"}},{"kind":"Field","name":{"kind":"Name","value":"introCallOffered"}},{"kind":"Field","name":{"kind":"Name","value":"introCall"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"meetingLink"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"pathLabel"}},{"kind":"Field","name":{"kind":"Name","value":"noticeVersion"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"franchise"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"investmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"mainImageUrl"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"franchisor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyFranchiseRequestsQuery, MyFranchiseRequestsQueryVariables>;
export const SendFranchiseRequestMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendFranchiseRequestMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendRequestMessageInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attachment"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendFranchiseRequestMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"attachment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attachment"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SendFranchiseRequestMessageMutation, SendFranchiseRequestMessageMutationVariables>;
export const SetFranchiseRequestContactPreferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetFranchiseRequestContactPreference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetRequestContactPreferenceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFranchiseRequestContactPreference"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contactMethod"}},{"kind":"Field","name":{"kind":"Name","value":"contactTime"}}]}}]}}]} as unknown as DocumentNode<SetFranchiseRequestContactPreferenceMutation, SetFranchiseRequestContactPreferenceMutationVariables>;
export const SetFranchiseRequestInterestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetFranchiseRequestInterest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetRequestInterestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFranchiseRequestInterest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"interestStatus"}}]}}]}}]} as unknown as DocumentNode<SetFranchiseRequestInterestMutation, SetFranchiseRequestInterestMutationVariables>;
export const SubmitDataComplaintDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitDataComplaint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitDataComplaintInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitDataComplaint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}}]} as unknown as DocumentNode<SubmitDataComplaintMutation, SubmitDataComplaintMutationVariables>;
export const CreateFeaturedAdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFeaturedAd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFeaturedAdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFeaturedAd"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adId"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutUrl"}}]}}]}}]} as unknown as DocumentNode<CreateFeaturedAdMutation, CreateFeaturedAdMutationVariables>;
export const FeaturedAdCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeaturedAdCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mainCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<FeaturedAdCategoriesQuery, FeaturedAdCategoriesQueryVariables>;
export const FeaturedAdPricingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeaturedAdPricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featuredAdPricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxAdditionalCategories"}},{"kind":"Field","name":{"kind":"Name","value":"featuredPricing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"additionalCategories"}},{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"additional"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<FeaturedAdPricingQuery, FeaturedAdPricingQueryVariables>;
export const MyFeaturedAdFranchisesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyFeaturedAdFranchises"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myFeaturedAdFranchises"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MyFeaturedAdFranchisesQuery, MyFeaturedAdFranchisesQueryVariables>;
export const MyFeaturedAdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyFeaturedAds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myFeaturedAds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"franchiseId"}},{"kind":"Field","name":{"kind":"Name","value":"franchiseName"}},{"kind":"Field","name":{"kind":"Name","value":"additionalCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"canPay"}}]}}]}}]}}]} as unknown as DocumentNode<MyFeaturedAdsQuery, MyFeaturedAdsQueryVariables>;
export const MyFeaturedAdsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MyFeaturedAdsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myFeaturedAdsChanged"}}]}}]} as unknown as DocumentNode<MyFeaturedAdsChangedSubscription, MyFeaturedAdsChangedSubscriptionVariables>;
export const PayFeaturedAdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayFeaturedAd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payFeaturedAd"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adId"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutUrl"}}]}}]}}]} as unknown as DocumentNode<PayFeaturedAdMutation, PayFeaturedAdMutationVariables>;
export const SandboxCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SandboxCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sandboxCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"adId"}},{"kind":"Field","name":{"kind":"Name","value":"franchiseName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelUrl"}}]}}]}}]} as unknown as DocumentNode<SandboxCheckoutQuery, SandboxCheckoutQueryVariables>;
export const PaySandboxCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaySandboxCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paySandboxCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}]}]}}]} as unknown as DocumentNode<PaySandboxCheckoutMutation, PaySandboxCheckoutMutationVariables>;
export const DeleteSavedMatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSavedMatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSavedMatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteSavedMatchMutation, DeleteSavedMatchMutationVariables>;
export const FranchiseMatchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FranchiseMatches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"answers"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MatchAnswersInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"franchiseMatches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"answers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"answers"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fit"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fits"}}]}},{"kind":"Field","name":{"kind":"Name","value":"franchise"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseCard_franchise"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseCard_franchise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Franchise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"franchisorId"}},{"kind":"Field","name":{"kind":"Name","value":"canRequestInfo"}},{"kind":"Field","name":{"kind":"Name","value":"featuredAdId"}},{"kind":"Field","name":{"kind":"Name","value":"companyChecked"}},{"kind":"Field","name":{"kind":"Name","value":"responseTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"investmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"mainImageUrl"}}]}}]}}]} as unknown as DocumentNode<FranchiseMatchesQuery, FranchiseMatchesQueryVariables>;
export const MySavedMatchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySavedMatches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySavedMatches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownCash"}},{"kind":"Field","name":{"kind":"Name","value":"borrowing"}},{"kind":"Field","name":{"kind":"Name","value":"involvement"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"sectorIds"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"experience"}},{"kind":"Field","name":{"kind":"Name","value":"timeframe"}}]}}]}}]}}]} as unknown as DocumentNode<MySavedMatchesQuery, MySavedMatchesQueryVariables>;
export const SaveMatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveMatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"answers"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MatchAnswersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveMatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"answers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"answers"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<SaveMatchMutation, SaveMatchMutationVariables>;
export const MyCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanySection_company"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanySection_company"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchisorCompany"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"notRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"checksEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"registerUrl"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"registeredName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"incorporatedOn"}},{"kind":"Field","name":{"kind":"Name","value":"accountsOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationStatementOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"locality"}},{"kind":"Field","name":{"kind":"Name","value":"sicCodes"}},{"kind":"Field","name":{"kind":"Name","value":"activeOfficers"}}]}}]}}]} as unknown as DocumentNode<MyCompanyQuery, MyCompanyQueryVariables>;
export const MyMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyMembership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myMembership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MembershipSection_membership"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MembershipSection_membership"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchisorMembership"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"membershipNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statedAt"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}}]}}]} as unknown as DocumentNode<MyMembershipQuery, MyMembershipQueryVariables>;
export const StateMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StateMembership"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StateMembershipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateMembership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MembershipSection_membership"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MembershipSection_membership"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchisorMembership"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"membershipNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statedAt"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}}]}}]} as unknown as DocumentNode<StateMembershipMutation, StateMembershipMutationVariables>;
export const UpdateMyCompanyNumberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyCompanyNumber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyNumberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyCompanyNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanySection_company"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanySection_company"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchisorCompany"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"notRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"checksEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"registerUrl"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"registeredName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"incorporatedOn"}},{"kind":"Field","name":{"kind":"Name","value":"accountsOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationStatementOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"locality"}},{"kind":"Field","name":{"kind":"Name","value":"sicCodes"}},{"kind":"Field","name":{"kind":"Name","value":"activeOfficers"}}]}}]}}]} as unknown as DocumentNode<UpdateMyCompanyNumberMutation, UpdateMyCompanyNumberMutationVariables>;
export const WithdrawMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawMembership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawMembership"}}]}}]} as unknown as DocumentNode<WithdrawMembershipMutation, WithdrawMembershipMutationVariables>;
export const ApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenRow_token"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenRow_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<ApiTokensQuery, ApiTokensQueryVariables>;
export const CreateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenRow_token"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenRow_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const FranchisorPendingFranchisesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FranchisorPendingFranchises"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"franchisorPendingFranchises"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<FranchisorPendingFranchisesQuery, FranchisorPendingFranchisesQueryVariables>;
export const FranchisorPerformanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FranchisorPerformance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PerformanceRangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"franchisorPerformance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"franchises"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"franchiseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"funnel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"requestInfos"}},{"kind":"Field","name":{"kind":"Name","value":"leads"}},{"kind":"Field","name":{"kind":"Name","value":"contacted"}},{"kind":"Field","name":{"kind":"Name","value":"qualified"}},{"kind":"Field","name":{"kind":"Name","value":"converted"}},{"kind":"Field","name":{"kind":"Name","value":"conversionRate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"requestInfos"}},{"kind":"Field","name":{"kind":"Name","value":"leads"}},{"kind":"Field","name":{"kind":"Name","value":"contacted"}},{"kind":"Field","name":{"kind":"Name","value":"qualified"}},{"kind":"Field","name":{"kind":"Name","value":"converted"}},{"kind":"Field","name":{"kind":"Name","value":"conversionRate"}}]}}]}}]}}]} as unknown as DocumentNode<FranchisorPerformanceQuery, FranchisorPerformanceQueryVariables>;
export const FranchisorResponseTimesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FranchisorResponseTimes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"franchisorResponseTimes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leads"}},{"kind":"Field","name":{"kind":"Name","value":"answeredWithinDay"}},{"kind":"Field","name":{"kind":"Name","value":"withinDayPercent"}},{"kind":"Field","name":{"kind":"Name","value":"medianSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"shownOnListings"}},{"kind":"Field","name":{"kind":"Name","value":"minimumLeads"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStart"}},{"kind":"Field","name":{"kind":"Name","value":"leads"}},{"kind":"Field","name":{"kind":"Name","value":"answeredWithinDay"}},{"kind":"Field","name":{"kind":"Name","value":"medianSeconds"}}]}}]}}]}}]} as unknown as DocumentNode<FranchisorResponseTimesQuery, FranchisorResponseTimesQueryVariables>;
export const MySignInsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySignIns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySignIns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]} as unknown as DocumentNode<MySignInsQuery, MySignInsQueryVariables>;
export const CreateMyFranchiseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMyFranchise"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseFormInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMyFranchise"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseForm_franchise"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseKeyFacts_details"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"investmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"franchiseFee"}},{"kind":"Field","name":{"kind":"Name","value":"minimumLiquidCapital"}},{"kind":"Field","name":{"kind":"Name","value":"royaltyFee"}},{"kind":"Field","name":{"kind":"Name","value":"financeAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"yearFounded"}},{"kind":"Field","name":{"kind":"Name","value":"outlets"}},{"kind":"Field","name":{"kind":"Name","value":"trainingProvided"}},{"kind":"Field","name":{"kind":"Name","value":"investmentIncludes"}},{"kind":"Field","name":{"kind":"Name","value":"ownershipStyles"}},{"kind":"Field","name":{"kind":"Name","value":"workingHours"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_galleryImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseGalleryImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_faq"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseFaq"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_testimonial"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseTestimonial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_successStory"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseSuccessStory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_rows"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gallery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_galleryImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_faq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testimonials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_testimonial"}}]}},{"kind":"Field","name":{"kind":"Name","value":"successStories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_successStory"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseForm_franchise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchisorFranchise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"within"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"longDescription"}},{"kind":"Field","name":{"kind":"Name","value":"investmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"keyFacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseKeyFacts_details"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"outletsCounted"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"periodMonths"}},{"kind":"Field","name":{"kind":"Name","value":"statedOn"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"mainImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"brochureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_category"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_rows"}}]}}]} as unknown as DocumentNode<CreateMyFranchiseMutation, CreateMyFranchiseMutationVariables>;
export const FranchiseFormCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FranchiseFormCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mainCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<FranchiseFormCategoriesQuery, FranchiseFormCategoriesQueryVariables>;
export const MyFranchisePreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyFranchisePreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myFranchisePreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseDetail_franchise"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseCard_franchise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Franchise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"franchisorId"}},{"kind":"Field","name":{"kind":"Name","value":"canRequestInfo"}},{"kind":"Field","name":{"kind":"Name","value":"featuredAdId"}},{"kind":"Field","name":{"kind":"Name","value":"companyChecked"}},{"kind":"Field","name":{"kind":"Name","value":"responseTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"investmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"mainImageUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseKeyFacts_details"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"investmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"franchiseFee"}},{"kind":"Field","name":{"kind":"Name","value":"minimumLiquidCapital"}},{"kind":"Field","name":{"kind":"Name","value":"royaltyFee"}},{"kind":"Field","name":{"kind":"Name","value":"financeAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"yearFounded"}},{"kind":"Field","name":{"kind":"Name","value":"outlets"}},{"kind":"Field","name":{"kind":"Name","value":"trainingProvided"}},{"kind":"Field","name":{"kind":"Name","value":"investmentIncludes"}},{"kind":"Field","name":{"kind":"Name","value":"ownershipStyles"}},{"kind":"Field","name":{"kind":"Name","value":"workingHours"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_galleryImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseGalleryImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_faq"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseFaq"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_testimonial"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseTestimonial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_successStory"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseSuccessStory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_rows"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gallery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_galleryImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_faq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testimonials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_testimonial"}}]}},{"kind":"Field","name":{"kind":"Name","value":"successStories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_successStory"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckedFacts_franchise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Franchise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyFacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"companyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"registerUrl"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"registeredName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"incorporatedOn"}},{"kind":"Field","name":{"kind":"Name","value":"accountsOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationStatementOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"locality"}}]}},{"kind":"Field","name":{"kind":"Name","value":"membership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseDetail_franchise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Franchise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseCard_franchise"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"suppliedBy"}},{"kind":"Field","name":{"kind":"Name","value":"responseTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"medianSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"withinDayPercent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"longDescription"}},{"kind":"Field","name":{"kind":"Name","value":"brochureUrl"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseKeyFacts_details"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"illustrative"}},{"kind":"Field","name":{"kind":"Name","value":"basisText"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_category"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_rows"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckedFacts_franchise"}}]}}]} as unknown as DocumentNode<MyFranchisePreviewQuery, MyFranchisePreviewQueryVariables>;
export const MyFranchiseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyFranchise"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myFranchise"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseForm_franchise"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseKeyFacts_details"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"investmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"franchiseFee"}},{"kind":"Field","name":{"kind":"Name","value":"minimumLiquidCapital"}},{"kind":"Field","name":{"kind":"Name","value":"royaltyFee"}},{"kind":"Field","name":{"kind":"Name","value":"financeAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"yearFounded"}},{"kind":"Field","name":{"kind":"Name","value":"outlets"}},{"kind":"Field","name":{"kind":"Name","value":"trainingProvided"}},{"kind":"Field","name":{"kind":"Name","value":"investmentIncludes"}},{"kind":"Field","name":{"kind":"Name","value":"ownershipStyles"}},{"kind":"Field","name":{"kind":"Name","value":"workingHours"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_galleryImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseGalleryImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_faq"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseFaq"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_testimonial"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseTestimonial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_successStory"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseSuccessStory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_rows"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gallery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_galleryImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_faq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testimonials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_testimonial"}}]}},{"kind":"Field","name":{"kind":"Name","value":"successStories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_successStory"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseForm_franchise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchisorFranchise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"within"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"longDescription"}},{"kind":"Field","name":{"kind":"Name","value":"investmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"keyFacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseKeyFacts_details"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"outletsCounted"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"periodMonths"}},{"kind":"Field","name":{"kind":"Name","value":"statedOn"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"mainImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"brochureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_category"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_rows"}}]}}]} as unknown as DocumentNode<MyFranchiseQuery, MyFranchiseQueryVariables>;
export const MyFranchisesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyFranchises"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myFranchises"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_category"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}}]} as unknown as DocumentNode<MyFranchisesQuery, MyFranchisesQueryVariables>;
export const UkCitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UkCities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ukCities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode<UkCitiesQuery, UkCitiesQueryVariables>;
export const UpdateMyFranchiseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyFranchise"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseFormInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyFranchise"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseForm_franchise"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseKeyFacts_details"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"investmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"franchiseFee"}},{"kind":"Field","name":{"kind":"Name","value":"minimumLiquidCapital"}},{"kind":"Field","name":{"kind":"Name","value":"royaltyFee"}},{"kind":"Field","name":{"kind":"Name","value":"financeAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"yearFounded"}},{"kind":"Field","name":{"kind":"Name","value":"outlets"}},{"kind":"Field","name":{"kind":"Name","value":"trainingProvided"}},{"kind":"Field","name":{"kind":"Name","value":"investmentIncludes"}},{"kind":"Field","name":{"kind":"Name","value":"ownershipStyles"}},{"kind":"Field","name":{"kind":"Name","value":"workingHours"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_galleryImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseGalleryImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_faq"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseFaq"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_testimonial"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseTestimonial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_successStory"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseSuccessStory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_rows"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gallery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_galleryImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_faq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testimonials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_testimonial"}}]}},{"kind":"Field","name":{"kind":"Name","value":"successStories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_successStory"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseForm_franchise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchisorFranchise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"within"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"longDescription"}},{"kind":"Field","name":{"kind":"Name","value":"investmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"keyFacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseKeyFacts_details"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"outletsCounted"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"periodMonths"}},{"kind":"Field","name":{"kind":"Name","value":"statedOn"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"mainImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"brochureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_category"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_rows"}}]}}]} as unknown as DocumentNode<UpdateMyFranchiseMutation, UpdateMyFranchiseMutationVariables>;
export const WithdrawMyFranchiseChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawMyFranchiseChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawMyFranchiseChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseForm_franchise"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseKeyFacts_details"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"investmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"franchiseFee"}},{"kind":"Field","name":{"kind":"Name","value":"minimumLiquidCapital"}},{"kind":"Field","name":{"kind":"Name","value":"royaltyFee"}},{"kind":"Field","name":{"kind":"Name","value":"financeAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"yearFounded"}},{"kind":"Field","name":{"kind":"Name","value":"outlets"}},{"kind":"Field","name":{"kind":"Name","value":"trainingProvided"}},{"kind":"Field","name":{"kind":"Name","value":"investmentIncludes"}},{"kind":"Field","name":{"kind":"Name","value":"ownershipStyles"}},{"kind":"Field","name":{"kind":"Name","value":"workingHours"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_galleryImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseGalleryImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_faq"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseFaq"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_testimonial"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseTestimonial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_successStory"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseSuccessStory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseContent_rows"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gallery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_galleryImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_faq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testimonials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_testimonial"}}]}},{"kind":"Field","name":{"kind":"Name","value":"successStories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_successStory"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FranchiseForm_franchise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FranchisorFranchise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"within"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"longDescription"}},{"kind":"Field","name":{"kind":"Name","value":"investmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"keyFacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseKeyFacts_details"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"outletsCounted"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"periodMonths"}},{"kind":"Field","name":{"kind":"Name","value":"statedOn"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"mainImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"brochureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_category"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FranchiseContent_rows"}}]}}]} as unknown as DocumentNode<WithdrawMyFranchiseChangesMutation, WithdrawMyFranchiseChangesMutationVariables>;
export const MyIntroCallSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyIntroCallSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myIntroCallSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IntroCallSettings_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IntroCallSettings_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IntroCallSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offered"}},{"kind":"Field","name":{"kind":"Name","value":"windows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"startMinute"}},{"kind":"Field","name":{"kind":"Name","value":"endMinute"}}]}},{"kind":"Field","name":{"kind":"Name","value":"callMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"meetingLink"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"noticeHours"}},{"kind":"Field","name":{"kind":"Name","value":"horizonDays"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<MyIntroCallSettingsQuery, MyIntroCallSettingsQueryVariables>;
export const SaveIntroCallSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveIntroCallSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IntroCallSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveIntroCallSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IntroCallSettings_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IntroCallSettings_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IntroCallSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offered"}},{"kind":"Field","name":{"kind":"Name","value":"windows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"startMinute"}},{"kind":"Field","name":{"kind":"Name","value":"endMinute"}}]}},{"kind":"Field","name":{"kind":"Name","value":"callMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"meetingLink"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"noticeHours"}},{"kind":"Field","name":{"kind":"Name","value":"horizonDays"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SaveIntroCallSettingsMutation, SaveIntroCallSettingsMutationVariables>;
export const TurnOffIntroCallsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TurnOffIntroCalls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"turnOffIntroCalls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IntroCallSettings_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IntroCallSettings_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IntroCallSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offered"}},{"kind":"Field","name":{"kind":"Name","value":"windows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"startMinute"}},{"kind":"Field","name":{"kind":"Name","value":"endMinute"}}]}},{"kind":"Field","name":{"kind":"Name","value":"callMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"meetingLink"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"noticeHours"}},{"kind":"Field","name":{"kind":"Name","value":"horizonDays"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TurnOffIntroCallsMutation, TurnOffIntroCallsMutationVariables>;
export const AssignFranchisorLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignFranchisorLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssignFranchisorLeadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignFranchisorLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode<AssignFranchisorLeadMutation, AssignFranchisorLeadMutationVariables>;
export const CancelLeadIntroCallDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelLeadIntroCall"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelLeadIntroCall"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBy"}}]}}]}}]} as unknown as DocumentNode<CancelLeadIntroCallMutation, CancelLeadIntroCallMutationVariables>;
export const FranchisorLeadFranchisesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FranchisorLeadFranchises"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"franchisorLeadFranchises"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<FranchisorLeadFranchisesQuery, FranchisorLeadFranchisesQueryVariables>;
export const FranchisorLeadMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FranchisorLeadMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"franchisorLeadMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConversationMessage_message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversationMessage_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentUrl"}}]}}]} as unknown as DocumentNode<FranchisorLeadMessagesQuery, FranchisorLeadMessagesQueryVariables>;
export const FranchisorLeadStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FranchisorLeadStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"franchisorLeadStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"qualified"}},{"kind":"Field","name":{"kind":"Name","value":"converted"}},{"kind":"Field","name":{"kind":"Name","value":"meetingRequirements"}},{"kind":"Field","name":{"kind":"Name","value":"missingRequirements"}},{"kind":"Field","name":{"kind":"Name","value":"highScore"}},{"kind":"Field","name":{"kind":"Name","value":"mediumScore"}},{"kind":"Field","name":{"kind":"Name","value":"lowScore"}}]}}]}}]} as unknown as DocumentNode<FranchisorLeadStatsQuery, FranchisorLeadStatsQueryVariables>;
export const FranchisorLeadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FranchisorLeads"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FranchisorLeadFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FranchisorLeadSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"franchisorLeads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unreadMessageCount"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meetsRequirements"}},{"kind":"Field","name":{"kind":"Name","value":"requirementsMissed"}},{"kind":"Field","name":{"kind":"Name","value":"contactMethod"}},{"kind":"Field","name":{"kind":"Name","value":"contactTime"}},{"kind":"Field","name":{"kind":"Name","value":"score"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"band"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"introCall"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"franchise"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FranchisorLeadsQuery, FranchisorLeadsQueryVariables>;
export const FranchisorLeadTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FranchisorLeadTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"franchisorTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode<FranchisorLeadTeamQuery, FranchisorLeadTeamQueryVariables>;
export const LeadIntroCallSlotsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeadIntroCallSlots"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadIntroCallSlots"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"meetingKind"}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]} as unknown as DocumentNode<LeadIntroCallSlotsQuery, LeadIntroCallSlotsQueryVariables>;
export const MoveLeadIntroCallDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveLeadIntroCall"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startsAt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveLeadIntroCall"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"startsAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startsAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}}]}}]} as unknown as DocumentNode<MoveLeadIntroCallMutation, MoveLeadIntroCallMutationVariables>;
export const NewLeadCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewLeadCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newLeadCount"}}]}}]} as unknown as DocumentNode<NewLeadCountQuery, NewLeadCountQueryVariables>;
export const NewLeadCountChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NewLeadCountChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newLeadCount"}}]}}]} as unknown as DocumentNode<NewLeadCountChangedSubscription, NewLeadCountChangedSubscriptionVariables>;
export const OpenFranchisorLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpenFranchisorLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openFranchisorLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"franchisorId"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"desiredInvestment"}},{"kind":"Field","name":{"kind":"Name","value":"desiredTimeframe"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"interestStatus"}},{"kind":"Field","name":{"kind":"Name","value":"marketingOptIn"}},{"kind":"Field","name":{"kind":"Name","value":"consentText"}},{"kind":"Field","name":{"kind":"Name","value":"consentAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasAccount"}},{"kind":"Field","name":{"kind":"Name","value":"unreadMessageCount"}},{"kind":"Field","name":{"kind":"Name","value":"meetsRequirements"}},{"kind":"Field","name":{"kind":"Name","value":"requirementsMissed"}},{"kind":"Field","name":{"kind":"Name","value":"contactMethod"}},{"kind":"Field","name":{"kind":"Name","value":"contactTime"}},{"kind":"Field","name":{"kind":"Name","value":"introCall"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quizAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"score"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"band"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"maxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"franchise"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<OpenFranchisorLeadMutation, OpenFranchisorLeadMutationVariables>;
export const ReplyToFranchisorLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplyToFranchisorLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReplyToFranchisorLeadInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attachment"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyToFranchisorLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"attachment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attachment"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConversationMessage_message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversationMessage_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentUrl"}}]}}]} as unknown as DocumentNode<ReplyToFranchisorLeadMutation, ReplyToFranchisorLeadMutationVariables>;
export const SetFranchisorLeadStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetFranchisorLeadStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetFranchisorLeadStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFranchisorLeadStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SetFranchisorLeadStatusMutation, SetFranchisorLeadStatusMutationVariables>;
export const MarkSupportMessagesReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkSupportMessagesRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markSupportMessagesRead"}}]}}]} as unknown as DocumentNode<MarkSupportMessagesReadMutation, MarkSupportMessagesReadMutationVariables>;
export const SendSupportMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendSupportMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendSupportMessageInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attachment"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendSupportMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"attachment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attachment"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupportMessage_message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupportMessage_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupportMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentUrl"}}]}}]} as unknown as DocumentNode<SendSupportMessageMutation, SendSupportMessageMutationVariables>;
export const SupportMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupportMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupportMessage_message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupportMessage_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupportMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentUrl"}}]}}]} as unknown as DocumentNode<SupportMessagesQuery, SupportMessagesQueryVariables>;
export const SupportUnreadCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupportUnreadCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportUnreadCount"}}]}}]} as unknown as DocumentNode<SupportUnreadCountQuery, SupportUnreadCountQueryVariables>;
export const SupportUnreadCountChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SupportUnreadCountChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportUnreadCount"}}]}}]} as unknown as DocumentNode<SupportUnreadCountChangedSubscription, SupportUnreadCountChangedSubscriptionVariables>;
export const AcceptTeamInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptTeamInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcceptTeamInvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptTeamInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AcceptTeamInvitationMutation, AcceptTeamInvitationMutationVariables>;
export const CancelTeamInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelTeamInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelTeamInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<CancelTeamInvitationMutation, CancelTeamInvitationMutationVariables>;
export const FranchisorTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FranchisorTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"franchisorTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"founder"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"invitedByName"}}]}}]}}]}}]} as unknown as DocumentNode<FranchisorTeamQuery, FranchisorTeamQueryVariables>;
export const InviteTeamMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteTeamMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteTeamMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteTeamMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<InviteTeamMemberMutation, InviteTeamMemberMutationVariables>;
export const LeadRoutingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeadRouting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadRouting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"franchiseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"area"}}]}}]}}]}}]} as unknown as DocumentNode<LeadRoutingQuery, LeadRoutingQueryVariables>;
export const RemoveTeamMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveTeamMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeTeamMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveTeamMemberMutation, RemoveTeamMemberMutationVariables>;
export const ResendTeamInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendTeamInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendTeamInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}}]}}]}}]} as unknown as DocumentNode<ResendTeamInvitationMutation, ResendTeamInvitationMutationVariables>;
export const SetLeadRoutingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetLeadRouting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetLeadRoutingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setLeadRouting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"franchiseId"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"area"}}]}}]}}]}}]} as unknown as DocumentNode<SetLeadRoutingMutation, SetLeadRoutingMutationVariables>;
export const TeamInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]} as unknown as DocumentNode<TeamInvitationQuery, TeamInvitationQueryVariables>;
export const TransferTeamOwnershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TransferTeamOwnership"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferTeamOwnership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<TransferTeamOwnershipMutation, TransferTeamOwnershipMutationVariables>;
export const MyFranchiseTerritoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyFranchiseTerritories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"franchiseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myFranchise"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"franchiseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myFranchiseTerritories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"franchiseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"franchiseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"reserved"}},{"kind":"Field","name":{"kind":"Name","value":"taken"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"postTown"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<MyFranchiseTerritoriesQuery, MyFranchiseTerritoriesQueryVariables>;
export const AddFranchiseTerritoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddFranchiseTerritories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddTerritoriesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addFranchiseTerritories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<AddFranchiseTerritoriesMutation, AddFranchiseTerritoriesMutationVariables>;
export const SetFranchiseTerritoryStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetFranchiseTerritoryState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TerritoryState"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFranchiseTerritoryState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<SetFranchiseTerritoryStateMutation, SetFranchiseTerritoryStateMutationVariables>;
export const RemoveFranchiseTerritoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveFranchiseTerritory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFranchiseTerritory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveFranchiseTerritoryMutation, RemoveFranchiseTerritoryMutationVariables>;
export const WebhookEndpointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointCard_endpoint"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointCard_endpoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"autoDisabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}}]}}]} as unknown as DocumentNode<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>;
export const CreateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointCard_endpoint"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointCard_endpoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"autoDisabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}}]}}]} as unknown as DocumentNode<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>;
export const UpdateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointCard_endpoint"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointCard_endpoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"autoDisabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}}]}}]} as unknown as DocumentNode<UpdateWebhookEndpointMutation, UpdateWebhookEndpointMutationVariables>;
export const DeleteWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>;
export const RollWebhookSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RollWebhookSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rollWebhookSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<RollWebhookSecretMutation, RollWebhookSecretMutationVariables>;
export const SendTestWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendTestWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTestWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<SendTestWebhookMutation, SendTestWebhookMutationVariables>;
export const RedeliverWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeliverWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deliveryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeliverWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deliveryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deliveryId"}}}]}]}}]} as unknown as DocumentNode<RedeliverWebhookMutation, RedeliverWebhookMutationVariables>;
export const WebhookAttemptsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookAttempts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookAttempts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attemptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryState"}}]}}]}}]}}]} as unknown as DocumentNode<WebhookAttemptsQuery, WebhookAttemptsQueryVariables>;
export const BookIntroCallDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookIntroCall"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startsAt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookIntroCall"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}}},{"kind":"Argument","name":{"kind":"Name","value":"startsAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startsAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<BookIntroCallMutation, BookIntroCallMutationVariables>;
export const MoveIntroCallDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveIntroCall"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startsAt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveIntroCall"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"startsAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startsAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<MoveIntroCallMutation, MoveIntroCallMutationVariables>;
export const CancelIntroCallDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelIntroCall"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelIntroCall"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CancelIntroCallMutation, CancelIntroCallMutationVariables>;
export const IntroCallSlotsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IntroCallSlots"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"introCallSlots"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"meetingKind"}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]} as unknown as DocumentNode<IntroCallSlotsQuery, IntroCallSlotsQueryVariables>;
export const ClaimPendingFranchisesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimPendingFranchises"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimFranchisesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimPendingFranchises"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}}]}}]}}]} as unknown as DocumentNode<ClaimPendingFranchisesMutation, ClaimPendingFranchisesMutationVariables>;
export const ConsentNoticeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsentNotice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConsentNoticeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consentNotice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"noticeVersion"}}]}}]}}]} as unknown as DocumentNode<ConsentNoticeQuery, ConsentNoticeQueryVariables>;
export const CustomerAccountExistsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerAccountExists"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerAccountExists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<CustomerAccountExistsQuery, CustomerAccountExistsQueryVariables>;
export const RequestInfoSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestInfoSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestInfoSignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestInfoSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<RequestInfoSignInMutation, RequestInfoSignInMutationVariables>;
export const RequestInfoSignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestInfoSignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestInfoSignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestInfoSignUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<RequestInfoSignUpMutation, RequestInfoSignUpMutationVariables>;
export const RequestRequirementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestRequirements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestRequirementsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestRequirements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"franchiseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"minimumLiquidCapital"}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"belowMinCapital"}},{"kind":"Field","name":{"kind":"Name","value":"outsideAreas"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]}}]} as unknown as DocumentNode<RequestRequirementsQuery, RequestRequirementsQueryVariables>;
export const SubmitFranchiseLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitFranchiseLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FranchiseLeadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitFranchiseLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}}]}}]}}]} as unknown as DocumentNode<SubmitFranchiseLeadMutation, SubmitFranchiseLeadMutationVariables>;
export const ReportListingFranchiseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportListingFranchise"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"franchise"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ReportListingFranchiseQuery, ReportListingFranchiseQueryVariables>;
export const ReportListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportListingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ReportListingMutation, ReportListingMutationVariables>;
export const MarkConversationReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkConversationRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"counterpartId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markConversationRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"counterpartId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"counterpartId"}}}]}]}}]} as unknown as DocumentNode<MarkConversationReadMutation, MarkConversationReadMutationVariables>;
export const MyConversationMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyConversationMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"counterpartId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myConversationMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"counterpartId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"counterpartId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConversationMessage_message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversationMessage_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentUrl"}}]}}]} as unknown as DocumentNode<MyConversationMessagesQuery, MyConversationMessagesQueryVariables>;
export const MyConversationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyConversations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myConversations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"counterpartId"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"franchiseNames"}},{"kind":"Field","name":{"kind":"Name","value":"canReply"}},{"kind":"Field","name":{"kind":"Name","value":"counterpart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentUrl"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyConversationsQuery, MyConversationsQueryVariables>;
export const ReplyToConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplyToConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReplyToConversationInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attachment"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyToConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"attachment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attachment"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConversationMessage_message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversationMessage_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentUrl"}}]}}]} as unknown as DocumentNode<ReplyToConversationMutation, ReplyToConversationMutationVariables>;
export const UnreadMessageCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnreadMessageCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadMessageCount"}}]}}]} as unknown as DocumentNode<UnreadMessageCountQuery, UnreadMessageCountQueryVariables>;
export const UnreadMessageCountChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"UnreadMessageCountChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadMessageCount"}}]}}]} as unknown as DocumentNode<UnreadMessageCountChangedSubscription, UnreadMessageCountChangedSubscriptionVariables>;
export const DeleteSavedSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSavedSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSavedSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteSavedSearchMutation, DeleteSavedSearchMutationVariables>;
export const MySavedSearchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySavedSearches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySavedSearches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedSearch_search"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedSearch_search"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedSearchView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"subcategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"investment"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"alert"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subcategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MySavedSearchesQuery, MySavedSearchesQueryVariables>;
export const SaveSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveSearchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedSearch_search"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedSearch_search"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedSearchView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"subcategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"investment"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"alert"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subcategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SaveSearchMutation, SaveSearchMutationVariables>;
export const SetSavedSearchAlertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSavedSearchAlert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"alert"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchAlert"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSavedSearchAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"alert"},"value":{"kind":"Variable","name":{"kind":"Name","value":"alert"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alert"}}]}}]}}]} as unknown as DocumentNode<SetSavedSearchAlertMutation, SetSavedSearchAlertMutationVariables>;
export const RequestInfoFranchisesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestInfoFranchises"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"franchisesByIds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"franchisorId"}},{"kind":"Field","name":{"kind":"Name","value":"canRequestInfo"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"investmentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"minimumLiquidCapital"}}]}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"responseTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}}]}}]} as unknown as DocumentNode<RequestInfoFranchisesQuery, RequestInfoFranchisesQueryVariables>;
export const FranchiseTerritoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FranchiseTerritories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"franchiseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postcode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"franchiseTerritories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"franchiseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"franchiseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"postcode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postcode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"reserved"}},{"kind":"Field","name":{"kind":"Name","value":"taken"}},{"kind":"Field","name":{"kind":"Name","value":"check"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<FranchiseTerritoriesQuery, FranchiseTerritoriesQueryVariables>;