import { Suspense, lazy } from 'react';
import { Navigate, Outlet, type RouteObject, matchRoutes, useLocation, useRoutes } from 'react-router-dom';
import { CookieConsentBanner } from '../modules/cookie-consent/cookie-consent-banner';
import { HydrationMark } from '../ssr/hydration-mark';
import { PublicLayout } from './layouts/public-layout';
import { ScrollToTop } from '../shared/navigation';

type Page = React.LazyExoticComponent<React.ComponentType<Record<string, unknown>>> & {
  /** The page's module as the client build's manifest names it (src/...): the server preloads its chunks. */
  source: string;
};

type Loaders = Record<string, () => Promise<Record<string, unknown>>>;

// The public pages and the layouts, each its own chunk, loaded when first needed. Their loaders (with the bundler's
// list of the chunks each one brings) are part of every first load; the portals' pages are not (portal-pages.ts).
const modules: Loaders = import.meta.glob<Record<string, unknown>>([
  '../modules/*/pages/*.page.tsx',
  '../modules/content/legal/*.page.tsx',
  './layouts/*-layout.tsx',
  '!./layouts/public-layout.tsx',
  '!../modules/{admin,franchisor}-*/pages/*.page.tsx',
  '!../modules/featured-ads/pages/featured-ads.page.tsx',
  '!../modules/{leads,messages,account}/pages/*.page.tsx',
  '!../modules/saved-searches/pages/saved-searches.page.tsx',
  '!../modules/franchise-match/pages/my-matches.page.tsx',
]);
const portalModules = async (): Promise<Loaders> => (await import('./portal-pages')).portalPages;

/**
 * A page's named export, loaded lazily from `loaders` (the public modules, or the portals': `portalModules`);
 * `source` names its module for the server (pageSources).
 */
function page(path: string, name: string, loaders: () => Loaders | Promise<Loaders> = () => modules): Page {
  if (loaders !== portalModules && !modules[path]) throw new Error(`No page module at ${path}`);
  return Object.assign(
    lazy(async () => {
      const load = (await loaders())[path];
      if (!load) throw new Error(`No page module at ${path}`);
      const component = (await load())[name];
      if (!component) throw new Error(`${path} has no export ${name}`);
      return { default: component as React.ComponentType<Record<string, unknown>> };
    }),
    { source: new URL(path, 'file:///src/app/').pathname.slice(1) },
  );
}

/** A portal's page: its loader is in portal-pages.ts. */
const portalPage = (path: string, name: string) => page(path, name, portalModules);

/** A portal's layout: loading it fetches portal-pages.ts too, so its pages then load at once. */
function portalLayout(path: string, name: string): Page {
  return page(path, name, () => {
    // A failure here is the page's own load's to report.
    portalModules().catch(() => undefined);
    return modules;
  });
}

