import AddBoxIcon from '@mui/icons-material/AddBox';
import BusinessIcon from '@mui/icons-material/Business';
import WebhookIcon from '@mui/icons-material/Webhook';
import CampaignIcon from '@mui/icons-material/Campaign';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GroupsIcon from '@mui/icons-material/Groups';
import InboxIcon from '@mui/icons-material/Inbox';
import KeyIcon from '@mui/icons-material/Key';
import StarIcon from '@mui/icons-material/Star';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { useNewLeadCount } from '../../modules/franchisor-leads/hooks/use-new-lead-count';
import { useSupportUnreadCount } from '../../modules/franchisor-support/hooks/use-support-unread-count';
import { RequireUserType } from '../../modules/auth/components/require-user-type';
import { SiteFooter } from './site-footer';
import { PortalShell } from './portal-shell';
import { PortalTopBar } from './portal-top-bar';
import { SkipLink } from './skip-link';

function FranchisorPortal() {
  const supportUnread = useSupportUnreadCount();
  const newLeads = useNewLeadCount();
  return (
    <PortalShell
      title="Franchisor Portal"
      topBar={(menuButton) => <PortalTopBar title="Franchisor Portal" signOutTo="/franchisor/login" menuButton={menuButton} />}
      footer={<SiteFooter />}
      nav={[
        { label: 'Dashboard', to: '/franchisor/dashboard', icon: <DashboardIcon /> },
        { label: 'Add Franchise', to: '/franchisor/add-franchise', icon: <AddBoxIcon /> },
        { label: 'My Franchises', to: '/franchisor/franchises', icon: <StorefrontIcon /> },
        { label: 'Leads', to: '/franchisor/leads', icon: <InboxIcon />, badge: newLeads, badgeLabel: `${newLeads} new leads` },
        { label: 'Intro Calls', to: '/franchisor/intro-calls', icon: <EventAvailableIcon /> },
        {
          label: 'Support',
          to: '/franchisor/support',
          icon: <SupportAgentIcon />,
          badge: supportUnread,
          badgeLabel: `${supportUnread} unread messages from the platform`,
        },
        {
          label: 'Advertising',
          icon: <CampaignIcon />,
          items: [{ label: 'Featured Ads', to: '/franchisor/advertising/featured', icon: <StarIcon /> }],
        },
        { label: 'Company Account', to: '/franchisor/account', icon: <BusinessIcon /> },
        { label: 'Team', to: '/franchisor/team', icon: <GroupsIcon /> },
        { label: 'API Tokens', to: '/franchisor/api-tokens', icon: <KeyIcon /> },
        { label: 'Webhooks', to: '/franchisor/webhooks', icon: <WebhookIcon /> },
      ]}
    />
  );
}

export function FranchisorLayout() {
  return (
    <>
      <SkipLink />
      <RequireUserType type="franchisor">
        <FranchisorPortal />
      </RequireUserType>
    </>
  );
}
