import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Breadcrumbs } from '../../../shared/breadcrumbs';
import { errorMessage } from '../../../shared/errors';
import { ABOVE_THE_FOLD, renderWhenNear } from '../../../shared/render-when-near';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { FranchiseCard } from '../../catalogue/components/franchise-card';
import { FranchiseGridSkeleton } from '../../catalogue/components/franchise-grid';
import { MainCategoriesDocument } from '../../catalogue/graphql/main-categories';
import { SelectionBar } from '../../selection/selection-bar';
import { SaveMatchButton } from '../components/save-match-button';
import { FranchiseMatchesDocument } from '../graphql/franchise-matches';
import { QUESTIONS, answerLabel, answerQuery, readAnswerParams, toMatchAnswers } from '../quiz-questions';

const TITLE = 'Your franchise matches';
const PAGE_SIZE = 12;

/** /match/results: the listings that fit the quiz's answers best, with the reasons for each (issue 43). */
export function MatchResultsPage() {
  useDocumentMeta(TITLE, 'Franchises ranked by how well they fit your answers to our matching quiz, with the reasons for each.');
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const answers = readAnswerParams(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const matches = useQuery(FranchiseMatchesDocument, { variables: { answers: toMatchAnswers(answers), page: { page, pageSize: PAGE_SIZE } } });
  const sectors = useQuery(MainCategoriesDocument, { variables: { limit: 50 } });
  const query = answerQuery(answers);

  // The request dialog and the lead form pre-fill from the latest answers (lead-intake's store). Loaded on demand: as
  // a static import the store would be a chunk of its own shared with the franchise page, a script more there.
  useEffect(() => {
    const a = toMatchAnswers(answers);
    const given = Object.fromEntries(Object.entries(a).filter(([, v]) => v !== null && !(Array.isArray(v) && v.length === 0)));
    void import('../../lead-intake/match-answers-store').then((store) => store.saveMatchAnswers(given));
  }, [query]); // eslint-disable-line react-hooks/exhaustive-deps -- the answers are the query string's

  const given = QUESTIONS.filter((q) => answers[q.param]?.length);
  const result = matches.data?.franchiseMatches;
  const pageUrl = (p: number) => `/match/results?${answerQuery(answers, p > 1 ? { page: String(p) } : {})}`;

  return (
    <>
      <Breadcrumbs items={[{ label: 'Find your franchise match', to: '/match' }, { label: TITLE }]} />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {TITLE}
        </Typography>
        <Paper variant="outlined" component="section" aria-labelledby="answers-heading" sx={{ p: 2.5, mt: 2, mb: 3 }}>
          <Typography id="answers-heading" component="h2" variant="h6">
            Your answers
          </Typography>
          {given.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              You skipped every question, so these are all our listings, newest first.
            </Typography>
          ) : (
            <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5 }}>
              {given.map((q) => (
                <Box key={q.param} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary">
                    {q.title}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 500 }}>
                    {answers[q.param].map((v) => answerLabel(q, v, sectors.data?.mainCategories ?? [])).join(', ')}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
            <Button component={RouterLink} to={`/match?${answerQuery(answers, { step: '1' })}`} variant="outlined">
              Refine answers
            </Button>
            <SaveMatchButton answers={toMatchAnswers(answers)} />
          </Box>
        </Paper>

        {matches.error ? (
          <Typography role="alert" color="error" sx={{ py: 4 }}>
            We could not rank the franchises: {errorMessage(matches.error)}
          </Typography>
        ) : !result ? (
          <FranchiseGridSkeleton label="Ranking franchises" />
        ) : result.items.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4 }}>
            There are no listings to rank yet. Please come back soon.
          </Typography>
        ) : (
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }} role="status">
              {result.total} franchises, best fit first.{' '}
              <Link component={RouterLink} to="/how-we-check#matching">
                How matches are ranked
              </Link>
            </Typography>
            <Grid container spacing={3} component="ol" aria-label="Franchises that fit your answers" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {result.items.map((item, i) => (
                <Grid
                  key={item.franchise.id}
                  size={{ xs: 12, sm: 6, md: 4 }}
                  component="li"
                  sx={{ display: 'flex', flexDirection: 'column', gap: 1, ...(i >= ABOVE_THE_FOLD ? renderWhenNear(560) : {}) }}
                >
                  <FranchiseCard franchise={item.franchise} priority={i === 0} />
                  {item.reasons.length > 0 && (
                    <Box component="ul" aria-label={`Why ${item.franchise.name}`} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
                      {item.reasons.map((r) => (
                        <Typography
                          key={r.text}
                          component="li"
                          variant="body2"
                          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: r.fits ? 'success.dark' : 'text.secondary' }}
                        >
                          {r.fits ? (
                            <CheckCircleOutlineIcon fontSize="small" aria-hidden />
                          ) : (
                            <RemoveCircleOutlineIcon fontSize="small" aria-hidden />
                          )}
                          {r.text}
                        </Typography>
                      ))}
                    </Box>
                  )}
                </Grid>
              ))}
            </Grid>
            {result.pageCount > 1 && (
              <Box component="nav" aria-label="Pages of matches" sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
                <Pagination
                  page={result.page}
                  count={result.pageCount}
                  renderItem={(item) => <PaginationItem component={RouterLink} to={pageUrl(item.page ?? 1)} {...item} />}
                />
              </Box>
            )}
          </>
        )}
      </Container>
      <SelectionBar />
    </>
  );
}
