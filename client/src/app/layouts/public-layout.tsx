import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { MainBanner } from '../../modules/advertising/components/main-banner';
import { CenteredSpinner } from '../../shared/centered-spinner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { HydrationMark } from '../../ssr/hydration-mark';
import { SkipLink } from './skip-link';

/** Header, page, footer: the public site, the auth pages and the customer area. */
export function PublicLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      {/* Each part its own boundary: a server-rendered page hydrates part by part in short tasks (React yields
          between them) instead of in one long task that holds the main thread. */}
      <Suspense>
        <SiteHeader />
        <MainBanner />
        <HydrationMark part="header" />
      </Suspense>
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Suspense fallback={<CenteredSpinner />}>
          <Outlet />
          <HydrationMark part="page" />
        </Suspense>
      </Box>
      <Suspense>
        <SiteFooter />
        <HydrationMark part="footer" />
      </Suspense>
    </Box>
  );
}
