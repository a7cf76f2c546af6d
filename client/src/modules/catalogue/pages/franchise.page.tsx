import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { Suspense, lazy, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { FranchiseDetail_FranchiseFragment } from '../../../gql/graphql';
import { StaticHtml } from '../../../ssr/static-html';
import { Breadcrumbs, type Crumb } from '../../../shared/breadcrumbs';
import { TabList } from '../../../shared/tab-list';
import { CenteredSpinner } from '../../../shared/centered-spinner';
import { errorMessage } from '../../../shared/errors';
import { formatInvestment } from '../../../shared/format';
import { statedFacts } from '../key-facts';
import { recruitsIn } from '../../lead-intake/requirements';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { JsonLd, faqPage } from '../../../shared/json-ld';
import { useSiteOrigin } from '../../../ssr/server-context';
import { franchiseStructuredData } from '../franchise-structured-data';
import { useConsentNotice } from '../../lead-intake/components/consent-line';
import { idOrEmpty } from '../search-options';
import { FranchiseLeadForm } from '../../lead-intake/components/franchise-lead-form';
import { SelectionBar } from '../../selection/selection-bar';
import { useSelection } from '../../selection/use-selection';
import { CheckedFactsPanel } from '../components/checked-facts-panel';
import { FranchiseImage } from '../components/franchise-image';
import { LastUpdated, figureRows } from '../components/franchise-figures';
import { Gallery } from '../components/gallery';
import { PageMessage } from '../components/page-message';
import { QaList } from '../components/qa-list';
import { FranchiseDetailDocument } from '../graphql/franchise-detail';

// Issue 43: the finance panel is its own chunk, out of the page's first load; the server renders it all the same.
const FinancePanel = lazy(async () => ({ default: (await import('../../franchise-finance/components/finance-panel')).FinancePanel }));
// The same for the territories' postcode box (issue 43): a chunk of its own, rendered by the server all the same.
const TerritoryBox = lazy(async () => ({ default: (await import('../../territories/components/territory-box')).TerritoryBox }));

type Franchise = FranchiseDetail_FranchiseFragment;

/** The tabs of the detail page, in this order; a tab with nothing in it is left out. */
const TABS = [
  { key: 'overview', label: 'Overview', has: () => true },
  { key: 'gallery', label: 'Gallery', has: (f: Franchise) => f.gallery.length > 0 },
  { key: 'testimonials', label: 'Testimonials', has: (f: Franchise) => f.testimonials.length > 0 },
  { key: 'stories', label: 'Success Stories', has: (f: Franchise) => f.successStories.length > 0 },
  { key: 'faqs', label: 'FAQs', has: (f: Franchise) => f.faqs.length > 0 },
] as const;

/** Testimonials and stories are the franchisor's choice, not independent reviews (issue 40): said above them. */
const Supplied = ({ by }: { by: string }) => (
  <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
    Supplied by {by}, not independent reviews.
  </Typography>
);

function KeyFacts({ franchise }: { franchise: Franchise }) {
  const rows: [string, React.ReactNode][] = [
    ...statedFacts(franchise.details).map((f): [string, React.ReactNode] => [f.label, f.text]),
    ...figureRows(franchise.details),
    ['Location', franchise.location],
    // Where it recruits, as enquiries are screened (issue 29): no area named is anywhere.
    ['Recruits in', recruitsIn(franchise.areas)],
    ['Categories', franchise.categories.map((c) => c.name).join(', ') || '—'],
  ];
  return (
    // On a phone the labels wrap (the figures' are long) so the values keep their width.
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 2fr) minmax(0, 3fr)', sm: 'max-content minmax(0, 1fr)' },
        columnGap: 3,
        rowGap: 1.5,
        m: 0,
      }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** How quickly the franchisor answers enquiries (issue 29): shown from 5 leads in the last 90 days. */
function ReplyFigures({ figures }: { figures: { summary?: string | null; withinDayPercent: number } }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 2 }}>
      <ScheduleIcon color="success" aria-hidden />
      <Typography>
        {figures.summary && (
          <Box component="strong" sx={{ fontWeight: 600 }}>
            {figures.summary}.{' '}
          </Box>
        )}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          Answers {figures.withinDayPercent}% of enquiries within 24 hours (last 90 days).
        </Box>
      </Typography>
    </Box>
  );
}

