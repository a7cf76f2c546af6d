import ChatIcon from '@mui/icons-material/Chat';
import LockIcon from '@mui/icons-material/Lock';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import StarIcon from '@mui/icons-material/Star';
import TimelineIcon from '@mui/icons-material/Timeline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Navigate, Link as RouterLink, useLocation } from 'react-router-dom';
import { Breadcrumbs } from '../../../shared/breadcrumbs';
import { CenteredSpinner } from '../../../shared/centered-spinner';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { useViewer } from '../hooks/use-viewer';

const tiles: { title: string; text: string; icon: ReactNode }[] = [
  { title: 'Track Your Inquiries', text: 'See every information request you have sent, and where it stands, in one place.', icon: <TimelineIcon /> },
  {
    title: 'Direct Communication',
    text: 'Message franchisors directly from your account and keep the whole conversation together.',
    icon: <ChatIcon />,
  },
  { title: 'Instant Updates', text: 'New replies show up as soon as a franchisor answers you.', icon: <NotificationsActiveIcon /> },
  { title: 'Exclusive Access', text: 'Be among the first to hear about new franchise opportunities, if you want to.', icon: <StarIcon /> },
];

/**
 * /customer/welcome: the customer sign-up prompt. Receives an email in navigation state and carries it
 * on to the sign-up and login pages. A signed-in customer goes straight to their dashboard.
 */
export function CustomerWelcomePage() {
  useDocumentMeta('Your Journey Begins Here!', 'Create a free account to track your franchise inquiries and talk to franchisors.');
  const email = ((useLocation().state ?? {}) as { email?: string }).email ?? '';
  const { viewer, loading } = useViewer();
  if (loading) return <CenteredSpinner />;
  if (viewer?.userType === 'CUSTOMER') return <Navigate to="/customer/dashboard" replace />;

  return (
    <>
      <Breadcrumbs items={[{ label: 'Your account' }]} />
      <Box sx={{ background: 'linear-gradient(160deg, #eaf2f6 0%, #f7f8fa 60%)', py: { xs: 4, md: 8 } }}>
        <Container maxWidth="md">
          <Typography component="h1" variant="h3" sx={{ textAlign: 'center' }}>
            Your Journey Begins Here!
          </Typography>
          <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1.5, mb: 4, fontSize: '1.1rem' }}>
            A free customer account keeps your franchise search organised.
          </Typography>
          <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {tiles.map((tile) => (
              <Grid key={tile.title} size={{ xs: 12, sm: 6 }} component="li">
                <Paper variant="outlined" sx={{ p: 2.5, height: '100%', display: 'flex', gap: 2 }}>
                  <Box
                    aria-hidden
                    sx={{
                      color: 'primary.main',
                      bgcolor: '#e3eef3',
                      borderRadius: 2,
                      p: 1,
                      height: 40,
                      width: 40,
                      display: 'grid',
                      placeItems: 'center',
                      flexShrink: 0,
                    }}
                  >
                    {tile.icon}
                  </Box>
                  <Box>
                    <Typography component="h2" variant="h6" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
                      {tile.title}
                    </Typography>
                    <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
                      {tile.text}
                    </Typography>
                  </Box>
                </Paper>
              </Grid>
            ))}
          </Grid>
          <Paper variant="outlined" sx={{ mt: 4, p: { xs: 2.5, sm: 3 }, maxWidth: 460, mx: 'auto' }}>
            <Stack spacing={1.5}>
              <Button component={RouterLink} to="/customer/signup" state={{ email }} variant="contained" size="large">
                Sign up with Email &amp; Password
              </Button>
              <Button component={RouterLink} to="/customer/login" state={{ email, magic: true }} variant="outlined" size="large">
                Continue with Magic Link
              </Button>
              <Typography sx={{ textAlign: 'center' }} color="text.secondary">
                Already have an account?{' '}
                <Button component={RouterLink} to="/customer/login" state={{ email }} sx={{ verticalAlign: 'baseline' }}>
                  Sign in
                </Button>
              </Typography>
            </Stack>
          </Paper>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 3, display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'center', textAlign: 'center' }}
          >
            <LockIcon fontSize="small" aria-hidden />
            Your information is securely encrypted and never shared with third parties without your consent.
          </Typography>
        </Container>
      </Box>
    </>
  );
}
