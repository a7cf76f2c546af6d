import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  ALL_OFF,
  ALL_ON,
  type CookieChoices,
  closeCookieSettings,
  readCookieConsent,
  saveCookieConsent,
  useCookieSettingsOpen,
} from './cookie-consent';

const categories: { key: keyof CookieChoices | 'essential'; title: string; description: string }[] = [
  {
    key: 'essential',
    title: 'Essential cookies',
    description:
      'Keep you signed in, protect your account and remember your cookie settings and the franchises you have ticked. The site cannot work without them, so they are always on.',
  },
  {
    key: 'analytics',
    title: 'Analytics cookies',
    description: 'Tell us, anonymously, which pages people visit and how they use them, so we can improve the site.',
  },
  {
    key: 'functionality',
    title: 'Functionality cookies',
    description: 'Remember choices such as your recent searches and preferred filters, and enable embedded videos.',
  },
  {
    key: 'marketing',
    title: 'Marketing cookies',
    description: 'Let us and our advertising partners show you adverts that are relevant to you and measure how well they work.',
  },
];

/** 'Cookie settings': a switch per non-essential category. Opened from the banner or the footer. */
export function CookieSettingsDialog() {
  const open = useCookieSettingsOpen();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [choices, setChoices] = useState<CookieChoices>(ALL_OFF);

  // Start from what was saved each time the dialog opens (set while rendering, not in an effect after it).
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      const saved = readCookieConsent();
      setChoices(saved ? { analytics: saved.analytics, functionality: saved.functionality, marketing: saved.marketing } : ALL_OFF);
    }
  }

  const save = (value: CookieChoices) => {
    saveCookieConsent(value);
    closeCookieSettings();
  };

  return (
    <Dialog
      open={open}
      onClose={closeCookieSettings}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="cookie-settings-title"
      aria-describedby="cookie-settings-intro"
    >
      <DialogTitle id="cookie-settings-title" component="h2">
        Cookie settings
      </DialogTitle>
      <DialogContent dividers>
        <Typography id="cookie-settings-intro" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Choose which cookies we may use. You can change your mind at any time from the &lsquo;Cookie settings&rsquo; link at the bottom of every
          page. Read our{' '}
          <Link component={RouterLink} to="/cookies" onClick={closeCookieSettings}>
            Cookie Policy
          </Link>{' '}
          for details.
        </Typography>
        <Stack divider={<Divider flexItem />} spacing={1.5}>
          {categories.map(({ key, title, description }) => {
            const id = `cookie-${key}`;
            const essential = key === 'essential';
            return (
              <Stack key={key} direction="row" spacing={2} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
                <div>
                  <Typography component="label" htmlFor={id} id={`${id}-label`} sx={{ fontWeight: 600, display: 'block' }}>
                    {title}
                  </Typography>
                  <Typography id={`${id}-description`} variant="body2" color="text.secondary">
                    {description}
                  </Typography>
                  {essential && (
                    <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }}>
                      Always on
                    </Typography>
                  )}
                </div>
                <Switch
                  id={id}
                  checked={essential ? true : choices[key]}
                  disabled={essential}
                  onChange={(e) => !essential && setChoices((c) => ({ ...c, [key]: e.target.checked }))}
                  slotProps={{ input: { 'aria-describedby': `${id}-description` } }}
                  sx={{ flexShrink: 0 }}
                />
              </Stack>
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, py: 2, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button variant="outlined" onClick={() => save(ALL_OFF)}>
          Reject non-essential
        </Button>
        <Button variant="outlined" onClick={() => save(ALL_ON)}>
          Accept all
        </Button>
        <Button variant="contained" onClick={() => save(choices)} sx={{ ml: { sm: 'auto !important' } }}>
          Save my choices
        </Button>
      </DialogActions>
    </Dialog>
  );
}