function TabPanel({ current, value, children }: { current: string; value: string; children: React.ReactNode }) {
  return (
    <Box role="tabpanel" id={`panel-${value}`} aria-labelledby={`tab-${value}`} hidden={current !== value} sx={{ pt: 3 }}>
      {current === value && children}
    </Box>
  );
}

/**
 * The franchise page's content. `preview`: the owner's look at a listing not yet public (the franchisor
 * portal's View action): no enquiries, selection or ad metrics. `nameHeading`: h2 where the page has its own h1.
 */
export function FranchiseDetailView({
  franchise,
  preview = false,
  nameHeading = 'h1',
}: {
  franchise: Franchise;
  preview?: boolean;
  nameHeading?: 'h1' | 'h2';
}) {
  const tabs = TABS.filter((t) => t.has(franchise));
  const [tab, setTab] = useState<string>('overview');
  const { isSelected, toggle } = useSelection();
  const selected = isSelected(franchise.id);
  const details = franchise.details;
  const mainCategory = franchise.categories.find((c) => !c.parentId);

  const crumbs: Crumb[] = [{ label: 'Browse Franchises', to: '/search' }];
  if (mainCategory) crumbs.push({ label: mainCategory.name, to: `/category/${mainCategory.id}` });
  crumbs.push({ label: franchise.name });

  const origin = useSiteOrigin();
  const goToForm = () => {
    const form = document.getElementById('request-information');
    form?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    form?.querySelector('input')?.focus({ preventScroll: true });
  };

  const canRequestInfo = franchise.canRequestInfo && !preview;
  const onTick = () => {
    if (!franchise.franchisorId || preview) return;
    toggle({ id: franchise.id, franchisorId: franchise.franchisorId, name: franchise.name });
  };

  return (
    <>
      {!preview && <Breadcrumbs items={crumbs} />}
      {!preview && <JsonLd data={franchiseStructuredData(franchise, `${origin}/franchise/${franchise.id}`, origin)} />}
      {!preview && franchise.faqs.length > 0 && <JsonLd data={faqPage(franchise.faqs)} />}
      <Box component="section" aria-labelledby="franchise-name" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
          <Grid container spacing={{ xs: 3, md: 5 }} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 6 }}>
              <StaticHtml>
                <Box sx={{ borderRadius: 2, overflow: 'hidden', boxShadow: 2 }}>
                  <FranchiseImage
                    src={details?.mainImageUrl}
                    alt={franchise.name}
                    sizes="(min-width: 1200px) 560px, (min-width: 900px) 45vw, 100vw"
                    priority
                  />
                </Box>
              </StaticHtml>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <StaticHtml>
                {franchise.featuredAdId && (
                  <Chip
                    icon={<StarIcon aria-hidden />}
                    label="Featured · paid placement"
                    color="secondary"
                    size="small"
                    sx={{ mb: 1.5, fontWeight: 700 }}
                  />
                )}
                <Typography id="franchise-name" component={nameHeading} variant="h3">
                  {franchise.name}
                </Typography>
                {details?.shortDescription && (
                  <Typography color="text.secondary" sx={{ mt: 1.5, fontSize: 18 }}>
                    {details.shortDescription}
                  </Typography>
                )}
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mt: 2.5 }}>
                  <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                    <PlaceOutlinedIcon color="action" aria-hidden />
                    {franchise.location}
                  </Typography>
                  <Typography>
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      Investment:{' '}
                    </Box>
                    <Box component="strong" sx={{ color: 'primary.main', fontSize: 20 }}>
                      {formatInvestment(details?.investmentAmount)}
                    </Box>
                  </Typography>
                </Box>
                {franchise.responseTime && <ReplyFigures figures={franchise.responseTime} />}
                {franchise.categories.length > 0 && (
                  <Box
                    component="ul"
                    aria-label="Categories"
                    sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}
                  >
                    {franchise.categories.map((c) => (
                      <li key={c.id}>
                        <Chip
                          label={c.name}
                          component={RouterLink}
                          to={c.parentId ? `/category/${c.parentId}?subcategory=${c.id}` : `/category/${c.id}`}
                          clickable
                          variant="outlined"
                        />
                      </li>
                    ))}
                  </Box>
                )}
              </StaticHtml>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 3 }}>
                {canRequestInfo && (
                  <Button onClick={goToForm} variant="contained" color="secondary" size="large">
                    Enquire Now
                  </Button>
                )}
                {details?.brochureUrl && (
                  <Button
                    href={details.brochureUrl}
                    target="_blank"
                    rel="noopener"
                    variant="outlined"
                    startIcon={<DescriptionOutlinedIcon aria-hidden />}
                  >
                    Download Brochure
                  </Button>
                )}
                {canRequestInfo && <FormControlLabel control={<Checkbox checked={selected} onChange={onTick} />} label="Request Info" />}
              </Box>
            </Grid>
          </Grid>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Grid container spacing={{ xs: 4, md: 5 }}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
              <TabList label="About this franchise" tabs={tabs} value={tab} onChange={setTab} />
            </Box>
            <TabPanel current={tab} value="overview">
              <StaticHtml>
                <Typography component="h2" variant="h5" sx={{ mb: 2, fontWeight: 600 }}>
                  About {franchise.name}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>
                  {details?.longDescription || details?.shortDescription || 'The franchisor has not added a description yet.'}
                </Typography>
                <Paper variant="outlined" sx={{ p: 3, mt: 4 }}>
                  <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
                    Key facts
                  </Typography>
                  <KeyFacts franchise={franchise} />
                  <LastUpdated at={franchise.updatedAt} />
                  {details?.brochureUrl && (
                    <Button
                      href={details.brochureUrl}
                      target="_blank"
                      rel="noopener"
                      startIcon={<DescriptionOutlinedIcon aria-hidden />}
                      sx={{ mt: 2, ml: -1 }}
                    >
                      Download the brochure (PDF)
                    </Button>
                  )}
                </Paper>
                {!preview && (
                  <Typography variant="body2" sx={{ mt: 2 }}>
                    <Link component={RouterLink} to={`/franchise/${franchise.id}/report`} rel="nofollow">
                      Report this listing
                    </Link>
                  </Typography>
                )}
              </StaticHtml>
              {!preview && (
                <Suspense fallback={null}>
                  <TerritoryBox franchiseId={franchise.id} />
                  <FinancePanel investmentAmount={details?.investmentAmount ?? null} />
                </Suspense>
              )}
            </TabPanel>
            <TabPanel current={tab} value="gallery">
              <Typography component="h2" variant="h5" sx={{ mb: 2, fontWeight: 600 }}>
                Gallery
              </Typography>
              <Gallery images={franchise.gallery} name={franchise.name} />
            </TabPanel>
            <TabPanel current={tab} value="testimonials">
              <Typography component="h2" variant="h5" sx={{ mb: 2, fontWeight: 600 }}>
                Testimonials
              </Typography>
              <Supplied by={franchise.suppliedBy} />
              <Box sx={{ display: 'grid', gap: 2 }}>
                {franchise.testimonials.map((t) => (
                  <Card key={t.id} component="figure" sx={{ m: 0 }}>
                    <CardContent>
                      <FormatQuoteIcon color="secondary" aria-hidden />
                      <Typography component="blockquote" sx={{ m: 0, whiteSpace: 'pre-line' }}>
                        {t.content}
                      </Typography>
                      <Typography component="figcaption" sx={{ mt: 1.5, fontWeight: 600 }}>
                        — {t.authorName}
                      </Typography>
                    </CardContent>
                  </Card>
                ))}
              </Box>
            </TabPanel>
            <TabPanel current={tab} value="stories">
              <Typography component="h2" variant="h5" sx={{ mb: 2, fontWeight: 600 }}>
                Success Stories
              </Typography>
              <Supplied by={franchise.suppliedBy} />
              <Box sx={{ display: 'grid', gap: 2 }}>
                {franchise.successStories.map((s) => (
                  <Card key={s.id} component="article" aria-labelledby={`story-${s.id}`}>
                    {s.imageUrl && (
                      <Box
                        component="img"
                        src={s.imageUrl}
                        alt=""
                        loading="lazy"
                        sx={{ width: '100%', maxHeight: 280, objectFit: 'cover', display: 'block' }}
                      />
                    )}
                    <CardContent>
                      <Typography id={`story-${s.id}`} component="h3" variant="h6">
                        {s.title}
                      </Typography>
                      <Typography color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
                        {s.content}
                      </Typography>
                    </CardContent>
                  </Card>
                ))}
              </Box>
            </TabPanel>
            <TabPanel current={tab} value="faqs">
              <Typography component="h2" variant="h5" sx={{ mb: 2, fontWeight: 600 }}>
                Frequently Asked Questions
              </Typography>
              <QaList items={franchise.faqs} />
            </TabPanel>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <StaticHtml>
              <CheckedFactsPanel franchise={franchise} />
            </StaticHtml>
            <Paper
              id="request-information"
              component="section"
              aria-labelledby="request-heading"
              variant="outlined"
              // Kept in view beside a long listing only where the whole form fits the window: a sticky panel taller than
              // the window hides its own lower fields and Send Request from keyboard focus (WCAG 2.4.11).
              sx={{ p: 3, scrollMarginTop: 88, '@media (min-width: 900px) and (min-height: 1200px)': { position: 'sticky', top: 88 } }}
            >
              <Typography id="request-heading" component="h2" variant="h6">
                Request Information
              </Typography>
              {canRequestInfo ? (
                <>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
                    Send your details to {franchise.name} and they will get back to you.
                  </Typography>
                  <FranchiseLeadForm franchiseId={franchise.id} franchiseName={franchise.name} />
                </>
              ) : (
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {preview
                    ? 'Visitors can send their details here once the listing is approved.'
                    : 'This franchise is not taking enquiries at the moment.'}
                </Typography>
              )}
            </Paper>
          </Grid>
        </Grid>
      </Container>
      {!preview && <SelectionBar />}
    </>
  );
}

/** /franchise/:id: an approved franchise with everything about it, and the request form. */
export function FranchisePage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(FranchiseDetailDocument, { variables: { id } });
  // The lead form's consent line, asked for with the page's own query: the server render then has both after one
  // pass for data, not a second one for the form's line once the franchise is in (+40 % render time at p50).
  useConsentNotice('LEAD_FORM', idOrEmpty(id) ? [id] : []);
  const franchise = data?.franchise;
  useDocumentMeta(
    franchise ? `${franchise.name} Franchise` : loading ? undefined : error ? 'Error' : 'Franchise not found',
    franchise?.details?.shortDescription || (franchise ? `${franchise.name} franchise opportunity in ${franchise.location}.` : undefined),
    null,
    { image: franchise?.details?.mainImageUrl, notFound: !loading && !error && !franchise },
  );

  if (loading && !data) return <CenteredSpinner label="Loading franchise" />;
  if (error) return <PageMessage error title="Error" message={errorMessage(error)} action={{ label: 'Back to Search', to: '/search' }} />;
  if (!franchise) return <PageMessage title="Franchise not found" action={{ label: 'Browse Franchises', to: '/search' }} />;
  return <FranchiseDetailView key={franchise.id} franchise={franchise} />;
}
