import BalanceIcon from '@mui/icons-material/Balance';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import LockPersonIcon from '@mui/icons-material/LockPerson';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Breadcrumbs } from '../../../shared/breadcrumbs';
import { PageHeader } from '../../../shared/page-header';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { NumberedSteps } from '../components/numbered-steps';

const values = [
  {
    Icon: BalanceIcon,
    title: 'Independent',
    text: 'We do not sell franchises or take a share of any deal. Every listing is shown on the same terms, and paid placements are always labelled.',
  },
  {
    Icon: VisibilityIcon,
    title: 'Transparent',
    text: 'Clear investment figures, plain descriptions and honest guidance on costs, so you can compare opportunities like for like.',
  },
  {
    Icon: LockPersonIcon,
    title: 'Your details, your choice',
    text: 'Your enquiry goes only to the franchisors you pick. We never sell your data, and marketing emails are strictly opt-in.',
  },
  {
    Icon: FactCheckIcon,
    title: 'Quality listings',
    text: 'Every franchisor account and listing is reviewed by our team before it goes live, and listings that break our rules are removed.',
  },
];

const steps = [
  { title: 'Search and compare', text: 'Browse franchises by category, location and investment, and read about each one.' },
  { title: 'Tick the ones you like', text: 'Select several franchises and send one information request to all of them.' },
  { title: 'Hear back and decide', text: 'Franchisors contact you directly. Track every request and message in your dashboard.' },
];

/** /about: mission and four values. */
export function AboutPage() {
  useDocumentMeta(
    'About Us',
    'Franchise Compass is an independent UK franchise directory. Our mission: help people find the right franchise and reach franchisors with one simple request.',
  );
  return (
    <>
      <Breadcrumbs items={[{ label: 'About Us' }]} />
      <PageHeader
        title="About Franchise Compass"
        intro="The independent UK directory for people who want to run a business of their own, with the backing of a proven brand."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
        <Grid container spacing={{ xs: 3, md: 6 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography component="h2" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
              Our mission
            </Typography>
            <Typography sx={{ fontSize: 18, lineHeight: 1.75, mb: 2 }}>
              Our mission is to help people across the UK find a franchise that fits their ambitions, their skills and their budget, and to make the
              first conversation with a franchisor simple.
            </Typography>
            <Typography sx={{ lineHeight: 1.75, mb: 2 }} color="text.secondary">
              Buying a franchise is one of the biggest decisions many people make. Information is scattered, figures are hard to compare and
              contacting franchisors one by one takes time. Franchise Compass brings opportunities from every sector together in one place, with clear
              investment levels and straightforward guidance, so you can shortlist with confidence and contact several franchisors with a single
              request.
            </Typography>
            <Typography sx={{ lineHeight: 1.75 }} color="text.secondary">
              For franchisors, we offer a way to reach motivated, well-informed candidates who have already told you how much they want to invest and
              when they hope to start.
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3.5 }, bgcolor: '#f1f6f8' }}>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
                How it works
              </Typography>
              <NumberedSteps steps={steps} color="secondary" />
            </Paper>
          </Grid>
        </Grid>

        <Typography component="h2" variant="h4" sx={{ fontWeight: 700, mt: { xs: 6, md: 9 }, mb: 3, textAlign: { md: 'center' } }}>
          What we stand for
        </Typography>
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {values.map(({ Icon, title, text }) => (
            <Grid key={title} size={{ xs: 12, sm: 6, md: 3 }} component="li">
              <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
                <Box sx={{ width: 48, height: 48, borderRadius: 2, bgcolor: 'rgba(11,79,108,0.08)', display: 'grid', placeItems: 'center', mb: 2 }}>
                  <Icon color="primary" aria-hidden />
                </Box>
                <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
                  {title}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.7 }}>
                  {text}
                </Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>

        <Paper sx={{ mt: { xs: 6, md: 9 }, p: { xs: 3, md: 5 }, bgcolor: 'primary.main', color: 'common.white', textAlign: 'center' }}>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
            Start exploring today
          </Typography>
          <Typography sx={{ mt: 1, mb: 3, color: 'rgba(255,255,255,0.88)' }}>
            Compare franchise opportunities across the UK, or list your own franchise to reach new candidates.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
            <Button component={RouterLink} to="/search" variant="contained" color="secondary" size="large">
              Browse franchises
            </Button>
            <Button
              component={RouterLink}
              to="/franchisor/signup"
              variant="outlined"
              size="large"
              sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,0.7)', '&:hover': { borderColor: 'common.white' } }}
            >
              List your franchise
            </Button>
          </Stack>
        </Paper>
      </Container>
    </>
  );
}
