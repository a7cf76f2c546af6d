import CloseIcon from '@mui/icons-material/Close';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import PersonIcon from '@mui/icons-material/Person';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { MainCategoriesDocument } from '../modules/catalogue/graphql/main-categories';
import { SignOutButton } from '../modules/auth/components/sign-out-button';
import { useSessionVersion } from '../modules/auth/hooks/use-session';
import { useViewer } from '../modules/auth/hooks/use-viewer';
import { toPath } from '../modules/auth/user-types';
import { Brand } from './brand';
import { CategoriesMenu } from './categories-menu';

const links = [
  { label: 'Home', to: '/' },
  { label: 'Browse Franchises', to: '/search' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
];

const HEADER_CATEGORIES = 12;

/** The public header on every page: links, Categories menu, 'List Your Franchise', mobile menu. */
export function SiteHeader() {
  // Remounted at each sign-in and sign-out, so it shows who is signed in now (see useSessionVersion).
  return <Header key={useSessionVersion()} />;
}

function Header() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const [mobileCategoriesOpen, setMobileCategoriesOpen] = useState(false);
  const { data } = useQuery(MainCategoriesDocument, { variables: { limit: HEADER_CATEGORIES } });
  const categories = data?.mainCategories ?? [];
  const { viewer } = useViewer();
  const dashboard = viewer ? `/${toPath(viewer.userType)}/dashboard` : null;
  const closeMobile = () => setMobileOpen(false);

  const navSx = {
    color: 'text.primary',
    '&.active': { color: 'primary.main', boxShadow: 'inset 0 -2px 0 currentColor', borderRadius: 0 },
  };

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 1, minHeight: { xs: 60, md: 68 } }}>
          <Brand />
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5, ml: 3, flexGrow: 1 }}>
            {links.slice(0, 2).map((l) => (
              <Button key={l.to} component={NavLink} to={l.to} end sx={navSx}>
                {l.label}
              </Button>
            ))}
            <CategoriesMenu categories={categories} />
            {links.slice(2).map((l) => (
              <Button key={l.to} component={NavLink} to={l.to} end sx={navSx}>
                {l.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1, alignItems: 'center' }}>
            {dashboard && viewer ? (
              <>
                <Button component={RouterLink} to={dashboard} startIcon={<PersonIcon />} color="primary">
                  My dashboard
                </Button>
                <SignOutButton loginPath={`/${toPath(viewer.userType)}/login`} color="primary" />
              </>
            ) : (
              <Button component={RouterLink} to="/customer/welcome" startIcon={<PersonIcon />} color="primary">
                Sign in
              </Button>
            )}
            <Button component={RouterLink} to="/franchisor/login" variant="contained" color="secondary">
              List Your Franchise
            </Button>
          </Box>
          <Box sx={{ flexGrow: 1, display: { xs: 'block', md: 'none' } }} />
          <IconButton
            sx={{ display: { md: 'none' } }}
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen((o) => !o)}
          >
            {mobileOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        </Toolbar>
      </Container>
      <Drawer anchor="right" open={mobileOpen} onClose={closeMobile} slotProps={{ paper: { id: 'mobile-menu', sx: { width: 300 } } }}>
        <Box component="nav" aria-label="Main" sx={{ pt: 1 }}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1 }}>
            <IconButton aria-label="Close menu" onClick={closeMobile}>
              <CloseIcon />
            </IconButton>
          </Box>
          <List>
            {links.slice(0, 2).map((l) => (
              <li key={l.to}>
                <ListItemButton component={RouterLink} to={l.to} onClick={closeMobile}>
                  <ListItemText primary={l.label} />
                </ListItemButton>
              </li>
            ))}
            <li>
              <ListItemButton onClick={() => setMobileCategoriesOpen((o) => !o)} aria-expanded={mobileCategoriesOpen}>
                <ListItemText primary="Categories" />
                {mobileCategoriesOpen ? <ExpandLess /> : <ExpandMore />}
              </ListItemButton>
              <Collapse in={mobileCategoriesOpen} unmountOnExit>
                <List disablePadding>
                  {categories.map((c) => (
                    <li key={c.id}>
                      <ListItemButton component={RouterLink} to={`/category/${c.id}`} onClick={closeMobile} sx={{ pl: 4 }}>
                        <ListItemText primary={c.name} />
                      </ListItemButton>
                    </li>
                  ))}
                  <li>
                    <ListItemButton component={RouterLink} to="/search" onClick={closeMobile} sx={{ pl: 4 }}>
                      <ListItemText primary="View All Categories" slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
                    </ListItemButton>
                  </li>
                </List>
              </Collapse>
            </li>
            {links.slice(2).map((l) => (
              <li key={l.to}>
                <ListItemButton component={RouterLink} to={l.to} onClick={closeMobile}>
                  <ListItemText primary={l.label} />
                </ListItemButton>
              </li>
            ))}
          </List>
          <Divider />
          <Box sx={{ p: 2, display: 'grid', gap: 1 }}>
            {dashboard && viewer ? (
              <>
                <Button component={RouterLink} to={dashboard} variant="outlined" onClick={closeMobile}>
                  My dashboard
                </Button>
                <SignOutButton loginPath={`/${toPath(viewer.userType)}/login`} variant="text" onDone={closeMobile} />
              </>
            ) : (
              <Button component={RouterLink} to="/customer/welcome" variant="outlined" onClick={closeMobile}>
                Sign in
              </Button>
            )}
            <Button component={RouterLink} to="/franchisor/login" variant="contained" color="secondary" onClick={closeMobile}>
              List Your Franchise
            </Button>
          </Box>
        </Box>
      </Drawer>
    </AppBar>
  );
}
