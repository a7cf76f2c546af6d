import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CloseIcon from '@mui/icons-material/Close';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CompareFranchisesQuery } from '../../../gql/graphql';
import { Breadcrumbs } from '../../../shared/breadcrumbs';
import { errorMessage } from '../../../shared/errors';
import { formatDate, formatInvestment } from '../../../shared/format';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { SelectionBar } from '../../selection/selection-bar';
import { useSelection } from '../../selection/use-selection';
import { FranchiseImage } from '../components/franchise-image';
import { CompareFranchisesDocument } from '../graphql/compare-franchises';
import { FigureValue } from '../components/franchise-figures';
import { CHECKED_FACT_LABELS, checkedFacts, companyNote } from '../checked-facts';
import { KEY_FACTS, investmentText } from '../key-facts';
import { recruitsIn } from '../../lead-intake/requirements';

type Franchise = CompareFranchisesQuery['franchisesByIds'][number];

interface Row {
  label: string;
  value: (f: Franchise) => React.ReactNode;
  /** What is compared for 'differs' (key facts only). */
  text?: (f: Franchise) => string;
}

const FACT_ROWS: Row[] = KEY_FACTS.map((fact) => {
  const text = (f: Franchise) => (fact.key === 'investment' ? investmentText(f.details) : ((f.details && fact.value(f.details)) ?? 'Not stated'));
  return { label: fact.label, text, value: (f) => (fact.key === 'investment' ? <strong>{text(f)}</strong> : text(f)) };
});

/** Earnings and turnover (issue 40): each figure with its basis beside it, compared with it. */
const FIGURE_ROWS: Row[] = ['Average annual turnover per outlet', 'Average annual earnings per outlet'].map((label) => {
  const figure = (f: Franchise) => f.details?.figures.find((g) => g.label === label);
  return {
    label,
    text: (f) => {
      const g = figure(f);
      return g ? `${formatInvestment(g.amount)} ${g.basisText}` : 'Not stated';
    },
    value: (f) => {
      const g = figure(f);
      return g ? <FigureValue figure={g} /> : 'Not stated';
    },
  };
});

/** What the site checked (issue 40), one row per fact as the trust panel shows it; a fact not checked says why. */
const CHECKED_ROWS: Row[] = CHECKED_FACT_LABELS.map((label) => {
  const text = (f: Franchise) =>
    checkedFacts(f).find((c) => c.label === label)?.text ?? (label === 'Company' ? (companyNote(f.companyFacts) ?? 'Not checked') : '—');
  return { label: label === 'Company' ? 'Company (Companies House)' : label, text, value: text };
});

/** When each listing last changed, so a buyer knows how current the rows above are. */
const updatedRow: Row = { label: 'Last updated', value: (f) => formatDate(f.updatedAt) };

/** Where each recruits (issue 29): with the minimum liquid capital above, what it asks of a franchisee. */
const recruitsRow: Row = { label: 'Recruits in', text: (f) => recruitsIn(f.areas), value: (f) => recruitsIn(f.areas) };

const ROWS: Row[] = [
  ...FACT_ROWS,
  ...FIGURE_ROWS,
  recruitsRow,
  { label: 'Location', value: (f) => f.location },
  { label: 'Categories', value: (f) => f.categories.map((c) => c.name).join(', ') || '—' },
  { label: 'About', value: (f) => f.details?.shortDescription || '—' },
  ...CHECKED_ROWS,
  updatedRow,
  {
    label: 'Links',
    value: (f) => (
      <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
        <Button component={RouterLink} to={`/franchise/${f.id}`} size="small" sx={{ ml: -0.5 }}>
          View Details
        </Button>
        {f.details?.brochureUrl && (
          <Button href={f.details.brochureUrl} target="_blank" rel="noopener" size="small" sx={{ ml: -0.5 }}>
            Brochure (PDF)
          </Button>
        )}
      </Box>
    ),
  },
];

