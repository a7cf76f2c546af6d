import { Suspense, lazy } from 'react';
import { Navigate, Outlet, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { CookieConsentBanner } from '../modules/consent/cookie-consent-banner';
import { HydrationMark } from '../ssr/hydration-mark';
import { PublicLayout } from './layouts/public-layout';
import { ScrollToTop } from './navigation';

/** Loads a named export lazily, so each page (and each portal) is its own chunk. */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as React.ComponentType<Record<string, unknown>> }));
}

const LoginPage = page(() => import('../modules/auth/pages/login.page'), 'LoginPage');
const SignupPage = page(() => import('../modules/auth/pages/signup.page'), 'SignupPage');
const CustomerDashboardPage = page(() => import('../modules/leads/pages/customer-dashboard.page'), 'CustomerDashboardPage');
const MyFranchisesPage = page(() => import('../modules/leads/pages/my-franchises.page'), 'MyFranchisesPage');
const CustomerMessagesPage = page(() => import('../modules/messages/pages/customer-messages.page'), 'CustomerMessagesPage');
const CustomerAccountPage = page(() => import('../modules/account/pages/customer-account.page'), 'CustomerAccountPage');
const SavedSearchesPage = page(() => import('../modules/saved-searches/pages/saved-searches.page'), 'SavedSearchesPage');
const UnsubscribePage = page(() => import('../modules/saved-searches/pages/unsubscribe.page'), 'UnsubscribePage');
const CustomerWelcomePage = page(() => import('../modules/auth/pages/customer-welcome.page'), 'CustomerWelcomePage');
const MagicLinkPage = page(() => import('../modules/auth/pages/magic-link.page'), 'MagicLinkPage');
const BlogListPage = page(() => import('../modules/blog/pages/blog-list.page'), 'BlogListPage');
const BlogPostPage = page(() => import('../modules/blog/pages/blog-post.page'), 'BlogPostPage');
const ContactPage = page(() => import('../modules/contact/pages/contact.page'), 'ContactPage');
const AboutPage = page(() => import('../modules/content/pages/about.page'), 'AboutPage');
const GuidePage = page(() => import('../modules/content/pages/guide.page'), 'GuidePage');
const FaqsPage = page(() => import('../modules/content/pages/faqs.page'), 'FaqsPage');
const SuccessStoriesPage = page(() => import('../modules/content/pages/success-stories.page'), 'SuccessStoriesPage');
const SupportPage = page(() => import('../modules/content/pages/support.page'), 'SupportPage');
const PrivacyPage = page(() => import('../modules/content/legal/privacy.page'), 'PrivacyPage');
const TermsPage = page(() => import('../modules/content/legal/terms.page'), 'TermsPage');
const DisclaimerPage = page(() => import('../modules/content/legal/disclaimer.page'), 'DisclaimerPage');
const CookiesPage = page(() => import('../modules/content/legal/cookies.page'), 'CookiesPage');
const HomePage = page(() => import('../modules/catalogue/pages/home.page'), 'HomePage');
const SearchPage = page(() => import('../modules/catalogue/pages/search.page'), 'SearchPage');
const CategoriesPage = page(() => import('../modules/catalogue/pages/categories.page'), 'CategoriesPage');
const CategoryPage = page(() => import('../modules/catalogue/pages/category.page'), 'CategoryPage');
const FranchisePage = page(() => import('../modules/catalogue/pages/franchise.page'), 'FranchisePage');
const RequestInfoPage = page(() => import('../modules/selection/pages/request-info.page'), 'RequestInfoPage');
const ComparePage = page(() => import('../modules/catalogue/pages/compare.page'), 'ComparePage');
const FranchisorLeadsPage = page(() => import('../modules/franchisor-leads/pages/franchisor-leads.page'), 'FranchisorLeadsPage');
const AddFranchisePage = page(() => import('../modules/franchisor-franchises/pages/add-franchise.page'), 'AddFranchisePage');
const EditFranchisePage = page(() => import('../modules/franchisor-franchises/pages/edit-franchise.page'), 'EditFranchisePage');
const FranchisePreviewPage = page(() => import('../modules/franchisor-franchises/pages/franchise-preview.page'), 'FranchisePreviewPage');
const FranchisorFranchisesPage = page(() => import('../modules/franchisor-franchises/pages/my-franchises.page'), 'FranchisorFranchisesPage');
const FranchisorDashboardPage = page(() => import('../modules/franchisor-dashboard/pages/franchisor-dashboard.page'), 'FranchisorDashboardPage');
const FranchisorSupportPage = page(() => import('../modules/franchisor-support/pages/franchisor-support.page'), 'FranchisorSupportPage');
const AdminAccountsPage = page(() => import('../modules/admin-accounts/pages/admin-accounts.page'), 'AdminAccountsPage');
const AdminFranchisorFranchisesPage = page(() => import('../modules/admin-accounts/pages/franchisor-franchises.page'), 'AdminFranchisorFranchisesPage');
const CustomerLayout = page(() => import('./layouts/customer-layout'), 'CustomerLayout');
const FranchisorLayout = page(() => import('./layouts/franchisor-layout'), 'FranchisorLayout');
const AdminMessagesPage = page(() => import('../modules/admin-messages/pages/admin-messages.page'), 'AdminMessagesPage');
const GraphqlPlaygroundPage = page(() => import('../modules/admin-playground/pages/graphql-playground.page'), 'GraphqlPlaygroundPage');
const AdminCategoriesPage = page(() => import('../modules/admin-categories/pages/admin-categories.page'), 'AdminCategoriesPage');
const AdminLayout = page(() => import('./layouts/admin-layout'), 'AdminLayout');
const AdminDashboardPage = page(() => import('../modules/admin-approvals/pages/admin-dashboard.page'), 'AdminDashboardPage');
const AccountApprovalsPage = page(() => import('../modules/admin-approvals/pages/account-approvals.page'), 'AccountApprovalsPage');
const FranchiseApprovalsPage = page(() => import('../modules/admin-approvals/pages/franchise-approvals.page'), 'FranchiseApprovalsPage');
const FranchiseReviewPage = page(() => import('../modules/admin-approvals/pages/franchise-review.page'), 'FranchiseReviewPage');