const LoginPage = page('../modules/auth/pages/login.page.tsx', 'LoginPage');
const SignupPage = page('../modules/auth/pages/signup.page.tsx', 'SignupPage');
const CustomerDashboardPage = portalPage('../modules/customer-requests/pages/customer-dashboard.page.tsx', 'CustomerDashboardPage');
const RequestedFranchisesPage = portalPage('../modules/customer-requests/pages/requested-franchises.page.tsx', 'RequestedFranchisesPage');
const CustomerMessagesPage = portalPage('../modules/messages/pages/customer-messages.page.tsx', 'CustomerMessagesPage');
const CustomerAccountPage = portalPage('../modules/account/pages/customer-account.page.tsx', 'CustomerAccountPage');
const SavedSearchesPage = portalPage('../modules/saved-searches/pages/saved-searches.page.tsx', 'SavedSearchesPage');
const MyMatchesPage = portalPage('../modules/franchise-match/pages/my-matches.page.tsx', 'MyMatchesPage');
const MatchPage = page('../modules/franchise-match/pages/match.page.tsx', 'MatchPage');
const MatchResultsPage = page('../modules/franchise-match/pages/match-results.page.tsx', 'MatchResultsPage');
const CustomerWelcomePage = page('../modules/auth/pages/customer-welcome.page.tsx', 'CustomerWelcomePage');
const MagicLinkPage = page('../modules/auth/pages/magic-link.page.tsx', 'MagicLinkPage');
const BlogListPage = page('../modules/blog/pages/blog-list.page.tsx', 'BlogListPage');
const BlogPostPage = page('../modules/blog/pages/blog-post.page.tsx', 'BlogPostPage');
const ContactPage = page('../modules/contact/pages/contact.page.tsx', 'ContactPage');
const AboutPage = page('../modules/content/pages/about.page.tsx', 'AboutPage');
const GuidePage = page('../modules/content/pages/guide.page.tsx', 'GuidePage');
const FaqsPage = page('../modules/content/pages/faqs.page.tsx', 'FaqsPage');
const SuccessStoriesPage = page('../modules/content/pages/success-stories.page.tsx', 'SuccessStoriesPage');
const HowWeCheckPage = page('../modules/content/pages/how-we-check.page.tsx', 'HowWeCheckPage');
const FinancingPage = page('../modules/franchise-finance/pages/financing.page.tsx', 'FinancingPage');
const SupportPage = page('../modules/content/pages/support.page.tsx', 'SupportPage');
const PrivacyPage = page('../modules/content/legal/privacy.page.tsx', 'PrivacyPage');
const TermsPage = page('../modules/content/legal/terms.page.tsx', 'TermsPage');
const DisclaimerPage = page('../modules/content/legal/disclaimer.page.tsx', 'DisclaimerPage');
const CookiesPage = page('../modules/content/legal/cookies.page.tsx', 'CookiesPage');
const HomePage = page('../modules/catalogue/pages/home.page.tsx', 'HomePage');
const SearchPage = page('../modules/catalogue/pages/search.page.tsx', 'SearchPage');
const CategoriesPage = page('../modules/catalogue/pages/categories.page.tsx', 'CategoriesPage');
const CategoryPage = page('../modules/catalogue/pages/category.page.tsx', 'CategoryPage');
const FranchisePage = page('../modules/catalogue/pages/franchise.page.tsx', 'FranchisePage');
const DataComplaintPage = page('../modules/data-complaints/pages/data-complaint.page.tsx', 'DataComplaintPage');
const ReportListingPage = page('../modules/listing-reports/pages/report-listing.page.tsx', 'ReportListingPage');
const RequestInfoPage = page('../modules/selection/pages/request-info.page.tsx', 'RequestInfoPage');
const ComparePage = page('../modules/catalogue/pages/compare.page.tsx', 'ComparePage');
const FranchisorLeadsPage = portalPage('../modules/franchisor-leads/pages/franchisor-leads.page.tsx', 'FranchisorLeadsPage');
const AddFranchisePage = portalPage('../modules/franchisor-franchises/pages/add-franchise.page.tsx', 'AddFranchisePage');
const EditFranchisePage = portalPage('../modules/franchisor-franchises/pages/edit-franchise.page.tsx', 'EditFranchisePage');
const FranchisorIntroCallsPage = portalPage('../modules/franchisor-intro-calls/pages/franchisor-intro-calls.page.tsx', 'FranchisorIntroCallsPage');
const FranchisorTerritoriesPage = portalPage('../modules/franchisor-territories/pages/franchisor-territories.page.tsx', 'FranchisorTerritoriesPage');
const FranchisePreviewPage = portalPage('../modules/franchisor-franchises/pages/franchise-preview.page.tsx', 'FranchisePreviewPage');
const FranchisorFranchisesPage = portalPage('../modules/franchisor-franchises/pages/franchisor-franchises.page.tsx', 'FranchisorFranchisesPage');
const FranchisorDashboardPage = portalPage('../modules/franchisor-dashboard/pages/franchisor-dashboard.page.tsx', 'FranchisorDashboardPage');
const FranchisorAccountPage = portalPage('../modules/franchisor-account/pages/franchisor-account.page.tsx', 'FranchisorAccountPage');
const FranchisorTeamPage = portalPage('../modules/franchisor-team/pages/franchisor-team.page.tsx', 'FranchisorTeamPage');
const JoinTeamPage = portalPage('../modules/franchisor-team/pages/join-team.page.tsx', 'JoinTeamPage');
const FranchisorApiTokensPage = portalPage('../modules/franchisor-api-tokens/pages/franchisor-api-tokens.page.tsx', 'FranchisorApiTokensPage');
const FranchisorWebhooksPage = portalPage('../modules/franchisor-webhooks/pages/franchisor-webhooks.page.tsx', 'FranchisorWebhooksPage');
const FranchisorSupportPage = portalPage('../modules/franchisor-support/pages/franchisor-support.page.tsx', 'FranchisorSupportPage');
const AdminAccountsPage = portalPage('../modules/admin-accounts/pages/admin-accounts.page.tsx', 'AdminAccountsPage');
const AdminFranchisorFranchisesPage = portalPage('../modules/admin-accounts/pages/franchisor-franchises.page.tsx', 'AdminFranchisorFranchisesPage');
const CustomerLayout = portalLayout('./layouts/customer-layout.tsx', 'CustomerLayout');
const FranchisorLayout = portalLayout('./layouts/franchisor-layout.tsx', 'FranchisorLayout');
const AdminMessagesPage = portalPage('../modules/admin-messages/pages/admin-messages.page.tsx', 'AdminMessagesPage');
const GraphqlPlaygroundPage = portalPage('../modules/admin-playground/pages/graphql-playground.page.tsx', 'GraphqlPlaygroundPage');
const AdminCategoriesPage = portalPage('../modules/admin-categories/pages/admin-categories.page.tsx', 'AdminCategoriesPage');
const AdminLayout = portalLayout('./layouts/admin-layout.tsx', 'AdminLayout');
const AdminDashboardPage = portalPage('../modules/admin-approvals/pages/admin-dashboard.page.tsx', 'AdminDashboardPage');
const AccountApprovalsPage = portalPage('../modules/admin-approvals/pages/account-approvals.page.tsx', 'AccountApprovalsPage');
const FranchiseApprovalsPage = portalPage('../modules/admin-approvals/pages/franchise-approvals.page.tsx', 'FranchiseApprovalsPage');
const FranchiseReviewPage = portalPage('../modules/admin-approvals/pages/franchise-review.page.tsx', 'FranchiseReviewPage');
const AdminListingReportsPage = portalPage('../modules/admin-listing-reports/pages/admin-listing-reports.page.tsx', 'AdminListingReportsPage');
const AdminDataComplaintsPage = portalPage('../modules/admin-data-complaints/pages/admin-data-complaints.page.tsx', 'AdminDataComplaintsPage');
const AdminDataComplaintPage = portalPage('../modules/admin-data-complaints/pages/admin-data-complaint.page.tsx', 'AdminDataComplaintPage');
const AdminMembershipsPage = portalPage('../modules/admin-memberships/pages/admin-memberships.page.tsx', 'AdminMembershipsPage');

