import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { SearchFranchisesQuery } from '../../../gql/graphql';
import { errorMessage } from '../../../shared/errors';
import { SORTS } from '../search-options';
import { FranchiseGrid, FranchiseGridSkeleton } from './franchise-grid';
import { TextField } from '../../../shared/text-field';
import { LoadingBar } from '../../../shared/loading-bar';

export interface SearchResultsProps {
  result: SearchFranchisesQuery['franchiseSearch'] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  sort: string;
  onSort: (sort: string) => void;
  hrefForPage: (page: number) => string;
  /** Shown when nothing matches. */
  empty: ReactNode;
}

export const resultsLabel = (total: number) => `Showing ${total} ${total === 1 ? 'result' : 'results'}`;

/** 'Showing N results', the sort, the grid and the page links; loading, empty and error states. */
export function SearchResults({ result, loading, error, onRetry, sort, onSort, hrefForPage, empty }: SearchResultsProps) {
  const navigate = useNavigate();
  // A page past the end (an old link, ?page=99) moves to the last page instead of showing an empty grid.
  const pastTheEnd = Boolean(result && !loading && result.total > 0 && result.items.length === 0);
  useEffect(() => {
    if (pastTheEnd && result) void navigate(hrefForPage(result.pageCount), { replace: true });
  }, [pastTheEnd, result, hrefForPage, navigate]);

  return (
    <Box component="section" aria-labelledby="results-heading" sx={{ position: 'relative' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography id="results-heading" component="h2" variant="h6" aria-live="polite" aria-busy={loading}>
          {result ? resultsLabel(result.total) : loading ? 'Searching…' : 'Results'}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          {/* What each sort does, and that payment never moves a listing among these results (issue 40). */}
          <Link component={RouterLink} to="/how-we-check#sorting" variant="body2">
            How results are ranked
          </Link>
          <TextField
            select
            size="small"
            label="Sort by"
            value={sort}
            onChange={(e) => onSort(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ minWidth: 220 }}
          >
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </TextField>
        </Box>
      </Box>
      {loading && result && (
        <Box sx={{ position: 'absolute', left: 0, right: 0, mt: -1 }}>
          <LoadingBar />
        </Box>
      )}
      {error && !loading ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              Try again
            </Button>
          }
        >
          {errorMessage(error)}
        </Alert>
      ) : !result || pastTheEnd ? (
        <FranchiseGridSkeleton label="Loading franchises" />
      ) : result.total === 0 ? (
        empty
      ) : (
        <>
          <Box sx={{ opacity: loading ? 0.6 : 1, transition: 'opacity 150ms' }}>
            <FranchiseGrid franchises={result.items.map((franchise) => ({ franchise }))} priorityFirst />
          </Box>
          {result.pageCount > 1 && (
            <Box component="nav" aria-label="Result pages" sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
              <Pagination
                page={Math.min(result.page, result.pageCount)}
                count={result.pageCount}
                color="primary"
                siblingCount={1}
                renderItem={(item) => <PaginationItem component={RouterLink} to={hrefForPage(item.page ?? 1)} {...item} />}
              />
            </Box>
          )}
        </>
      )}
    </Box>
  );
}

/** The empty view: a message and one action. */
export function EmptyResults({ message, action }: { message: string; action: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
      <Typography variant="h6" component="p" sx={{ mb: 2 }}>
        {message}
      </Typography>
      {action}
    </Box>
  );
}
