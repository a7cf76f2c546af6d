import HomeIcon from '@mui/icons-material/Home';
import Box from '@mui/material/Box';
import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useSiteOrigin } from '../ssr/server-context';
import { JsonLd } from './json-ld';

/** Each link is a target of at least 24 px high (WCAG 2.2, 2.5.8): the 14 px text alone made it 21 px. */
const target = { display: 'inline-flex', alignItems: 'center', minHeight: 24 } as const;

export interface Crumb {
  label: string;
  to?: string;
}

/** The breadcrumb bar: Home plus the given items; the last is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const origin = useSiteOrigin();
  const { pathname } = useLocation();
  const trail = [{ label: 'Home', to: '/' }, ...items];
  const structured = {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.label, item: origin + (item.to ?? pathname) })),
  };
  return (
    <Box component="nav" aria-label="Breadcrumb" sx={{ bgcolor: 'grey.100', borderBottom: 1, borderColor: 'divider' }}>
      <JsonLd data={structured} />
      <Container maxWidth="lg" sx={{ py: 1 }}>
        <MuiBreadcrumbs sx={{ fontSize: 14 }}>
          <Link component={RouterLink} to="/" color="inherit" underline="hover" sx={{ ...target, gap: 0.5 }}>
            <HomeIcon sx={{ fontSize: 16 }} aria-hidden />
            Home
          </Link>
          {items.map((item, i) =>
            item.to && i < items.length - 1 ? (
              <Link key={item.label} component={RouterLink} to={item.to} color="inherit" underline="hover" sx={target}>
                {item.label}
              </Link>
            ) : (
              <Typography key={item.label} color="text.primary" aria-current="page" sx={{ fontSize: 14 }}>
                {item.label}
              </Typography>
            ),
          )}
        </MuiBreadcrumbs>
      </Container>
    </Box>
  );
}
