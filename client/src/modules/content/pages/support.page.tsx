import BusinessIcon from '@mui/icons-material/Business';
import PersonIcon from '@mui/icons-material/Person';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Breadcrumbs } from '../../../shared/breadcrumbs';
import { BusinessHours } from '../../../shared/business-hours';
import { PageHeader } from '../../../shared/page-header';
import { SITE_CONTACT } from '../../../shared/site-contact';
import { useDocumentMeta } from '../../../shared/use-document-meta';

const internal = (to: string, label: string) => (
  <Link component={RouterLink} to={to}>
    {label}
  </Link>
);

const audiences: { id: string; Icon: typeof PersonIcon; title: string; intro: string; points: ReactNode[]; action: { to: string; label: string } }[] =
  [
    {
      id: 'visitors',
      Icon: SearchIcon,
      title: 'Looking for a franchise',
      intro: 'You do not need an account to browse and compare franchises.',
      points: [
        <>Start with the {internal('/guide', 'Franchise Guide')} to learn how franchising works and what it costs.</>,
        <>Find quick answers in our {internal('/faqs', 'FAQs')}.</>,
        <>Spotted a problem with a listing? Tell us through the {internal('/contact', 'contact form')}.</>,
      ],
      action: { to: '/search', label: 'Browse franchises' },
    },
    {
      id: 'customers',
      Icon: PersonIcon,
      title: 'Customers',
      intro: 'Everything about your requests is in your dashboard.',
      points: [
        'See every request you have sent and its franchise in My Franchises.',
        'Read and answer franchisors in Messages.',
        'Mark a franchise as not interested, or delete a request you no longer want.',
        'Forgotten your password? Use the magic link option on the customer login page.',
      ],
      action: { to: '/customer/dashboard', label: 'Go to my dashboard' },
    },
    {
      id: 'franchisors',
      Icon: BusinessIcon,
      title: 'Franchisors',
      intro: 'Manage listings, leads and advertising from your portal.',
      points: [
        'New accounts and listings are reviewed by our team, normally within two working days.',
        'Work your enquiries in Lead Management and buy featured placements under Advertising.',
        'Use the Support page in your portal to message our team, with screenshots or documents attached.',
      ],
      action: { to: '/franchisor/login', label: 'Franchisor login' },
    },
  ];

/** /support: how visitors, customers and franchisors get help. */
export function SupportPage() {
  useDocumentMeta(
    'Help and Support',
    'Get help with Franchise Compass as a visitor, customer or franchisor: guides, FAQs, your dashboard and how to contact our support team.',
  );
  return (
    <>
      <Breadcrumbs items={[{ label: 'Support' }]} />
      <PageHeader
        title="Help and Support"
        intro="Find the help you need, whether you are looking for a franchise, tracking your requests or listing a franchise."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
        <Grid container spacing={3}>
          {audiences.map(({ id, Icon, title, intro, points, action }) => (
            <Grid key={id} size={{ xs: 12, md: 4 }}>
              <Paper
                component="section"
                aria-labelledby={`support-${id}`}
                variant="outlined"
                sx={{ p: 3, height: '100%', display: 'flex', flexDirection: 'column' }}
              >
                <Box sx={{ width: 48, height: 48, borderRadius: 2, bgcolor: 'rgba(11,79,108,0.08)', display: 'grid', placeItems: 'center', mb: 2 }}>
                  <Icon color="primary" aria-hidden />
                </Box>
                <Typography id={`support-${id}`} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                  {title}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                  {intro}
                </Typography>
                <Box component="ul" sx={{ pl: 2.5, my: 2, '& li': { my: 1, lineHeight: 1.6 } }}>
                  {points.map((p, i) => (
                    <li key={i}>{p}</li>
                  ))}
                </Box>
                <Box sx={{ mt: 'auto' }}>
                  <Button component={RouterLink} to={action.to} variant="outlined">
                    {action.label}
                  </Button>
                </Box>
              </Paper>
            </Grid>
          ))}
        </Grid>

        <Paper variant="outlined" component="section" aria-labelledby="support-contact" sx={{ mt: 4, p: { xs: 2.5, md: 4 }, bgcolor: '#f1f6f8' }}>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Typography id="support-contact" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
                Contact our support team
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                Send us a message and we will reply within one working day. For anything about your personal data, email{' '}
                <Link href={`mailto:${SITE_CONTACT.privacyEmail}`}>{SITE_CONTACT.privacyEmail}</Link>.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2.5 }}>
                <Button component={RouterLink} to="/contact" variant="contained">
                  Send us a message
                </Button>
                <Button href={`mailto:${SITE_CONTACT.email}`} variant="outlined">
                  Email {SITE_CONTACT.email}
                </Button>
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Typography component="h3" sx={{ fontWeight: 700 }}>
                Phone: <Link href={SITE_CONTACT.phoneHref}>{SITE_CONTACT.phone}</Link>
              </Typography>
              <Box sx={{ mt: 1.5 }}>
                <BusinessHours />
              </Box>
            </Grid>
          </Grid>
        </Paper>
      </Container>
    </>
  );
}