const FeaturedAdsPage = page(() => import('../modules/featured-ads/pages/featured-ads.page'), 'FeaturedAdsPage');
const SandboxCheckoutPage = page(() => import('../modules/featured-ads/pages/sandbox-checkout.page'), 'SandboxCheckoutPage');

const AdminFeaturedAdsPage = page(() => import('../modules/admin-advertising/pages/admin-featured-ads.page'), 'AdminFeaturedAdsPage');
const BlogPostEditorPage = page(() => import('../modules/admin-blog/pages/blog-post-editor.page'), 'BlogPostEditorPage');
const BlogArticlesPage = page(() => import('../modules/admin-blog/pages/blog-articles.page'), 'BlogArticlesPage');
const BlogStatisticsPage = page(() => import('../modules/admin-blog/pages/blog-statistics.page'), 'BlogStatisticsPage');
const BlogCategoriesPage = page(() => import('../modules/admin-blog/pages/blog-categories.page'), 'BlogCategoriesPage');
const AdminBannersPage = page(() => import('../modules/admin-advertising/pages/admin-banners.page'), 'AdminBannersPage');
const AdvertisingSettingsPage = page(() => import('../modules/admin-advertising/pages/advertising-settings.page'), 'AdvertisingSettingsPage');

const home = <Navigate to="/" replace />;

/** The old confirmation page: a request is now confirmed on the customer dashboard, and old links land there. */
function RequestSuccessRedirect() {
  const { state } = useLocation();
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
          { path: '/compare', element: <ComparePage /> },
          { path: '/request-info', element: <RequestInfoPage /> },
          { path: '/blog', element: <BlogListPage /> },
          { path: '/blog/:id', element: <BlogPostPage /> },
          { path: '/request-success', element: <RequestSuccessRedirect /> },
          { path: '/about', element: <AboutPage /> },
          { path: '/contact', element: <ContactPage /> },
          { path: '/privacy', element: <PrivacyPage /> },
          { path: '/terms', element: <TermsPage /> },
          { path: '/disclaimer', element: <DisclaimerPage /> },
          { path: '/cookies', element: <CookiesPage /> },
          { path: '/guide', element: <GuidePage /> },
          { path: '/faqs', element: <FaqsPage /> },
          { path: '/success-stories', element: <SuccessStoriesPage /> },
          { path: '/support', element: <SupportPage /> },
          { path: '/alerts/unsubscribe', element: <UnsubscribePage /> },
          { path: '/admin/login', element: <LoginPage type="admin" /> },
          { path: '/franchisor/login', element: <LoginPage type="franchisor" /> },
          { path: '/franchisor/signup', element: <SignupPage type="franchisor" /> },
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
          { path: 'franchises', element: <MyFranchisesPage /> },
          { path: 'messages', element: <CustomerMessagesPage /> },
          { path: 'saved-searches', element: <SavedSearchesPage /> },
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
          { path: 'franchises', element: <FranchisorFranchisesPage /> },
          { path: 'leads', element: <FranchisorLeadsPage /> },
          { path: 'support', element: <FranchisorSupportPage /> },
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
