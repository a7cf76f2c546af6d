/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation DeleteMyAccount($input: DeleteAccountInput!) {\n    deleteMyAccount(input: $input)\n  }\n": typeof types.DeleteMyAccountDocument,
    "\n  query AdminAccountHistory($id: ID!) {\n    adminAccountHistory(id: $id) {\n      id\n      action\n      beforeStatus\n      afterStatus\n      actorName\n      reason\n      createdAt\n    }\n  }\n": typeof types.AdminAccountHistoryDocument,
    "\n  query AdminFranchisorAccount($id: ID!) {\n    adminFranchisorAccount(id: $id) {\n      id\n      companyName\n      contactName\n      email\n      status\n      franchiseCount\n      createdAt\n      companyCheck {\n        ...CompanyCheckSummary_check\n      }\n    }\n  }\n": typeof types.AdminFranchisorAccountDocument,
    "\n  query AdminFranchisorAccounts($filter: AdminFranchisorAccountFilter, $page: PageInput) {\n    adminFranchisorAccounts(filter: $filter, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        companyName\n        contactName\n        email\n        categories\n        franchiseCount\n        status\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminFranchisorAccountsDocument,
    "\n  query AdminFranchisorFranchises($franchisorId: ID!, $page: PageInput) {\n    adminFranchisorFranchises(franchisorId: $franchisorId, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        name\n        location\n        status\n        shortDescription\n        mainImageUrl\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminFranchisorFranchisesDocument,
    "\n  mutation DeleteFranchisorAccounts($input: DeleteFranchisorAccountsInput!) {\n    deleteFranchisorAccounts(input: $input) {\n      deletedIds\n      deletedFranchises\n    }\n  }\n": typeof types.DeleteFranchisorAccountsDocument,
    "\n  query AdFranchiseOptions($search: String) {\n    adminAdFranchiseOptions(search: $search) {\n      id\n      name\n      franchisorCompany\n    }\n  }\n": typeof types.AdFranchiseOptionsDocument,
    "\n  query AdminBannerAds($page: PageInput) {\n    adminBannerAds(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        franchiseName\n        imageUrl\n        targetUrl\n        bannerType\n        categories {\n          id\n          name\n        }\n        duration\n        amount\n        status\n        paymentStatus\n        startDate\n        endDate\n        createdAt\n        views\n        clicks\n      }\n    }\n  }\n": typeof types.AdminBannerAdsDocument,
    "\n  query AdminFeaturedAds($page: PageInput) {\n    adminFeaturedAds(page: $page) {\n      total\n      page\n      pageCount\n      revenueTotal\n      items {\n        id\n        franchiseName\n        franchisorCompany\n        categories {\n          id\n          name\n        }\n        duration\n        startDate\n        endDate\n        status\n        paymentStatus\n        amount\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminFeaturedAdsDocument,
    "\n  query AdvertisingSettings {\n    advertisingSettings {\n      ...AdvertisingSettings_view\n    }\n  }\n": typeof types.AdvertisingSettingsDocument,
    "\n  fragment AdvertisingSettings_view on AdvertisingSettingsView {\n    featuredPricing {\n      duration\n      price\n    }\n    bannerPricing {\n      duration\n      price\n    }\n    multiCategoryDiscounts {\n      categories\n      discount\n    }\n    updatedAt\n    paymentsMode\n    stripePrices {\n      duration\n      stripePriceId\n      createdAt\n    }\n  }\n": typeof types.AdvertisingSettings_ViewFragmentDoc,
    "\n  query BannerCategories {\n    mainCategories(limit: 100) {\n      id\n      name\n      children {\n        id\n        name\n      }\n    }\n  }\n": typeof types.BannerCategoriesDocument,
    "\n  mutation CreateBannerAd($input: CreateBannerAdInput!, $image: Upload!) {\n    createBannerAd(input: $input, image: $image) {\n      id\n    }\n  }\n": typeof types.CreateBannerAdDocument,
    "\n  mutation DeleteBannerAds($ids: [ID!]!) {\n    deleteBannerAds(ids: $ids)\n  }\n": typeof types.DeleteBannerAdsDocument,
    "\n  mutation DeleteFeaturedAds($ids: [ID!]!) {\n    deleteFeaturedAds(ids: $ids)\n  }\n": typeof types.DeleteFeaturedAdsDocument,
    "\n  mutation MarkFeaturedAdsPaid($ids: [ID!]!) {\n    markFeaturedAdsPaid(ids: $ids) {\n      id\n      status\n      paymentStatus\n      startDate\n      endDate\n    }\n  }\n": typeof types.MarkFeaturedAdsPaidDocument,
    "\n  query PaymentsMode {\n    paymentsMode {\n      simulated\n    }\n  }\n": typeof types.PaymentsModeDocument,
    "\n  mutation SyncStripePricing {\n    syncStripePricing {\n      ...AdvertisingSettings_view\n    }\n  }\n": typeof types.SyncStripePricingDocument,
    "\n  mutation UpdateAdvertisingSettings($input: AdvertisingSettingsInput!) {\n    updateAdvertisingSettings(input: $input) {\n      ...AdvertisingSettings_view\n    }\n  }\n": typeof types.UpdateAdvertisingSettingsDocument,
    "\n  query AdminFranchiseReview($id: ID!) {\n    adminFranchiseReview(id: $id) {\n      id\n      name\n      status\n      createdAt\n      updatedAt\n      approvedAt\n      rejectionReason\n      franchisorId\n      franchisorCompanyName\n      franchisorContactName\n      franchisorEmail\n      lastApprovedAt\n      openRevision {\n        id\n        submittedAt\n        updatedAt\n        changes {\n          section\n          label\n          kind\n          before\n          after\n        }\n      }\n      history {\n        ...AuditHistory_entry\n      }\n    }\n  }\n": typeof types.AdminFranchiseReviewDocument,
    "\n  query AdminFranchisePreview($id: ID!) {\n    adminFranchisePreview(id: $id) {\n      ...FranchiseDetail_franchise\n    }\n  }\n": typeof types.AdminFranchisePreviewDocument,
    "\n  query AdminPendingAccounts($filter: PendingListFilter, $page: PageInput) {\n    adminPendingAccounts(filter: $filter, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        companyName\n        contactName\n        email\n        requestedAt\n        companyCheck {\n          ...CompanyCheckSummary_check\n        }\n      }\n    }\n  }\n": typeof types.AdminPendingAccountsDocument,
    "\n  query AdminPendingCounts {\n    adminPendingCounts {\n      accounts\n      franchises\n      revisions\n    }\n  }\n": typeof types.AdminPendingCountsDocument,
    "\n  subscription AdminPendingCountsChanged {\n    adminPendingCountsChanged {\n      accounts\n      franchises\n      revisions\n    }\n  }\n": typeof types.AdminPendingCountsChangedDocument,
    "\n  query AdminPendingFranchises($filter: PendingListFilter, $page: PageInput) {\n    adminPendingFranchises(filter: $filter, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        name\n        shortDescription\n        location\n        franchisorName\n        submittedAt\n        lastApprovedAt\n      }\n    }\n  }\n": typeof types.AdminPendingFranchisesDocument,
    "\n  query AdminPendingRevisions($filter: PendingListFilter, $page: PageInput) {\n    adminPendingRevisions(filter: $filter, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        franchiseId\n        name\n        revisedName\n        franchisorName\n        submittedAt\n        updatedAt\n      }\n    }\n  }\n": typeof types.AdminPendingRevisionsDocument,
    "\n  query AdminRecentFranchisorLogins {\n    adminRecentFranchisorLogins {\n      id\n      companyName\n      contactName\n      lastLogin\n    }\n  }\n": typeof types.AdminRecentFranchisorLoginsDocument,
    "\n  fragment AuditHistory_entry on AdminAuditEntry {\n    id\n    action\n    beforeStatus\n    afterStatus\n    reason\n    actorName\n    createdAt\n  }\n": typeof types.AuditHistory_EntryFragmentDoc,
    "\n  fragment CompanyCheckSummary_check on AdminCompanyCheck {\n    companyNumber\n    notRegistered\n    registerUrl\n    registeredName\n    statusLabel\n    checkedAt\n    lastError\n    flags {\n      kind\n      message\n    }\n  }\n": typeof types.CompanyCheckSummary_CheckFragmentDoc,
    "\n  mutation ApproveAccount($id: ID!) {\n    approveAccount(id: $id) {\n      id\n      status\n      approvedAt\n    }\n  }\n": typeof types.ApproveAccountDocument,
    "\n  mutation RejectAccount($id: ID!) {\n    rejectAccount(id: $id) {\n      id\n      status\n      approvedAt\n    }\n  }\n": typeof types.RejectAccountDocument,
    "\n  mutation ApproveFranchise($id: ID!) {\n    approveFranchise(id: $id) {\n      id\n      status\n      approvedAt\n      rejectionReason\n    }\n  }\n": typeof types.ApproveFranchiseDocument,
    "\n  mutation RejectFranchise($input: RejectFranchiseInput!) {\n    rejectFranchise(input: $input) {\n      id\n      status\n      approvedAt\n      rejectionReason\n    }\n  }\n": typeof types.RejectFranchiseDocument,
    "\n  mutation ApproveRevision($id: ID!) {\n    approveRevision(id: $id) {\n      id\n      franchiseId\n      status\n    }\n  }\n": typeof types.ApproveRevisionDocument,
    "\n  mutation RejectRevision($input: RejectRevisionInput!) {\n    rejectRevision(input: $input) {\n      id\n      franchiseId\n      status\n      reason\n    }\n  }\n": typeof types.RejectRevisionDocument,
    "\n  query AdminBlogPostForEditor($id: ID!) {\n    adminBlogPost(id: $id) {\n      id\n      title\n      author\n      categoryId\n      categoryName\n      imageUrl\n      status\n      views\n      createdAt\n      publishedAt\n      content\n      metaTitle\n      metaDescription\n      keywords\n    }\n  }\n": typeof types.AdminBlogPostForEditorDocument,
    "\n  query BlogPostCategoryOptions {\n    adminBlogCategories {\n      id\n      name\n    }\n  }\n": typeof types.BlogPostCategoryOptionsDocument,
    "\n  mutation CreateBlogPost($input: BlogPostInput!, $image: Upload) {\n    createBlogPost(input: $input, image: $image) {\n      id\n      title\n      status\n    }\n  }\n": typeof types.CreateBlogPostDocument,
    "\n  mutation UpdateBlogPost($id: ID!, $input: BlogPostInput!, $image: Upload) {\n    updateBlogPost(id: $id, input: $input, image: $image) {\n      id\n      title\n      author\n      categoryId\n      categoryName\n      imageUrl\n      status\n      views\n      createdAt\n      publishedAt\n      content\n      metaTitle\n      metaDescription\n      keywords\n    }\n  }\n": typeof types.UpdateBlogPostDocument,
    "\n  query BlogPostPreview($content: String!) {\n    blogPostPreview(content: $content)\n  }\n": typeof types.BlogPostPreviewDocument,
    "\n  query AdminBlogPosts($filter: AdminPostsFilter, $page: PageInput) {\n    adminBlogPosts(filter: $filter, page: $page) {\n      total\n      page\n      pageSize\n      pageCount\n      items {\n        ...AdminBlogPostRow\n      }\n    }\n  }\n": typeof types.AdminBlogPostsDocument,
    "\n  fragment AdminBlogPostRow on AdminBlogPost {\n    id\n    title\n    categoryName\n    imageUrl\n    status\n    views\n    shortcode\n    createdAt\n  }\n": typeof types.AdminBlogPostRowFragmentDoc,
    "\n  mutation DeleteBlogPosts($ids: [ID!]!) {\n    deleteBlogPosts(ids: $ids)\n  }\n": typeof types.DeleteBlogPostsDocument,
    "\n  mutation TogglePostsStatus($ids: [ID!]!) {\n    togglePostsStatus(ids: $ids) {\n      status\n      posts {\n        ...AdminBlogPostRow\n      }\n    }\n  }\n": typeof types.TogglePostsStatusDocument,
    "\n  mutation CopyPostShortcode($id: ID!) {\n    copyPostShortcode(id: $id) {\n      id\n      shortcode\n    }\n  }\n": typeof types.CopyPostShortcodeDocument,
    "\n  query AdminBlogCategories {\n    adminBlogCategories {\n      id\n      name\n      createdAt\n      postCount\n    }\n  }\n": typeof types.AdminBlogCategoriesDocument,
    "\n  mutation CreateBlogCategory($input: BlogCategoryInput!) {\n    createBlogCategory(input: $input) {\n      id\n      name\n      createdAt\n      postCount\n    }\n  }\n": typeof types.CreateBlogCategoryDocument,
    "\n  mutation RenameBlogCategory($id: ID!, $input: BlogCategoryInput!) {\n    renameBlogCategory(id: $id, input: $input) {\n      id\n      name\n      createdAt\n      postCount\n    }\n  }\n": typeof types.RenameBlogCategoryDocument,
    "\n  mutation DeleteBlogCategory($id: ID!) {\n    deleteBlogCategory(id: $id)\n  }\n": typeof types.DeleteBlogCategoryDocument,
    "\n  query BlogStatistics {\n    blogStatistics {\n      totalViews\n      totalPosts\n      publishedPosts\n      averageViews\n      popularPosts {\n        id\n        title\n        views\n        publishedAt\n      }\n      viewsByDay {\n        date\n        views\n      }\n    }\n  }\n": typeof types.BlogStatisticsDocument,
    "\n  query AdminCategories {\n    adminCategories {\n      id\n      name\n      parentId\n      franchiseCount\n      listingCount\n      hasArticle\n      children {\n        id\n        name\n        parentId\n        franchiseCount\n        listingCount\n        hasArticle\n      }\n    }\n  }\n": typeof types.AdminCategoriesDocument,
    "\n  query AdminCategoryArticle($categoryId: ID!) {\n    adminCategoryArticle(categoryId: $categoryId) {\n      id\n      categoryId\n      title\n      content\n      metaTitle\n      metaDescription\n      keywords\n      faqs {\n        question\n        answer\n      }\n      updatedAt\n    }\n  }\n": typeof types.AdminCategoryArticleDocument,
    "\n  mutation CreateCategory($input: CreateCategoryInput!) {\n    createCategory(input: $input) {\n      id\n      name\n      parentId\n    }\n  }\n": typeof types.CreateCategoryDocument,
    "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      id\n      subcategoryIds\n      mappingsRemoved\n    }\n  }\n": typeof types.DeleteCategoryDocument,
    "\n  mutation SaveCategoryArticle($categoryId: ID!, $input: CategoryArticleInput!) {\n    saveCategoryArticle(categoryId: $categoryId, input: $input) {\n      id\n      categoryId\n      title\n      content\n      metaTitle\n      metaDescription\n      keywords\n      faqs {\n        question\n        answer\n      }\n      updatedAt\n    }\n  }\n": typeof types.SaveCategoryArticleDocument,
    "\n  mutation UpdateCategory($id: ID!, $input: UpdateCategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      parentId\n    }\n  }\n": typeof types.UpdateCategoryDocument,
    "\n  mutation AddDataComplaintNote($input: AddDataComplaintNoteInput!) {\n    addDataComplaintNote(input: $input) {\n      ...AdminDataComplaintDetail_fields\n    }\n  }\n": typeof types.AddDataComplaintNoteDocument,
    "\n  fragment AdminDataComplaint_fields on AdminDataComplaint {\n    id\n    reference\n    fullName\n    email\n    topic\n    topicLabel\n    details\n    status\n    createdAt\n    answerDueAt\n    overdue\n    outcome\n    answeredAt\n    answeredByName\n    noteCount\n  }\n": typeof types.AdminDataComplaint_FieldsFragmentDoc,
    "\n  fragment AdminDataComplaintDetail_fields on AdminDataComplaintDetail {\n    id\n    complaint {\n      ...AdminDataComplaint_fields\n    }\n    notes {\n      id\n      body\n      authorName\n      createdAt\n    }\n    history {\n      id\n      action\n      label\n      actorName\n      createdAt\n    }\n  }\n": typeof types.AdminDataComplaintDetail_FieldsFragmentDoc,
    "\n  query AdminDataComplaint($id: ID!) {\n    adminDataComplaint(id: $id) {\n      ...AdminDataComplaintDetail_fields\n    }\n  }\n": typeof types.AdminDataComplaintDocument,
    "\n  query AdminDataComplaints($filter: DataComplaintFilter, $page: PageInput) {\n    adminDataComplaints(filter: $filter, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        ...AdminDataComplaint_fields\n      }\n    }\n  }\n": typeof types.AdminDataComplaintsDocument,
    "\n  query AdminUnansweredComplaintCount {\n    adminUnansweredComplaintCount\n  }\n": typeof types.AdminUnansweredComplaintCountDocument,
    "\n  subscription AdminUnansweredComplaintCountChanged {\n    adminUnansweredComplaintCount\n  }\n": typeof types.AdminUnansweredComplaintCountChangedDocument,
    "\n  mutation SendDataComplaintOutcome($input: SendDataComplaintOutcomeInput!) {\n    sendDataComplaintOutcome(input: $input) {\n      ...AdminDataComplaintDetail_fields\n    }\n  }\n": typeof types.SendDataComplaintOutcomeDocument,
    "\n  mutation SetDataComplaintStatus($input: SetDataComplaintStatusInput!) {\n    setDataComplaintStatus(input: $input) {\n      ...AdminDataComplaintDetail_fields\n    }\n  }\n": typeof types.SetDataComplaintStatusDocument,
    "\n  query AdminListingReports($filter: ListingReportFilter, $page: PageInput) {\n    adminListingReports(filter: $filter, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        reason\n        reasonLabel\n        details\n        reporterEmail\n        createdAt\n        status\n        resolution\n        resolutionNote\n        resolvedAt\n        resolvedByName\n        franchiseId\n        franchiseName\n        franchiseStatus\n        franchisorName\n      }\n    }\n  }\n": typeof types.AdminListingReportsDocument,
    "\n  query AdminOpenReportCount {\n    adminOpenReportCount\n  }\n": typeof types.AdminOpenReportCountDocument,
    "\n  subscription AdminOpenReportCountChanged {\n    adminOpenReportCount\n  }\n": typeof types.AdminOpenReportCountChangedDocument,
    "\n  mutation ResolveListingReport($input: ResolveListingReportInput!) {\n    resolveListingReport(input: $input) {\n      id\n      status\n      resolution\n      resolutionNote\n      resolvedAt\n      resolvedByName\n      franchiseStatus\n    }\n  }\n": typeof types.ResolveListingReportDocument,
    "\n  query AdminMembershipClaims($page: PageInput) {\n    adminMembershipClaims(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        companyName\n        contactName\n        email\n        level\n        label\n        membershipNumber\n        status\n        statedAt\n        verifiedAt\n        expiresAt\n      }\n    }\n  }\n": typeof types.AdminMembershipClaimsDocument,
    "\n  query AdminMembershipHistory($page: PageInput) {\n    adminMembershipHistory(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        franchisorId\n        companyName\n        action\n        label\n        membershipNumber\n        reason\n        actorName\n        decidedAt\n      }\n    }\n  }\n": typeof types.AdminMembershipHistoryDocument,
    "\n  mutation RejectMembership($input: RejectMembershipInput!) {\n    rejectMembership(input: $input) {\n      id\n      status\n      verifiedAt\n      expiresAt\n      rejectionReason\n    }\n  }\n": typeof types.RejectMembershipDocument,
    "\n  mutation VerifyMembership($input: VerifyMembershipInput!) {\n    verifyMembership(input: $input) {\n      id\n      status\n      verifiedAt\n      expiresAt\n      rejectionReason\n    }\n  }\n": typeof types.VerifyMembershipDocument,
    "\n  query AdminMessages($page: PageInput, $filter: AdminMessagesFilter) {\n    adminMessages(page: $page, filter: $filter) {\n      total\n      page\n      pageCount\n      items {\n        id\n        direction\n        subject\n        content\n        read\n        createdAt\n        attachmentUrl\n        sender {\n          id\n          fullName\n          companyName\n          userType\n        }\n        franchisor {\n          id\n          fullName\n          companyName\n        }\n      }\n    }\n  }\n": typeof types.AdminMessagesDocument,
    "\n  query AdminUnreadMessageCount {\n    adminUnreadMessageCount\n  }\n": typeof types.AdminUnreadMessageCountDocument,
    "\n  subscription AdminUnreadMessageCountChanged {\n    adminUnreadMessageCount\n  }\n": typeof types.AdminUnreadMessageCountChangedDocument,
    "\n  mutation MarkAdminMessagesRead($input: MarkMessagesReadInput!) {\n    markAdminMessagesRead(input: $input)\n  }\n": typeof types.MarkAdminMessagesReadDocument,
    "\n  query MessageRecipients($input: MessageRecipientSearch) {\n    messageRecipients(input: $input) {\n      id\n      companyName\n      fullName\n    }\n  }\n": typeof types.MessageRecipientsDocument,
    "\n  mutation SendAdminMessage($input: SendAdminMessageInput!, $attachment: Upload) {\n    sendAdminMessage(input: $input, attachment: $attachment) {\n      id\n      subject\n    }\n  }\n": typeof types.SendAdminMessageDocument,
    "\n  query CategoryBanner($categoryId: ID!) {\n    categoryBanner(categoryId: $categoryId) {\n      id\n      imageUrl\n      targetUrl\n      altText\n    }\n  }\n": typeof types.CategoryBannerDocument,
    "\n  query MainBanner {\n    mainBanner {\n      id\n      imageUrl\n      targetUrl\n      altText\n    }\n  }\n": typeof types.MainBannerDocument,
    "\n  mutation RecordAdMetrics($input: RecordAdMetricsInput!) {\n    recordAdMetrics(input: $input)\n  }\n": typeof types.RecordAdMetricsDocument,
    "\n  mutation RecordBannerMetrics($input: RecordBannerMetricsInput!) {\n    recordBannerMetrics(input: $input)\n  }\n": typeof types.RecordBannerMetricsDocument,
    "\n  mutation RequestMagicLink($email: String!) {\n    requestMagicLink(email: $email)\n  }\n": typeof types.RequestMagicLinkDocument,
    "\n  mutation SignInWithMagicLink($token: String!) {\n    signInWithMagicLink(token: $token) {\n      id\n      email\n      fullName\n      companyName\n      userType\n      status\n    }\n  }\n": typeof types.SignInWithMagicLinkDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      id\n      email\n      fullName\n      companyName\n      userType\n      status\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  mutation SignUpCustomer($input: CustomerSignUpInput!) {\n    signUpCustomer(input: $input) {\n      id\n      email\n      fullName\n      companyName\n      userType\n      status\n    }\n  }\n": typeof types.SignUpCustomerDocument,
    "\n  mutation SignUpFranchisor($input: FranchisorSignUpInput!) {\n    signUpFranchisor(input: $input)\n  }\n": typeof types.SignUpFranchisorDocument,
    "\n  query Viewer {\n    viewer {\n      id\n      email\n      fullName\n      companyName\n      userType\n      status\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  query BlogCategories {\n    blogCategories {\n      id\n      name\n      postCount\n    }\n  }\n": typeof types.BlogCategoriesDocument,
    "\n  query BlogPost($id: ID!) {\n    blogPost(id: $id) {\n      id\n      title\n      content\n      excerpt\n      imageUrl\n      author\n      views\n      createdAt\n      publishedAt\n      keywords\n      metaTitle\n      metaDescription\n      category {\n        id\n        name\n      }\n    }\n  }\n": typeof types.BlogPostDocument,
    "\n  query BlogPosts($categoryId: ID, $page: PageInput) {\n    blogPosts(categoryId: $categoryId, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        title\n        excerpt\n        imageUrl\n        author\n        views\n        createdAt\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.BlogPostsDocument,
    "\n  mutation RecordPostView($id: ID!) {\n    recordPostView(id: $id) {\n      id\n      views\n    }\n  }\n": typeof types.RecordPostViewDocument,
    "\n  query CategoryPage($id: ID!) {\n    category(id: $id) {\n      id\n      name\n      parent {\n        id\n        name\n      }\n      children {\n        id\n        name\n      }\n      article {\n        id\n        title\n        content\n        metaTitle\n        metaDescription\n        faqs {\n          question\n          answer\n        }\n      }\n    }\n  }\n": typeof types.CategoryPageDocument,
    "\n  query CategoryTree {\n    mainCategories(limit: 100) {\n      id\n      name\n      franchiseCount\n      children {\n        id\n        name\n        franchiseCount\n      }\n    }\n  }\n": typeof types.CategoryTreeDocument,
    "\n  fragment CheckedFacts_franchise on Franchise {\n    companyFacts {\n      notRegistered\n      companyNumber\n      registerUrl\n      checkedAt\n      registeredName\n      status\n      statusLabel\n      incorporatedOn\n      accountsOverdue\n      confirmationStatementOverdue\n      locality\n    }\n    membership {\n      label\n      verifiedAt\n    }\n  }\n": typeof types.CheckedFacts_FranchiseFragmentDoc,
    "\n  query CompareFranchises($ids: [ID!]!) {\n    franchisesByIds(ids: $ids) {\n      ...FranchiseCard_franchise\n      updatedAt\n      areas {\n        key\n        name\n      }\n      details {\n        brochureUrl\n        ...FranchiseKeyFacts_details\n        figures {\n          label\n          amount\n          illustrative\n          basisText\n        }\n      }\n      categories {\n        ...FranchiseContent_category\n      }\n      ...CheckedFacts_franchise\n    }\n  }\n": typeof types.CompareFranchisesDocument,
    "\n  query FeaturedOpportunities {\n    featuredOpportunities {\n      adId\n      franchise {\n        ...FranchiseCard_franchise\n      }\n    }\n  }\n": typeof types.FeaturedOpportunitiesDocument,
    "\n  query FilterCategories {\n    mainCategories(limit: 100) {\n      id\n      name\n      children {\n        id\n        name\n      }\n    }\n  }\n": typeof types.FilterCategoriesDocument,
    "\n  fragment FranchiseCard_franchise on Franchise {\n    id\n    name\n    location\n    franchisorId\n    canRequestInfo\n    featuredAdId\n    companyChecked\n    responseTime {\n      summary\n    }\n    details {\n      shortDescription\n      investmentAmount\n      mainImageUrl\n    }\n  }\n": typeof types.FranchiseCard_FranchiseFragmentDoc,
    "\n  fragment FranchiseContent_category on Category {\n    id\n    name\n    parentId\n  }\n": typeof types.FranchiseContent_CategoryFragmentDoc,
    "\n  fragment FranchiseContent_galleryImage on FranchiseGalleryImage {\n    id\n    imageUrl\n  }\n": typeof types.FranchiseContent_GalleryImageFragmentDoc,
    "\n  fragment FranchiseContent_faq on FranchiseFaq {\n    id\n    question\n    answer\n  }\n": typeof types.FranchiseContent_FaqFragmentDoc,
    "\n  fragment FranchiseContent_testimonial on FranchiseTestimonial {\n    id\n    authorName\n    content\n  }\n": typeof types.FranchiseContent_TestimonialFragmentDoc,
    "\n  fragment FranchiseContent_successStory on FranchiseSuccessStory {\n    id\n    title\n    content\n    imageUrl\n  }\n": typeof types.FranchiseContent_SuccessStoryFragmentDoc,
    "\n  fragment FranchiseContent_rows on FranchiseContent {\n    gallery {\n      ...FranchiseContent_galleryImage\n    }\n    faqs {\n      ...FranchiseContent_faq\n    }\n    testimonials {\n      ...FranchiseContent_testimonial\n    }\n    successStories {\n      ...FranchiseContent_successStory\n    }\n  }\n": typeof types.FranchiseContent_RowsFragmentDoc,
    "\n  fragment FranchiseDetail_franchise on Franchise {\n    ...FranchiseCard_franchise\n    updatedAt\n    suppliedBy\n    responseTime {\n      summary\n      medianSeconds\n      withinDayPercent\n    }\n    areas {\n      key\n      name\n    }\n    details {\n      longDescription\n      brochureUrl\n      ...FranchiseKeyFacts_details\n      figures {\n        label\n        amount\n        illustrative\n        basisText\n      }\n    }\n    categories {\n      ...FranchiseContent_category\n    }\n    ...FranchiseContent_rows\n    ...CheckedFacts_franchise\n  }\n": typeof types.FranchiseDetail_FranchiseFragmentDoc,
    "\n  query FranchiseDetail($id: ID!) {\n    franchise(id: $id) {\n      ...FranchiseDetail_franchise\n    }\n  }\n": typeof types.FranchiseDetailDocument,
    "\n  query HomeCategories($limit: Int!) {\n    mainCategories(limit: $limit) {\n      id\n      name\n      franchiseCount\n    }\n  }\n": typeof types.HomeCategoriesDocument,
    "\n  fragment FranchiseKeyFacts_details on FranchiseDetails {\n    investmentAmount\n    franchiseFee\n    minimumLiquidCapital\n    royaltyFee\n    financeAvailable\n    yearFounded\n    outlets\n    trainingProvided\n    investmentIncludes\n    ownershipStyles\n    workingHours\n  }\n": typeof types.FranchiseKeyFacts_DetailsFragmentDoc,
    "\n  query MainCategories($limit: Int) {\n    mainCategories(limit: $limit) {\n      id\n      name\n    }\n  }\n": typeof types.MainCategoriesDocument,
    "\n  query Places($search: String!, $limit: Int) {\n    places(search: $search, limit: $limit) {\n      key\n      kind\n      name\n      within\n    }\n  }\n": typeof types.PlacesDocument,
    "\n  query SearchFacets($filters: FranchiseSearchInput!) {\n    franchiseSearchFacets(filters: $filters) {\n      categories {\n        categoryId\n        count\n      }\n      investmentRanges {\n        range\n        count\n      }\n    }\n  }\n": typeof types.SearchFacetsDocument,
    "\n  query SearchFranchises($filters: FranchiseSearchInput!, $page: PageInput!) {\n    franchiseSearch(filters: $filters, page: $page) {\n      total\n      page\n      pageSize\n      pageCount\n      items {\n        ...FranchiseCard_franchise\n      }\n    }\n  }\n": typeof types.SearchFranchisesDocument,
    "\n  query SearchSuggestion($text: String!) {\n    searchSuggestion(text: $text)\n  }\n": typeof types.SearchSuggestionDocument,
    "\n  mutation SendContactMessage($input: SendContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n": typeof types.SendContactMessageDocument,
    "\n  query PrivacyNotice {\n    privacyNotice {\n      version\n    }\n  }\n": typeof types.PrivacyNoticeDocument,
    "\n  query RetentionPeriods {\n    retentionPeriods {\n      requestMonths\n      signInMonths\n      contactMonths\n      consentYears\n    }\n  }\n": typeof types.RetentionPeriodsDocument,
    "\n  query SuccessStories($page: PageInput) {\n    successStories(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        title\n        content\n        imageUrl\n        franchise {\n          id\n          name\n          location\n          suppliedBy\n        }\n      }\n    }\n  }\n": typeof types.SuccessStoriesDocument,
    "\n  mutation DeleteFranchiseRequest($id: ID!) {\n    deleteFranchiseRequest(id: $id)\n  }\n": typeof types.DeleteFranchiseRequestDocument,
    "\n  query MyFranchiseRequests($page: PageInput) {\n    myFranchiseRequests(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        status\n        interestStatus\n        contactMethod\n        contactTime\n        createdAt\n        answeredAt\n        canMessage\n        introCallOffered\n        introCall {\n          id\n          label\n          status\n          meetingLink\n          phone\n        }\n        consent {\n          id\n          text\n          pathLabel\n          noticeVersion\n          createdAt\n        }\n        franchise {\n          id\n          name\n          location\n          details {\n            investmentAmount\n            mainImageUrl\n          }\n        }\n        franchisor {\n          id\n          fullName\n          companyName\n        }\n      }\n    }\n  }\n": typeof types.MyFranchiseRequestsDocument,
    "\n  mutation SendFranchiseRequestMessage($input: SendRequestMessageInput!, $attachment: Upload) {\n    sendFranchiseRequestMessage(input: $input, attachment: $attachment) {\n      id\n    }\n  }\n": typeof types.SendFranchiseRequestMessageDocument,
    "\n  mutation SetFranchiseRequestContactPreference($input: SetRequestContactPreferenceInput!) {\n    setFranchiseRequestContactPreference(input: $input) {\n      id\n      contactMethod\n      contactTime\n    }\n  }\n": typeof types.SetFranchiseRequestContactPreferenceDocument,
    "\n  mutation SetFranchiseRequestInterest($input: SetRequestInterestInput!) {\n    setFranchiseRequestInterest(input: $input) {\n      id\n      interestStatus\n    }\n  }\n": typeof types.SetFranchiseRequestInterestDocument,
    "\n  mutation SubmitDataComplaint($input: SubmitDataComplaintInput!) {\n    submitDataComplaint(input: $input) {\n      reference\n    }\n  }\n": typeof types.SubmitDataComplaintDocument,
    "\n  mutation CreateFeaturedAd($input: CreateFeaturedAdInput!) {\n    createFeaturedAd(input: $input) {\n      adId\n      checkoutUrl\n    }\n  }\n": typeof types.CreateFeaturedAdDocument,
    "\n  query FeaturedAdCategories {\n    mainCategories(limit: 100) {\n      id\n      name\n    }\n  }\n": typeof types.FeaturedAdCategoriesDocument,
    "\n  query FeaturedAdPricing {\n    featuredAdPricing {\n      maxAdditionalCategories\n      featuredPricing {\n        duration\n        price\n      }\n      quotes {\n        duration\n        additionalCategories\n        base\n        additional\n        discountPercent\n        discount\n        total\n      }\n    }\n  }\n": typeof types.FeaturedAdPricingDocument,
    "\n  query MyFeaturedAdFranchises {\n    myFeaturedAdFranchises {\n      id\n      name\n    }\n  }\n": typeof types.MyFeaturedAdFranchisesDocument,
    "\n  query MyFeaturedAds($page: PageInput) {\n    myFeaturedAds(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        franchiseId\n        franchiseName\n        additionalCategories {\n          id\n          name\n        }\n        duration\n        status\n        paymentStatus\n        amount\n        startDate\n        endDate\n        createdAt\n        canPay\n      }\n    }\n  }\n": typeof types.MyFeaturedAdsDocument,
    "\n  subscription MyFeaturedAdsChanged {\n    myFeaturedAdsChanged\n  }\n": typeof types.MyFeaturedAdsChangedDocument,
    "\n  mutation PayFeaturedAd($id: ID!) {\n    payFeaturedAd(id: $id) {\n      adId\n      checkoutUrl\n    }\n  }\n": typeof types.PayFeaturedAdDocument,
    "\n  query SandboxCheckout($sessionId: ID!) {\n    sandboxCheckout(sessionId: $sessionId) {\n      sessionId\n      adId\n      franchiseName\n      description\n      amount\n      currency\n      status\n      cancelUrl\n    }\n  }\n": typeof types.SandboxCheckoutDocument,
    "\n  mutation PaySandboxCheckout($sessionId: ID!) {\n    paySandboxCheckout(sessionId: $sessionId)\n  }\n": typeof types.PaySandboxCheckoutDocument,
    "\n  mutation DeleteSavedMatch($id: ID!) {\n    deleteSavedMatch(id: $id)\n  }\n": typeof types.DeleteSavedMatchDocument,
    "\n  query FranchiseMatches($answers: MatchAnswersInput!, $page: PageInput) {\n    franchiseMatches(answers: $answers, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        fit\n        reasons {\n          text\n          fits\n        }\n        franchise {\n          ...FranchiseCard_franchise\n        }\n      }\n    }\n  }\n": typeof types.FranchiseMatchesDocument,
    "\n  query MySavedMatches {\n    mySavedMatches {\n      id\n      createdAt\n      answers {\n        ownCash\n        borrowing\n        involvement\n        hours\n        sectorIds\n        town\n        experience\n        timeframe\n      }\n    }\n  }\n": typeof types.MySavedMatchesDocument,
    "\n  mutation SaveMatch($answers: MatchAnswersInput!) {\n    saveMatch(answers: $answers) {\n      id\n      createdAt\n    }\n  }\n": typeof types.SaveMatchDocument,
    "\n  fragment CompanySection_company on FranchisorCompany {\n    companyNumber\n    notRegistered\n    checksEnabled\n    lastError\n    flags {\n      kind\n      message\n    }\n    facts {\n      companyNumber\n      registerUrl\n      checkedAt\n      registeredName\n      status\n      statusLabel\n      incorporatedOn\n      accountsOverdue\n      confirmationStatementOverdue\n      locality\n      sicCodes\n      activeOfficers\n    }\n  }\n": typeof types.CompanySection_CompanyFragmentDoc,
    "\n  fragment MembershipSection_membership on FranchisorMembership {\n    level\n    label\n    membershipNumber\n    status\n    statedAt\n    verifiedAt\n    expiresAt\n    rejectionReason\n  }\n": typeof types.MembershipSection_MembershipFragmentDoc,
    "\n  query MyCompany {\n    myCompany {\n      ...CompanySection_company\n    }\n  }\n": typeof types.MyCompanyDocument,
    "\n  query MyMembership {\n    myMembership {\n      ...MembershipSection_membership\n    }\n  }\n": typeof types.MyMembershipDocument,
    "\n  mutation StateMembership($input: StateMembershipInput!) {\n    stateMembership(input: $input) {\n      ...MembershipSection_membership\n    }\n  }\n": typeof types.StateMembershipDocument,
    "\n  mutation UpdateMyCompanyNumber($input: CompanyNumberInput!) {\n    updateMyCompanyNumber(input: $input) {\n      ...CompanySection_company\n    }\n  }\n": typeof types.UpdateMyCompanyNumberDocument,
    "\n  mutation WithdrawMembership {\n    withdrawMembership\n  }\n": typeof types.WithdrawMembershipDocument,
    "\n  fragment ApiTokenRow_token on ApiToken {\n    id\n    name\n    hint\n    scopes\n    createdAt\n    createdByName\n    lastUsedAt\n  }\n": typeof types.ApiTokenRow_TokenFragmentDoc,
    "\n  query ApiTokens {\n    apiTokens {\n      ...ApiTokenRow_token\n    }\n  }\n": typeof types.ApiTokensDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        ...ApiTokenRow_token\n      }\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n    }\n  }\n": typeof types.RevokeApiTokenDocument,
    "\n  query FranchisorPendingFranchises($page: PageInput) {\n    franchisorPendingFranchises(page: $page) {\n      total\n      items {\n        id\n        name\n        location\n        createdAt\n      }\n    }\n  }\n": typeof types.FranchisorPendingFranchisesDocument,
    "\n  query FranchisorPerformance($input: PerformanceRangeInput!) {\n    franchisorPerformance(input: $input) {\n      range\n      from\n      to\n      franchises {\n        franchiseId\n        name\n        status\n        funnel {\n          views\n          clicks\n          requestInfos\n          leads\n          contacted\n          qualified\n          converted\n          conversionRate\n        }\n      }\n      total {\n        views\n        clicks\n        requestInfos\n        leads\n        contacted\n        qualified\n        converted\n        conversionRate\n      }\n    }\n  }\n": typeof types.FranchisorPerformanceDocument,
    "\n  query FranchisorResponseTimes {\n    franchisorResponseTimes {\n      leads\n      answeredWithinDay\n      withinDayPercent\n      medianSeconds\n      summary\n      shownOnListings\n      minimumLeads\n      weeks {\n        weekStart\n        leads\n        answeredWithinDay\n        medianSeconds\n      }\n    }\n  }\n": typeof types.FranchisorResponseTimesDocument,
    "\n  query MySignIns {\n    mySignIns {\n      id\n      signedInAt\n      browser\n      location\n    }\n  }\n": typeof types.MySignInsDocument,
    "\n  mutation CreateMyFranchise($input: FranchiseFormInput!) {\n    createMyFranchise(input: $input) {\n      ...FranchiseForm_franchise\n      createdAt\n    }\n  }\n": typeof types.CreateMyFranchiseDocument,
    "\n  query FranchiseFormCategories {\n    mainCategories(limit: 100) {\n      id\n      name\n      children {\n        id\n        name\n      }\n    }\n  }\n": typeof types.FranchiseFormCategoriesDocument,
    "\n  fragment FranchiseForm_franchise on FranchisorFranchise {\n    id\n    name\n    location\n    areas {\n      key\n      name\n      within\n    }\n    status\n    rejectionReason\n    revision {\n      id\n      status\n      submittedAt\n      updatedAt\n      reason\n    }\n    shortDescription\n    longDescription\n    investmentAmount\n    keyFacts {\n      ...FranchiseKeyFacts_details\n      figures {\n        kind\n        amount\n        basis\n        outletsCounted\n        periodEnd\n        periodMonths\n        statedOn\n      }\n    }\n    mainImageUrl\n    brochureUrl\n    categories {\n      ...FranchiseContent_category\n    }\n    ...FranchiseContent_rows\n  }\n": typeof types.FranchiseForm_FranchiseFragmentDoc,
    "\n  query MyFranchisePreview($id: ID!) {\n    myFranchisePreview(id: $id) {\n      ...FranchiseDetail_franchise\n      status\n    }\n  }\n": typeof types.MyFranchisePreviewDocument,
    "\n  query MyFranchise($id: ID!) {\n    myFranchise(id: $id) {\n      ...FranchiseForm_franchise\n    }\n  }\n": typeof types.MyFranchiseDocument,
    "\n  query MyFranchises($page: PageInput) {\n    myFranchises(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        name\n        location\n        status\n        rejectionReason\n        revision {\n          id\n          status\n          reason\n        }\n        createdAt\n        categories {\n          ...FranchiseContent_category\n        }\n      }\n    }\n  }\n": typeof types.MyFranchisesDocument,
    "\n  query UkCities($search: String, $limit: Int!) {\n    ukCities(search: $search, limit: $limit) {\n      id\n      name\n      country\n    }\n  }\n": typeof types.UkCitiesDocument,
    "\n  mutation UpdateMyFranchise($id: ID!, $input: FranchiseFormInput!) {\n    updateMyFranchise(id: $id, input: $input) {\n      ...FranchiseForm_franchise\n    }\n  }\n": typeof types.UpdateMyFranchiseDocument,
    "\n  mutation WithdrawMyFranchiseChanges($id: ID!) {\n    withdrawMyFranchiseChanges(id: $id) {\n      ...FranchiseForm_franchise\n    }\n  }\n": typeof types.WithdrawMyFranchiseChangesDocument,
    "\n  fragment IntroCallSettings_fields on IntroCallSettings {\n    offered\n    windows {\n      weekday\n      startMinute\n      endMinute\n    }\n    callMinutes\n    meetingLink\n    phone\n    noticeHours\n    horizonDays\n    updatedAt\n  }\n": typeof types.IntroCallSettings_FieldsFragmentDoc,
    "\n  query MyIntroCallSettings {\n    myIntroCallSettings {\n      ...IntroCallSettings_fields\n    }\n  }\n": typeof types.MyIntroCallSettingsDocument,
    "\n  mutation SaveIntroCallSettings($input: IntroCallSettingsInput!) {\n    saveIntroCallSettings(input: $input) {\n      ...IntroCallSettings_fields\n    }\n  }\n": typeof types.SaveIntroCallSettingsDocument,
    "\n  mutation TurnOffIntroCalls {\n    turnOffIntroCalls {\n      ...IntroCallSettings_fields\n    }\n  }\n": typeof types.TurnOffIntroCallsDocument,
    "\n  mutation AssignFranchisorLead($input: AssignFranchisorLeadInput!) {\n    assignFranchisorLead(input: $input) {\n      id\n      assignedTo\n      assignee {\n        id\n        fullName\n      }\n    }\n  }\n": typeof types.AssignFranchisorLeadDocument,
    "\n  mutation CancelLeadIntroCall($bookingId: ID!) {\n    cancelLeadIntroCall(bookingId: $bookingId) {\n      id\n      status\n      cancelledBy\n    }\n  }\n": typeof types.CancelLeadIntroCallDocument,
    "\n  query FranchisorLeadFranchises {\n    franchisorLeadFranchises {\n      id\n      name\n    }\n  }\n": typeof types.FranchisorLeadFranchisesDocument,
    "\n  query FranchisorLeadMessages($leadId: ID!, $page: PageInput) {\n    franchisorLeadMessages(leadId: $leadId, page: $page) {\n      total\n      items {\n        ...ConversationMessage_message\n      }\n    }\n  }\n": typeof types.FranchisorLeadMessagesDocument,
    "\n  query FranchisorLeadStats {\n    franchisorLeadStats {\n      total\n      new\n      qualified\n      converted\n      meetingRequirements\n      missingRequirements\n      highScore\n      mediumScore\n      lowScore\n    }\n  }\n": typeof types.FranchisorLeadStatsDocument,
    "\n  query FranchisorLeads($filter: FranchisorLeadFilter, $page: PageInput, $sort: FranchisorLeadSort) {\n    franchisorLeads(filter: $filter, page: $page, sort: $sort) {\n      total\n      page\n      pageCount\n      items {\n        id\n        name\n        email\n        phone\n        city\n        status\n        unreadMessageCount\n        assignee {\n          id\n          fullName\n        }\n        meetsRequirements\n        requirementsMissed\n        contactMethod\n        contactTime\n        score {\n          band\n          points\n        }\n        introCall {\n          id\n          label\n          status\n        }\n        createdAt\n        franchise {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.FranchisorLeadsDocument,
    "\n  query FranchisorLeadTeam {\n    franchisorTeam {\n      members {\n        id\n        fullName\n      }\n    }\n  }\n": typeof types.FranchisorLeadTeamDocument,
    "\n  query LeadIntroCallSlots($bookingId: ID!) {\n    leadIntroCallSlots(bookingId: $bookingId) {\n      callMinutes\n      meetingKind\n      slots {\n        startsAt\n        label\n      }\n    }\n  }\n": typeof types.LeadIntroCallSlotsDocument,
    "\n  mutation MoveLeadIntroCall($bookingId: ID!, $startsAt: DateTimeISO!) {\n    moveLeadIntroCall(bookingId: $bookingId, startsAt: $startsAt) {\n      id\n      label\n      status\n      startsAt\n    }\n  }\n": typeof types.MoveLeadIntroCallDocument,
    "\n  query NewLeadCount {\n    newLeadCount\n  }\n": typeof types.NewLeadCountDocument,
    "\n  subscription NewLeadCountChanged {\n    newLeadCount\n  }\n": typeof types.NewLeadCountChangedDocument,
    "\n  mutation OpenFranchisorLead($id: ID!) {\n    openFranchisorLead(id: $id) {\n      id\n      franchisorId\n      assignedTo\n      name\n      email\n      phone\n      city\n      postCode\n      country\n      desiredInvestment\n      desiredTimeframe\n      message\n      status\n      interestStatus\n      marketingOptIn\n      consentText\n      consentAt\n      hasAccount\n      unreadMessageCount\n      meetsRequirements\n      requirementsMissed\n      contactMethod\n      contactTime\n      introCall {\n        id\n        label\n        status\n        cancelledBy\n      }\n      quizAnswers {\n        question\n        answer\n      }\n      score {\n        band\n        points\n        maxPoints\n        reasons {\n          text\n          points\n        }\n      }\n      createdAt\n      franchise {\n        id\n        name\n      }\n    }\n  }\n": typeof types.OpenFranchisorLeadDocument,
    "\n  mutation ReplyToFranchisorLead($input: ReplyToFranchisorLeadInput!, $attachment: Upload) {\n    replyToFranchisorLead(input: $input, attachment: $attachment) {\n      ...ConversationMessage_message\n    }\n  }\n": typeof types.ReplyToFranchisorLeadDocument,
    "\n  mutation SetFranchisorLeadStatus($input: SetFranchisorLeadStatusInput!) {\n    setFranchisorLeadStatus(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.SetFranchisorLeadStatusDocument,
    "\n  mutation MarkSupportMessagesRead {\n    markSupportMessagesRead\n  }\n": typeof types.MarkSupportMessagesReadDocument,
    "\n  mutation SendSupportMessage($input: SendSupportMessageInput!, $attachment: Upload) {\n    sendSupportMessage(input: $input, attachment: $attachment) {\n      ...SupportMessage_message\n    }\n  }\n": typeof types.SendSupportMessageDocument,
    "\n  fragment SupportMessage_message on SupportMessage {\n    id\n    direction\n    subject\n    content\n    read\n    createdAt\n    attachmentUrl\n  }\n": typeof types.SupportMessage_MessageFragmentDoc,
    "\n  query SupportMessages($page: PageInput) {\n    supportMessages(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        ...SupportMessage_message\n      }\n    }\n  }\n": typeof types.SupportMessagesDocument,
    "\n  query SupportUnreadCount {\n    supportUnreadCount\n  }\n": typeof types.SupportUnreadCountDocument,
    "\n  subscription SupportUnreadCountChanged {\n    supportUnreadCount\n  }\n": typeof types.SupportUnreadCountChangedDocument,
    "\n  mutation AcceptTeamInvitation($input: AcceptTeamInvitationInput!) {\n    acceptTeamInvitation(input: $input) {\n      id\n      email\n      fullName\n      companyName\n      userType\n      status\n    }\n  }\n": typeof types.AcceptTeamInvitationDocument,
    "\n  mutation CancelTeamInvitation($id: ID!) {\n    cancelTeamInvitation(id: $id)\n  }\n": typeof types.CancelTeamInvitationDocument,
    "\n  query FranchisorTeam {\n    franchisorTeam {\n      members {\n        id\n        fullName\n        email\n        role\n        founder\n        joinedAt\n        lastLogin\n      }\n      invitations {\n        id\n        email\n        createdAt\n        expiresAt\n        expired\n        invitedByName\n      }\n    }\n  }\n": typeof types.FranchisorTeamDocument,
    "\n  mutation InviteTeamMember($input: InviteTeamMemberInput!) {\n    inviteTeamMember(input: $input) {\n      id\n      email\n    }\n  }\n": typeof types.InviteTeamMemberDocument,
    "\n  query LeadRouting {\n    leadRouting {\n      franchiseId\n      name\n      mode\n      areas {\n        key\n        name\n      }\n      members {\n        memberId\n        area\n      }\n    }\n  }\n": typeof types.LeadRoutingDocument,
    "\n  mutation RemoveTeamMember($id: ID!) {\n    removeTeamMember(id: $id)\n  }\n": typeof types.RemoveTeamMemberDocument,
    "\n  mutation ResendTeamInvitation($id: ID!) {\n    resendTeamInvitation(id: $id) {\n      id\n      expiresAt\n      expired\n    }\n  }\n": typeof types.ResendTeamInvitationDocument,
    "\n  mutation SetLeadRouting($input: SetLeadRoutingInput!) {\n    setLeadRouting(input: $input) {\n      franchiseId\n      mode\n      members {\n        memberId\n        area\n      }\n    }\n  }\n": typeof types.SetLeadRoutingDocument,
    "\n  query TeamInvitation($token: String!) {\n    teamInvitation(token: $token) {\n      email\n      companyName\n    }\n  }\n": typeof types.TeamInvitationDocument,
    "\n  mutation TransferTeamOwnership($id: ID!) {\n    transferTeamOwnership(id: $id) {\n      members {\n        id\n        role\n      }\n    }\n  }\n": typeof types.TransferTeamOwnershipDocument,
    "\n  query MyFranchiseTerritories($franchiseId: ID!, $page: PageInput) {\n    myFranchise(id: $franchiseId) {\n      id\n      name\n    }\n    myFranchiseTerritories(franchiseId: $franchiseId, page: $page) {\n      total\n      page\n      pageCount\n      available\n      reserved\n      taken\n      items {\n        id\n        district\n        postTown\n        state\n      }\n    }\n  }\n": typeof types.MyFranchiseTerritoriesDocument,
    "\n  mutation AddFranchiseTerritories($input: AddTerritoriesInput!) {\n    addFranchiseTerritories(input: $input)\n  }\n": typeof types.AddFranchiseTerritoriesDocument,
    "\n  mutation SetFranchiseTerritoryState($id: ID!, $state: TerritoryState!) {\n    setFranchiseTerritoryState(id: $id, state: $state) {\n      id\n      state\n    }\n  }\n": typeof types.SetFranchiseTerritoryStateDocument,
    "\n  mutation RemoveFranchiseTerritory($id: ID!) {\n    removeFranchiseTerritory(id: $id)\n  }\n": typeof types.RemoveFranchiseTerritoryDocument,
    "\n  fragment WebhookEndpointCard_endpoint on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    enabled\n    createdAt\n    failingSince\n    autoDisabledAt\n    lastStatusCode\n    lastAttemptAt\n  }\n": typeof types.WebhookEndpointCard_EndpointFragmentDoc,
    "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      id\n      ...WebhookEndpointCard_endpoint\n    }\n  }\n": typeof types.WebhookEndpointsDocument,
    "\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointCard_endpoint\n      }\n    }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      ...WebhookEndpointCard_endpoint\n    }\n  }\n": typeof types.UpdateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": typeof types.DeleteWebhookEndpointDocument,
    "\n  mutation RollWebhookSecret($id: ID!) {\n    rollWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        id\n      }\n    }\n  }\n": typeof types.RollWebhookSecretDocument,
    "\n  mutation SendTestWebhook($id: ID!) {\n    sendTestWebhook(id: $id)\n  }\n": typeof types.SendTestWebhookDocument,
    "\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId)\n  }\n": typeof types.RedeliverWebhookDocument,
    "\n  query WebhookAttempts($endpointId: ID!, $page: PageInput) {\n    webhookAttempts(endpointId: $endpointId, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        deliveryId\n        eventType\n        attempt\n        statusCode\n        durationMs\n        error\n        attemptedAt\n        deliveryState\n      }\n    }\n  }\n": typeof types.WebhookAttemptsDocument,
    "\n  mutation BookIntroCall($leadId: ID!, $startsAt: DateTimeISO!) {\n    bookIntroCall(leadId: $leadId, startsAt: $startsAt) {\n      id\n      label\n    }\n  }\n": typeof types.BookIntroCallDocument,
    "\n  mutation MoveIntroCall($bookingId: ID!, $startsAt: DateTimeISO!) {\n    moveIntroCall(bookingId: $bookingId, startsAt: $startsAt) {\n      id\n      label\n    }\n  }\n": typeof types.MoveIntroCallDocument,
    "\n  mutation CancelIntroCall($bookingId: ID!) {\n    cancelIntroCall(bookingId: $bookingId) {\n      id\n      status\n    }\n  }\n": typeof types.CancelIntroCallDocument,
    "\n  query IntroCallSlots($leadId: ID!) {\n    introCallSlots(leadId: $leadId) {\n      callMinutes\n      meetingKind\n      slots {\n        startsAt\n        label\n      }\n    }\n  }\n": typeof types.IntroCallSlotsDocument,
    "\n  mutation ClaimPendingFranchises($input: ClaimFranchisesInput!) {\n    claimPendingFranchises(input: $input) {\n      created\n      skipped\n    }\n  }\n": typeof types.ClaimPendingFranchisesDocument,
    "\n  query ConsentNotice($input: ConsentNoticeInput!) {\n    consentNotice(input: $input) {\n      text\n      noticeVersion\n    }\n  }\n": typeof types.ConsentNoticeDocument,
    "\n  query CustomerAccountExists($email: String!) {\n    customerAccountExists(email: $email)\n  }\n": typeof types.CustomerAccountExistsDocument,
    "\n  mutation RequestInfoSignIn($input: RequestInfoSignInInput!) {\n    requestInfoSignIn(input: $input) {\n      created\n      skipped\n      viewer {\n        id\n        email\n        fullName\n        companyName\n        userType\n        status\n      }\n    }\n  }\n": typeof types.RequestInfoSignInDocument,
    "\n  mutation RequestInfoSignUp($input: RequestInfoSignUpInput!) {\n    requestInfoSignUp(input: $input) {\n      created\n      skipped\n      viewer {\n        id\n        email\n        fullName\n        companyName\n        userType\n        status\n      }\n    }\n  }\n": typeof types.RequestInfoSignUpDocument,
    "\n  query RequestRequirements($input: RequestRequirementsInput!) {\n    requestRequirements(input: $input) {\n      franchiseId\n      name\n      minimumLiquidCapital\n      areas {\n        key\n        name\n      }\n      belowMinCapital\n      outsideAreas\n      notes\n    }\n  }\n": typeof types.RequestRequirementsDocument,
    "\n  mutation SubmitFranchiseLead($input: FranchiseLeadInput!) {\n    submitFranchiseLead(input: $input) {\n      created\n    }\n  }\n": typeof types.SubmitFranchiseLeadDocument,
    "\n  query ReportListingFranchise($id: ID!) {\n    franchise(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.ReportListingFranchiseDocument,
    "\n  mutation ReportListing($input: ReportListingInput!) {\n    reportListing(input: $input)\n  }\n": typeof types.ReportListingDocument,
    "\n  mutation MarkConversationRead($counterpartId: ID) {\n    markConversationRead(counterpartId: $counterpartId)\n  }\n": typeof types.MarkConversationReadDocument,
    "\n  fragment ConversationMessage_message on Message {\n    id\n    subject\n    content\n    createdAt\n    read\n    senderId\n    attachmentUrl\n  }\n": typeof types.ConversationMessage_MessageFragmentDoc,
    "\n  query MyConversationMessages($counterpartId: ID, $page: PageInput) {\n    myConversationMessages(counterpartId: $counterpartId, page: $page) {\n      total\n      items {\n        ...ConversationMessage_message\n      }\n    }\n  }\n": typeof types.MyConversationMessagesDocument,
    "\n  query MyConversations($page: PageInput) {\n    myConversations(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        counterpartId\n        lastActivityAt\n        unreadCount\n        franchiseNames\n        canReply\n        counterpart {\n          id\n          fullName\n          companyName\n        }\n        lastMessage {\n          id\n          content\n          senderId\n          attachmentUrl\n        }\n      }\n    }\n  }\n": typeof types.MyConversationsDocument,
    "\n  mutation ReplyToConversation($input: ReplyToConversationInput!, $attachment: Upload) {\n    replyToConversation(input: $input, attachment: $attachment) {\n      ...ConversationMessage_message\n    }\n  }\n": typeof types.ReplyToConversationDocument,
    "\n  query UnreadMessageCount {\n    unreadMessageCount\n  }\n": typeof types.UnreadMessageCountDocument,
    "\n  subscription UnreadMessageCountChanged {\n    unreadMessageCount\n  }\n": typeof types.UnreadMessageCountChangedDocument,
    "\n  mutation DeleteSavedSearch($id: ID!) {\n    deleteSavedSearch(id: $id)\n  }\n": typeof types.DeleteSavedSearchDocument,
    "\n  query MySavedSearches {\n    mySavedSearches {\n      ...SavedSearch_search\n    }\n  }\n": typeof types.MySavedSearchesDocument,
    "\n  mutation SaveSearch($input: SaveSearchInput!) {\n    saveSearch(input: $input) {\n      ...SavedSearch_search\n    }\n  }\n": typeof types.SaveSearchDocument,
    "\n  fragment SavedSearch_search on SavedSearchView {\n    id\n    name\n    text\n    categoryId\n    subcategoryId\n    location\n    investment\n    sort\n    alert\n    createdAt\n    category {\n      id\n      name\n    }\n    subcategory {\n      id\n      name\n    }\n  }\n": typeof types.SavedSearch_SearchFragmentDoc,
    "\n  mutation SetSavedSearchAlert($id: ID!, $alert: SearchAlert!) {\n    setSavedSearchAlert(id: $id, alert: $alert) {\n      id\n      alert\n    }\n  }\n": typeof types.SetSavedSearchAlertDocument,
    "\n  query RequestInfoFranchises($ids: [ID!]!) {\n    franchisesByIds(ids: $ids) {\n      id\n      name\n      location\n      franchisorId\n      canRequestInfo\n      details {\n        investmentAmount\n        minimumLiquidCapital\n      }\n      areas {\n        key\n        name\n      }\n      responseTime {\n        summary\n      }\n    }\n  }\n": typeof types.RequestInfoFranchisesDocument,
    "\n  query FranchiseTerritories($franchiseId: ID!, $postcode: String) {\n    franchiseTerritories(franchiseId: $franchiseId, postcode: $postcode) {\n      available\n      reserved\n      taken\n      check {\n        district\n        state\n        message\n      }\n    }\n  }\n": typeof types.FranchiseTerritoriesDocument,
};
const documents: Documents = {
    "\n  mutation DeleteMyAccount($input: DeleteAccountInput!) {\n    deleteMyAccount(input: $input)\n  }\n": types.DeleteMyAccountDocument,
    "\n  query AdminAccountHistory($id: ID!) {\n    adminAccountHistory(id: $id) {\n      id\n      action\n      beforeStatus\n      afterStatus\n      actorName\n      reason\n      createdAt\n    }\n  }\n": types.AdminAccountHistoryDocument,
    "\n  query AdminFranchisorAccount($id: ID!) {\n    adminFranchisorAccount(id: $id) {\n      id\n      companyName\n      contactName\n      email\n      status\n      franchiseCount\n      createdAt\n      companyCheck {\n        ...CompanyCheckSummary_check\n      }\n    }\n  }\n": types.AdminFranchisorAccountDocument,
    "\n  query AdminFranchisorAccounts($filter: AdminFranchisorAccountFilter, $page: PageInput) {\n    adminFranchisorAccounts(filter: $filter, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        companyName\n        contactName\n        email\n        categories\n        franchiseCount\n        status\n        createdAt\n      }\n    }\n  }\n": types.AdminFranchisorAccountsDocument,
    "\n  query AdminFranchisorFranchises($franchisorId: ID!, $page: PageInput) {\n    adminFranchisorFranchises(franchisorId: $franchisorId, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        name\n        location\n        status\n        shortDescription\n        mainImageUrl\n        createdAt\n      }\n    }\n  }\n": types.AdminFranchisorFranchisesDocument,
    "\n  mutation DeleteFranchisorAccounts($input: DeleteFranchisorAccountsInput!) {\n    deleteFranchisorAccounts(input: $input) {\n      deletedIds\n      deletedFranchises\n    }\n  }\n": types.DeleteFranchisorAccountsDocument,
    "\n  query AdFranchiseOptions($search: String) {\n    adminAdFranchiseOptions(search: $search) {\n      id\n      name\n      franchisorCompany\n    }\n  }\n": types.AdFranchiseOptionsDocument,
    "\n  query AdminBannerAds($page: PageInput) {\n    adminBannerAds(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        franchiseName\n        imageUrl\n        targetUrl\n        bannerType\n        categories {\n          id\n          name\n        }\n        duration\n        amount\n        status\n        paymentStatus\n        startDate\n        endDate\n        createdAt\n        views\n        clicks\n      }\n    }\n  }\n": types.AdminBannerAdsDocument,
    "\n  query AdminFeaturedAds($page: PageInput) {\n    adminFeaturedAds(page: $page) {\n      total\n      page\n      pageCount\n      revenueTotal\n      items {\n        id\n        franchiseName\n        franchisorCompany\n        categories {\n          id\n          name\n        }\n        duration\n        startDate\n        endDate\n        status\n        paymentStatus\n        amount\n        createdAt\n      }\n    }\n  }\n": types.AdminFeaturedAdsDocument,
    "\n  query AdvertisingSettings {\n    advertisingSettings {\n      ...AdvertisingSettings_view\n    }\n  }\n": types.AdvertisingSettingsDocument,
    "\n  fragment AdvertisingSettings_view on AdvertisingSettingsView {\n    featuredPricing {\n      duration\n      price\n    }\n    bannerPricing {\n      duration\n      price\n    }\n    multiCategoryDiscounts {\n      categories\n      discount\n    }\n    updatedAt\n    paymentsMode\n    stripePrices {\n      duration\n      stripePriceId\n      createdAt\n    }\n  }\n": types.AdvertisingSettings_ViewFragmentDoc,
    "\n  query BannerCategories {\n    mainCategories(limit: 100) {\n      id\n      name\n      children {\n        id\n        name\n      }\n    }\n  }\n": types.BannerCategoriesDocument,
    "\n  mutation CreateBannerAd($input: CreateBannerAdInput!, $image: Upload!) {\n    createBannerAd(input: $input, image: $image) {\n      id\n    }\n  }\n": types.CreateBannerAdDocument,
    "\n  mutation DeleteBannerAds($ids: [ID!]!) {\n    deleteBannerAds(ids: $ids)\n  }\n": types.DeleteBannerAdsDocument,
    "\n  mutation DeleteFeaturedAds($ids: [ID!]!) {\n    deleteFeaturedAds(ids: $ids)\n  }\n": types.DeleteFeaturedAdsDocument,
    "\n  mutation MarkFeaturedAdsPaid($ids: [ID!]!) {\n    markFeaturedAdsPaid(ids: $ids) {\n      id\n      status\n      paymentStatus\n      startDate\n      endDate\n    }\n  }\n": types.MarkFeaturedAdsPaidDocument,
    "\n  query PaymentsMode {\n    paymentsMode {\n      simulated\n    }\n  }\n": types.PaymentsModeDocument,
    "\n  mutation SyncStripePricing {\n    syncStripePricing {\n      ...AdvertisingSettings_view\n    }\n  }\n": types.SyncStripePricingDocument,
    "\n  mutation UpdateAdvertisingSettings($input: AdvertisingSettingsInput!) {\n    updateAdvertisingSettings(input: $input) {\n      ...AdvertisingSettings_view\n    }\n  }\n": types.UpdateAdvertisingSettingsDocument,
    "\n  query AdminFranchiseReview($id: ID!) {\n    adminFranchiseReview(id: $id) {\n      id\n      name\n      status\n      createdAt\n      updatedAt\n      approvedAt\n      rejectionReason\n      franchisorId\n      franchisorCompanyName\n      franchisorContactName\n      franchisorEmail\n      lastApprovedAt\n      openRevision {\n        id\n        submittedAt\n        updatedAt\n        changes {\n          section\n          label\n          kind\n          before\n          after\n        }\n      }\n      history {\n        ...AuditHistory_entry\n      }\n    }\n  }\n": types.AdminFranchiseReviewDocument,
    "\n  query AdminFranchisePreview($id: ID!) {\n    adminFranchisePreview(id: $id) {\n      ...FranchiseDetail_franchise\n    }\n  }\n": types.AdminFranchisePreviewDocument,
    "\n  query AdminPendingAccounts($filter: PendingListFilter, $page: PageInput) {\n    adminPendingAccounts(filter: $filter, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        companyName\n        contactName\n        email\n        requestedAt\n        companyCheck {\n          ...CompanyCheckSummary_check\n        }\n      }\n    }\n  }\n": types.AdminPendingAccountsDocument,
    "\n  query AdminPendingCounts {\n    adminPendingCounts {\n      accounts\n      franchises\n      revisions\n    }\n  }\n": types.AdminPendingCountsDocument,
    "\n  subscription AdminPendingCountsChanged {\n    adminPendingCountsChanged {\n      accounts\n      franchises\n      revisions\n    }\n  }\n": types.AdminPendingCountsChangedDocument,
    "\n  query AdminPendingFranchises($filter: PendingListFilter, $page: PageInput) {\n    adminPendingFranchises(filter: $filter, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        name\n        shortDescription\n        location\n        franchisorName\n        submittedAt\n        lastApprovedAt\n      }\n    }\n  }\n": types.AdminPendingFranchisesDocument,
    "\n  query AdminPendingRevisions($filter: PendingListFilter, $page: PageInput) {\n    adminPendingRevisions(filter: $filter, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        franchiseId\n        name\n        revisedName\n        franchisorName\n        submittedAt\n        updatedAt\n      }\n    }\n  }\n": types.AdminPendingRevisionsDocument,
    "\n  query AdminRecentFranchisorLogins {\n    adminRecentFranchisorLogins {\n      id\n      companyName\n      contactName\n      lastLogin\n    }\n  }\n": types.AdminRecentFranchisorLoginsDocument,
    "\n  fragment AuditHistory_entry on AdminAuditEntry {\n    id\n    action\n    beforeStatus\n    afterStatus\n    reason\n    actorName\n    createdAt\n  }\n": types.AuditHistory_EntryFragmentDoc,
    "\n  fragment CompanyCheckSummary_check on AdminCompanyCheck {\n    companyNumber\n    notRegistered\n    registerUrl\n    registeredName\n    statusLabel\n    checkedAt\n    lastError\n    flags {\n      kind\n      message\n    }\n  }\n": types.CompanyCheckSummary_CheckFragmentDoc,
    "\n  mutation ApproveAccount($id: ID!) {\n    approveAccount(id: $id) {\n      id\n      status\n      approvedAt\n    }\n  }\n": types.ApproveAccountDocument,
    "\n  mutation RejectAccount($id: ID!) {\n    rejectAccount(id: $id) {\n      id\n      status\n      approvedAt\n    }\n  }\n": types.RejectAccountDocument,
    "\n  mutation ApproveFranchise($id: ID!) {\n    approveFranchise(id: $id) {\n      id\n      status\n      approvedAt\n      rejectionReason\n    }\n  }\n": types.ApproveFranchiseDocument,
    "\n  mutation RejectFranchise($input: RejectFranchiseInput!) {\n    rejectFranchise(input: $input) {\n      id\n      status\n      approvedAt\n      rejectionReason\n    }\n  }\n": types.RejectFranchiseDocument,
    "\n  mutation ApproveRevision($id: ID!) {\n    approveRevision(id: $id) {\n      id\n      franchiseId\n      status\n    }\n  }\n": types.ApproveRevisionDocument,
    "\n  mutation RejectRevision($input: RejectRevisionInput!) {\n    rejectRevision(input: $input) {\n      id\n      franchiseId\n      status\n      reason\n    }\n  }\n": types.RejectRevisionDocument,
    "\n  query AdminBlogPostForEditor($id: ID!) {\n    adminBlogPost(id: $id) {\n      id\n      title\n      author\n      categoryId\n      categoryName\n      imageUrl\n      status\n      views\n      createdAt\n      publishedAt\n      content\n      metaTitle\n      metaDescription\n      keywords\n    }\n  }\n": types.AdminBlogPostForEditorDocument,
    "\n  query BlogPostCategoryOptions {\n    adminBlogCategories {\n      id\n      name\n    }\n  }\n": types.BlogPostCategoryOptionsDocument,
    "\n  mutation CreateBlogPost($input: BlogPostInput!, $image: Upload) {\n    createBlogPost(input: $input, image: $image) {\n      id\n      title\n      status\n    }\n  }\n": types.CreateBlogPostDocument,
    "\n  mutation UpdateBlogPost($id: ID!, $input: BlogPostInput!, $image: Upload) {\n    updateBlogPost(id: $id, input: $input, image: $image) {\n      id\n      title\n      author\n      categoryId\n      categoryName\n      imageUrl\n      status\n      views\n      createdAt\n      publishedAt\n      content\n      metaTitle\n      metaDescription\n      keywords\n    }\n  }\n": types.UpdateBlogPostDocument,
    "\n  query BlogPostPreview($content: String!) {\n    blogPostPreview(content: $content)\n  }\n": types.BlogPostPreviewDocument,
    "\n  query AdminBlogPosts($filter: AdminPostsFilter, $page: PageInput) {\n    adminBlogPosts(filter: $filter, page: $page) {\n      total\n      page\n      pageSize\n      pageCount\n      items {\n        ...AdminBlogPostRow\n      }\n    }\n  }\n": types.AdminBlogPostsDocument,
    "\n  fragment AdminBlogPostRow on AdminBlogPost {\n    id\n    title\n    categoryName\n    imageUrl\n    status\n    views\n    shortcode\n    createdAt\n  }\n": types.AdminBlogPostRowFragmentDoc,
    "\n  mutation DeleteBlogPosts($ids: [ID!]!) {\n    deleteBlogPosts(ids: $ids)\n  }\n": types.DeleteBlogPostsDocument,
    "\n  mutation TogglePostsStatus($ids: [ID!]!) {\n    togglePostsStatus(ids: $ids) {\n      status\n      posts {\n        ...AdminBlogPostRow\n      }\n    }\n  }\n": types.TogglePostsStatusDocument,
    "\n  mutation CopyPostShortcode($id: ID!) {\n    copyPostShortcode(id: $id) {\n      id\n      shortcode\n    }\n  }\n": types.CopyPostShortcodeDocument,
    "\n  query AdminBlogCategories {\n    adminBlogCategories {\n      id\n      name\n      createdAt\n      postCount\n    }\n  }\n": types.AdminBlogCategoriesDocument,
    "\n  mutation CreateBlogCategory($input: BlogCategoryInput!) {\n    createBlogCategory(input: $input) {\n      id\n      name\n      createdAt\n      postCount\n    }\n  }\n": types.CreateBlogCategoryDocument,
    "\n  mutation RenameBlogCategory($id: ID!, $input: BlogCategoryInput!) {\n    renameBlogCategory(id: $id, input: $input) {\n      id\n      name\n      createdAt\n      postCount\n    }\n  }\n": types.RenameBlogCategoryDocument,
    "\n  mutation DeleteBlogCategory($id: ID!) {\n    deleteBlogCategory(id: $id)\n  }\n": types.DeleteBlogCategoryDocument,
    "\n  query BlogStatistics {\n    blogStatistics {\n      totalViews\n      totalPosts\n      publishedPosts\n      averageViews\n      popularPosts {\n        id\n        title\n        views\n        publishedAt\n      }\n      viewsByDay {\n        date\n        views\n      }\n    }\n  }\n": types.BlogStatisticsDocument,
    "\n  query AdminCategories {\n    adminCategories {\n      id\n      name\n      parentId\n      franchiseCount\n      listingCount\n      hasArticle\n      children {\n        id\n        name\n        parentId\n        franchiseCount\n        listingCount\n        hasArticle\n      }\n    }\n  }\n": types.AdminCategoriesDocument,
    "\n  query AdminCategoryArticle($categoryId: ID!) {\n    adminCategoryArticle(categoryId: $categoryId) {\n      id\n      categoryId\n      title\n      content\n      metaTitle\n      metaDescription\n      keywords\n      faqs {\n        question\n        answer\n      }\n      updatedAt\n    }\n  }\n": types.AdminCategoryArticleDocument,
    "\n  mutation CreateCategory($input: CreateCategoryInput!) {\n    createCategory(input: $input) {\n      id\n      name\n      parentId\n    }\n  }\n": types.CreateCategoryDocument,
    "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      id\n      subcategoryIds\n      mappingsRemoved\n    }\n  }\n": types.DeleteCategoryDocument,
    "\n  mutation SaveCategoryArticle($categoryId: ID!, $input: CategoryArticleInput!) {\n    saveCategoryArticle(categoryId: $categoryId, input: $input) {\n      id\n      categoryId\n      title\n      content\n      metaTitle\n      metaDescription\n      keywords\n      faqs {\n        question\n        answer\n      }\n      updatedAt\n    }\n  }\n": types.SaveCategoryArticleDocument,
    "\n  mutation UpdateCategory($id: ID!, $input: UpdateCategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      parentId\n    }\n  }\n": types.UpdateCategoryDocument,
    "\n  mutation AddDataComplaintNote($input: AddDataComplaintNoteInput!) {\n    addDataComplaintNote(input: $input) {\n      ...AdminDataComplaintDetail_fields\n    }\n  }\n": types.AddDataComplaintNoteDocument,
    "\n  fragment AdminDataComplaint_fields on AdminDataComplaint {\n    id\n    reference\n    fullName\n    email\n    topic\n    topicLabel\n    details\n    status\n    createdAt\n    answerDueAt\n    overdue\n    outcome\n    answeredAt\n    answeredByName\n    noteCount\n  }\n": types.AdminDataComplaint_FieldsFragmentDoc,
    "\n  fragment AdminDataComplaintDetail_fields on AdminDataComplaintDetail {\n    id\n    complaint {\n      ...AdminDataComplaint_fields\n    }\n    notes {\n      id\n      body\n      authorName\n      createdAt\n    }\n    history {\n      id\n      action\n      label\n      actorName\n      createdAt\n    }\n  }\n": types.AdminDataComplaintDetail_FieldsFragmentDoc,
    "\n  query AdminDataComplaint($id: ID!) {\n    adminDataComplaint(id: $id) {\n      ...AdminDataComplaintDetail_fields\n    }\n  }\n": types.AdminDataComplaintDocument,
    "\n  query AdminDataComplaints($filter: DataComplaintFilter, $page: PageInput) {\n    adminDataComplaints(filter: $filter, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        ...AdminDataComplaint_fields\n      }\n    }\n  }\n": types.AdminDataComplaintsDocument,
    "\n  query AdminUnansweredComplaintCount {\n    adminUnansweredComplaintCount\n  }\n": types.AdminUnansweredComplaintCountDocument,
    "\n  subscription AdminUnansweredComplaintCountChanged {\n    adminUnansweredComplaintCount\n  }\n": types.AdminUnansweredComplaintCountChangedDocument,
    "\n  mutation SendDataComplaintOutcome($input: SendDataComplaintOutcomeInput!) {\n    sendDataComplaintOutcome(input: $input) {\n      ...AdminDataComplaintDetail_fields\n    }\n  }\n": types.SendDataComplaintOutcomeDocument,
    "\n  mutation SetDataComplaintStatus($input: SetDataComplaintStatusInput!) {\n    setDataComplaintStatus(input: $input) {\n      ...AdminDataComplaintDetail_fields\n    }\n  }\n": types.SetDataComplaintStatusDocument,
    "\n  query AdminListingReports($filter: ListingReportFilter, $page: PageInput) {\n    adminListingReports(filter: $filter, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        reason\n        reasonLabel\n        details\n        reporterEmail\n        createdAt\n        status\n        resolution\n        resolutionNote\n        resolvedAt\n        resolvedByName\n        franchiseId\n        franchiseName\n        franchiseStatus\n        franchisorName\n      }\n    }\n  }\n": types.AdminListingReportsDocument,
    "\n  query AdminOpenReportCount {\n    adminOpenReportCount\n  }\n": types.AdminOpenReportCountDocument,
    "\n  subscription AdminOpenReportCountChanged {\n    adminOpenReportCount\n  }\n": types.AdminOpenReportCountChangedDocument,
    "\n  mutation ResolveListingReport($input: ResolveListingReportInput!) {\n    resolveListingReport(input: $input) {\n      id\n      status\n      resolution\n      resolutionNote\n      resolvedAt\n      resolvedByName\n      franchiseStatus\n    }\n  }\n": types.ResolveListingReportDocument,
    "\n  query AdminMembershipClaims($page: PageInput) {\n    adminMembershipClaims(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        companyName\n        contactName\n        email\n        level\n        label\n        membershipNumber\n        status\n        statedAt\n        verifiedAt\n        expiresAt\n      }\n    }\n  }\n": types.AdminMembershipClaimsDocument,
    "\n  query AdminMembershipHistory($page: PageInput) {\n    adminMembershipHistory(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        franchisorId\n        companyName\n        action\n        label\n        membershipNumber\n        reason\n        actorName\n        decidedAt\n      }\n    }\n  }\n": types.AdminMembershipHistoryDocument,
    "\n  mutation RejectMembership($input: RejectMembershipInput!) {\n    rejectMembership(input: $input) {\n      id\n      status\n      verifiedAt\n      expiresAt\n      rejectionReason\n    }\n  }\n": types.RejectMembershipDocument,
    "\n  mutation VerifyMembership($input: VerifyMembershipInput!) {\n    verifyMembership(input: $input) {\n      id\n      status\n      verifiedAt\n      expiresAt\n      rejectionReason\n    }\n  }\n": types.VerifyMembershipDocument,
    "\n  query AdminMessages($page: PageInput, $filter: AdminMessagesFilter) {\n    adminMessages(page: $page, filter: $filter) {\n      total\n      page\n      pageCount\n      items {\n        id\n        direction\n        subject\n        content\n        read\n        createdAt\n        attachmentUrl\n        sender {\n          id\n          fullName\n          companyName\n          userType\n        }\n        franchisor {\n          id\n          fullName\n          companyName\n        }\n      }\n    }\n  }\n": types.AdminMessagesDocument,
    "\n  query AdminUnreadMessageCount {\n    adminUnreadMessageCount\n  }\n": types.AdminUnreadMessageCountDocument,
    "\n  subscription AdminUnreadMessageCountChanged {\n    adminUnreadMessageCount\n  }\n": types.AdminUnreadMessageCountChangedDocument,
    "\n  mutation MarkAdminMessagesRead($input: MarkMessagesReadInput!) {\n    markAdminMessagesRead(input: $input)\n  }\n": types.MarkAdminMessagesReadDocument,
    "\n  query MessageRecipients($input: MessageRecipientSearch) {\n    messageRecipients(input: $input) {\n      id\n      companyName\n      fullName\n    }\n  }\n": types.MessageRecipientsDocument,
    "\n  mutation SendAdminMessage($input: SendAdminMessageInput!, $attachment: Upload) {\n    sendAdminMessage(input: $input, attachment: $attachment) {\n      id\n      subject\n    }\n  }\n": types.SendAdminMessageDocument,
    "\n  query CategoryBanner($categoryId: ID!) {\n    categoryBanner(categoryId: $categoryId) {\n      id\n      imageUrl\n      targetUrl\n      altText\n    }\n  }\n": types.CategoryBannerDocument,
    "\n  query MainBanner {\n    mainBanner {\n      id\n      imageUrl\n      targetUrl\n      altText\n    }\n  }\n": types.MainBannerDocument,
    "\n  mutation RecordAdMetrics($input: RecordAdMetricsInput!) {\n    recordAdMetrics(input: $input)\n  }\n": types.RecordAdMetricsDocument,
    "\n  mutation RecordBannerMetrics($input: RecordBannerMetricsInput!) {\n    recordBannerMetrics(input: $input)\n  }\n": types.RecordBannerMetricsDocument,
    "\n  mutation RequestMagicLink($email: String!) {\n    requestMagicLink(email: $email)\n  }\n": types.RequestMagicLinkDocument,
    "\n  mutation SignInWithMagicLink($token: String!) {\n    signInWithMagicLink(token: $token) {\n      id\n      email\n      fullName\n      companyName\n      userType\n      status\n    }\n  }\n": types.SignInWithMagicLinkDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      id\n      email\n      fullName\n      companyName\n      userType\n      status\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  mutation SignUpCustomer($input: CustomerSignUpInput!) {\n    signUpCustomer(input: $input) {\n      id\n      email\n      fullName\n      companyName\n      userType\n      status\n    }\n  }\n": types.SignUpCustomerDocument,
    "\n  mutation SignUpFranchisor($input: FranchisorSignUpInput!) {\n    signUpFranchisor(input: $input)\n  }\n": types.SignUpFranchisorDocument,
    "\n  query Viewer {\n    viewer {\n      id\n      email\n      fullName\n      companyName\n      userType\n      status\n    }\n  }\n": types.ViewerDocument,
    "\n  query BlogCategories {\n    blogCategories {\n      id\n      name\n      postCount\n    }\n  }\n": types.BlogCategoriesDocument,
    "\n  query BlogPost($id: ID!) {\n    blogPost(id: $id) {\n      id\n      title\n      content\n      excerpt\n      imageUrl\n      author\n      views\n      createdAt\n      publishedAt\n      keywords\n      metaTitle\n      metaDescription\n      category {\n        id\n        name\n      }\n    }\n  }\n": types.BlogPostDocument,
    "\n  query BlogPosts($categoryId: ID, $page: PageInput) {\n    blogPosts(categoryId: $categoryId, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        title\n        excerpt\n        imageUrl\n        author\n        views\n        createdAt\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.BlogPostsDocument,
    "\n  mutation RecordPostView($id: ID!) {\n    recordPostView(id: $id) {\n      id\n      views\n    }\n  }\n": types.RecordPostViewDocument,
    "\n  query CategoryPage($id: ID!) {\n    category(id: $id) {\n      id\n      name\n      parent {\n        id\n        name\n      }\n      children {\n        id\n        name\n      }\n      article {\n        id\n        title\n        content\n        metaTitle\n        metaDescription\n        faqs {\n          question\n          answer\n        }\n      }\n    }\n  }\n": types.CategoryPageDocument,
    "\n  query CategoryTree {\n    mainCategories(limit: 100) {\n      id\n      name\n      franchiseCount\n      children {\n        id\n        name\n        franchiseCount\n      }\n    }\n  }\n": types.CategoryTreeDocument,
    "\n  fragment CheckedFacts_franchise on Franchise {\n    companyFacts {\n      notRegistered\n      companyNumber\n      registerUrl\n      checkedAt\n      registeredName\n      status\n      statusLabel\n      incorporatedOn\n      accountsOverdue\n      confirmationStatementOverdue\n      locality\n    }\n    membership {\n      label\n      verifiedAt\n    }\n  }\n": types.CheckedFacts_FranchiseFragmentDoc,
    "\n  query CompareFranchises($ids: [ID!]!) {\n    franchisesByIds(ids: $ids) {\n      ...FranchiseCard_franchise\n      updatedAt\n      areas {\n        key\n        name\n      }\n      details {\n        brochureUrl\n        ...FranchiseKeyFacts_details\n        figures {\n          label\n          amount\n          illustrative\n          basisText\n        }\n      }\n      categories {\n        ...FranchiseContent_category\n      }\n      ...CheckedFacts_franchise\n    }\n  }\n": types.CompareFranchisesDocument,
    "\n  query FeaturedOpportunities {\n    featuredOpportunities {\n      adId\n      franchise {\n        ...FranchiseCard_franchise\n      }\n    }\n  }\n": types.FeaturedOpportunitiesDocument,
    "\n  query FilterCategories {\n    mainCategories(limit: 100) {\n      id\n      name\n      children {\n        id\n        name\n      }\n    }\n  }\n": types.FilterCategoriesDocument,
    "\n  fragment FranchiseCard_franchise on Franchise {\n    id\n    name\n    location\n    franchisorId\n    canRequestInfo\n    featuredAdId\n    companyChecked\n    responseTime {\n      summary\n    }\n    details {\n      shortDescription\n      investmentAmount\n      mainImageUrl\n    }\n  }\n": types.FranchiseCard_FranchiseFragmentDoc,
    "\n  fragment FranchiseContent_category on Category {\n    id\n    name\n    parentId\n  }\n": types.FranchiseContent_CategoryFragmentDoc,
    "\n  fragment FranchiseContent_galleryImage on FranchiseGalleryImage {\n    id\n    imageUrl\n  }\n": types.FranchiseContent_GalleryImageFragmentDoc,
    "\n  fragment FranchiseContent_faq on FranchiseFaq {\n    id\n    question\n    answer\n  }\n": types.FranchiseContent_FaqFragmentDoc,
    "\n  fragment FranchiseContent_testimonial on FranchiseTestimonial {\n    id\n    authorName\n    content\n  }\n": types.FranchiseContent_TestimonialFragmentDoc,
    "\n  fragment FranchiseContent_successStory on FranchiseSuccessStory {\n    id\n    title\n    content\n    imageUrl\n  }\n": types.FranchiseContent_SuccessStoryFragmentDoc,
    "\n  fragment FranchiseContent_rows on FranchiseContent {\n    gallery {\n      ...FranchiseContent_galleryImage\n    }\n    faqs {\n      ...FranchiseContent_faq\n    }\n    testimonials {\n      ...FranchiseContent_testimonial\n    }\n    successStories {\n      ...FranchiseContent_successStory\n    }\n  }\n": types.FranchiseContent_RowsFragmentDoc,
    "\n  fragment FranchiseDetail_franchise on Franchise {\n    ...FranchiseCard_franchise\n    updatedAt\n    suppliedBy\n    responseTime {\n      summary\n      medianSeconds\n      withinDayPercent\n    }\n    areas {\n      key\n      name\n    }\n    details {\n      longDescription\n      brochureUrl\n      ...FranchiseKeyFacts_details\n      figures {\n        label\n        amount\n        illustrative\n        basisText\n      }\n    }\n    categories {\n      ...FranchiseContent_category\n    }\n    ...FranchiseContent_rows\n    ...CheckedFacts_franchise\n  }\n": types.FranchiseDetail_FranchiseFragmentDoc,
    "\n  query FranchiseDetail($id: ID!) {\n    franchise(id: $id) {\n      ...FranchiseDetail_franchise\n    }\n  }\n": types.FranchiseDetailDocument,
    "\n  query HomeCategories($limit: Int!) {\n    mainCategories(limit: $limit) {\n      id\n      name\n      franchiseCount\n    }\n  }\n": types.HomeCategoriesDocument,
    "\n  fragment FranchiseKeyFacts_details on FranchiseDetails {\n    investmentAmount\n    franchiseFee\n    minimumLiquidCapital\n    royaltyFee\n    financeAvailable\n    yearFounded\n    outlets\n    trainingProvided\n    investmentIncludes\n    ownershipStyles\n    workingHours\n  }\n": types.FranchiseKeyFacts_DetailsFragmentDoc,
    "\n  query MainCategories($limit: Int) {\n    mainCategories(limit: $limit) {\n      id\n      name\n    }\n  }\n": types.MainCategoriesDocument,
    "\n  query Places($search: String!, $limit: Int) {\n    places(search: $search, limit: $limit) {\n      key\n      kind\n      name\n      within\n    }\n  }\n": types.PlacesDocument,
    "\n  query SearchFacets($filters: FranchiseSearchInput!) {\n    franchiseSearchFacets(filters: $filters) {\n      categories {\n        categoryId\n        count\n      }\n      investmentRanges {\n        range\n        count\n      }\n    }\n  }\n": types.SearchFacetsDocument,
    "\n  query SearchFranchises($filters: FranchiseSearchInput!, $page: PageInput!) {\n    franchiseSearch(filters: $filters, page: $page) {\n      total\n      page\n      pageSize\n      pageCount\n      items {\n        ...FranchiseCard_franchise\n      }\n    }\n  }\n": types.SearchFranchisesDocument,
    "\n  query SearchSuggestion($text: String!) {\n    searchSuggestion(text: $text)\n  }\n": types.SearchSuggestionDocument,
    "\n  mutation SendContactMessage($input: SendContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n": types.SendContactMessageDocument,
    "\n  query PrivacyNotice {\n    privacyNotice {\n      version\n    }\n  }\n": types.PrivacyNoticeDocument,
    "\n  query RetentionPeriods {\n    retentionPeriods {\n      requestMonths\n      signInMonths\n      contactMonths\n      consentYears\n    }\n  }\n": types.RetentionPeriodsDocument,
    "\n  query SuccessStories($page: PageInput) {\n    successStories(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        title\n        content\n        imageUrl\n        franchise {\n          id\n          name\n          location\n          suppliedBy\n        }\n      }\n    }\n  }\n": types.SuccessStoriesDocument,
    "\n  mutation DeleteFranchiseRequest($id: ID!) {\n    deleteFranchiseRequest(id: $id)\n  }\n": types.DeleteFranchiseRequestDocument,
    "\n  query MyFranchiseRequests($page: PageInput) {\n    myFranchiseRequests(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        status\n        interestStatus\n        contactMethod\n        contactTime\n        createdAt\n        answeredAt\n        canMessage\n        introCallOffered\n        introCall {\n          id\n          label\n          status\n          meetingLink\n          phone\n        }\n        consent {\n          id\n          text\n          pathLabel\n          noticeVersion\n          createdAt\n        }\n        franchise {\n          id\n          name\n          location\n          details {\n            investmentAmount\n            mainImageUrl\n          }\n        }\n        franchisor {\n          id\n          fullName\n          companyName\n        }\n      }\n    }\n  }\n": types.MyFranchiseRequestsDocument,
    "\n  mutation SendFranchiseRequestMessage($input: SendRequestMessageInput!, $attachment: Upload) {\n    sendFranchiseRequestMessage(input: $input, attachment: $attachment) {\n      id\n    }\n  }\n": types.SendFranchiseRequestMessageDocument,
    "\n  mutation SetFranchiseRequestContactPreference($input: SetRequestContactPreferenceInput!) {\n    setFranchiseRequestContactPreference(input: $input) {\n      id\n      contactMethod\n      contactTime\n    }\n  }\n": types.SetFranchiseRequestContactPreferenceDocument,
    "\n  mutation SetFranchiseRequestInterest($input: SetRequestInterestInput!) {\n    setFranchiseRequestInterest(input: $input) {\n      id\n      interestStatus\n    }\n  }\n": types.SetFranchiseRequestInterestDocument,
    "\n  mutation SubmitDataComplaint($input: SubmitDataComplaintInput!) {\n    submitDataComplaint(input: $input) {\n      reference\n    }\n  }\n": types.SubmitDataComplaintDocument,
    "\n  mutation CreateFeaturedAd($input: CreateFeaturedAdInput!) {\n    createFeaturedAd(input: $input) {\n      adId\n      checkoutUrl\n    }\n  }\n": types.CreateFeaturedAdDocument,
    "\n  query FeaturedAdCategories {\n    mainCategories(limit: 100) {\n      id\n      name\n    }\n  }\n": types.FeaturedAdCategoriesDocument,
    "\n  query FeaturedAdPricing {\n    featuredAdPricing {\n      maxAdditionalCategories\n      featuredPricing {\n        duration\n        price\n      }\n      quotes {\n        duration\n        additionalCategories\n        base\n        additional\n        discountPercent\n        discount\n        total\n      }\n    }\n  }\n": types.FeaturedAdPricingDocument,
    "\n  query MyFeaturedAdFranchises {\n    myFeaturedAdFranchises {\n      id\n      name\n    }\n  }\n": types.MyFeaturedAdFranchisesDocument,
    "\n  query MyFeaturedAds($page: PageInput) {\n    myFeaturedAds(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        franchiseId\n        franchiseName\n        additionalCategories {\n          id\n          name\n        }\n        duration\n        status\n        paymentStatus\n        amount\n        startDate\n        endDate\n        createdAt\n        canPay\n      }\n    }\n  }\n": types.MyFeaturedAdsDocument,
    "\n  subscription MyFeaturedAdsChanged {\n    myFeaturedAdsChanged\n  }\n": types.MyFeaturedAdsChangedDocument,
    "\n  mutation PayFeaturedAd($id: ID!) {\n    payFeaturedAd(id: $id) {\n      adId\n      checkoutUrl\n    }\n  }\n": types.PayFeaturedAdDocument,
    "\n  query SandboxCheckout($sessionId: ID!) {\n    sandboxCheckout(sessionId: $sessionId) {\n      sessionId\n      adId\n      franchiseName\n      description\n      amount\n      currency\n      status\n      cancelUrl\n    }\n  }\n": types.SandboxCheckoutDocument,
    "\n  mutation PaySandboxCheckout($sessionId: ID!) {\n    paySandboxCheckout(sessionId: $sessionId)\n  }\n": types.PaySandboxCheckoutDocument,
    "\n  mutation DeleteSavedMatch($id: ID!) {\n    deleteSavedMatch(id: $id)\n  }\n": types.DeleteSavedMatchDocument,
    "\n  query FranchiseMatches($answers: MatchAnswersInput!, $page: PageInput) {\n    franchiseMatches(answers: $answers, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        fit\n        reasons {\n          text\n          fits\n        }\n        franchise {\n          ...FranchiseCard_franchise\n        }\n      }\n    }\n  }\n": types.FranchiseMatchesDocument,
    "\n  query MySavedMatches {\n    mySavedMatches {\n      id\n      createdAt\n      answers {\n        ownCash\n        borrowing\n        involvement\n        hours\n        sectorIds\n        town\n        experience\n        timeframe\n      }\n    }\n  }\n": types.MySavedMatchesDocument,
    "\n  mutation SaveMatch($answers: MatchAnswersInput!) {\n    saveMatch(answers: $answers) {\n      id\n      createdAt\n    }\n  }\n": types.SaveMatchDocument,
    "\n  fragment CompanySection_company on FranchisorCompany {\n    companyNumber\n    notRegistered\n    checksEnabled\n    lastError\n    flags {\n      kind\n      message\n    }\n    facts {\n      companyNumber\n      registerUrl\n      checkedAt\n      registeredName\n      status\n      statusLabel\n      incorporatedOn\n      accountsOverdue\n      confirmationStatementOverdue\n      locality\n      sicCodes\n      activeOfficers\n    }\n  }\n": types.CompanySection_CompanyFragmentDoc,
    "\n  fragment MembershipSection_membership on FranchisorMembership {\n    level\n    label\n    membershipNumber\n    status\n    statedAt\n    verifiedAt\n    expiresAt\n    rejectionReason\n  }\n": types.MembershipSection_MembershipFragmentDoc,
    "\n  query MyCompany {\n    myCompany {\n      ...CompanySection_company\n    }\n  }\n": types.MyCompanyDocument,
    "\n  query MyMembership {\n    myMembership {\n      ...MembershipSection_membership\n    }\n  }\n": types.MyMembershipDocument,
    "\n  mutation StateMembership($input: StateMembershipInput!) {\n    stateMembership(input: $input) {\n      ...MembershipSection_membership\n    }\n  }\n": types.StateMembershipDocument,
    "\n  mutation UpdateMyCompanyNumber($input: CompanyNumberInput!) {\n    updateMyCompanyNumber(input: $input) {\n      ...CompanySection_company\n    }\n  }\n": types.UpdateMyCompanyNumberDocument,
    "\n  mutation WithdrawMembership {\n    withdrawMembership\n  }\n": types.WithdrawMembershipDocument,
    "\n  fragment ApiTokenRow_token on ApiToken {\n    id\n    name\n    hint\n    scopes\n    createdAt\n    createdByName\n    lastUsedAt\n  }\n": types.ApiTokenRow_TokenFragmentDoc,
    "\n  query ApiTokens {\n    apiTokens {\n      ...ApiTokenRow_token\n    }\n  }\n": types.ApiTokensDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        ...ApiTokenRow_token\n      }\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n    }\n  }\n": types.RevokeApiTokenDocument,
    "\n  query FranchisorPendingFranchises($page: PageInput) {\n    franchisorPendingFranchises(page: $page) {\n      total\n      items {\n        id\n        name\n        location\n        createdAt\n      }\n    }\n  }\n": types.FranchisorPendingFranchisesDocument,
    "\n  query FranchisorPerformance($input: PerformanceRangeInput!) {\n    franchisorPerformance(input: $input) {\n      range\n      from\n      to\n      franchises {\n        franchiseId\n        name\n        status\n        funnel {\n          views\n          clicks\n          requestInfos\n          leads\n          contacted\n          qualified\n          converted\n          conversionRate\n        }\n      }\n      total {\n        views\n        clicks\n        requestInfos\n        leads\n        contacted\n        qualified\n        converted\n        conversionRate\n      }\n    }\n  }\n": types.FranchisorPerformanceDocument,
    "\n  query FranchisorResponseTimes {\n    franchisorResponseTimes {\n      leads\n      answeredWithinDay\n      withinDayPercent\n      medianSeconds\n      summary\n      shownOnListings\n      minimumLeads\n      weeks {\n        weekStart\n        leads\n        answeredWithinDay\n        medianSeconds\n      }\n    }\n  }\n": types.FranchisorResponseTimesDocument,
    "\n  query MySignIns {\n    mySignIns {\n      id\n      signedInAt\n      browser\n      location\n    }\n  }\n": types.MySignInsDocument,
    "\n  mutation CreateMyFranchise($input: FranchiseFormInput!) {\n    createMyFranchise(input: $input) {\n      ...FranchiseForm_franchise\n      createdAt\n    }\n  }\n": types.CreateMyFranchiseDocument,
    "\n  query FranchiseFormCategories {\n    mainCategories(limit: 100) {\n      id\n      name\n      children {\n        id\n        name\n      }\n    }\n  }\n": types.FranchiseFormCategoriesDocument,
    "\n  fragment FranchiseForm_franchise on FranchisorFranchise {\n    id\n    name\n    location\n    areas {\n      key\n      name\n      within\n    }\n    status\n    rejectionReason\n    revision {\n      id\n      status\n      submittedAt\n      updatedAt\n      reason\n    }\n    shortDescription\n    longDescription\n    investmentAmount\n    keyFacts {\n      ...FranchiseKeyFacts_details\n      figures {\n        kind\n        amount\n        basis\n        outletsCounted\n        periodEnd\n        periodMonths\n        statedOn\n      }\n    }\n    mainImageUrl\n    brochureUrl\n    categories {\n      ...FranchiseContent_category\n    }\n    ...FranchiseContent_rows\n  }\n": types.FranchiseForm_FranchiseFragmentDoc,
    "\n  query MyFranchisePreview($id: ID!) {\n    myFranchisePreview(id: $id) {\n      ...FranchiseDetail_franchise\n      status\n    }\n  }\n": types.MyFranchisePreviewDocument,
    "\n  query MyFranchise($id: ID!) {\n    myFranchise(id: $id) {\n      ...FranchiseForm_franchise\n    }\n  }\n": types.MyFranchiseDocument,
    "\n  query MyFranchises($page: PageInput) {\n    myFranchises(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        name\n        location\n        status\n        rejectionReason\n        revision {\n          id\n          status\n          reason\n        }\n        createdAt\n        categories {\n          ...FranchiseContent_category\n        }\n      }\n    }\n  }\n": types.MyFranchisesDocument,
    "\n  query UkCities($search: String, $limit: Int!) {\n    ukCities(search: $search, limit: $limit) {\n      id\n      name\n      country\n    }\n  }\n": types.UkCitiesDocument,
    "\n  mutation UpdateMyFranchise($id: ID!, $input: FranchiseFormInput!) {\n    updateMyFranchise(id: $id, input: $input) {\n      ...FranchiseForm_franchise\n    }\n  }\n": types.UpdateMyFranchiseDocument,
    "\n  mutation WithdrawMyFranchiseChanges($id: ID!) {\n    withdrawMyFranchiseChanges(id: $id) {\n      ...FranchiseForm_franchise\n    }\n  }\n": types.WithdrawMyFranchiseChangesDocument,
    "\n  fragment IntroCallSettings_fields on IntroCallSettings {\n    offered\n    windows {\n      weekday\n      startMinute\n      endMinute\n    }\n    callMinutes\n    meetingLink\n    phone\n    noticeHours\n    horizonDays\n    updatedAt\n  }\n": types.IntroCallSettings_FieldsFragmentDoc,
    "\n  query MyIntroCallSettings {\n    myIntroCallSettings {\n      ...IntroCallSettings_fields\n    }\n  }\n": types.MyIntroCallSettingsDocument,
    "\n  mutation SaveIntroCallSettings($input: IntroCallSettingsInput!) {\n    saveIntroCallSettings(input: $input) {\n      ...IntroCallSettings_fields\n    }\n  }\n": types.SaveIntroCallSettingsDocument,
    "\n  mutation TurnOffIntroCalls {\n    turnOffIntroCalls {\n      ...IntroCallSettings_fields\n    }\n  }\n": types.TurnOffIntroCallsDocument,
    "\n  mutation AssignFranchisorLead($input: AssignFranchisorLeadInput!) {\n    assignFranchisorLead(input: $input) {\n      id\n      assignedTo\n      assignee {\n        id\n        fullName\n      }\n    }\n  }\n": types.AssignFranchisorLeadDocument,
    "\n  mutation CancelLeadIntroCall($bookingId: ID!) {\n    cancelLeadIntroCall(bookingId: $bookingId) {\n      id\n      status\n      cancelledBy\n    }\n  }\n": types.CancelLeadIntroCallDocument,
    "\n  query FranchisorLeadFranchises {\n    franchisorLeadFranchises {\n      id\n      name\n    }\n  }\n": types.FranchisorLeadFranchisesDocument,
    "\n  query FranchisorLeadMessages($leadId: ID!, $page: PageInput) {\n    franchisorLeadMessages(leadId: $leadId, page: $page) {\n      total\n      items {\n        ...ConversationMessage_message\n      }\n    }\n  }\n": types.FranchisorLeadMessagesDocument,
    "\n  query FranchisorLeadStats {\n    franchisorLeadStats {\n      total\n      new\n      qualified\n      converted\n      meetingRequirements\n      missingRequirements\n      highScore\n      mediumScore\n      lowScore\n    }\n  }\n": types.FranchisorLeadStatsDocument,
    "\n  query FranchisorLeads($filter: FranchisorLeadFilter, $page: PageInput, $sort: FranchisorLeadSort) {\n    franchisorLeads(filter: $filter, page: $page, sort: $sort) {\n      total\n      page\n      pageCount\n      items {\n        id\n        name\n        email\n        phone\n        city\n        status\n        unreadMessageCount\n        assignee {\n          id\n          fullName\n        }\n        meetsRequirements\n        requirementsMissed\n        contactMethod\n        contactTime\n        score {\n          band\n          points\n        }\n        introCall {\n          id\n          label\n          status\n        }\n        createdAt\n        franchise {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.FranchisorLeadsDocument,
    "\n  query FranchisorLeadTeam {\n    franchisorTeam {\n      members {\n        id\n        fullName\n      }\n    }\n  }\n": types.FranchisorLeadTeamDocument,
    "\n  query LeadIntroCallSlots($bookingId: ID!) {\n    leadIntroCallSlots(bookingId: $bookingId) {\n      callMinutes\n      meetingKind\n      slots {\n        startsAt\n        label\n      }\n    }\n  }\n": types.LeadIntroCallSlotsDocument,
    "\n  mutation MoveLeadIntroCall($bookingId: ID!, $startsAt: DateTimeISO!) {\n    moveLeadIntroCall(bookingId: $bookingId, startsAt: $startsAt) {\n      id\n      label\n      status\n      startsAt\n    }\n  }\n": types.MoveLeadIntroCallDocument,
    "\n  query NewLeadCount {\n    newLeadCount\n  }\n": types.NewLeadCountDocument,
    "\n  subscription NewLeadCountChanged {\n    newLeadCount\n  }\n": types.NewLeadCountChangedDocument,
    "\n  mutation OpenFranchisorLead($id: ID!) {\n    openFranchisorLead(id: $id) {\n      id\n      franchisorId\n      assignedTo\n      name\n      email\n      phone\n      city\n      postCode\n      country\n      desiredInvestment\n      desiredTimeframe\n      message\n      status\n      interestStatus\n      marketingOptIn\n      consentText\n      consentAt\n      hasAccount\n      unreadMessageCount\n      meetsRequirements\n      requirementsMissed\n      contactMethod\n      contactTime\n      introCall {\n        id\n        label\n        status\n        cancelledBy\n      }\n      quizAnswers {\n        question\n        answer\n      }\n      score {\n        band\n        points\n        maxPoints\n        reasons {\n          text\n          points\n        }\n      }\n      createdAt\n      franchise {\n        id\n        name\n      }\n    }\n  }\n": types.OpenFranchisorLeadDocument,
    "\n  mutation ReplyToFranchisorLead($input: ReplyToFranchisorLeadInput!, $attachment: Upload) {\n    replyToFranchisorLead(input: $input, attachment: $attachment) {\n      ...ConversationMessage_message\n    }\n  }\n": types.ReplyToFranchisorLeadDocument,
    "\n  mutation SetFranchisorLeadStatus($input: SetFranchisorLeadStatusInput!) {\n    setFranchisorLeadStatus(input: $input) {\n      id\n      status\n    }\n  }\n": types.SetFranchisorLeadStatusDocument,
    "\n  mutation MarkSupportMessagesRead {\n    markSupportMessagesRead\n  }\n": types.MarkSupportMessagesReadDocument,
    "\n  mutation SendSupportMessage($input: SendSupportMessageInput!, $attachment: Upload) {\n    sendSupportMessage(input: $input, attachment: $attachment) {\n      ...SupportMessage_message\n    }\n  }\n": types.SendSupportMessageDocument,
    "\n  fragment SupportMessage_message on SupportMessage {\n    id\n    direction\n    subject\n    content\n    read\n    createdAt\n    attachmentUrl\n  }\n": types.SupportMessage_MessageFragmentDoc,
    "\n  query SupportMessages($page: PageInput) {\n    supportMessages(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        ...SupportMessage_message\n      }\n    }\n  }\n": types.SupportMessagesDocument,
    "\n  query SupportUnreadCount {\n    supportUnreadCount\n  }\n": types.SupportUnreadCountDocument,
    "\n  subscription SupportUnreadCountChanged {\n    supportUnreadCount\n  }\n": types.SupportUnreadCountChangedDocument,
    "\n  mutation AcceptTeamInvitation($input: AcceptTeamInvitationInput!) {\n    acceptTeamInvitation(input: $input) {\n      id\n      email\n      fullName\n      companyName\n      userType\n      status\n    }\n  }\n": types.AcceptTeamInvitationDocument,
    "\n  mutation CancelTeamInvitation($id: ID!) {\n    cancelTeamInvitation(id: $id)\n  }\n": types.CancelTeamInvitationDocument,
    "\n  query FranchisorTeam {\n    franchisorTeam {\n      members {\n        id\n        fullName\n        email\n        role\n        founder\n        joinedAt\n        lastLogin\n      }\n      invitations {\n        id\n        email\n        createdAt\n        expiresAt\n        expired\n        invitedByName\n      }\n    }\n  }\n": types.FranchisorTeamDocument,
    "\n  mutation InviteTeamMember($input: InviteTeamMemberInput!) {\n    inviteTeamMember(input: $input) {\n      id\n      email\n    }\n  }\n": types.InviteTeamMemberDocument,
    "\n  query LeadRouting {\n    leadRouting {\n      franchiseId\n      name\n      mode\n      areas {\n        key\n        name\n      }\n      members {\n        memberId\n        area\n      }\n    }\n  }\n": types.LeadRoutingDocument,
    "\n  mutation RemoveTeamMember($id: ID!) {\n    removeTeamMember(id: $id)\n  }\n": types.RemoveTeamMemberDocument,
    "\n  mutation ResendTeamInvitation($id: ID!) {\n    resendTeamInvitation(id: $id) {\n      id\n      expiresAt\n      expired\n    }\n  }\n": types.ResendTeamInvitationDocument,
    "\n  mutation SetLeadRouting($input: SetLeadRoutingInput!) {\n    setLeadRouting(input: $input) {\n      franchiseId\n      mode\n      members {\n        memberId\n        area\n      }\n    }\n  }\n": types.SetLeadRoutingDocument,
    "\n  query TeamInvitation($token: String!) {\n    teamInvitation(token: $token) {\n      email\n      companyName\n    }\n  }\n": types.TeamInvitationDocument,
    "\n  mutation TransferTeamOwnership($id: ID!) {\n    transferTeamOwnership(id: $id) {\n      members {\n        id\n        role\n      }\n    }\n  }\n": types.TransferTeamOwnershipDocument,
    "\n  query MyFranchiseTerritories($franchiseId: ID!, $page: PageInput) {\n    myFranchise(id: $franchiseId) {\n      id\n      name\n    }\n    myFranchiseTerritories(franchiseId: $franchiseId, page: $page) {\n      total\n      page\n      pageCount\n      available\n      reserved\n      taken\n      items {\n        id\n        district\n        postTown\n        state\n      }\n    }\n  }\n": types.MyFranchiseTerritoriesDocument,
    "\n  mutation AddFranchiseTerritories($input: AddTerritoriesInput!) {\n    addFranchiseTerritories(input: $input)\n  }\n": types.AddFranchiseTerritoriesDocument,
    "\n  mutation SetFranchiseTerritoryState($id: ID!, $state: TerritoryState!) {\n    setFranchiseTerritoryState(id: $id, state: $state) {\n      id\n      state\n    }\n  }\n": types.SetFranchiseTerritoryStateDocument,
    "\n  mutation RemoveFranchiseTerritory($id: ID!) {\n    removeFranchiseTerritory(id: $id)\n  }\n": types.RemoveFranchiseTerritoryDocument,
    "\n  fragment WebhookEndpointCard_endpoint on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    enabled\n    createdAt\n    failingSince\n    autoDisabledAt\n    lastStatusCode\n    lastAttemptAt\n  }\n": types.WebhookEndpointCard_EndpointFragmentDoc,
    "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      id\n      ...WebhookEndpointCard_endpoint\n    }\n  }\n": types.WebhookEndpointsDocument,
    "\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointCard_endpoint\n      }\n    }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      ...WebhookEndpointCard_endpoint\n    }\n  }\n": types.UpdateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": types.DeleteWebhookEndpointDocument,
    "\n  mutation RollWebhookSecret($id: ID!) {\n    rollWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        id\n      }\n    }\n  }\n": types.RollWebhookSecretDocument,
    "\n  mutation SendTestWebhook($id: ID!) {\n    sendTestWebhook(id: $id)\n  }\n": types.SendTestWebhookDocument,
    "\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId)\n  }\n": types.RedeliverWebhookDocument,
    "\n  query WebhookAttempts($endpointId: ID!, $page: PageInput) {\n    webhookAttempts(endpointId: $endpointId, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        deliveryId\n        eventType\n        attempt\n        statusCode\n        durationMs\n        error\n        attemptedAt\n        deliveryState\n      }\n    }\n  }\n": types.WebhookAttemptsDocument,
    "\n  mutation BookIntroCall($leadId: ID!, $startsAt: DateTimeISO!) {\n    bookIntroCall(leadId: $leadId, startsAt: $startsAt) {\n      id\n      label\n    }\n  }\n": types.BookIntroCallDocument,
    "\n  mutation MoveIntroCall($bookingId: ID!, $startsAt: DateTimeISO!) {\n    moveIntroCall(bookingId: $bookingId, startsAt: $startsAt) {\n      id\n      label\n    }\n  }\n": types.MoveIntroCallDocument,
    "\n  mutation CancelIntroCall($bookingId: ID!) {\n    cancelIntroCall(bookingId: $bookingId) {\n      id\n      status\n    }\n  }\n": types.CancelIntroCallDocument,
    "\n  query IntroCallSlots($leadId: ID!) {\n    introCallSlots(leadId: $leadId) {\n      callMinutes\n      meetingKind\n      slots {\n        startsAt\n        label\n      }\n    }\n  }\n": types.IntroCallSlotsDocument,
    "\n  mutation ClaimPendingFranchises($input: ClaimFranchisesInput!) {\n    claimPendingFranchises(input: $input) {\n      created\n      skipped\n    }\n  }\n": types.ClaimPendingFranchisesDocument,
    "\n  query ConsentNotice($input: ConsentNoticeInput!) {\n    consentNotice(input: $input) {\n      text\n      noticeVersion\n    }\n  }\n": types.ConsentNoticeDocument,
    "\n  query CustomerAccountExists($email: String!) {\n    customerAccountExists(email: $email)\n  }\n": types.CustomerAccountExistsDocument,
    "\n  mutation RequestInfoSignIn($input: RequestInfoSignInInput!) {\n    requestInfoSignIn(input: $input) {\n      created\n      skipped\n      viewer {\n        id\n        email\n        fullName\n        companyName\n        userType\n        status\n      }\n    }\n  }\n": types.RequestInfoSignInDocument,
    "\n  mutation RequestInfoSignUp($input: RequestInfoSignUpInput!) {\n    requestInfoSignUp(input: $input) {\n      created\n      skipped\n      viewer {\n        id\n        email\n        fullName\n        companyName\n        userType\n        status\n      }\n    }\n  }\n": types.RequestInfoSignUpDocument,
    "\n  query RequestRequirements($input: RequestRequirementsInput!) {\n    requestRequirements(input: $input) {\n      franchiseId\n      name\n      minimumLiquidCapital\n      areas {\n        key\n        name\n      }\n      belowMinCapital\n      outsideAreas\n      notes\n    }\n  }\n": types.RequestRequirementsDocument,
    "\n  mutation SubmitFranchiseLead($input: FranchiseLeadInput!) {\n    submitFranchiseLead(input: $input) {\n      created\n    }\n  }\n": types.SubmitFranchiseLeadDocument,
    "\n  query ReportListingFranchise($id: ID!) {\n    franchise(id: $id) {\n      id\n      name\n    }\n  }\n": types.ReportListingFranchiseDocument,
    "\n  mutation ReportListing($input: ReportListingInput!) {\n    reportListing(input: $input)\n  }\n": types.ReportListingDocument,
    "\n  mutation MarkConversationRead($counterpartId: ID) {\n    markConversationRead(counterpartId: $counterpartId)\n  }\n": types.MarkConversationReadDocument,
    "\n  fragment ConversationMessage_message on Message {\n    id\n    subject\n    content\n    createdAt\n    read\n    senderId\n    attachmentUrl\n  }\n": types.ConversationMessage_MessageFragmentDoc,
    "\n  query MyConversationMessages($counterpartId: ID, $page: PageInput) {\n    myConversationMessages(counterpartId: $counterpartId, page: $page) {\n      total\n      items {\n        ...ConversationMessage_message\n      }\n    }\n  }\n": types.MyConversationMessagesDocument,
    "\n  query MyConversations($page: PageInput) {\n    myConversations(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        counterpartId\n        lastActivityAt\n        unreadCount\n        franchiseNames\n        canReply\n        counterpart {\n          id\n          fullName\n          companyName\n        }\n        lastMessage {\n          id\n          content\n          senderId\n          attachmentUrl\n        }\n      }\n    }\n  }\n": types.MyConversationsDocument,
    "\n  mutation ReplyToConversation($input: ReplyToConversationInput!, $attachment: Upload) {\n    replyToConversation(input: $input, attachment: $attachment) {\n      ...ConversationMessage_message\n    }\n  }\n": types.ReplyToConversationDocument,
    "\n  query UnreadMessageCount {\n    unreadMessageCount\n  }\n": types.UnreadMessageCountDocument,
    "\n  subscription UnreadMessageCountChanged {\n    unreadMessageCount\n  }\n": types.UnreadMessageCountChangedDocument,
    "\n  mutation DeleteSavedSearch($id: ID!) {\n    deleteSavedSearch(id: $id)\n  }\n": types.DeleteSavedSearchDocument,
    "\n  query MySavedSearches {\n    mySavedSearches {\n      ...SavedSearch_search\n    }\n  }\n": types.MySavedSearchesDocument,
    "\n  mutation SaveSearch($input: SaveSearchInput!) {\n    saveSearch(input: $input) {\n      ...SavedSearch_search\n    }\n  }\n": types.SaveSearchDocument,
    "\n  fragment SavedSearch_search on SavedSearchView {\n    id\n    name\n    text\n    categoryId\n    subcategoryId\n    location\n    investment\n    sort\n    alert\n    createdAt\n    category {\n      id\n      name\n    }\n    subcategory {\n      id\n      name\n    }\n  }\n": types.SavedSearch_SearchFragmentDoc,
    "\n  mutation SetSavedSearchAlert($id: ID!, $alert: SearchAlert!) {\n    setSavedSearchAlert(id: $id, alert: $alert) {\n      id\n      alert\n    }\n  }\n": types.SetSavedSearchAlertDocument,
    "\n  query RequestInfoFranchises($ids: [ID!]!) {\n    franchisesByIds(ids: $ids) {\n      id\n      name\n      location\n      franchisorId\n      canRequestInfo\n      details {\n        investmentAmount\n        minimumLiquidCapital\n      }\n      areas {\n        key\n        name\n      }\n      responseTime {\n        summary\n      }\n    }\n  }\n": types.RequestInfoFranchisesDocument,
    "\n  query FranchiseTerritories($franchiseId: ID!, $postcode: String) {\n    franchiseTerritories(franchiseId: $franchiseId, postcode: $postcode) {\n      available\n      reserved\n      taken\n      check {\n        district\n        state\n        message\n      }\n    }\n  }\n": types.FranchiseTerritoriesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMyAccount($input: DeleteAccountInput!) {\n    deleteMyAccount(input: $input)\n  }\n"): (typeof documents)["\n  mutation DeleteMyAccount($input: DeleteAccountInput!) {\n    deleteMyAccount(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAccountHistory($id: ID!) {\n    adminAccountHistory(id: $id) {\n      id\n      action\n      beforeStatus\n      afterStatus\n      actorName\n      reason\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AdminAccountHistory($id: ID!) {\n    adminAccountHistory(id: $id) {\n      id\n      action\n      beforeStatus\n      afterStatus\n      actorName\n      reason\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFranchisorAccount($id: ID!) {\n    adminFranchisorAccount(id: $id) {\n      id\n      companyName\n      contactName\n      email\n      status\n      franchiseCount\n      createdAt\n      companyCheck {\n        ...CompanyCheckSummary_check\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminFranchisorAccount($id: ID!) {\n    adminFranchisorAccount(id: $id) {\n      id\n      companyName\n      contactName\n      email\n      status\n      franchiseCount\n      createdAt\n      companyCheck {\n        ...CompanyCheckSummary_check\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFranchisorAccounts($filter: AdminFranchisorAccountFilter, $page: PageInput) {\n    adminFranchisorAccounts(filter: $filter, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        companyName\n        contactName\n        email\n        categories\n        franchiseCount\n        status\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminFranchisorAccounts($filter: AdminFranchisorAccountFilter, $page: PageInput) {\n    adminFranchisorAccounts(filter: $filter, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        companyName\n        contactName\n        email\n        categories\n        franchiseCount\n        status\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFranchisorFranchises($franchisorId: ID!, $page: PageInput) {\n    adminFranchisorFranchises(franchisorId: $franchisorId, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        name\n        location\n        status\n        shortDescription\n        mainImageUrl\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminFranchisorFranchises($franchisorId: ID!, $page: PageInput) {\n    adminFranchisorFranchises(franchisorId: $franchisorId, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        name\n        location\n        status\n        shortDescription\n        mainImageUrl\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFranchisorAccounts($input: DeleteFranchisorAccountsInput!) {\n    deleteFranchisorAccounts(input: $input) {\n      deletedIds\n      deletedFranchises\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteFranchisorAccounts($input: DeleteFranchisorAccountsInput!) {\n    deleteFranchisorAccounts(input: $input) {\n      deletedIds\n      deletedFranchises\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdFranchiseOptions($search: String) {\n    adminAdFranchiseOptions(search: $search) {\n      id\n      name\n      franchisorCompany\n    }\n  }\n"): (typeof documents)["\n  query AdFranchiseOptions($search: String) {\n    adminAdFranchiseOptions(search: $search) {\n      id\n      name\n      franchisorCompany\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBannerAds($page: PageInput) {\n    adminBannerAds(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        franchiseName\n        imageUrl\n        targetUrl\n        bannerType\n        categories {\n          id\n          name\n        }\n        duration\n        amount\n        status\n        paymentStatus\n        startDate\n        endDate\n        createdAt\n        views\n        clicks\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminBannerAds($page: PageInput) {\n    adminBannerAds(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        franchiseName\n        imageUrl\n        targetUrl\n        bannerType\n        categories {\n          id\n          name\n        }\n        duration\n        amount\n        status\n        paymentStatus\n        startDate\n        endDate\n        createdAt\n        views\n        clicks\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFeaturedAds($page: PageInput) {\n    adminFeaturedAds(page: $page) {\n      total\n      page\n      pageCount\n      revenueTotal\n      items {\n        id\n        franchiseName\n        franchisorCompany\n        categories {\n          id\n          name\n        }\n        duration\n        startDate\n        endDate\n        status\n        paymentStatus\n        amount\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminFeaturedAds($page: PageInput) {\n    adminFeaturedAds(page: $page) {\n      total\n      page\n      pageCount\n      revenueTotal\n      items {\n        id\n        franchiseName\n        franchisorCompany\n        categories {\n          id\n          name\n        }\n        duration\n        startDate\n        endDate\n        status\n        paymentStatus\n        amount\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdvertisingSettings {\n    advertisingSettings {\n      ...AdvertisingSettings_view\n    }\n  }\n"): (typeof documents)["\n  query AdvertisingSettings {\n    advertisingSettings {\n      ...AdvertisingSettings_view\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdvertisingSettings_view on AdvertisingSettingsView {\n    featuredPricing {\n      duration\n      price\n    }\n    bannerPricing {\n      duration\n      price\n    }\n    multiCategoryDiscounts {\n      categories\n      discount\n    }\n    updatedAt\n    paymentsMode\n    stripePrices {\n      duration\n      stripePriceId\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment AdvertisingSettings_view on AdvertisingSettingsView {\n    featuredPricing {\n      duration\n      price\n    }\n    bannerPricing {\n      duration\n      price\n    }\n    multiCategoryDiscounts {\n      categories\n      discount\n    }\n    updatedAt\n    paymentsMode\n    stripePrices {\n      duration\n      stripePriceId\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BannerCategories {\n    mainCategories(limit: 100) {\n      id\n      name\n      children {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query BannerCategories {\n    mainCategories(limit: 100) {\n      id\n      name\n      children {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBannerAd($input: CreateBannerAdInput!, $image: Upload!) {\n    createBannerAd(input: $input, image: $image) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBannerAd($input: CreateBannerAdInput!, $image: Upload!) {\n    createBannerAd(input: $input, image: $image) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBannerAds($ids: [ID!]!) {\n    deleteBannerAds(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation DeleteBannerAds($ids: [ID!]!) {\n    deleteBannerAds(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFeaturedAds($ids: [ID!]!) {\n    deleteFeaturedAds(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation DeleteFeaturedAds($ids: [ID!]!) {\n    deleteFeaturedAds(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkFeaturedAdsPaid($ids: [ID!]!) {\n    markFeaturedAdsPaid(ids: $ids) {\n      id\n      status\n      paymentStatus\n      startDate\n      endDate\n    }\n  }\n"): (typeof documents)["\n  mutation MarkFeaturedAdsPaid($ids: [ID!]!) {\n    markFeaturedAdsPaid(ids: $ids) {\n      id\n      status\n      paymentStatus\n      startDate\n      endDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentsMode {\n    paymentsMode {\n      simulated\n    }\n  }\n"): (typeof documents)["\n  query PaymentsMode {\n    paymentsMode {\n      simulated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SyncStripePricing {\n    syncStripePricing {\n      ...AdvertisingSettings_view\n    }\n  }\n"): (typeof documents)["\n  mutation SyncStripePricing {\n    syncStripePricing {\n      ...AdvertisingSettings_view\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAdvertisingSettings($input: AdvertisingSettingsInput!) {\n    updateAdvertisingSettings(input: $input) {\n      ...AdvertisingSettings_view\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAdvertisingSettings($input: AdvertisingSettingsInput!) {\n    updateAdvertisingSettings(input: $input) {\n      ...AdvertisingSettings_view\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFranchiseReview($id: ID!) {\n    adminFranchiseReview(id: $id) {\n      id\n      name\n      status\n      createdAt\n      updatedAt\n      approvedAt\n      rejectionReason\n      franchisorId\n      franchisorCompanyName\n      franchisorContactName\n      franchisorEmail\n      lastApprovedAt\n      openRevision {\n        id\n        submittedAt\n        updatedAt\n        changes {\n          section\n          label\n          kind\n          before\n          after\n        }\n      }\n      history {\n        ...AuditHistory_entry\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminFranchiseReview($id: ID!) {\n    adminFranchiseReview(id: $id) {\n      id\n      name\n      status\n      createdAt\n      updatedAt\n      approvedAt\n      rejectionReason\n      franchisorId\n      franchisorCompanyName\n      franchisorContactName\n      franchisorEmail\n      lastApprovedAt\n      openRevision {\n        id\n        submittedAt\n        updatedAt\n        changes {\n          section\n          label\n          kind\n          before\n          after\n        }\n      }\n      history {\n        ...AuditHistory_entry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFranchisePreview($id: ID!) {\n    adminFranchisePreview(id: $id) {\n      ...FranchiseDetail_franchise\n    }\n  }\n"): (typeof documents)["\n  query AdminFranchisePreview($id: ID!) {\n    adminFranchisePreview(id: $id) {\n      ...FranchiseDetail_franchise\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPendingAccounts($filter: PendingListFilter, $page: PageInput) {\n    adminPendingAccounts(filter: $filter, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        companyName\n        contactName\n        email\n        requestedAt\n        companyCheck {\n          ...CompanyCheckSummary_check\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPendingAccounts($filter: PendingListFilter, $page: PageInput) {\n    adminPendingAccounts(filter: $filter, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        companyName\n        contactName\n        email\n        requestedAt\n        companyCheck {\n          ...CompanyCheckSummary_check\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPendingCounts {\n    adminPendingCounts {\n      accounts\n      franchises\n      revisions\n    }\n  }\n"): (typeof documents)["\n  query AdminPendingCounts {\n    adminPendingCounts {\n      accounts\n      franchises\n      revisions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminPendingCountsChanged {\n    adminPendingCountsChanged {\n      accounts\n      franchises\n      revisions\n    }\n  }\n"): (typeof documents)["\n  subscription AdminPendingCountsChanged {\n    adminPendingCountsChanged {\n      accounts\n      franchises\n      revisions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPendingFranchises($filter: PendingListFilter, $page: PageInput) {\n    adminPendingFranchises(filter: $filter, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        name\n        shortDescription\n        location\n        franchisorName\n        submittedAt\n        lastApprovedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPendingFranchises($filter: PendingListFilter, $page: PageInput) {\n    adminPendingFranchises(filter: $filter, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        name\n        shortDescription\n        location\n        franchisorName\n        submittedAt\n        lastApprovedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPendingRevisions($filter: PendingListFilter, $page: PageInput) {\n    adminPendingRevisions(filter: $filter, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        franchiseId\n        name\n        revisedName\n        franchisorName\n        submittedAt\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPendingRevisions($filter: PendingListFilter, $page: PageInput) {\n    adminPendingRevisions(filter: $filter, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        franchiseId\n        name\n        revisedName\n        franchisorName\n        submittedAt\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRecentFranchisorLogins {\n    adminRecentFranchisorLogins {\n      id\n      companyName\n      contactName\n      lastLogin\n    }\n  }\n"): (typeof documents)["\n  query AdminRecentFranchisorLogins {\n    adminRecentFranchisorLogins {\n      id\n      companyName\n      contactName\n      lastLogin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditHistory_entry on AdminAuditEntry {\n    id\n    action\n    beforeStatus\n    afterStatus\n    reason\n    actorName\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AuditHistory_entry on AdminAuditEntry {\n    id\n    action\n    beforeStatus\n    afterStatus\n    reason\n    actorName\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyCheckSummary_check on AdminCompanyCheck {\n    companyNumber\n    notRegistered\n    registerUrl\n    registeredName\n    statusLabel\n    checkedAt\n    lastError\n    flags {\n      kind\n      message\n    }\n  }\n"): (typeof documents)["\n  fragment CompanyCheckSummary_check on AdminCompanyCheck {\n    companyNumber\n    notRegistered\n    registerUrl\n    registeredName\n    statusLabel\n    checkedAt\n    lastError\n    flags {\n      kind\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveAccount($id: ID!) {\n    approveAccount(id: $id) {\n      id\n      status\n      approvedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveAccount($id: ID!) {\n    approveAccount(id: $id) {\n      id\n      status\n      approvedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectAccount($id: ID!) {\n    rejectAccount(id: $id) {\n      id\n      status\n      approvedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RejectAccount($id: ID!) {\n    rejectAccount(id: $id) {\n      id\n      status\n      approvedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveFranchise($id: ID!) {\n    approveFranchise(id: $id) {\n      id\n      status\n      approvedAt\n      rejectionReason\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveFranchise($id: ID!) {\n    approveFranchise(id: $id) {\n      id\n      status\n      approvedAt\n      rejectionReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectFranchise($input: RejectFranchiseInput!) {\n    rejectFranchise(input: $input) {\n      id\n      status\n      approvedAt\n      rejectionReason\n    }\n  }\n"): (typeof documents)["\n  mutation RejectFranchise($input: RejectFranchiseInput!) {\n    rejectFranchise(input: $input) {\n      id\n      status\n      approvedAt\n      rejectionReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveRevision($id: ID!) {\n    approveRevision(id: $id) {\n      id\n      franchiseId\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveRevision($id: ID!) {\n    approveRevision(id: $id) {\n      id\n      franchiseId\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectRevision($input: RejectRevisionInput!) {\n    rejectRevision(input: $input) {\n      id\n      franchiseId\n      status\n      reason\n    }\n  }\n"): (typeof documents)["\n  mutation RejectRevision($input: RejectRevisionInput!) {\n    rejectRevision(input: $input) {\n      id\n      franchiseId\n      status\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBlogPostForEditor($id: ID!) {\n    adminBlogPost(id: $id) {\n      id\n      title\n      author\n      categoryId\n      categoryName\n      imageUrl\n      status\n      views\n      createdAt\n      publishedAt\n      content\n      metaTitle\n      metaDescription\n      keywords\n    }\n  }\n"): (typeof documents)["\n  query AdminBlogPostForEditor($id: ID!) {\n    adminBlogPost(id: $id) {\n      id\n      title\n      author\n      categoryId\n      categoryName\n      imageUrl\n      status\n      views\n      createdAt\n      publishedAt\n      content\n      metaTitle\n      metaDescription\n      keywords\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPostCategoryOptions {\n    adminBlogCategories {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query BlogPostCategoryOptions {\n    adminBlogCategories {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBlogPost($input: BlogPostInput!, $image: Upload) {\n    createBlogPost(input: $input, image: $image) {\n      id\n      title\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBlogPost($input: BlogPostInput!, $image: Upload) {\n    createBlogPost(input: $input, image: $image) {\n      id\n      title\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBlogPost($id: ID!, $input: BlogPostInput!, $image: Upload) {\n    updateBlogPost(id: $id, input: $input, image: $image) {\n      id\n      title\n      author\n      categoryId\n      categoryName\n      imageUrl\n      status\n      views\n      createdAt\n      publishedAt\n      content\n      metaTitle\n      metaDescription\n      keywords\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBlogPost($id: ID!, $input: BlogPostInput!, $image: Upload) {\n    updateBlogPost(id: $id, input: $input, image: $image) {\n      id\n      title\n      author\n      categoryId\n      categoryName\n      imageUrl\n      status\n      views\n      createdAt\n      publishedAt\n      content\n      metaTitle\n      metaDescription\n      keywords\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPostPreview($content: String!) {\n    blogPostPreview(content: $content)\n  }\n"): (typeof documents)["\n  query BlogPostPreview($content: String!) {\n    blogPostPreview(content: $content)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBlogPosts($filter: AdminPostsFilter, $page: PageInput) {\n    adminBlogPosts(filter: $filter, page: $page) {\n      total\n      page\n      pageSize\n      pageCount\n      items {\n        ...AdminBlogPostRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminBlogPosts($filter: AdminPostsFilter, $page: PageInput) {\n    adminBlogPosts(filter: $filter, page: $page) {\n      total\n      page\n      pageSize\n      pageCount\n      items {\n        ...AdminBlogPostRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminBlogPostRow on AdminBlogPost {\n    id\n    title\n    categoryName\n    imageUrl\n    status\n    views\n    shortcode\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AdminBlogPostRow on AdminBlogPost {\n    id\n    title\n    categoryName\n    imageUrl\n    status\n    views\n    shortcode\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBlogPosts($ids: [ID!]!) {\n    deleteBlogPosts(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation DeleteBlogPosts($ids: [ID!]!) {\n    deleteBlogPosts(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TogglePostsStatus($ids: [ID!]!) {\n    togglePostsStatus(ids: $ids) {\n      status\n      posts {\n        ...AdminBlogPostRow\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TogglePostsStatus($ids: [ID!]!) {\n    togglePostsStatus(ids: $ids) {\n      status\n      posts {\n        ...AdminBlogPostRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CopyPostShortcode($id: ID!) {\n    copyPostShortcode(id: $id) {\n      id\n      shortcode\n    }\n  }\n"): (typeof documents)["\n  mutation CopyPostShortcode($id: ID!) {\n    copyPostShortcode(id: $id) {\n      id\n      shortcode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBlogCategories {\n    adminBlogCategories {\n      id\n      name\n      createdAt\n      postCount\n    }\n  }\n"): (typeof documents)["\n  query AdminBlogCategories {\n    adminBlogCategories {\n      id\n      name\n      createdAt\n      postCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBlogCategory($input: BlogCategoryInput!) {\n    createBlogCategory(input: $input) {\n      id\n      name\n      createdAt\n      postCount\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBlogCategory($input: BlogCategoryInput!) {\n    createBlogCategory(input: $input) {\n      id\n      name\n      createdAt\n      postCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameBlogCategory($id: ID!, $input: BlogCategoryInput!) {\n    renameBlogCategory(id: $id, input: $input) {\n      id\n      name\n      createdAt\n      postCount\n    }\n  }\n"): (typeof documents)["\n  mutation RenameBlogCategory($id: ID!, $input: BlogCategoryInput!) {\n    renameBlogCategory(id: $id, input: $input) {\n      id\n      name\n      createdAt\n      postCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBlogCategory($id: ID!) {\n    deleteBlogCategory(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteBlogCategory($id: ID!) {\n    deleteBlogCategory(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogStatistics {\n    blogStatistics {\n      totalViews\n      totalPosts\n      publishedPosts\n      averageViews\n      popularPosts {\n        id\n        title\n        views\n        publishedAt\n      }\n      viewsByDay {\n        date\n        views\n      }\n    }\n  }\n"): (typeof documents)["\n  query BlogStatistics {\n    blogStatistics {\n      totalViews\n      totalPosts\n      publishedPosts\n      averageViews\n      popularPosts {\n        id\n        title\n        views\n        publishedAt\n      }\n      viewsByDay {\n        date\n        views\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCategories {\n    adminCategories {\n      id\n      name\n      parentId\n      franchiseCount\n      listingCount\n      hasArticle\n      children {\n        id\n        name\n        parentId\n        franchiseCount\n        listingCount\n        hasArticle\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCategories {\n    adminCategories {\n      id\n      name\n      parentId\n      franchiseCount\n      listingCount\n      hasArticle\n      children {\n        id\n        name\n        parentId\n        franchiseCount\n        listingCount\n        hasArticle\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCategoryArticle($categoryId: ID!) {\n    adminCategoryArticle(categoryId: $categoryId) {\n      id\n      categoryId\n      title\n      content\n      metaTitle\n      metaDescription\n      keywords\n      faqs {\n        question\n        answer\n      }\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query AdminCategoryArticle($categoryId: ID!) {\n    adminCategoryArticle(categoryId: $categoryId) {\n      id\n      categoryId\n      title\n      content\n      metaTitle\n      metaDescription\n      keywords\n      faqs {\n        question\n        answer\n      }\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCategory($input: CreateCategoryInput!) {\n    createCategory(input: $input) {\n      id\n      name\n      parentId\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCategory($input: CreateCategoryInput!) {\n    createCategory(input: $input) {\n      id\n      name\n      parentId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      id\n      subcategoryIds\n      mappingsRemoved\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      id\n      subcategoryIds\n      mappingsRemoved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCategoryArticle($categoryId: ID!, $input: CategoryArticleInput!) {\n    saveCategoryArticle(categoryId: $categoryId, input: $input) {\n      id\n      categoryId\n      title\n      content\n      metaTitle\n      metaDescription\n      keywords\n      faqs {\n        question\n        answer\n      }\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SaveCategoryArticle($categoryId: ID!, $input: CategoryArticleInput!) {\n    saveCategoryArticle(categoryId: $categoryId, input: $input) {\n      id\n      categoryId\n      title\n      content\n      metaTitle\n      metaDescription\n      keywords\n      faqs {\n        question\n        answer\n      }\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCategory($id: ID!, $input: UpdateCategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      parentId\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCategory($id: ID!, $input: UpdateCategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      parentId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddDataComplaintNote($input: AddDataComplaintNoteInput!) {\n    addDataComplaintNote(input: $input) {\n      ...AdminDataComplaintDetail_fields\n    }\n  }\n"): (typeof documents)["\n  mutation AddDataComplaintNote($input: AddDataComplaintNoteInput!) {\n    addDataComplaintNote(input: $input) {\n      ...AdminDataComplaintDetail_fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminDataComplaint_fields on AdminDataComplaint {\n    id\n    reference\n    fullName\n    email\n    topic\n    topicLabel\n    details\n    status\n    createdAt\n    answerDueAt\n    overdue\n    outcome\n    answeredAt\n    answeredByName\n    noteCount\n  }\n"): (typeof documents)["\n  fragment AdminDataComplaint_fields on AdminDataComplaint {\n    id\n    reference\n    fullName\n    email\n    topic\n    topicLabel\n    details\n    status\n    createdAt\n    answerDueAt\n    overdue\n    outcome\n    answeredAt\n    answeredByName\n    noteCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminDataComplaintDetail_fields on AdminDataComplaintDetail {\n    id\n    complaint {\n      ...AdminDataComplaint_fields\n    }\n    notes {\n      id\n      body\n      authorName\n      createdAt\n    }\n    history {\n      id\n      action\n      label\n      actorName\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment AdminDataComplaintDetail_fields on AdminDataComplaintDetail {\n    id\n    complaint {\n      ...AdminDataComplaint_fields\n    }\n    notes {\n      id\n      body\n      authorName\n      createdAt\n    }\n    history {\n      id\n      action\n      label\n      actorName\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDataComplaint($id: ID!) {\n    adminDataComplaint(id: $id) {\n      ...AdminDataComplaintDetail_fields\n    }\n  }\n"): (typeof documents)["\n  query AdminDataComplaint($id: ID!) {\n    adminDataComplaint(id: $id) {\n      ...AdminDataComplaintDetail_fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDataComplaints($filter: DataComplaintFilter, $page: PageInput) {\n    adminDataComplaints(filter: $filter, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        ...AdminDataComplaint_fields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDataComplaints($filter: DataComplaintFilter, $page: PageInput) {\n    adminDataComplaints(filter: $filter, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        ...AdminDataComplaint_fields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUnansweredComplaintCount {\n    adminUnansweredComplaintCount\n  }\n"): (typeof documents)["\n  query AdminUnansweredComplaintCount {\n    adminUnansweredComplaintCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminUnansweredComplaintCountChanged {\n    adminUnansweredComplaintCount\n  }\n"): (typeof documents)["\n  subscription AdminUnansweredComplaintCountChanged {\n    adminUnansweredComplaintCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendDataComplaintOutcome($input: SendDataComplaintOutcomeInput!) {\n    sendDataComplaintOutcome(input: $input) {\n      ...AdminDataComplaintDetail_fields\n    }\n  }\n"): (typeof documents)["\n  mutation SendDataComplaintOutcome($input: SendDataComplaintOutcomeInput!) {\n    sendDataComplaintOutcome(input: $input) {\n      ...AdminDataComplaintDetail_fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDataComplaintStatus($input: SetDataComplaintStatusInput!) {\n    setDataComplaintStatus(input: $input) {\n      ...AdminDataComplaintDetail_fields\n    }\n  }\n"): (typeof documents)["\n  mutation SetDataComplaintStatus($input: SetDataComplaintStatusInput!) {\n    setDataComplaintStatus(input: $input) {\n      ...AdminDataComplaintDetail_fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminListingReports($filter: ListingReportFilter, $page: PageInput) {\n    adminListingReports(filter: $filter, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        reason\n        reasonLabel\n        details\n        reporterEmail\n        createdAt\n        status\n        resolution\n        resolutionNote\n        resolvedAt\n        resolvedByName\n        franchiseId\n        franchiseName\n        franchiseStatus\n        franchisorName\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminListingReports($filter: ListingReportFilter, $page: PageInput) {\n    adminListingReports(filter: $filter, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        reason\n        reasonLabel\n        details\n        reporterEmail\n        createdAt\n        status\n        resolution\n        resolutionNote\n        resolvedAt\n        resolvedByName\n        franchiseId\n        franchiseName\n        franchiseStatus\n        franchisorName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOpenReportCount {\n    adminOpenReportCount\n  }\n"): (typeof documents)["\n  query AdminOpenReportCount {\n    adminOpenReportCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminOpenReportCountChanged {\n    adminOpenReportCount\n  }\n"): (typeof documents)["\n  subscription AdminOpenReportCountChanged {\n    adminOpenReportCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveListingReport($input: ResolveListingReportInput!) {\n    resolveListingReport(input: $input) {\n      id\n      status\n      resolution\n      resolutionNote\n      resolvedAt\n      resolvedByName\n      franchiseStatus\n    }\n  }\n"): (typeof documents)["\n  mutation ResolveListingReport($input: ResolveListingReportInput!) {\n    resolveListingReport(input: $input) {\n      id\n      status\n      resolution\n      resolutionNote\n      resolvedAt\n      resolvedByName\n      franchiseStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMembershipClaims($page: PageInput) {\n    adminMembershipClaims(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        companyName\n        contactName\n        email\n        level\n        label\n        membershipNumber\n        status\n        statedAt\n        verifiedAt\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminMembershipClaims($page: PageInput) {\n    adminMembershipClaims(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        companyName\n        contactName\n        email\n        level\n        label\n        membershipNumber\n        status\n        statedAt\n        verifiedAt\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMembershipHistory($page: PageInput) {\n    adminMembershipHistory(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        franchisorId\n        companyName\n        action\n        label\n        membershipNumber\n        reason\n        actorName\n        decidedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminMembershipHistory($page: PageInput) {\n    adminMembershipHistory(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        franchisorId\n        companyName\n        action\n        label\n        membershipNumber\n        reason\n        actorName\n        decidedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectMembership($input: RejectMembershipInput!) {\n    rejectMembership(input: $input) {\n      id\n      status\n      verifiedAt\n      expiresAt\n      rejectionReason\n    }\n  }\n"): (typeof documents)["\n  mutation RejectMembership($input: RejectMembershipInput!) {\n    rejectMembership(input: $input) {\n      id\n      status\n      verifiedAt\n      expiresAt\n      rejectionReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyMembership($input: VerifyMembershipInput!) {\n    verifyMembership(input: $input) {\n      id\n      status\n      verifiedAt\n      expiresAt\n      rejectionReason\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyMembership($input: VerifyMembershipInput!) {\n    verifyMembership(input: $input) {\n      id\n      status\n      verifiedAt\n      expiresAt\n      rejectionReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMessages($page: PageInput, $filter: AdminMessagesFilter) {\n    adminMessages(page: $page, filter: $filter) {\n      total\n      page\n      pageCount\n      items {\n        id\n        direction\n        subject\n        content\n        read\n        createdAt\n        attachmentUrl\n        sender {\n          id\n          fullName\n          companyName\n          userType\n        }\n        franchisor {\n          id\n          fullName\n          companyName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminMessages($page: PageInput, $filter: AdminMessagesFilter) {\n    adminMessages(page: $page, filter: $filter) {\n      total\n      page\n      pageCount\n      items {\n        id\n        direction\n        subject\n        content\n        read\n        createdAt\n        attachmentUrl\n        sender {\n          id\n          fullName\n          companyName\n          userType\n        }\n        franchisor {\n          id\n          fullName\n          companyName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUnreadMessageCount {\n    adminUnreadMessageCount\n  }\n"): (typeof documents)["\n  query AdminUnreadMessageCount {\n    adminUnreadMessageCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminUnreadMessageCountChanged {\n    adminUnreadMessageCount\n  }\n"): (typeof documents)["\n  subscription AdminUnreadMessageCountChanged {\n    adminUnreadMessageCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAdminMessagesRead($input: MarkMessagesReadInput!) {\n    markAdminMessagesRead(input: $input)\n  }\n"): (typeof documents)["\n  mutation MarkAdminMessagesRead($input: MarkMessagesReadInput!) {\n    markAdminMessagesRead(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageRecipients($input: MessageRecipientSearch) {\n    messageRecipients(input: $input) {\n      id\n      companyName\n      fullName\n    }\n  }\n"): (typeof documents)["\n  query MessageRecipients($input: MessageRecipientSearch) {\n    messageRecipients(input: $input) {\n      id\n      companyName\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendAdminMessage($input: SendAdminMessageInput!, $attachment: Upload) {\n    sendAdminMessage(input: $input, attachment: $attachment) {\n      id\n      subject\n    }\n  }\n"): (typeof documents)["\n  mutation SendAdminMessage($input: SendAdminMessageInput!, $attachment: Upload) {\n    sendAdminMessage(input: $input, attachment: $attachment) {\n      id\n      subject\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryBanner($categoryId: ID!) {\n    categoryBanner(categoryId: $categoryId) {\n      id\n      imageUrl\n      targetUrl\n      altText\n    }\n  }\n"): (typeof documents)["\n  query CategoryBanner($categoryId: ID!) {\n    categoryBanner(categoryId: $categoryId) {\n      id\n      imageUrl\n      targetUrl\n      altText\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MainBanner {\n    mainBanner {\n      id\n      imageUrl\n      targetUrl\n      altText\n    }\n  }\n"): (typeof documents)["\n  query MainBanner {\n    mainBanner {\n      id\n      imageUrl\n      targetUrl\n      altText\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordAdMetrics($input: RecordAdMetricsInput!) {\n    recordAdMetrics(input: $input)\n  }\n"): (typeof documents)["\n  mutation RecordAdMetrics($input: RecordAdMetricsInput!) {\n    recordAdMetrics(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordBannerMetrics($input: RecordBannerMetricsInput!) {\n    recordBannerMetrics(input: $input)\n  }\n"): (typeof documents)["\n  mutation RecordBannerMetrics($input: RecordBannerMetricsInput!) {\n    recordBannerMetrics(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestMagicLink($email: String!) {\n    requestMagicLink(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestMagicLink($email: String!) {\n    requestMagicLink(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInWithMagicLink($token: String!) {\n    signInWithMagicLink(token: $token) {\n      id\n      email\n      fullName\n      companyName\n      userType\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SignInWithMagicLink($token: String!) {\n    signInWithMagicLink(token: $token) {\n      id\n      email\n      fullName\n      companyName\n      userType\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      id\n      email\n      fullName\n      companyName\n      userType\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      id\n      email\n      fullName\n      companyName\n      userType\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUpCustomer($input: CustomerSignUpInput!) {\n    signUpCustomer(input: $input) {\n      id\n      email\n      fullName\n      companyName\n      userType\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SignUpCustomer($input: CustomerSignUpInput!) {\n    signUpCustomer(input: $input) {\n      id\n      email\n      fullName\n      companyName\n      userType\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUpFranchisor($input: FranchisorSignUpInput!) {\n    signUpFranchisor(input: $input)\n  }\n"): (typeof documents)["\n  mutation SignUpFranchisor($input: FranchisorSignUpInput!) {\n    signUpFranchisor(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    viewer {\n      id\n      email\n      fullName\n      companyName\n      userType\n      status\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    viewer {\n      id\n      email\n      fullName\n      companyName\n      userType\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogCategories {\n    blogCategories {\n      id\n      name\n      postCount\n    }\n  }\n"): (typeof documents)["\n  query BlogCategories {\n    blogCategories {\n      id\n      name\n      postCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPost($id: ID!) {\n    blogPost(id: $id) {\n      id\n      title\n      content\n      excerpt\n      imageUrl\n      author\n      views\n      createdAt\n      publishedAt\n      keywords\n      metaTitle\n      metaDescription\n      category {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query BlogPost($id: ID!) {\n    blogPost(id: $id) {\n      id\n      title\n      content\n      excerpt\n      imageUrl\n      author\n      views\n      createdAt\n      publishedAt\n      keywords\n      metaTitle\n      metaDescription\n      category {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPosts($categoryId: ID, $page: PageInput) {\n    blogPosts(categoryId: $categoryId, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        title\n        excerpt\n        imageUrl\n        author\n        views\n        createdAt\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BlogPosts($categoryId: ID, $page: PageInput) {\n    blogPosts(categoryId: $categoryId, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        title\n        excerpt\n        imageUrl\n        author\n        views\n        createdAt\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordPostView($id: ID!) {\n    recordPostView(id: $id) {\n      id\n      views\n    }\n  }\n"): (typeof documents)["\n  mutation RecordPostView($id: ID!) {\n    recordPostView(id: $id) {\n      id\n      views\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryPage($id: ID!) {\n    category(id: $id) {\n      id\n      name\n      parent {\n        id\n        name\n      }\n      children {\n        id\n        name\n      }\n      article {\n        id\n        title\n        content\n        metaTitle\n        metaDescription\n        faqs {\n          question\n          answer\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CategoryPage($id: ID!) {\n    category(id: $id) {\n      id\n      name\n      parent {\n        id\n        name\n      }\n      children {\n        id\n        name\n      }\n      article {\n        id\n        title\n        content\n        metaTitle\n        metaDescription\n        faqs {\n          question\n          answer\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryTree {\n    mainCategories(limit: 100) {\n      id\n      name\n      franchiseCount\n      children {\n        id\n        name\n        franchiseCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query CategoryTree {\n    mainCategories(limit: 100) {\n      id\n      name\n      franchiseCount\n      children {\n        id\n        name\n        franchiseCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckedFacts_franchise on Franchise {\n    companyFacts {\n      notRegistered\n      companyNumber\n      registerUrl\n      checkedAt\n      registeredName\n      status\n      statusLabel\n      incorporatedOn\n      accountsOverdue\n      confirmationStatementOverdue\n      locality\n    }\n    membership {\n      label\n      verifiedAt\n    }\n  }\n"): (typeof documents)["\n  fragment CheckedFacts_franchise on Franchise {\n    companyFacts {\n      notRegistered\n      companyNumber\n      registerUrl\n      checkedAt\n      registeredName\n      status\n      statusLabel\n      incorporatedOn\n      accountsOverdue\n      confirmationStatementOverdue\n      locality\n    }\n    membership {\n      label\n      verifiedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompareFranchises($ids: [ID!]!) {\n    franchisesByIds(ids: $ids) {\n      ...FranchiseCard_franchise\n      updatedAt\n      areas {\n        key\n        name\n      }\n      details {\n        brochureUrl\n        ...FranchiseKeyFacts_details\n        figures {\n          label\n          amount\n          illustrative\n          basisText\n        }\n      }\n      categories {\n        ...FranchiseContent_category\n      }\n      ...CheckedFacts_franchise\n    }\n  }\n"): (typeof documents)["\n  query CompareFranchises($ids: [ID!]!) {\n    franchisesByIds(ids: $ids) {\n      ...FranchiseCard_franchise\n      updatedAt\n      areas {\n        key\n        name\n      }\n      details {\n        brochureUrl\n        ...FranchiseKeyFacts_details\n        figures {\n          label\n          amount\n          illustrative\n          basisText\n        }\n      }\n      categories {\n        ...FranchiseContent_category\n      }\n      ...CheckedFacts_franchise\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeaturedOpportunities {\n    featuredOpportunities {\n      adId\n      franchise {\n        ...FranchiseCard_franchise\n      }\n    }\n  }\n"): (typeof documents)["\n  query FeaturedOpportunities {\n    featuredOpportunities {\n      adId\n      franchise {\n        ...FranchiseCard_franchise\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FilterCategories {\n    mainCategories(limit: 100) {\n      id\n      name\n      children {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query FilterCategories {\n    mainCategories(limit: 100) {\n      id\n      name\n      children {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FranchiseCard_franchise on Franchise {\n    id\n    name\n    location\n    franchisorId\n    canRequestInfo\n    featuredAdId\n    companyChecked\n    responseTime {\n      summary\n    }\n    details {\n      shortDescription\n      investmentAmount\n      mainImageUrl\n    }\n  }\n"): (typeof documents)["\n  fragment FranchiseCard_franchise on Franchise {\n    id\n    name\n    location\n    franchisorId\n    canRequestInfo\n    featuredAdId\n    companyChecked\n    responseTime {\n      summary\n    }\n    details {\n      shortDescription\n      investmentAmount\n      mainImageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FranchiseContent_category on Category {\n    id\n    name\n    parentId\n  }\n"): (typeof documents)["\n  fragment FranchiseContent_category on Category {\n    id\n    name\n    parentId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FranchiseContent_galleryImage on FranchiseGalleryImage {\n    id\n    imageUrl\n  }\n"): (typeof documents)["\n  fragment FranchiseContent_galleryImage on FranchiseGalleryImage {\n    id\n    imageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FranchiseContent_faq on FranchiseFaq {\n    id\n    question\n    answer\n  }\n"): (typeof documents)["\n  fragment FranchiseContent_faq on FranchiseFaq {\n    id\n    question\n    answer\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FranchiseContent_testimonial on FranchiseTestimonial {\n    id\n    authorName\n    content\n  }\n"): (typeof documents)["\n  fragment FranchiseContent_testimonial on FranchiseTestimonial {\n    id\n    authorName\n    content\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FranchiseContent_successStory on FranchiseSuccessStory {\n    id\n    title\n    content\n    imageUrl\n  }\n"): (typeof documents)["\n  fragment FranchiseContent_successStory on FranchiseSuccessStory {\n    id\n    title\n    content\n    imageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FranchiseContent_rows on FranchiseContent {\n    gallery {\n      ...FranchiseContent_galleryImage\n    }\n    faqs {\n      ...FranchiseContent_faq\n    }\n    testimonials {\n      ...FranchiseContent_testimonial\n    }\n    successStories {\n      ...FranchiseContent_successStory\n    }\n  }\n"): (typeof documents)["\n  fragment FranchiseContent_rows on FranchiseContent {\n    gallery {\n      ...FranchiseContent_galleryImage\n    }\n    faqs {\n      ...FranchiseContent_faq\n    }\n    testimonials {\n      ...FranchiseContent_testimonial\n    }\n    successStories {\n      ...FranchiseContent_successStory\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FranchiseDetail_franchise on Franchise {\n    ...FranchiseCard_franchise\n    updatedAt\n    suppliedBy\n    responseTime {\n      summary\n      medianSeconds\n      withinDayPercent\n    }\n    areas {\n      key\n      name\n    }\n    details {\n      longDescription\n      brochureUrl\n      ...FranchiseKeyFacts_details\n      figures {\n        label\n        amount\n        illustrative\n        basisText\n      }\n    }\n    categories {\n      ...FranchiseContent_category\n    }\n    ...FranchiseContent_rows\n    ...CheckedFacts_franchise\n  }\n"): (typeof documents)["\n  fragment FranchiseDetail_franchise on Franchise {\n    ...FranchiseCard_franchise\n    updatedAt\n    suppliedBy\n    responseTime {\n      summary\n      medianSeconds\n      withinDayPercent\n    }\n    areas {\n      key\n      name\n    }\n    details {\n      longDescription\n      brochureUrl\n      ...FranchiseKeyFacts_details\n      figures {\n        label\n        amount\n        illustrative\n        basisText\n      }\n    }\n    categories {\n      ...FranchiseContent_category\n    }\n    ...FranchiseContent_rows\n    ...CheckedFacts_franchise\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FranchiseDetail($id: ID!) {\n    franchise(id: $id) {\n      ...FranchiseDetail_franchise\n    }\n  }\n"): (typeof documents)["\n  query FranchiseDetail($id: ID!) {\n    franchise(id: $id) {\n      ...FranchiseDetail_franchise\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeCategories($limit: Int!) {\n    mainCategories(limit: $limit) {\n      id\n      name\n      franchiseCount\n    }\n  }\n"): (typeof documents)["\n  query HomeCategories($limit: Int!) {\n    mainCategories(limit: $limit) {\n      id\n      name\n      franchiseCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FranchiseKeyFacts_details on FranchiseDetails {\n    investmentAmount\n    franchiseFee\n    minimumLiquidCapital\n    royaltyFee\n    financeAvailable\n    yearFounded\n    outlets\n    trainingProvided\n    investmentIncludes\n    ownershipStyles\n    workingHours\n  }\n"): (typeof documents)["\n  fragment FranchiseKeyFacts_details on FranchiseDetails {\n    investmentAmount\n    franchiseFee\n    minimumLiquidCapital\n    royaltyFee\n    financeAvailable\n    yearFounded\n    outlets\n    trainingProvided\n    investmentIncludes\n    ownershipStyles\n    workingHours\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MainCategories($limit: Int) {\n    mainCategories(limit: $limit) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query MainCategories($limit: Int) {\n    mainCategories(limit: $limit) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Places($search: String!, $limit: Int) {\n    places(search: $search, limit: $limit) {\n      key\n      kind\n      name\n      within\n    }\n  }\n"): (typeof documents)["\n  query Places($search: String!, $limit: Int) {\n    places(search: $search, limit: $limit) {\n      key\n      kind\n      name\n      within\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchFacets($filters: FranchiseSearchInput!) {\n    franchiseSearchFacets(filters: $filters) {\n      categories {\n        categoryId\n        count\n      }\n      investmentRanges {\n        range\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchFacets($filters: FranchiseSearchInput!) {\n    franchiseSearchFacets(filters: $filters) {\n      categories {\n        categoryId\n        count\n      }\n      investmentRanges {\n        range\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchFranchises($filters: FranchiseSearchInput!, $page: PageInput!) {\n    franchiseSearch(filters: $filters, page: $page) {\n      total\n      page\n      pageSize\n      pageCount\n      items {\n        ...FranchiseCard_franchise\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchFranchises($filters: FranchiseSearchInput!, $page: PageInput!) {\n    franchiseSearch(filters: $filters, page: $page) {\n      total\n      page\n      pageSize\n      pageCount\n      items {\n        ...FranchiseCard_franchise\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSuggestion($text: String!) {\n    searchSuggestion(text: $text)\n  }\n"): (typeof documents)["\n  query SearchSuggestion($text: String!) {\n    searchSuggestion(text: $text)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: SendContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: SendContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrivacyNotice {\n    privacyNotice {\n      version\n    }\n  }\n"): (typeof documents)["\n  query PrivacyNotice {\n    privacyNotice {\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RetentionPeriods {\n    retentionPeriods {\n      requestMonths\n      signInMonths\n      contactMonths\n      consentYears\n    }\n  }\n"): (typeof documents)["\n  query RetentionPeriods {\n    retentionPeriods {\n      requestMonths\n      signInMonths\n      contactMonths\n      consentYears\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SuccessStories($page: PageInput) {\n    successStories(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        title\n        content\n        imageUrl\n        franchise {\n          id\n          name\n          location\n          suppliedBy\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SuccessStories($page: PageInput) {\n    successStories(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        title\n        content\n        imageUrl\n        franchise {\n          id\n          name\n          location\n          suppliedBy\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFranchiseRequest($id: ID!) {\n    deleteFranchiseRequest(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteFranchiseRequest($id: ID!) {\n    deleteFranchiseRequest(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyFranchiseRequests($page: PageInput) {\n    myFranchiseRequests(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        status\n        interestStatus\n        contactMethod\n        contactTime\n        createdAt\n        answeredAt\n        canMessage\n        introCallOffered\n        introCall {\n          id\n          label\n          status\n          meetingLink\n          phone\n        }\n        consent {\n          id\n          text\n          pathLabel\n          noticeVersion\n          createdAt\n        }\n        franchise {\n          id\n          name\n          location\n          details {\n            investmentAmount\n            mainImageUrl\n          }\n        }\n        franchisor {\n          id\n          fullName\n          companyName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyFranchiseRequests($page: PageInput) {\n    myFranchiseRequests(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        status\n        interestStatus\n        contactMethod\n        contactTime\n        createdAt\n        answeredAt\n        canMessage\n        introCallOffered\n        introCall {\n          id\n          label\n          status\n          meetingLink\n          phone\n        }\n        consent {\n          id\n          text\n          pathLabel\n          noticeVersion\n          createdAt\n        }\n        franchise {\n          id\n          name\n          location\n          details {\n            investmentAmount\n            mainImageUrl\n          }\n        }\n        franchisor {\n          id\n          fullName\n          companyName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendFranchiseRequestMessage($input: SendRequestMessageInput!, $attachment: Upload) {\n    sendFranchiseRequestMessage(input: $input, attachment: $attachment) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SendFranchiseRequestMessage($input: SendRequestMessageInput!, $attachment: Upload) {\n    sendFranchiseRequestMessage(input: $input, attachment: $attachment) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFranchiseRequestContactPreference($input: SetRequestContactPreferenceInput!) {\n    setFranchiseRequestContactPreference(input: $input) {\n      id\n      contactMethod\n      contactTime\n    }\n  }\n"): (typeof documents)["\n  mutation SetFranchiseRequestContactPreference($input: SetRequestContactPreferenceInput!) {\n    setFranchiseRequestContactPreference(input: $input) {\n      id\n      contactMethod\n      contactTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFranchiseRequestInterest($input: SetRequestInterestInput!) {\n    setFranchiseRequestInterest(input: $input) {\n      id\n      interestStatus\n    }\n  }\n"): (typeof documents)["\n  mutation SetFranchiseRequestInterest($input: SetRequestInterestInput!) {\n    setFranchiseRequestInterest(input: $input) {\n      id\n      interestStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitDataComplaint($input: SubmitDataComplaintInput!) {\n    submitDataComplaint(input: $input) {\n      reference\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitDataComplaint($input: SubmitDataComplaintInput!) {\n    submitDataComplaint(input: $input) {\n      reference\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFeaturedAd($input: CreateFeaturedAdInput!) {\n    createFeaturedAd(input: $input) {\n      adId\n      checkoutUrl\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFeaturedAd($input: CreateFeaturedAdInput!) {\n    createFeaturedAd(input: $input) {\n      adId\n      checkoutUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeaturedAdCategories {\n    mainCategories(limit: 100) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query FeaturedAdCategories {\n    mainCategories(limit: 100) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeaturedAdPricing {\n    featuredAdPricing {\n      maxAdditionalCategories\n      featuredPricing {\n        duration\n        price\n      }\n      quotes {\n        duration\n        additionalCategories\n        base\n        additional\n        discountPercent\n        discount\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query FeaturedAdPricing {\n    featuredAdPricing {\n      maxAdditionalCategories\n      featuredPricing {\n        duration\n        price\n      }\n      quotes {\n        duration\n        additionalCategories\n        base\n        additional\n        discountPercent\n        discount\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyFeaturedAdFranchises {\n    myFeaturedAdFranchises {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query MyFeaturedAdFranchises {\n    myFeaturedAdFranchises {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyFeaturedAds($page: PageInput) {\n    myFeaturedAds(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        franchiseId\n        franchiseName\n        additionalCategories {\n          id\n          name\n        }\n        duration\n        status\n        paymentStatus\n        amount\n        startDate\n        endDate\n        createdAt\n        canPay\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyFeaturedAds($page: PageInput) {\n    myFeaturedAds(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        franchiseId\n        franchiseName\n        additionalCategories {\n          id\n          name\n        }\n        duration\n        status\n        paymentStatus\n        amount\n        startDate\n        endDate\n        createdAt\n        canPay\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyFeaturedAdsChanged {\n    myFeaturedAdsChanged\n  }\n"): (typeof documents)["\n  subscription MyFeaturedAdsChanged {\n    myFeaturedAdsChanged\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayFeaturedAd($id: ID!) {\n    payFeaturedAd(id: $id) {\n      adId\n      checkoutUrl\n    }\n  }\n"): (typeof documents)["\n  mutation PayFeaturedAd($id: ID!) {\n    payFeaturedAd(id: $id) {\n      adId\n      checkoutUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SandboxCheckout($sessionId: ID!) {\n    sandboxCheckout(sessionId: $sessionId) {\n      sessionId\n      adId\n      franchiseName\n      description\n      amount\n      currency\n      status\n      cancelUrl\n    }\n  }\n"): (typeof documents)["\n  query SandboxCheckout($sessionId: ID!) {\n    sandboxCheckout(sessionId: $sessionId) {\n      sessionId\n      adId\n      franchiseName\n      description\n      amount\n      currency\n      status\n      cancelUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaySandboxCheckout($sessionId: ID!) {\n    paySandboxCheckout(sessionId: $sessionId)\n  }\n"): (typeof documents)["\n  mutation PaySandboxCheckout($sessionId: ID!) {\n    paySandboxCheckout(sessionId: $sessionId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSavedMatch($id: ID!) {\n    deleteSavedMatch(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSavedMatch($id: ID!) {\n    deleteSavedMatch(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FranchiseMatches($answers: MatchAnswersInput!, $page: PageInput) {\n    franchiseMatches(answers: $answers, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        fit\n        reasons {\n          text\n          fits\n        }\n        franchise {\n          ...FranchiseCard_franchise\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FranchiseMatches($answers: MatchAnswersInput!, $page: PageInput) {\n    franchiseMatches(answers: $answers, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        fit\n        reasons {\n          text\n          fits\n        }\n        franchise {\n          ...FranchiseCard_franchise\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySavedMatches {\n    mySavedMatches {\n      id\n      createdAt\n      answers {\n        ownCash\n        borrowing\n        involvement\n        hours\n        sectorIds\n        town\n        experience\n        timeframe\n      }\n    }\n  }\n"): (typeof documents)["\n  query MySavedMatches {\n    mySavedMatches {\n      id\n      createdAt\n      answers {\n        ownCash\n        borrowing\n        involvement\n        hours\n        sectorIds\n        town\n        experience\n        timeframe\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveMatch($answers: MatchAnswersInput!) {\n    saveMatch(answers: $answers) {\n      id\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation SaveMatch($answers: MatchAnswersInput!) {\n    saveMatch(answers: $answers) {\n      id\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanySection_company on FranchisorCompany {\n    companyNumber\n    notRegistered\n    checksEnabled\n    lastError\n    flags {\n      kind\n      message\n    }\n    facts {\n      companyNumber\n      registerUrl\n      checkedAt\n      registeredName\n      status\n      statusLabel\n      incorporatedOn\n      accountsOverdue\n      confirmationStatementOverdue\n      locality\n      sicCodes\n      activeOfficers\n    }\n  }\n"): (typeof documents)["\n  fragment CompanySection_company on FranchisorCompany {\n    companyNumber\n    notRegistered\n    checksEnabled\n    lastError\n    flags {\n      kind\n      message\n    }\n    facts {\n      companyNumber\n      registerUrl\n      checkedAt\n      registeredName\n      status\n      statusLabel\n      incorporatedOn\n      accountsOverdue\n      confirmationStatementOverdue\n      locality\n      sicCodes\n      activeOfficers\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MembershipSection_membership on FranchisorMembership {\n    level\n    label\n    membershipNumber\n    status\n    statedAt\n    verifiedAt\n    expiresAt\n    rejectionReason\n  }\n"): (typeof documents)["\n  fragment MembershipSection_membership on FranchisorMembership {\n    level\n    label\n    membershipNumber\n    status\n    statedAt\n    verifiedAt\n    expiresAt\n    rejectionReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCompany {\n    myCompany {\n      ...CompanySection_company\n    }\n  }\n"): (typeof documents)["\n  query MyCompany {\n    myCompany {\n      ...CompanySection_company\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMembership {\n    myMembership {\n      ...MembershipSection_membership\n    }\n  }\n"): (typeof documents)["\n  query MyMembership {\n    myMembership {\n      ...MembershipSection_membership\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StateMembership($input: StateMembershipInput!) {\n    stateMembership(input: $input) {\n      ...MembershipSection_membership\n    }\n  }\n"): (typeof documents)["\n  mutation StateMembership($input: StateMembershipInput!) {\n    stateMembership(input: $input) {\n      ...MembershipSection_membership\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyCompanyNumber($input: CompanyNumberInput!) {\n    updateMyCompanyNumber(input: $input) {\n      ...CompanySection_company\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyCompanyNumber($input: CompanyNumberInput!) {\n    updateMyCompanyNumber(input: $input) {\n      ...CompanySection_company\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawMembership {\n    withdrawMembership\n  }\n"): (typeof documents)["\n  mutation WithdrawMembership {\n    withdrawMembership\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiTokenRow_token on ApiToken {\n    id\n    name\n    hint\n    scopes\n    createdAt\n    createdByName\n    lastUsedAt\n  }\n"): (typeof documents)["\n  fragment ApiTokenRow_token on ApiToken {\n    id\n    name\n    hint\n    scopes\n    createdAt\n    createdByName\n    lastUsedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiTokens {\n    apiTokens {\n      ...ApiTokenRow_token\n    }\n  }\n"): (typeof documents)["\n  query ApiTokens {\n    apiTokens {\n      ...ApiTokenRow_token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        ...ApiTokenRow_token\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        ...ApiTokenRow_token\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FranchisorPendingFranchises($page: PageInput) {\n    franchisorPendingFranchises(page: $page) {\n      total\n      items {\n        id\n        name\n        location\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query FranchisorPendingFranchises($page: PageInput) {\n    franchisorPendingFranchises(page: $page) {\n      total\n      items {\n        id\n        name\n        location\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FranchisorPerformance($input: PerformanceRangeInput!) {\n    franchisorPerformance(input: $input) {\n      range\n      from\n      to\n      franchises {\n        franchiseId\n        name\n        status\n        funnel {\n          views\n          clicks\n          requestInfos\n          leads\n          contacted\n          qualified\n          converted\n          conversionRate\n        }\n      }\n      total {\n        views\n        clicks\n        requestInfos\n        leads\n        contacted\n        qualified\n        converted\n        conversionRate\n      }\n    }\n  }\n"): (typeof documents)["\n  query FranchisorPerformance($input: PerformanceRangeInput!) {\n    franchisorPerformance(input: $input) {\n      range\n      from\n      to\n      franchises {\n        franchiseId\n        name\n        status\n        funnel {\n          views\n          clicks\n          requestInfos\n          leads\n          contacted\n          qualified\n          converted\n          conversionRate\n        }\n      }\n      total {\n        views\n        clicks\n        requestInfos\n        leads\n        contacted\n        qualified\n        converted\n        conversionRate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FranchisorResponseTimes {\n    franchisorResponseTimes {\n      leads\n      answeredWithinDay\n      withinDayPercent\n      medianSeconds\n      summary\n      shownOnListings\n      minimumLeads\n      weeks {\n        weekStart\n        leads\n        answeredWithinDay\n        medianSeconds\n      }\n    }\n  }\n"): (typeof documents)["\n  query FranchisorResponseTimes {\n    franchisorResponseTimes {\n      leads\n      answeredWithinDay\n      withinDayPercent\n      medianSeconds\n      summary\n      shownOnListings\n      minimumLeads\n      weeks {\n        weekStart\n        leads\n        answeredWithinDay\n        medianSeconds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySignIns {\n    mySignIns {\n      id\n      signedInAt\n      browser\n      location\n    }\n  }\n"): (typeof documents)["\n  query MySignIns {\n    mySignIns {\n      id\n      signedInAt\n      browser\n      location\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMyFranchise($input: FranchiseFormInput!) {\n    createMyFranchise(input: $input) {\n      ...FranchiseForm_franchise\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMyFranchise($input: FranchiseFormInput!) {\n    createMyFranchise(input: $input) {\n      ...FranchiseForm_franchise\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FranchiseFormCategories {\n    mainCategories(limit: 100) {\n      id\n      name\n      children {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query FranchiseFormCategories {\n    mainCategories(limit: 100) {\n      id\n      name\n      children {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FranchiseForm_franchise on FranchisorFranchise {\n    id\n    name\n    location\n    areas {\n      key\n      name\n      within\n    }\n    status\n    rejectionReason\n    revision {\n      id\n      status\n      submittedAt\n      updatedAt\n      reason\n    }\n    shortDescription\n    longDescription\n    investmentAmount\n    keyFacts {\n      ...FranchiseKeyFacts_details\n      figures {\n        kind\n        amount\n        basis\n        outletsCounted\n        periodEnd\n        periodMonths\n        statedOn\n      }\n    }\n    mainImageUrl\n    brochureUrl\n    categories {\n      ...FranchiseContent_category\n    }\n    ...FranchiseContent_rows\n  }\n"): (typeof documents)["\n  fragment FranchiseForm_franchise on FranchisorFranchise {\n    id\n    name\n    location\n    areas {\n      key\n      name\n      within\n    }\n    status\n    rejectionReason\n    revision {\n      id\n      status\n      submittedAt\n      updatedAt\n      reason\n    }\n    shortDescription\n    longDescription\n    investmentAmount\n    keyFacts {\n      ...FranchiseKeyFacts_details\n      figures {\n        kind\n        amount\n        basis\n        outletsCounted\n        periodEnd\n        periodMonths\n        statedOn\n      }\n    }\n    mainImageUrl\n    brochureUrl\n    categories {\n      ...FranchiseContent_category\n    }\n    ...FranchiseContent_rows\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyFranchisePreview($id: ID!) {\n    myFranchisePreview(id: $id) {\n      ...FranchiseDetail_franchise\n      status\n    }\n  }\n"): (typeof documents)["\n  query MyFranchisePreview($id: ID!) {\n    myFranchisePreview(id: $id) {\n      ...FranchiseDetail_franchise\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyFranchise($id: ID!) {\n    myFranchise(id: $id) {\n      ...FranchiseForm_franchise\n    }\n  }\n"): (typeof documents)["\n  query MyFranchise($id: ID!) {\n    myFranchise(id: $id) {\n      ...FranchiseForm_franchise\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyFranchises($page: PageInput) {\n    myFranchises(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        name\n        location\n        status\n        rejectionReason\n        revision {\n          id\n          status\n          reason\n        }\n        createdAt\n        categories {\n          ...FranchiseContent_category\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyFranchises($page: PageInput) {\n    myFranchises(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        name\n        location\n        status\n        rejectionReason\n        revision {\n          id\n          status\n          reason\n        }\n        createdAt\n        categories {\n          ...FranchiseContent_category\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UkCities($search: String, $limit: Int!) {\n    ukCities(search: $search, limit: $limit) {\n      id\n      name\n      country\n    }\n  }\n"): (typeof documents)["\n  query UkCities($search: String, $limit: Int!) {\n    ukCities(search: $search, limit: $limit) {\n      id\n      name\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyFranchise($id: ID!, $input: FranchiseFormInput!) {\n    updateMyFranchise(id: $id, input: $input) {\n      ...FranchiseForm_franchise\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyFranchise($id: ID!, $input: FranchiseFormInput!) {\n    updateMyFranchise(id: $id, input: $input) {\n      ...FranchiseForm_franchise\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawMyFranchiseChanges($id: ID!) {\n    withdrawMyFranchiseChanges(id: $id) {\n      ...FranchiseForm_franchise\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawMyFranchiseChanges($id: ID!) {\n    withdrawMyFranchiseChanges(id: $id) {\n      ...FranchiseForm_franchise\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IntroCallSettings_fields on IntroCallSettings {\n    offered\n    windows {\n      weekday\n      startMinute\n      endMinute\n    }\n    callMinutes\n    meetingLink\n    phone\n    noticeHours\n    horizonDays\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment IntroCallSettings_fields on IntroCallSettings {\n    offered\n    windows {\n      weekday\n      startMinute\n      endMinute\n    }\n    callMinutes\n    meetingLink\n    phone\n    noticeHours\n    horizonDays\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyIntroCallSettings {\n    myIntroCallSettings {\n      ...IntroCallSettings_fields\n    }\n  }\n"): (typeof documents)["\n  query MyIntroCallSettings {\n    myIntroCallSettings {\n      ...IntroCallSettings_fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveIntroCallSettings($input: IntroCallSettingsInput!) {\n    saveIntroCallSettings(input: $input) {\n      ...IntroCallSettings_fields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveIntroCallSettings($input: IntroCallSettingsInput!) {\n    saveIntroCallSettings(input: $input) {\n      ...IntroCallSettings_fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TurnOffIntroCalls {\n    turnOffIntroCalls {\n      ...IntroCallSettings_fields\n    }\n  }\n"): (typeof documents)["\n  mutation TurnOffIntroCalls {\n    turnOffIntroCalls {\n      ...IntroCallSettings_fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignFranchisorLead($input: AssignFranchisorLeadInput!) {\n    assignFranchisorLead(input: $input) {\n      id\n      assignedTo\n      assignee {\n        id\n        fullName\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AssignFranchisorLead($input: AssignFranchisorLeadInput!) {\n    assignFranchisorLead(input: $input) {\n      id\n      assignedTo\n      assignee {\n        id\n        fullName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelLeadIntroCall($bookingId: ID!) {\n    cancelLeadIntroCall(bookingId: $bookingId) {\n      id\n      status\n      cancelledBy\n    }\n  }\n"): (typeof documents)["\n  mutation CancelLeadIntroCall($bookingId: ID!) {\n    cancelLeadIntroCall(bookingId: $bookingId) {\n      id\n      status\n      cancelledBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FranchisorLeadFranchises {\n    franchisorLeadFranchises {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query FranchisorLeadFranchises {\n    franchisorLeadFranchises {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FranchisorLeadMessages($leadId: ID!, $page: PageInput) {\n    franchisorLeadMessages(leadId: $leadId, page: $page) {\n      total\n      items {\n        ...ConversationMessage_message\n      }\n    }\n  }\n"): (typeof documents)["\n  query FranchisorLeadMessages($leadId: ID!, $page: PageInput) {\n    franchisorLeadMessages(leadId: $leadId, page: $page) {\n      total\n      items {\n        ...ConversationMessage_message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FranchisorLeadStats {\n    franchisorLeadStats {\n      total\n      new\n      qualified\n      converted\n      meetingRequirements\n      missingRequirements\n      highScore\n      mediumScore\n      lowScore\n    }\n  }\n"): (typeof documents)["\n  query FranchisorLeadStats {\n    franchisorLeadStats {\n      total\n      new\n      qualified\n      converted\n      meetingRequirements\n      missingRequirements\n      highScore\n      mediumScore\n      lowScore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FranchisorLeads($filter: FranchisorLeadFilter, $page: PageInput, $sort: FranchisorLeadSort) {\n    franchisorLeads(filter: $filter, page: $page, sort: $sort) {\n      total\n      page\n      pageCount\n      items {\n        id\n        name\n        email\n        phone\n        city\n        status\n        unreadMessageCount\n        assignee {\n          id\n          fullName\n        }\n        meetsRequirements\n        requirementsMissed\n        contactMethod\n        contactTime\n        score {\n          band\n          points\n        }\n        introCall {\n          id\n          label\n          status\n        }\n        createdAt\n        franchise {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FranchisorLeads($filter: FranchisorLeadFilter, $page: PageInput, $sort: FranchisorLeadSort) {\n    franchisorLeads(filter: $filter, page: $page, sort: $sort) {\n      total\n      page\n      pageCount\n      items {\n        id\n        name\n        email\n        phone\n        city\n        status\n        unreadMessageCount\n        assignee {\n          id\n          fullName\n        }\n        meetsRequirements\n        requirementsMissed\n        contactMethod\n        contactTime\n        score {\n          band\n          points\n        }\n        introCall {\n          id\n          label\n          status\n        }\n        createdAt\n        franchise {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FranchisorLeadTeam {\n    franchisorTeam {\n      members {\n        id\n        fullName\n      }\n    }\n  }\n"): (typeof documents)["\n  query FranchisorLeadTeam {\n    franchisorTeam {\n      members {\n        id\n        fullName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeadIntroCallSlots($bookingId: ID!) {\n    leadIntroCallSlots(bookingId: $bookingId) {\n      callMinutes\n      meetingKind\n      slots {\n        startsAt\n        label\n      }\n    }\n  }\n"): (typeof documents)["\n  query LeadIntroCallSlots($bookingId: ID!) {\n    leadIntroCallSlots(bookingId: $bookingId) {\n      callMinutes\n      meetingKind\n      slots {\n        startsAt\n        label\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveLeadIntroCall($bookingId: ID!, $startsAt: DateTimeISO!) {\n    moveLeadIntroCall(bookingId: $bookingId, startsAt: $startsAt) {\n      id\n      label\n      status\n      startsAt\n    }\n  }\n"): (typeof documents)["\n  mutation MoveLeadIntroCall($bookingId: ID!, $startsAt: DateTimeISO!) {\n    moveLeadIntroCall(bookingId: $bookingId, startsAt: $startsAt) {\n      id\n      label\n      status\n      startsAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewLeadCount {\n    newLeadCount\n  }\n"): (typeof documents)["\n  query NewLeadCount {\n    newLeadCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NewLeadCountChanged {\n    newLeadCount\n  }\n"): (typeof documents)["\n  subscription NewLeadCountChanged {\n    newLeadCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenFranchisorLead($id: ID!) {\n    openFranchisorLead(id: $id) {\n      id\n      franchisorId\n      assignedTo\n      name\n      email\n      phone\n      city\n      postCode\n      country\n      desiredInvestment\n      desiredTimeframe\n      message\n      status\n      interestStatus\n      marketingOptIn\n      consentText\n      consentAt\n      hasAccount\n      unreadMessageCount\n      meetsRequirements\n      requirementsMissed\n      contactMethod\n      contactTime\n      introCall {\n        id\n        label\n        status\n        cancelledBy\n      }\n      quizAnswers {\n        question\n        answer\n      }\n      score {\n        band\n        points\n        maxPoints\n        reasons {\n          text\n          points\n        }\n      }\n      createdAt\n      franchise {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OpenFranchisorLead($id: ID!) {\n    openFranchisorLead(id: $id) {\n      id\n      franchisorId\n      assignedTo\n      name\n      email\n      phone\n      city\n      postCode\n      country\n      desiredInvestment\n      desiredTimeframe\n      message\n      status\n      interestStatus\n      marketingOptIn\n      consentText\n      consentAt\n      hasAccount\n      unreadMessageCount\n      meetsRequirements\n      requirementsMissed\n      contactMethod\n      contactTime\n      introCall {\n        id\n        label\n        status\n        cancelledBy\n      }\n      quizAnswers {\n        question\n        answer\n      }\n      score {\n        band\n        points\n        maxPoints\n        reasons {\n          text\n          points\n        }\n      }\n      createdAt\n      franchise {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyToFranchisorLead($input: ReplyToFranchisorLeadInput!, $attachment: Upload) {\n    replyToFranchisorLead(input: $input, attachment: $attachment) {\n      ...ConversationMessage_message\n    }\n  }\n"): (typeof documents)["\n  mutation ReplyToFranchisorLead($input: ReplyToFranchisorLeadInput!, $attachment: Upload) {\n    replyToFranchisorLead(input: $input, attachment: $attachment) {\n      ...ConversationMessage_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFranchisorLeadStatus($input: SetFranchisorLeadStatusInput!) {\n    setFranchisorLeadStatus(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SetFranchisorLeadStatus($input: SetFranchisorLeadStatusInput!) {\n    setFranchisorLeadStatus(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkSupportMessagesRead {\n    markSupportMessagesRead\n  }\n"): (typeof documents)["\n  mutation MarkSupportMessagesRead {\n    markSupportMessagesRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendSupportMessage($input: SendSupportMessageInput!, $attachment: Upload) {\n    sendSupportMessage(input: $input, attachment: $attachment) {\n      ...SupportMessage_message\n    }\n  }\n"): (typeof documents)["\n  mutation SendSupportMessage($input: SendSupportMessageInput!, $attachment: Upload) {\n    sendSupportMessage(input: $input, attachment: $attachment) {\n      ...SupportMessage_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SupportMessage_message on SupportMessage {\n    id\n    direction\n    subject\n    content\n    read\n    createdAt\n    attachmentUrl\n  }\n"): (typeof documents)["\n  fragment SupportMessage_message on SupportMessage {\n    id\n    direction\n    subject\n    content\n    read\n    createdAt\n    attachmentUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportMessages($page: PageInput) {\n    supportMessages(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        ...SupportMessage_message\n      }\n    }\n  }\n"): (typeof documents)["\n  query SupportMessages($page: PageInput) {\n    supportMessages(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        ...SupportMessage_message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportUnreadCount {\n    supportUnreadCount\n  }\n"): (typeof documents)["\n  query SupportUnreadCount {\n    supportUnreadCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SupportUnreadCountChanged {\n    supportUnreadCount\n  }\n"): (typeof documents)["\n  subscription SupportUnreadCountChanged {\n    supportUnreadCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptTeamInvitation($input: AcceptTeamInvitationInput!) {\n    acceptTeamInvitation(input: $input) {\n      id\n      email\n      fullName\n      companyName\n      userType\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptTeamInvitation($input: AcceptTeamInvitationInput!) {\n    acceptTeamInvitation(input: $input) {\n      id\n      email\n      fullName\n      companyName\n      userType\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelTeamInvitation($id: ID!) {\n    cancelTeamInvitation(id: $id)\n  }\n"): (typeof documents)["\n  mutation CancelTeamInvitation($id: ID!) {\n    cancelTeamInvitation(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FranchisorTeam {\n    franchisorTeam {\n      members {\n        id\n        fullName\n        email\n        role\n        founder\n        joinedAt\n        lastLogin\n      }\n      invitations {\n        id\n        email\n        createdAt\n        expiresAt\n        expired\n        invitedByName\n      }\n    }\n  }\n"): (typeof documents)["\n  query FranchisorTeam {\n    franchisorTeam {\n      members {\n        id\n        fullName\n        email\n        role\n        founder\n        joinedAt\n        lastLogin\n      }\n      invitations {\n        id\n        email\n        createdAt\n        expiresAt\n        expired\n        invitedByName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteTeamMember($input: InviteTeamMemberInput!) {\n    inviteTeamMember(input: $input) {\n      id\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation InviteTeamMember($input: InviteTeamMemberInput!) {\n    inviteTeamMember(input: $input) {\n      id\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeadRouting {\n    leadRouting {\n      franchiseId\n      name\n      mode\n      areas {\n        key\n        name\n      }\n      members {\n        memberId\n        area\n      }\n    }\n  }\n"): (typeof documents)["\n  query LeadRouting {\n    leadRouting {\n      franchiseId\n      name\n      mode\n      areas {\n        key\n        name\n      }\n      members {\n        memberId\n        area\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveTeamMember($id: ID!) {\n    removeTeamMember(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveTeamMember($id: ID!) {\n    removeTeamMember(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendTeamInvitation($id: ID!) {\n    resendTeamInvitation(id: $id) {\n      id\n      expiresAt\n      expired\n    }\n  }\n"): (typeof documents)["\n  mutation ResendTeamInvitation($id: ID!) {\n    resendTeamInvitation(id: $id) {\n      id\n      expiresAt\n      expired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetLeadRouting($input: SetLeadRoutingInput!) {\n    setLeadRouting(input: $input) {\n      franchiseId\n      mode\n      members {\n        memberId\n        area\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetLeadRouting($input: SetLeadRoutingInput!) {\n    setLeadRouting(input: $input) {\n      franchiseId\n      mode\n      members {\n        memberId\n        area\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamInvitation($token: String!) {\n    teamInvitation(token: $token) {\n      email\n      companyName\n    }\n  }\n"): (typeof documents)["\n  query TeamInvitation($token: String!) {\n    teamInvitation(token: $token) {\n      email\n      companyName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferTeamOwnership($id: ID!) {\n    transferTeamOwnership(id: $id) {\n      members {\n        id\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TransferTeamOwnership($id: ID!) {\n    transferTeamOwnership(id: $id) {\n      members {\n        id\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyFranchiseTerritories($franchiseId: ID!, $page: PageInput) {\n    myFranchise(id: $franchiseId) {\n      id\n      name\n    }\n    myFranchiseTerritories(franchiseId: $franchiseId, page: $page) {\n      total\n      page\n      pageCount\n      available\n      reserved\n      taken\n      items {\n        id\n        district\n        postTown\n        state\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyFranchiseTerritories($franchiseId: ID!, $page: PageInput) {\n    myFranchise(id: $franchiseId) {\n      id\n      name\n    }\n    myFranchiseTerritories(franchiseId: $franchiseId, page: $page) {\n      total\n      page\n      pageCount\n      available\n      reserved\n      taken\n      items {\n        id\n        district\n        postTown\n        state\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddFranchiseTerritories($input: AddTerritoriesInput!) {\n    addFranchiseTerritories(input: $input)\n  }\n"): (typeof documents)["\n  mutation AddFranchiseTerritories($input: AddTerritoriesInput!) {\n    addFranchiseTerritories(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFranchiseTerritoryState($id: ID!, $state: TerritoryState!) {\n    setFranchiseTerritoryState(id: $id, state: $state) {\n      id\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation SetFranchiseTerritoryState($id: ID!, $state: TerritoryState!) {\n    setFranchiseTerritoryState(id: $id, state: $state) {\n      id\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFranchiseTerritory($id: ID!) {\n    removeFranchiseTerritory(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveFranchiseTerritory($id: ID!) {\n    removeFranchiseTerritory(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookEndpointCard_endpoint on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    enabled\n    createdAt\n    failingSince\n    autoDisabledAt\n    lastStatusCode\n    lastAttemptAt\n  }\n"): (typeof documents)["\n  fragment WebhookEndpointCard_endpoint on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    enabled\n    createdAt\n    failingSince\n    autoDisabledAt\n    lastStatusCode\n    lastAttemptAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      id\n      ...WebhookEndpointCard_endpoint\n    }\n  }\n"): (typeof documents)["\n  query WebhookEndpoints {\n    webhookEndpoints {\n      id\n      ...WebhookEndpointCard_endpoint\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointCard_endpoint\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointCard_endpoint\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      ...WebhookEndpointCard_endpoint\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      ...WebhookEndpointCard_endpoint\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RollWebhookSecret($id: ID!) {\n    rollWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RollWebhookSecret($id: ID!) {\n    rollWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTestWebhook($id: ID!) {\n    sendTestWebhook(id: $id)\n  }\n"): (typeof documents)["\n  mutation SendTestWebhook($id: ID!) {\n    sendTestWebhook(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId)\n  }\n"): (typeof documents)["\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookAttempts($endpointId: ID!, $page: PageInput) {\n    webhookAttempts(endpointId: $endpointId, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        deliveryId\n        eventType\n        attempt\n        statusCode\n        durationMs\n        error\n        attemptedAt\n        deliveryState\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookAttempts($endpointId: ID!, $page: PageInput) {\n    webhookAttempts(endpointId: $endpointId, page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        deliveryId\n        eventType\n        attempt\n        statusCode\n        durationMs\n        error\n        attemptedAt\n        deliveryState\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookIntroCall($leadId: ID!, $startsAt: DateTimeISO!) {\n    bookIntroCall(leadId: $leadId, startsAt: $startsAt) {\n      id\n      label\n    }\n  }\n"): (typeof documents)["\n  mutation BookIntroCall($leadId: ID!, $startsAt: DateTimeISO!) {\n    bookIntroCall(leadId: $leadId, startsAt: $startsAt) {\n      id\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveIntroCall($bookingId: ID!, $startsAt: DateTimeISO!) {\n    moveIntroCall(bookingId: $bookingId, startsAt: $startsAt) {\n      id\n      label\n    }\n  }\n"): (typeof documents)["\n  mutation MoveIntroCall($bookingId: ID!, $startsAt: DateTimeISO!) {\n    moveIntroCall(bookingId: $bookingId, startsAt: $startsAt) {\n      id\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelIntroCall($bookingId: ID!) {\n    cancelIntroCall(bookingId: $bookingId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CancelIntroCall($bookingId: ID!) {\n    cancelIntroCall(bookingId: $bookingId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IntroCallSlots($leadId: ID!) {\n    introCallSlots(leadId: $leadId) {\n      callMinutes\n      meetingKind\n      slots {\n        startsAt\n        label\n      }\n    }\n  }\n"): (typeof documents)["\n  query IntroCallSlots($leadId: ID!) {\n    introCallSlots(leadId: $leadId) {\n      callMinutes\n      meetingKind\n      slots {\n        startsAt\n        label\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimPendingFranchises($input: ClaimFranchisesInput!) {\n    claimPendingFranchises(input: $input) {\n      created\n      skipped\n    }\n  }\n"): (typeof documents)["\n  mutation ClaimPendingFranchises($input: ClaimFranchisesInput!) {\n    claimPendingFranchises(input: $input) {\n      created\n      skipped\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsentNotice($input: ConsentNoticeInput!) {\n    consentNotice(input: $input) {\n      text\n      noticeVersion\n    }\n  }\n"): (typeof documents)["\n  query ConsentNotice($input: ConsentNoticeInput!) {\n    consentNotice(input: $input) {\n      text\n      noticeVersion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerAccountExists($email: String!) {\n    customerAccountExists(email: $email)\n  }\n"): (typeof documents)["\n  query CustomerAccountExists($email: String!) {\n    customerAccountExists(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestInfoSignIn($input: RequestInfoSignInInput!) {\n    requestInfoSignIn(input: $input) {\n      created\n      skipped\n      viewer {\n        id\n        email\n        fullName\n        companyName\n        userType\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestInfoSignIn($input: RequestInfoSignInInput!) {\n    requestInfoSignIn(input: $input) {\n      created\n      skipped\n      viewer {\n        id\n        email\n        fullName\n        companyName\n        userType\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestInfoSignUp($input: RequestInfoSignUpInput!) {\n    requestInfoSignUp(input: $input) {\n      created\n      skipped\n      viewer {\n        id\n        email\n        fullName\n        companyName\n        userType\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestInfoSignUp($input: RequestInfoSignUpInput!) {\n    requestInfoSignUp(input: $input) {\n      created\n      skipped\n      viewer {\n        id\n        email\n        fullName\n        companyName\n        userType\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestRequirements($input: RequestRequirementsInput!) {\n    requestRequirements(input: $input) {\n      franchiseId\n      name\n      minimumLiquidCapital\n      areas {\n        key\n        name\n      }\n      belowMinCapital\n      outsideAreas\n      notes\n    }\n  }\n"): (typeof documents)["\n  query RequestRequirements($input: RequestRequirementsInput!) {\n    requestRequirements(input: $input) {\n      franchiseId\n      name\n      minimumLiquidCapital\n      areas {\n        key\n        name\n      }\n      belowMinCapital\n      outsideAreas\n      notes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitFranchiseLead($input: FranchiseLeadInput!) {\n    submitFranchiseLead(input: $input) {\n      created\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitFranchiseLead($input: FranchiseLeadInput!) {\n    submitFranchiseLead(input: $input) {\n      created\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportListingFranchise($id: ID!) {\n    franchise(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query ReportListingFranchise($id: ID!) {\n    franchise(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportListing($input: ReportListingInput!) {\n    reportListing(input: $input)\n  }\n"): (typeof documents)["\n  mutation ReportListing($input: ReportListingInput!) {\n    reportListing(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkConversationRead($counterpartId: ID) {\n    markConversationRead(counterpartId: $counterpartId)\n  }\n"): (typeof documents)["\n  mutation MarkConversationRead($counterpartId: ID) {\n    markConversationRead(counterpartId: $counterpartId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConversationMessage_message on Message {\n    id\n    subject\n    content\n    createdAt\n    read\n    senderId\n    attachmentUrl\n  }\n"): (typeof documents)["\n  fragment ConversationMessage_message on Message {\n    id\n    subject\n    content\n    createdAt\n    read\n    senderId\n    attachmentUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyConversationMessages($counterpartId: ID, $page: PageInput) {\n    myConversationMessages(counterpartId: $counterpartId, page: $page) {\n      total\n      items {\n        ...ConversationMessage_message\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyConversationMessages($counterpartId: ID, $page: PageInput) {\n    myConversationMessages(counterpartId: $counterpartId, page: $page) {\n      total\n      items {\n        ...ConversationMessage_message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyConversations($page: PageInput) {\n    myConversations(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        counterpartId\n        lastActivityAt\n        unreadCount\n        franchiseNames\n        canReply\n        counterpart {\n          id\n          fullName\n          companyName\n        }\n        lastMessage {\n          id\n          content\n          senderId\n          attachmentUrl\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyConversations($page: PageInput) {\n    myConversations(page: $page) {\n      total\n      page\n      pageCount\n      items {\n        id\n        counterpartId\n        lastActivityAt\n        unreadCount\n        franchiseNames\n        canReply\n        counterpart {\n          id\n          fullName\n          companyName\n        }\n        lastMessage {\n          id\n          content\n          senderId\n          attachmentUrl\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyToConversation($input: ReplyToConversationInput!, $attachment: Upload) {\n    replyToConversation(input: $input, attachment: $attachment) {\n      ...ConversationMessage_message\n    }\n  }\n"): (typeof documents)["\n  mutation ReplyToConversation($input: ReplyToConversationInput!, $attachment: Upload) {\n    replyToConversation(input: $input, attachment: $attachment) {\n      ...ConversationMessage_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadMessageCount {\n    unreadMessageCount\n  }\n"): (typeof documents)["\n  query UnreadMessageCount {\n    unreadMessageCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription UnreadMessageCountChanged {\n    unreadMessageCount\n  }\n"): (typeof documents)["\n  subscription UnreadMessageCountChanged {\n    unreadMessageCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSavedSearch($id: ID!) {\n    deleteSavedSearch(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSavedSearch($id: ID!) {\n    deleteSavedSearch(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySavedSearches {\n    mySavedSearches {\n      ...SavedSearch_search\n    }\n  }\n"): (typeof documents)["\n  query MySavedSearches {\n    mySavedSearches {\n      ...SavedSearch_search\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSearch($input: SaveSearchInput!) {\n    saveSearch(input: $input) {\n      ...SavedSearch_search\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSearch($input: SaveSearchInput!) {\n    saveSearch(input: $input) {\n      ...SavedSearch_search\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedSearch_search on SavedSearchView {\n    id\n    name\n    text\n    categoryId\n    subcategoryId\n    location\n    investment\n    sort\n    alert\n    createdAt\n    category {\n      id\n      name\n    }\n    subcategory {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment SavedSearch_search on SavedSearchView {\n    id\n    name\n    text\n    categoryId\n    subcategoryId\n    location\n    investment\n    sort\n    alert\n    createdAt\n    category {\n      id\n      name\n    }\n    subcategory {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSavedSearchAlert($id: ID!, $alert: SearchAlert!) {\n    setSavedSearchAlert(id: $id, alert: $alert) {\n      id\n      alert\n    }\n  }\n"): (typeof documents)["\n  mutation SetSavedSearchAlert($id: ID!, $alert: SearchAlert!) {\n    setSavedSearchAlert(id: $id, alert: $alert) {\n      id\n      alert\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestInfoFranchises($ids: [ID!]!) {\n    franchisesByIds(ids: $ids) {\n      id\n      name\n      location\n      franchisorId\n      canRequestInfo\n      details {\n        investmentAmount\n        minimumLiquidCapital\n      }\n      areas {\n        key\n        name\n      }\n      responseTime {\n        summary\n      }\n    }\n  }\n"): (typeof documents)["\n  query RequestInfoFranchises($ids: [ID!]!) {\n    franchisesByIds(ids: $ids) {\n      id\n      name\n      location\n      franchisorId\n      canRequestInfo\n      details {\n        investmentAmount\n        minimumLiquidCapital\n      }\n      areas {\n        key\n        name\n      }\n      responseTime {\n        summary\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FranchiseTerritories($franchiseId: ID!, $postcode: String) {\n    franchiseTerritories(franchiseId: $franchiseId, postcode: $postcode) {\n      available\n      reserved\n      taken\n      check {\n        district\n        state\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query FranchiseTerritories($franchiseId: ID!, $postcode: String) {\n    franchiseTerritories(franchiseId: $franchiseId, postcode: $postcode) {\n      available\n      reserved\n      taken\n      check {\n        district\n        state\n        message\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;