const FeaturedAdsPage = portalPage('../modules/featured-ads/pages/featured-ads.page.tsx', 'FeaturedAdsPage');
const SandboxCheckoutPage = page('../modules/featured-ads/pages/sandbox-checkout.page.tsx', 'SandboxCheckoutPage');

const AdminFeaturedAdsPage = portalPage('../modules/admin-advertising/pages/admin-featured-ads.page.tsx', 'AdminFeaturedAdsPage');
const BlogPostEditorPage = portalPage('../modules/admin-blog/pages/blog-post-editor.page.tsx', 'BlogPostEditorPage');
const BlogArticlesPage = portalPage('../modules/admin-blog/pages/blog-articles.page.tsx', 'BlogArticlesPage');
const BlogStatisticsPage = portalPage('../modules/admin-blog/pages/blog-statistics.page.tsx', 'BlogStatisticsPage');
const BlogCategoriesPage = portalPage('../modules/admin-blog/pages/blog-categories.page.tsx', 'BlogCategoriesPage');
const AdminBannersPage = portalPage('../modules/admin-advertising/pages/admin-banners.page.tsx', 'AdminBannersPage');
const AdvertisingSettingsPage = portalPage('../modules/admin-advertising/pages/advertising-settings.page.tsx', 'AdvertisingSettingsPage');

const home = <Navigate to="/" replace />;

/** The old confirmation page: a request is now confirmed on the customer dashboard, and old links land there. */
function RequestSuccessRedirect() {
  const state: unknown = useLocation().state;
  return <Navigate to="/customer/dashboard" replace state={state} />;
}

function Root() {
  return (
    <>
      <ScrollToTop />
      <Suspense>
        <CookieConsentBanner />
        <HydrationMark part="cookies" />
      </Suspense>
      <Outlet />
    </>
  );
}

