import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import PersonIcon from '@mui/icons-material/Person';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import { NavLink, Link as RouterLink, useLocation } from 'react-router-dom';
import { MainCategoriesDocument } from '../../modules/catalogue/graphql/main-categories';
import { SignOutButton } from '../../modules/auth/components/sign-out-button';
import { useSessionVersion } from '../../modules/auth/hooks/use-session';
import { useViewer } from '../../modules/auth/hooks/use-viewer';
import { toPath } from '../../modules/auth/user-types';
import { Brand } from '../../shared/brand';
import { CategoriesMenu } from '../../shared/categories-menu';
import { StaticHtml } from '../../ssr/static-html';

const PhoneMenu = lazy(async () => ({ default: (await import('./phone-menu')).PhoneMenu }));

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
  // The phone menu loads at its first opening, then stays mounted (so it can animate closed).
  const [phoneMenuMounted, setPhoneMenuMounted] = useState(false);
  const { data } = useQuery(MainCategoriesDocument, { variables: { limit: HEADER_CATEGORIES } });
  const categories = data?.mainCategories ?? [];
  const { viewer } = useViewer();
  const dashboard = viewer ? `/${toPath(viewer.userType)}/dashboard` : null;
  const closeMobile = () => setMobileOpen(false);
  // The links are kept as the server drew them while the page hydrates (nothing to run in them: ssr/static-html.tsx);
  // the current page's link is marked, so they are drawn again when the page changes.
  const { pathname } = useLocation();

  const navSx = {
    color: 'text.primary',
    '&.active': { color: 'primary.main', boxShadow: 'inset 0 -2px 0 currentColor', borderRadius: 0 },
  };

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 1, minHeight: { xs: 60, md: 68 } }}>
          <StaticHtml>
            <Brand />
          </StaticHtml>
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5, ml: 3, flexGrow: 1 }}>
            <StaticHtml version={pathname}>
              {links.slice(0, 2).map((l) => (
                <Button key={l.to} component={NavLink} to={l.to} end sx={navSx}>
                  {l.label}
                </Button>
              ))}
            </StaticHtml>
            <CategoriesMenu categories={categories} />
            <StaticHtml version={pathname}>
              {links.slice(2).map((l) => (
                <Button key={l.to} component={NavLink} to={l.to} end sx={navSx}>
                  {l.label}
                </Button>
              ))}
            </StaticHtml>
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
            <StaticHtml>
              <Button component={RouterLink} to="/franchisor/login" variant="contained" color="secondary">
                List Your Franchise
              </Button>
            </StaticHtml>
          </Box>
          <Box sx={{ flexGrow: 1, display: { xs: 'block', md: 'none' } }} />
          <IconButton
            sx={{ display: { md: 'none' } }}
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => {
              setPhoneMenuMounted(true);
              setMobileOpen((o) => !o);
            }}
          >
            {mobileOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        </Toolbar>
      </Container>
      {phoneMenuMounted && (
        <Suspense fallback={null}>
          <PhoneMenu open={mobileOpen} onClose={closeMobile} links={links} categories={categories} viewer={viewer} dashboard={dashboard} />
        </Suspense>
      )}
    </AppBar>
  );
}
