import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { JsonLd } from '../../../shared/json-ld';
import { StaticHtml } from '../../../ssr/static-html';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { useSiteOrigin } from '../../../ssr/server-context';
import { SelectionForm } from '../../selection/selection-bar';
import { AboutVideo } from '../components/about-video';
import { FranchiseGrid, FranchiseGridSkeleton } from '../components/franchise-grid';
import { FeaturedOpportunitiesDocument } from '../graphql/featured-opportunities';
import { FilterCategoriesDocument } from '../graphql/filter-categories';
import { HomeCategoriesDocument } from '../graphql/home-categories';
import { INVESTMENT_RANGES } from '../search-options';
import { franchiseCountLabel } from '../../../shared/format';
import { TextField } from '../../../shared/text-field';

const HOME_CATEGORIES = 9;

/** Failures of the home page's side sections are only logged (spec 01 section 8). */
function useLogError(what: string, error: unknown) {
  useEffect(() => {
    if (error) console.error(`Loading ${what} failed`, error);
  }, [what, error]);
}

/**
 * The search hero: a GET form to /search. Kept as the server rendered it (StaticHtml): before the app has started,
 * or without JavaScript, it opens the search page from the server; once the app runs, the same submit opens it in
 * the app. Nothing on it needs React, and choices made before hydration simply stay in its native selects.
 */
