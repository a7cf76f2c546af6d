import AddIcon from '@mui/icons-material/Add';
import ArticleIcon from '@mui/icons-material/Article';
import BarChartIcon from '@mui/icons-material/BarChart';
import CampaignIcon from '@mui/icons-material/Campaign';
import CategoryIcon from '@mui/icons-material/Category';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DataObjectIcon from '@mui/icons-material/DataObject';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FlagIcon from '@mui/icons-material/Flag';
import GavelIcon from '@mui/icons-material/Gavel';
import FolderIcon from '@mui/icons-material/Folder';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import MailIcon from '@mui/icons-material/Mail';
import PeopleIcon from '@mui/icons-material/People';
import RssFeedIcon from '@mui/icons-material/RssFeed';
import SettingsIcon from '@mui/icons-material/Settings';
import StarIcon from '@mui/icons-material/Star';
import VerifiedIcon from '@mui/icons-material/Verified';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { useAdminUnreadCount } from '../../modules/admin-messages/hooks/use-admin-unread-count';
import { usePendingCounts } from '../../modules/admin-approvals/hooks/use-pending-counts';
import { useOpenReportCount } from '../../modules/admin-listing-reports/hooks/use-open-report-count';
import { useUnansweredComplaintCount } from '../../modules/admin-data-complaints/hooks/use-unanswered-complaint-count';
import { RequireUserType } from '../../modules/auth/components/require-user-type';
import { SiteFooter } from './site-footer';
import { PortalShell } from './portal-shell';
import { PortalTopBar } from './portal-top-bar';
import { SkipLink } from './skip-link';

function AdminPortal() {
  const unread = useAdminUnreadCount();
  const { counts: pending } = usePendingCounts();
  const pendingAccounts = pending?.accounts ?? 0;
  // New listings and changes to live ones: both wait on Franchise Approvals.
  const pendingFranchises = (pending?.franchises ?? 0) + (pending?.revisions ?? 0);
  const openReports = useOpenReportCount();
  const unansweredComplaints = useUnansweredComplaintCount();
  return (
    <PortalShell
      title="Admin Portal"
      topBar={(menuButton) => <PortalTopBar title="Admin Portal" signOutTo="/admin/login" menuButton={menuButton} />}
      footer={<SiteFooter />}
      nav={[
        { label: 'Dashboard', to: '/admin/dashboard', icon: <DashboardIcon /> },
        { label: 'Accounts', to: '/admin/accounts', icon: <PeopleIcon /> },
        {
          label: 'Account Approvals',
          to: '/admin/account-approvals',
          icon: <HowToRegIcon />,
          badge: pendingAccounts,
          badgeLabel: `${pendingAccounts} pending account approvals`,
        },
        {
          label: 'Franchise Approvals',
          to: '/admin/franchise-approvals',
          icon: <FactCheckIcon />,
          badge: pendingFranchises,
          badgeLabel: `${pendingFranchises} pending franchise approvals`,
        },
        {
          label: 'Listing Reports',
          to: '/admin/reports',
          icon: <FlagIcon />,
          badge: openReports,
          badgeLabel: `${openReports} open listing reports`,
        },
        {
          label: 'Data Complaints',
          to: '/admin/data-complaints',
          icon: <GavelIcon />,
          badge: unansweredComplaints,
          badgeLabel: `${unansweredComplaints} unanswered data complaints`,
        },
        { label: 'Memberships', to: '/admin/memberships', icon: <VerifiedIcon /> },
        { label: 'Categories', to: '/admin/categories', icon: <CategoryIcon /> },
        { label: 'Messages', to: '/admin/messages', icon: <MailIcon />, badge: unread, badgeLabel: `${unread} unread messages` },
        {
          label: 'Blog Management',
          icon: <RssFeedIcon />,
          items: [
            { label: 'Add New Post', to: '/admin/blog/new', icon: <AddIcon /> },
            { label: 'All Articles', to: '/admin/blog/articles', icon: <ArticleIcon /> },
            { label: 'Categories', to: '/admin/blog/categories', icon: <FolderIcon /> },
            { label: 'Statistics', to: '/admin/blog/statistics', icon: <BarChartIcon /> },
          ],
        },
        {
          label: 'Advertising',
          icon: <CampaignIcon />,
          items: [
            { label: 'Featured Ads', to: '/admin/advertising/featured', icon: <StarIcon /> },
            { label: 'Banner Ads', to: '/admin/advertising/banners', icon: <ViewCarouselIcon /> },
            { label: 'Settings', to: '/admin/advertising/settings', icon: <SettingsIcon /> },
          ],
        },
        { label: 'GraphQL Playground', to: '/admin/graphql', icon: <DataObjectIcon /> },
      ]}
    />
  );
}

export function AdminLayout() {
  return (
    <>
      <SkipLink />
      <RequireUserType type="admin">
        <AdminPortal />
      </RequireUserType>
    </>
  );
}
