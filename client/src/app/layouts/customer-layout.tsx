import QuizIcon from '@mui/icons-material/Quiz';
import BookmarksIcon from '@mui/icons-material/Bookmarks';
import DashboardIcon from '@mui/icons-material/Dashboard';
import MailIcon from '@mui/icons-material/Mail';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import { SignOutButton } from '../../modules/auth/components/sign-out-button';
import { useUnreadCount } from '../../modules/messages/hooks/use-unread-count';
import { RequireUserType } from '../../modules/auth/components/require-user-type';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { PortalShell } from './portal-shell';
import { SkipLink } from './skip-link';

function CustomerArea() {
  const unread = useUnreadCount();
  return (
    <PortalShell
      title="My Account"
      nav={[
        { label: 'Dashboard', to: '/customer/dashboard', icon: <DashboardIcon /> },
        { label: 'My Franchises', to: '/customer/franchises', icon: <StorefrontIcon /> },
        { label: 'Messages', to: '/customer/messages', icon: <MailIcon />, badge: unread, badgeLabel: `${unread} unread messages` },
        { label: 'Saved Searches', to: '/customer/saved-searches', icon: <BookmarksIcon /> },
        { label: 'My matches', to: '/customer/matches', icon: <QuizIcon /> },
        { label: 'Account', to: '/customer/account', icon: <ManageAccountsIcon /> },
      ]}
      navEnd={<SignOutButton variant="outlined" fullWidth />}
    />
  );
}

/** The customer area: the public header and footer around a sidebar and the page. */
export function CustomerLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <SiteHeader />
      <RequireUserType type="customer">
        <CustomerArea />
      </RequireUserType>
      <SiteFooter />
    </Box>
  );
}
