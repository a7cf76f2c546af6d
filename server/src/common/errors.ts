import { GraphQLError } from 'graphql';

/** Every `extensions.code` the API sends. Clients branch on these, never on message text. */
export enum ErrorCode {
  UNAUTHENTICATED = 'UNAUTHENTICATED',
  SESSION_EXPIRED = 'SESSION_EXPIRED',
  FORBIDDEN = 'FORBIDDEN',
  ACCOUNT_PENDING = 'ACCOUNT_PENDING',
  ACCOUNT_REJECTED = 'ACCOUNT_REJECTED',
  INVALID_CREDENTIALS = 'INVALID_CREDENTIALS',
  BAD_USER_INPUT = 'BAD_USER_INPUT',
  NOT_FOUND = 'NOT_FOUND',
  CONFLICT = 'CONFLICT',
  RATE_LIMITED = 'RATE_LIMITED',
  /** A magic sign-in link that is unknown, already used or expired; `extensions.reason` says which. */
  INVALID_LINK = 'INVALID_LINK',
  PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE',
  /** A request the server could not read (bad JSON, broken multipart, wrong content type). */
  BAD_REQUEST = 'BAD_REQUEST',
  /** The payment provider refused or failed a request (checkout, price sync); the message says what to show. */
  PAYMENT_PROVIDER_ERROR = 'PAYMENT_PROVIDER_ERROR',
  /** File storage has no room (a full volume or bucket): nothing of the upload was kept; the same upload may work later. */
  STORAGE_FULL = 'STORAGE_FULL',
  /**
   * The database could not be reached, or went away mid-request (down, restarting, failing over): an outage, not a
   * bug; the same request may work in a moment. Over HTTP it comes with status 503 and Retry-After.
   */
  SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE',
  INTERNAL_SERVER_ERROR = 'INTERNAL_SERVER_ERROR',
}

/**
 * User-facing messages. Wording comes from the spec's error catalogues where it gives one;
 * the rest are recorded in docs/decisions.md.
 */