function Hero() {
  const { data, error } = useQuery(FilterCategoriesDocument);
  useLogError('categories', error);
  const selectProps = { inputLabel: { shrink: true } } as const;

  return (
    <Box
      component="section"
      aria-labelledby="hero-heading"
      sx={{
        color: 'common.white',
        background: 'linear-gradient(135deg, #06283a 0%, #0b4f6c 55%, #1c7293 100%)',
        py: { xs: 6, md: 10 },
      }}
    >
      <Container maxWidth="lg">
        <StaticHtml>
          <Typography id="hero-heading" component="h1" variant="h3" sx={{ maxWidth: 760 }}>
            Find your perfect franchise opportunity in the UK
          </Typography>
          <Typography sx={{ mt: 2, maxWidth: 640, opacity: 0.9, fontSize: { md: 18 } }}>
            Compare franchises by sector and investment, then ask several franchisors for information in one go.
          </Typography>
        </StaticHtml>
        <Paper
          component="form"
          method="get"
          action="/search"
          role="search"
          aria-label="Find a franchise"
          elevation={6}
          sx={{ mt: 4, p: { xs: 2, md: 2.5 }, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr auto' }, maxWidth: 900 }}
        >
          <TextField select fullWidth name="category" label="Category" defaultValue="" slotProps={selectProps}>
            <option value="">All Categories</option>
            {(data?.mainCategories ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </TextField>
          <TextField select fullWidth name="investment" label="Investment Range" defaultValue="" slotProps={selectProps}>
            <option value="">Any Amount</option>
            {INVESTMENT_RANGES.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </TextField>
          <Button
            type="submit"
            variant="contained"
            color="secondary"
            size="large"
            startIcon={<SearchIcon aria-hidden />}
            sx={{ px: 3, whiteSpace: 'nowrap' }}
          >
            Search Franchises
          </Button>
        </Paper>
        <StaticHtml>
          <Typography sx={{ mt: 2.5, fontSize: { md: 18 } }}>
            Not sure where to start?{' '}
            <Link component={RouterLink} to="/match" color="inherit" sx={{ fontWeight: 700 }}>
              Take the 2-minute matching quiz
            </Link>
          </Typography>
        </StaticHtml>
      </Container>
    </Box>
  );
}

function FeaturedOpportunities() {
  const { data, loading, error } = useQuery(FeaturedOpportunitiesDocument);
  useLogError('featured franchises', error);
  const items = data?.featuredOpportunities ?? [];
  return (
    <Box component="section" aria-labelledby="featured-heading" sx={{ py: { xs: 5, md: 8 } }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="featured-heading"
          title="Featured Opportunities"
          subtitle="Paid placements: franchisors pay to show their listings here."
        />
        {loading ? (
          <FranchiseGridSkeleton count={3} label="Loading featured franchises" />
        ) : items.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            No featured franchises available at the moment
          </Typography>
        ) : (
          <FranchiseGrid franchises={items.map((o) => ({ franchise: o.franchise, adId: o.adId }))} />
        )}
      </Container>
    </Box>
  );
}

function BrowseByCategory() {
  const { data, loading, error } = useQuery(HomeCategoriesDocument, { variables: { limit: HOME_CATEGORIES } });
  useLogError('categories', error);
  const categories = data?.mainCategories ?? [];
  return (
    <Box
      component="section"
      aria-labelledby="categories-heading"
      sx={{ py: { xs: 5, md: 8 }, bgcolor: 'background.paper', borderTop: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg">
        <SectionHeading
          id="categories-heading"
          title="Browse by Category"
          subtitle="Explore opportunities sector by sector."
          action={
            <Button component={RouterLink} to="/search" endIcon={<ArrowForwardIcon aria-hidden />}>
              View All Categories
            </Button>
          }
        />
        {loading ? (
          <Grid container spacing={2} role="status" aria-label="Loading categories">
            {Array.from({ length: 6 }, (_, i) => (
              <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
                <Skeleton variant="rounded" height={84} />
              </Grid>
            ))}
          </Grid>
        ) : categories.length === 0 ? (
          <Typography color="text.secondary">No categories available at the moment</Typography>
        ) : (
          <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {categories.map((c) => (
              <Grid key={c.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                <Card sx={{ height: '100%' }}>
                  <CardActionArea
                    component={RouterLink}
                    to={`/search?category=${c.id}`}
                    sx={{ p: 2, height: '100%', display: 'flex', justifyContent: 'flex-start', gap: 2 }}
                  >
                    <Box
                      sx={{
                        width: 48,
                        height: 48,
                        borderRadius: 2,
                        bgcolor: 'primary.main',
                        color: 'common.white',
                        display: 'grid',
                        placeItems: 'center',
                        flexShrink: 0,
                      }}
                    >
                      <CategoryOutlinedIcon aria-hidden />
                    </Box>
                    <Box>
                      <Typography component="h3" sx={{ fontWeight: 600 }}>
                        {c.name}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {franchiseCountLabel(c.franchiseCount)}
                      </Typography>
                    </Box>
                  </CardActionArea>
                </Card>
              </Grid>
            ))}
          </Grid>
        )}
      </Container>
    </Box>
  );
}

function About() {
  const points = [
    'Every listing is checked by our team before it goes live',
    'One request reaches every franchisor you choose',
    'Track replies and message franchisors from your account',
  ];
  return (
    <Box component="section" aria-labelledby="about-heading" sx={{ py: { xs: 5, md: 8 } }}>
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <StaticHtml>
              <Typography id="about-heading" component="h2" variant="h4" sx={{ fontWeight: 700 }}>
                About Franchise Compass
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 2 }}>
                Franchise Compass is the UK directory for people ready to run a business of their own with a proven brand behind them. Browse
                opportunities across every sector, compare investment levels and locations, and contact the franchisors that fit your plans.
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, mt: 3, display: 'grid', gap: 1.5 }}>
                {points.map((p) => (
                  <Box component="li" key={p} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                    <CheckCircleOutlineIcon color="secondary" aria-hidden />
                    <Typography>{p}</Typography>
                  </Box>
                ))}
              </Box>
              <Button component={RouterLink} to="/about" variant="outlined" sx={{ mt: 3 }}>
                More about us
              </Button>
            </StaticHtml>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <AboutVideo />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}

function SectionHeading({ id, title, subtitle, action }: { id: string; title: string; subtitle?: string; action?: React.ReactNode }) {
  return (
    <StaticHtml>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <div>
          <Typography id={id} component="h2" variant="h4" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </div>
        {action}
      </Box>
    </StaticHtml>
  );
}

/** '/': search hero, featured franchises, categories, and about the site with a video. */
export function HomePage() {
  useDocumentMeta(
    'UK Franchise Opportunities',
    'Find and compare UK franchise opportunities by category and investment, and request information from several franchisors at once.',
  );
  const origin = useSiteOrigin();
  return (
    <>
      <JsonLd data={{ '@type': 'Organization', name: 'Franchise Compass', url: origin, logo: `${origin}/favicon.svg` }} />
      <JsonLd
        data={{
          '@type': 'WebSite',
          name: 'Franchise Compass',
          url: origin,
          potentialAction: {
            '@type': 'SearchAction',
            target: `${origin}/search?q={search_term_string}`,
            'query-input': 'required name=search_term_string',
          },
        }}
      />
      <StaticHtml>
        <Hero />
      </StaticHtml>
      <SelectionForm>
        <FeaturedOpportunities />
        {/* Links only: kept as the server rendered it, its query not even read while the page hydrates. */}
        <StaticHtml>
          <BrowseByCategory />
        </StaticHtml>
        <About />
      </SelectionForm>
    </>
  );
}