/** The route table of spec 01 section 2 and spec 02 section 2. Unknown paths go to '/'. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/search', element: <SearchPage /> },
          { path: '/categories', element: <CategoriesPage /> },
          { path: '/category/:categoryId', element: <CategoryPage /> },
          { path: '/franchise/:id', element: <FranchisePage /> },
          { path: '/franchise/:id/report', element: <ReportListingPage /> },
          { path: '/compare', element: <ComparePage /> },
          { path: '/request-info', element: <RequestInfoPage /> },
          { path: '/blog', element: <BlogListPage /> },
          { path: '/blog/:id', element: <BlogPostPage /> },
          { path: '/request-success', element: <RequestSuccessRedirect /> },
          { path: '/about', element: <AboutPage /> },
          { path: '/contact', element: <ContactPage /> },
          { path: '/privacy', element: <PrivacyPage /> },
          { path: '/data-complaint', element: <DataComplaintPage /> },
          { path: '/terms', element: <TermsPage /> },
          { path: '/disclaimer', element: <DisclaimerPage /> },
          { path: '/cookies', element: <CookiesPage /> },
          { path: '/guide', element: <GuidePage /> },
          { path: '/faqs', element: <FaqsPage /> },
          { path: '/success-stories', element: <SuccessStoriesPage /> },
          { path: '/how-we-check', element: <HowWeCheckPage /> },
          { path: '/financing-a-franchise', element: <FinancingPage /> },
          { path: '/match', element: <MatchPage /> },
          { path: '/match/results', element: <MatchResultsPage /> },
          { path: '/support', element: <SupportPage /> },
          { path: '/admin/login', element: <LoginPage type="admin" /> },
          { path: '/franchisor/login', element: <LoginPage type="franchisor" /> },
          { path: '/franchisor/signup', element: <SignupPage type="franchisor" /> },
          { path: '/franchisor/join', element: <JoinTeamPage /> },
          { path: '/customer/login', element: <LoginPage type="customer" /> },
          { path: '/customer/signup', element: <SignupPage type="customer" /> },
          { path: '/customer/welcome', element: <CustomerWelcomePage /> },
          { path: '/customer/magic-link', element: <MagicLinkPage /> },
        ],
      },
      {
        path: '/customer',
        element: <CustomerLayout />,
        children: [
          { path: 'dashboard', element: <CustomerDashboardPage /> },
          { path: 'franchises', element: <RequestedFranchisesPage /> },
          { path: 'messages', element: <CustomerMessagesPage /> },
          { path: 'saved-searches', element: <SavedSearchesPage /> },
          { path: 'matches', element: <MyMatchesPage /> },
          { path: 'account', element: <CustomerAccountPage /> },
          { index: true, element: <Navigate to="dashboard" replace /> },
        ],
      },
      {
        path: '/franchisor',
        element: <FranchisorLayout />,
        children: [
          { path: 'dashboard', element: <FranchisorDashboardPage /> },
          { path: 'add-franchise', element: <AddFranchisePage /> },
          { path: 'franchise/:id/edit', element: <EditFranchisePage /> },
          { path: 'franchise/:id/preview', element: <FranchisePreviewPage /> },
          { path: 'franchise/:id/territories', element: <FranchisorTerritoriesPage /> },
          { path: 'franchises', element: <FranchisorFranchisesPage /> },
          { path: 'leads', element: <FranchisorLeadsPage /> },
          { path: 'intro-calls', element: <FranchisorIntroCallsPage /> },
          { path: 'support', element: <FranchisorSupportPage /> },
          { path: 'account', element: <FranchisorAccountPage /> },
          { path: 'team', element: <FranchisorTeamPage /> },
          { path: 'api-tokens', element: <FranchisorApiTokensPage /> },
          { path: 'webhooks', element: <FranchisorWebhooksPage /> },
          { path: 'advertising/featured', element: <FeaturedAdsPage /> },
          { index: true, element: <Navigate to="dashboard" replace /> },
        ],
      },
      { path: '/checkout/sandbox/:sessionId', element: <SandboxCheckoutPage /> },
      {
        path: '/admin',
        element: <AdminLayout />,
        children: [
          { path: 'dashboard', element: <AdminDashboardPage /> },
          { path: 'accounts', element: <AdminAccountsPage /> },
          { path: 'account-approvals', element: <AccountApprovalsPage /> },
          { path: 'franchise-approvals', element: <FranchiseApprovalsPage /> },
          { path: 'franchisor/:franchisorId/franchises', element: <AdminFranchisorFranchisesPage /> },
          { path: 'franchise/:id', element: <FranchiseReviewPage /> },
          { path: 'reports', element: <AdminListingReportsPage /> },
          { path: 'data-complaints', element: <AdminDataComplaintsPage /> },
          { path: 'data-complaints/:id', element: <AdminDataComplaintPage /> },
          { path: 'memberships', element: <AdminMembershipsPage /> },
          { path: 'categories', element: <AdminCategoriesPage /> },
          { path: 'messages', element: <AdminMessagesPage /> },
          { path: 'graphql', element: <GraphqlPlaygroundPage /> },
          { path: 'blog/new', element: <BlogPostEditorPage /> },
          { path: 'blog/edit/:id', element: <BlogPostEditorPage /> },
          { path: 'blog/articles', element: <BlogArticlesPage /> },
          { path: 'blog/categories', element: <BlogCategoriesPage /> },
          { path: 'blog/statistics', element: <BlogStatisticsPage /> },
          { path: 'advertising/featured', element: <AdminFeaturedAdsPage /> },
          { path: 'advertising/banners', element: <AdminBannersPage /> },
          { path: 'advertising/settings', element: <AdvertisingSettingsPage /> },
          { index: true, element: <Navigate to="dashboard" replace /> },
        ],
      },
      { path: '*', element: home },
    ],
  },
];

/** The page for the current address, in the browser and on the server. */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The modules of the pages and layouts at `pathname`: the server-rendered page names their chunks for the browser
 * to fetch while it parses the page (server/src/http/page-preloads.ts), so the hydration finds them loaded.
 */
export function pageSources(pathname: string): string[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const type = (route.element as React.ReactElement | undefined)?.type as Partial<Page> | undefined;
    return type?.source ? [type.source] : [];
  });
}