/** /compare: the ticked franchises side by side. */
export function ComparePage() {
  useDocumentMeta('Compare Franchises', 'Compare the franchises you have selected side by side.');
  const { items, remove } = useSelection();
  const ids = useMemo(() => items.map((i) => i.id), [items]);
  const { data, previousData, loading, error, refetch } = useQuery(CompareFranchisesDocument, {
    variables: { ids },
    skip: ids.length === 0,
  });
  const franchises = (data ?? previousData)?.franchisesByIds.filter((f) => ids.includes(f.id));

  // Ticked franchises that are no longer listed (withdrawn or removed) leave the selection.
  const gone = data ? ids.filter((id) => !data.franchisesByIds.some((f) => f.id === id)) : [];
  const goneKey = gone.join(',');
  useEffect(() => {
    if (goneKey) goneKey.split(',').forEach(remove);
  }, [goneKey, remove]);

  return (
    <>
      <Breadcrumbs items={[{ label: 'Browse Franchises', to: '/search' }, { label: 'Compare' }]} />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          Compare Franchises
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          The franchises you have ticked, side by side.
        </Typography>
        {ids.length === 0 ? (
          <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
            <CompareArrowsIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
            <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
              You have not selected any franchises to compare
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              Tick 'Request Info' on the franchises you like, then come back here.
            </Typography>
            <Button component={RouterLink} to="/search" variant="contained" sx={{ mt: 3 }}>
              Browse Franchises
            </Button>
          </Paper>
        ) : error ? (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                Try again
              </Button>
            }
          >
            {errorMessage(error)}
          </Alert>
        ) : !franchises || (loading && franchises.length === 0) ? (
          <Skeleton variant="rounded" height={420} role="status" aria-label="Loading your selection" />
        ) : (
          <>
            {franchises.length > 1 && (
              // On a phone only one franchise fits beside the row labels: say that the others are there.
              <Typography
                id="compare-hint"
                variant="body2"
                sx={{ display: { xs: 'flex', md: 'none' }, alignItems: 'center', gap: 0.5, mb: 1, fontWeight: 500, color: 'primary.main' }}
              >
                Scroll sideways to compare all {franchises.length} franchises
                <ArrowForwardIcon fontSize="small" aria-hidden />
              </Typography>
            )}
            <TableContainer
              component={Paper}
              variant="outlined"
              tabIndex={0}
              role="region"
              aria-label={`Comparison of ${franchises.length} franchises`}
              aria-describedby={franchises.length > 1 ? 'compare-hint' : undefined}
              sx={{
                overflowX: 'auto',
                position: 'relative',
                scrollSnapType: { xs: 'x mandatory', md: 'none' },
                scrollPaddingLeft: { xs: 110, sm: 160 },
              }}
            >
              <Table
                aria-label="Selected franchises compared"
                sx={{ minWidth: { xs: 110 + franchises.length * 200, sm: 160 + franchises.length * 220 }, tableLayout: 'fixed' }}
              >
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ ...stickyCell, width: { xs: 110, sm: 160 } }}>
                      <Box component="span" sx={{ fontWeight: 600 }}>
                        Franchise
                      </Box>
                    </TableCell>
                    {franchises.map((f) => (
                      <TableCell key={f.id} scope="col" sx={{ verticalAlign: 'top', width: { xs: 200, sm: 220 }, scrollSnapAlign: 'start' }}>
                        <Box sx={{ borderRadius: 1, overflow: 'hidden', mb: 1 }}>
                          <FranchiseImage src={f.details?.mainImageUrl} sizes="260px" />
                        </Box>
                        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
                          <Typography component="span" sx={{ fontWeight: 700 }}>
                            {f.name}
                          </Typography>
                          <Button
                            size="small"
                            color="inherit"
                            onClick={() => remove(f.id)}
                            aria-label={`Remove ${f.name}`}
                            sx={{ minWidth: 0, p: 0.5, flexShrink: 0 }}
                          >
                            <CloseIcon fontSize="small" aria-hidden />
                          </Button>
                        </Box>
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {ROWS.map((row) => {
                    // A key fact that is not the same for every franchise is highlighted, in colour and in words.
                    const differs = Boolean(row.text) && franchises.length > 1 && new Set(franchises.map((f) => row.text!(f))).size > 1;
                    return (
                      <TableRow key={row.label} data-differs={differs || undefined}>
                        <TableCell component="th" scope="row" sx={{ ...stickyCell, fontWeight: 600 }}>
                          {row.label}
                          {differs && (
                            <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.primary', fontWeight: 700 }}>
                              Differs
                            </Typography>
                          )}
                        </TableCell>
                        {franchises.map((f) => (
                          <TableCell key={f.id} sx={{ verticalAlign: 'top', ...(differs ? { bgcolor: 'rgba(237, 108, 2, 0.08)' } : {}) }}>
                            {row.value(f)}
                          </TableCell>
                        ))}
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableContainer>
          </>
        )}
      </Container>
      <SelectionBar showCompare={false} />
    </>
  );
}

const stickyCell = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'grey.50',
  borderRight: 1,
  borderColor: 'divider',
  verticalAlign: 'top',
} as const;
