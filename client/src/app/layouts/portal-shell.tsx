import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { type ReactNode, Suspense, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { CenteredSpinner } from '../../shared/centered-spinner';

export interface NavItem {
  label: string;
  to: string;
  icon: ReactNode;
  badge?: number;
  /** Accessible name of the badge, e.g. "3 new leads". */
  badgeLabel?: string;
}

export interface NavGroup {
  label: string;
  icon: ReactNode;
  items: NavItem[];
}

export type NavEntry = NavItem | NavGroup;

const isGroup = (e: NavEntry): e is NavGroup => 'items' in e;
const DRAWER_WIDTH = 260;

function NavLinkItem({ item, nested, onNavigate }: { item: NavItem; nested?: boolean; onNavigate: () => void }) {
  return (
    <li>
      <ListItemButton
        component={NavLink}
        to={item.to}
        end
        onClick={onNavigate}
        sx={{
          pl: nested ? 4 : 2,
          borderRadius: 1,
          mx: 1,
          '&.active': { bgcolor: 'primary.main', color: 'primary.contrastText', '& .MuiListItemIcon-root': { color: 'inherit' } },
        }}
      >
        <ListItemIcon sx={{ minWidth: 38 }}>{item.icon}</ListItemIcon>
        <ListItemText primary={item.label} />
        {item.badge ? (
          <Badge badgeContent={item.badge} color="error" max={99} sx={{ mr: 1 }} slotProps={{ badge: { 'aria-label': item.badgeLabel } }} />
        ) : null}
      </ListItemButton>
    </li>
  );
}

function GroupItem({ group, onNavigate }: { group: NavGroup; onNavigate: () => void }) {
  const location = useLocation();
  const [open, setOpen] = useState(() => group.items.some((i) => location.pathname.startsWith(i.to)));
  return (
    <li>
      <ListItemButton onClick={() => setOpen((o) => !o)} aria-expanded={open} sx={{ mx: 1, borderRadius: 1 }}>
        <ListItemIcon sx={{ minWidth: 38 }}>{group.icon}</ListItemIcon>
        <ListItemText primary={group.label} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List disablePadding>
          {group.items.map((item) => (
            <NavLinkItem key={item.to} item={item} nested onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </li>
  );
}

/**
 * A portal: side navigation (a drawer on small screens) beside the page. `topBar` renders above
 * both (admin and franchisor portals); `menuButtonLabel` names the mobile toggle.
 */
export function PortalShell({
  title,
  nav,
  topBar,
  footer,
  navEnd,
}: {
  title: string;
  nav: NavEntry[];
  topBar?: (menuButton: ReactNode) => ReactNode;
  footer?: ReactNode;
  /** Under the navigation, e.g. the customer area's Sign out. */
  navEnd?: ReactNode;
}) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const close = () => setMobileOpen(false);
  const menuButton = (
    <IconButton aria-label={`Open ${title} menu`} onClick={() => setMobileOpen(true)} sx={{ display: { md: 'none' } }} color="inherit">
      <MenuIcon />
    </IconButton>
  );

  const navList = (
    <Box component="nav" aria-label={title}>
      <List subheader={<ListSubheader sx={{ bgcolor: 'transparent', fontWeight: 700 }}>{title}</ListSubheader>}>
        {nav.map((entry) =>
          isGroup(entry) ? (
            <GroupItem key={entry.label} group={entry} onNavigate={close} />
          ) : (
            <NavLinkItem key={entry.to} item={entry} onNavigate={close} />
          ),
        )}
      </List>
      {navEnd && <Box sx={{ px: 2, pb: 2 }}>{navEnd}</Box>}
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: topBar ? '100vh' : undefined, flexGrow: 1 }}>
      {topBar?.(menuButton)}
      <Box sx={{ display: 'flex', flexGrow: 1 }}>
        <Box
          sx={{
            width: { md: DRAWER_WIDTH },
            flexShrink: 0,
            display: { xs: 'none', md: 'block' },
            borderRight: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          {navList}
        </Box>
        <Drawer open={mobileOpen} onClose={close} sx={{ display: { md: 'none' } }} slotProps={{ paper: { sx: { width: DRAWER_WIDTH } } }}>
          {navList}
        </Drawer>
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          {!topBar && (
            <Box sx={{ display: { xs: 'flex', md: 'none' }, alignItems: 'center', gap: 1, px: 2, pt: 1 }}>
              {menuButton}
              <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
            </Box>
          )}
          <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, p: { xs: 2, md: 4 }, outline: 'none' }}>
            <Suspense fallback={<CenteredSpinner />}>
              <Outlet />
            </Suspense>
          </Box>
        </Box>
      </Box>
      {footer}
    </Box>
  );
}
