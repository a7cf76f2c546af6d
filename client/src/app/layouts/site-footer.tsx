import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { openCookieSettings } from '../../modules/cookie-consent/cookie-consent';
import { StaticHtml } from '../../ssr/static-html';
import { Brand } from '../../shared/brand';

const columns = [
  {
    title: 'Quick Links',
    links: [
      { label: 'Home', to: '/' },
      { label: 'Browse Franchises', to: '/search' },
      { label: 'Categories', to: '/categories' },
      { label: 'About Us', to: '/about' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Franchise Guide', to: '/guide' },
      { label: 'Find your franchise match', to: '/match' },
      { label: 'FAQs', to: '/faqs' },
      { label: 'Success Stories', to: '/success-stories' },
      { label: 'How we check listings', to: '/how-we-check' },
      { label: 'Financing a franchise', to: '/financing-a-franchise' },
      { label: 'Blog', to: '/blog' },
      { label: 'Support', to: '/support' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Make a complaint about your data', to: '/data-complaint' },
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Disclaimer', to: '/disclaimer' },
      { label: 'Cookie Policy', to: '/cookies' },
    ],
  },
];

const social = [
  { label: 'Franchise Compass on LinkedIn', href: 'https://www.linkedin.com/company/franchise-compass-uk', Icon: LinkedInIcon },
  { label: 'Franchise Compass on Facebook', href: 'https://www.facebook.com/franchisecompassuk', Icon: FacebookIcon },
  { label: 'Franchise Compass on X', href: 'https://x.com/franchisecompass', Icon: XIcon },
  { label: 'Franchise Compass on Instagram', href: 'https://www.instagram.com/franchisecompassuk', Icon: InstagramIcon },
];

function FooterLinks({ links, children }: { links: { label: string; to: string }[]; children?: React.ReactNode }) {
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {links.map((l) => (
        <li key={l.to}>
          <Link component={RouterLink} to={l.to} underline="hover" sx={{ color: 'grey.300', fontSize: 14 }}>
            {l.label}
          </Link>
        </li>
      ))}
      {children}
    </Stack>
  );
}

/** The footer on every page: Quick Links, Resources, Legal and social links. */
export function SiteFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: '#0a2a3a', color: 'grey.300', mt: 'auto', pt: 6, pb: 4 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 3 }}>
            <StaticHtml>
              <Brand inverse />
              <Typography sx={{ mt: 2, fontSize: 14, color: 'grey.400' }}>
                The UK&apos;s independent franchise directory. Compare opportunities and hear from several franchisors with one request.
              </Typography>
              <Stack direction="row" spacing={0.5} sx={{ mt: 2 }}>
                {social.map(({ label, href, Icon }) => (
                  <IconButton
                    key={href}
                    component="a"
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={label}
                    sx={{ color: 'grey.300' }}
                  >
                    <Icon />
                  </IconButton>
                ))}
              </Stack>
            </StaticHtml>
          </Grid>
          {columns.map((col) => (
            <Grid key={col.title} size={{ xs: 6, sm: 4, md: 3 }}>
              <Typography component="h2" sx={{ color: 'common.white', fontWeight: 700, mb: 1.5, fontSize: 16 }}>
                {col.title}
              </Typography>
              {col.title === 'Legal' ? (
                // The one column with a button: rendered by the client.
                <FooterLinks links={col.links}>
                  <li>
                    <Link
                      component="button"
                      type="button"
                      onClick={openCookieSettings}
                      underline="hover"
                      sx={{ color: 'grey.300', fontSize: 14, textAlign: 'left' }}
                    >
                      Cookie settings
                    </Link>
                  </li>
                </FooterLinks>
              ) : (
                <StaticHtml>
                  <FooterLinks links={col.links} />
                </StaticHtml>
              )}
            </Grid>
          ))}
        </Grid>
        <StaticHtml>
          <Typography sx={{ mt: 5, pt: 3, borderTop: '1px solid rgba(255,255,255,0.12)', fontSize: 13, color: 'grey.500' }}>
            © {new Date().getFullYear()} Franchise Compass Ltd. Registered in England and Wales. Listings come from franchisors; we do not give
            financial advice.
          </Typography>
        </StaticHtml>
      </Container>
    </Box>
  );
}