export const Messages = {
  notAuthenticated: 'Not authenticated',
  unauthorizedAccess: 'Unauthorized access',
  teamOwnerOnly: 'Only the owner of the company account can manage its team.',
  integrationsOwnerOnly: 'Only the owner of the company account can manage its API tokens and webhooks.',
  invitationUnknown: 'This invitation link is not valid. Please ask for a new invitation.',
  invitationUsed: 'This invitation has already been used. Please sign in instead.',
  invitationExpired: 'This invitation has expired. Please ask the account owner to send a new one.',
  invitationPending: 'An invitation to this e-mail address is already waiting to be accepted.',
  alreadyTeamMember: 'This person is already a member of your team.',
  teamMemberNotFound: 'Team member not found',
  invitationNotFound: 'Invitation not found',
  cannotRemoveOwner: 'The owner cannot be removed. Pass ownership on to another member first.',
  cannotRemoveFounder: 'The founding account holds the company record and cannot be removed.',
  assigneeNotMember: 'Leads can only be assigned to a member of your team.',
  routingNeedsMembers: 'Choose at least one member to take leads in turn.',
  routingAreaNotListed: 'Choose areas this listing recruits in.',
  invalidCredentials: 'Invalid email or password',
  adminPending: 'Your account is pending approval',
  franchisorPending: 'Your account is still awaiting approval. Please check your email for confirmation once your account has been approved.',
  franchisorRejected: 'Your account application has been rejected. Please contact support for more information.',
  emailTaken: 'An account with this email already exists',
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Must be at least 6 characters long',
  passwordTooLong: 'Must be at most 128 characters long',
  sessionExpired: 'Your session has expired. Please sign in again.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  tooManySubscriptions: 'Too many live updates are open on this connection. Close one and try again.',
  selectFranchisor: 'Please select a franchisor',
  adminNotFound: 'Admin user not found',
  franchiseNotFound: 'Franchise not found',
  categoryNotFound: 'Category not found',
  postNotFound: 'Post not found',
  notTakingEnquiries: 'This franchise is not taking enquiries at the moment',
  notFound: 'Not found',
  savedSearchNotFound: 'Saved search not found',
  tooManySavedSearches: 'You can save up to 20 searches. Delete one to save another.',
  savedMatchNotFound: 'Saved match not found',
  tooManySavedMatches: 'You can keep up to 10 saved matches. Delete one to save another.',
  territoryDistrictsRequired: 'Please enter at least one postcode district',
  tooManyTerritories: 'A listing can have up to 3,000 territories',
  territoryNotFound: 'Territory not found',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid. Manage your alerts under Saved Searches in your account.',
  requestNotFound: 'Franchise request not found',
  // Intro calls (issue 43 part 4).
  introCallSlotTaken: 'That time has just been taken. Please choose another.',
  introCallsNotOffered: 'This franchisor does not offer intro calls yet.',
  introCallAlreadyBooked: 'You already have an intro call booked for this enquiry.',
  introCallChooseTime: 'Please choose a time from the list.',
  introCallNotFound: 'Intro call not found',
  introCallAlreadyCancelled: 'This intro call has been cancelled. Please book a new time.',
  introCallWindowsRequired: 'Please add at least one weekly time',
  introCallLinkOrPhone: 'Please give a meeting link or a phone number',
  introCallLinkHttps: 'Please enter a meeting link starting with https://',
  introCallWindowOrder: 'A time must end after it starts',
  introCallWindowTime: 'Please choose times between 00:00 and 24:00',
  introCallNoticeRange: 'Please choose a notice period from 0 to 168 hours',
  introCallHorizonRange: 'Please choose how far ahead calls can be booked: 1 to 90 days',
  leadNotFound: 'Lead not found',
  invalidDate: 'Please enter a valid date',
  dateRangeOrder: "The 'From' date must be on or before the 'To' date",
  customRangeDates: 'Please choose both dates for a custom range',
  noCustomerAccount: 'This enquirer has no account, so they cannot be messaged here. Reply by e-mail or phone.',
  conversationNotFound: 'Conversation not found',
  franchiseUnavailableForMessages: 'This franchise is no longer available, so its franchisor cannot be messaged about it',
  counterpartGone: 'This account no longer exists, so it cannot receive messages',
  attachmentWrongType: 'Attachments must be an image or a PDF',
  attachmentTooLarge: 'Attachments must be smaller than 10MB',
  attachmentTooManyPixels: 'Image attachments must be at most 25 megapixels',
  attachmentPdfActive: 'PDF attachments must not contain scripts or embedded files',
  attachmentPdfEncrypted: 'PDF attachments must not be password-protected',
  /** More files in one request than its form sends (graphql-upload's map, checked before any file is read). */
  tooManyFiles: (max: number) => `This form takes at most ${max} ${max === 1 ? 'file' : 'files'} at a time`,
  incorrectPassword: 'Incorrect password',
  internal: 'Something went wrong. Please try again.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  storageFull: 'Storage is full, please try again later',
  nullCharacter: 'Text cannot contain a null character.',
  checkEmailFailed: 'Failed to check email. Please try again.',
  createAccountFailed: 'Failed to create user account',
  accountCreatedSignIn: 'Account created successfully. Please sign in.',
  selectFranchises: 'Please select at least one franchise',
  invalidPhone: 'Please enter a valid phone number',
  invalidPostCode: 'Please enter a valid UK post code',
  chooseArea: 'Choose at least one area where the franchise is offered',
  chooseOption: (label: string) => `Please choose a ${label.toLowerCase()} from the list`,
  magicLinkUnknown: 'This sign-in link is not valid. Please request a new one.',
  magicLinkUsed: 'This sign-in link has already been used. Please request a new one.',
  magicLinkExpired: 'This sign-in link has expired. Please request a new one.',
  // Franchise form (spec 02 sections 5 and 8; the image messages are the banner form's).
  selectMainCategory: 'Please select at least one main category for your franchise.',
  subcategoryOfMain: 'Please choose a subcategory of the selected main category',
  brochureNotPdf: 'Please upload a PDF file for the brochure',
  brochureTooLarge: 'Brochure must be smaller than 10MB',
  brochurePdfActive: 'Brochure must not contain scripts or embedded files',
  brochurePdfEncrypted: 'Brochure must not be password-protected',
  imageTooManyPixels: 'Image must be at most 25 megapixels',
  selectImageFile: 'Please select an image file',
  imageTooLarge: 'Image must be smaller than 10MB',
  invalidImageFile: 'Invalid image file',
  invalidInvestment: 'Please enter a valid investment amount',
  staleListingImage: 'This image is no longer part of the listing. Please reload the page and try again.',
  // Featured ads and checkout (spec 02 section 8).
  selectFranchiseAndDuration: 'Please select a franchise and duration',
  maximumReached: 'Maximum reached',
  featuredAdCreateFailed: 'Failed to create featured ad record',
  invalidPriceForDuration: 'Invalid price ID for selected duration',
  checkoutSessionError: (reason: string) => `Error creating checkout session: ${reason}`,
  checkoutSessionFailed: 'Failed to create checkout session',
  noCheckoutUrl: 'No checkout URL returned from server',
  paymentFailed: 'Failed to process payment',
  featuredAdNotFound: 'Featured ad not found',
  featuredAdsNotFound: 'One or more of the selected featured ads no longer exist. Reload the list and try again.',
  // Advertising settings (spec 02 sections 5 and 8).
  discountRange: 'Discount percentages must be between 10% and 80%',
  tierCategoryRange: 'Category counts must be between 2 and 6',
  tierCategoryTwice: 'Each category count can have only one discount',
  discountTierRequired: 'Add at least one discount tier',
  priceEachDuration: 'Enter a price for each duration',
  invalidPrice: 'Prices must be amounts in pounds of at least £0.00, with at most 2 decimal places',
  syncPricingFailed: (message: string) => `Failed to sync pricing to Stripe: ${message}`,
  // Banner ads (spec 02 sections 5 and 8).
  bannerTooLarge: 'Image must be smaller than 5MB',
  bannerWrongSize: 'Banner must be exactly 1920x230 pixels',
  bannerTooManyFrames: 'Animated banners must have at most 100 frames',
  fillRequiredFields: 'Please fill in all required fields',
  createBannerFailed: 'Failed to create banner ad',
  bannersNotFound: 'One or more of the selected banner ads no longer exist. Reload the list and try again.',
  tooMany: (things: string, max: number) => `At most ${max} ${things} can be added`,
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
} as const;

export class AppError extends GraphQLError {
  constructor(message: string, code: ErrorCode, extra: Record<string, unknown> = {}) {
    super(message, { extensions: { code, ...extra } });
  }
}

export const notAuthenticated = () => new AppError(Messages.notAuthenticated, ErrorCode.UNAUTHENTICATED);
export const forbidden = (message: string = Messages.unauthorizedAccess) => new AppError(message, ErrorCode.FORBIDDEN);
export const notFound = (message: string = Messages.notFound) => new AppError(message, ErrorCode.NOT_FOUND);

/** A validation failure on one input field: the form shows `message` next to `field`. */
export const badInput = (message: string, field?: string) =>
  new AppError(message, ErrorCode.BAD_USER_INPUT, field ? { fields: { [field]: message } } : {});
