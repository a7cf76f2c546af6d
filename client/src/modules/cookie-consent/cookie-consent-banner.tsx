import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  ALL_OFF,
  ALL_ON,
  type CookieConsent,
  openCookieSettings,
  saveCookieConsent,
  useCookieConsent,
  useCookieSettingsOpen,
} from './cookie-consent';

// The settings dialog loads when it is first opened (footer or banner), then stays mounted.
const CookieSettingsDialog = lazy(async () => ({ default: (await import('./cookie-settings-dialog')).CookieSettingsDialog }));

function confirmationFor(c: CookieConsent): string {
  if (c.analytics && c.functionality && c.marketing) return "You've accepted all cookies.";
  if (!c.analytics && !c.functionality && !c.marketing) return "You've rejected non-essential cookies.";
  return 'Your cookie settings have been saved.';
}

/**
 * The cookie question on a first visit, at the very top of the page, in the page flow so it
 * covers nothing (the GOV.UK pattern). Accepting and rejecting are equally prominent. After a
 * choice it confirms it (focus moves there) until hidden. Also mounts the settings dialog.
 */
export function CookieConsentBanner() {
  const consent = useCookieConsent();
  const [phase, setPhase] = useState<'ask' | 'confirm' | 'hidden'>(() => (consent ? 'hidden' : 'ask'));
  const confirmation = useRef<HTMLDivElement>(null);
  const settingsOpen = useCookieSettingsOpen();
  const [settingsMounted, setSettingsMounted] = useState(false);
  if (settingsOpen && !settingsMounted) setSettingsMounted(true);

  // A choice made while the question was showing (here, in the dialog or in another tab).
  if (consent && phase === 'ask') setPhase('confirm');

  useEffect(() => {
    if (phase === 'confirm') confirmation.current?.focus();
  }, [phase]);

  return (
    <>
      {phase !== 'hidden' && (
        <Box
          component="section"
          aria-label="Cookies on Franchise Compass"
          sx={{ bgcolor: '#e8f1f5', borderBottom: 1, borderColor: 'divider', py: { xs: 1.5, sm: 2 } }}
        >
          <Container maxWidth="lg">
            {phase === 'ask' || !consent ? (
              <>
                <Typography component="h2" sx={{ fontWeight: 700, fontSize: { xs: 16, sm: 18 } }}>
                  Cookies on Franchise Compass
                </Typography>
                <Typography variant="body2" sx={{ mt: 0.5, maxWidth: 820 }}>
                  We use essential cookies to make this site work. We&apos;d also like to set analytics, functionality and marketing cookies to
                  improve the site and show relevant adverts, but only if you agree.
                </Typography>
                <Stack direction="row" useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                  <Button size="small" variant="contained" onClick={() => saveCookieConsent(ALL_ON)}>
                    Accept all
                  </Button>
                  <Button size="small" variant="contained" onClick={() => saveCookieConsent(ALL_OFF)}>
                    Reject non-essential
                  </Button>
                  <Button size="small" variant="outlined" onClick={openCookieSettings}>
                    Manage choices
                  </Button>
                  <Link component={RouterLink} to="/cookies" variant="body2" sx={{ ml: 0.5 }}>
                    Cookie Policy
                  </Link>
                </Stack>
              </>
            ) : (
              <Stack
                ref={confirmation}
                tabIndex={-1}
                role="status"
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', outline: 'none' }}
              >
                <Typography variant="body2">
                  {confirmationFor(consent)} You can{' '}
                  <Link component="button" variant="body2" onClick={openCookieSettings} sx={{ verticalAlign: 'baseline' }}>
                    change your cookie settings
                  </Link>{' '}
                  at any time.
                </Typography>
                <Button size="small" variant="outlined" onClick={() => setPhase('hidden')} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
                  Hide this message
                </Button>
              </Stack>
            )}
          </Container>
        </Box>
      )}
      {settingsMounted && (
        <Suspense fallback={null}>
          <CookieSettingsDialog />
        </Suspense>
      )}
    </>
  );
}
