import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { QueryState, SkeletonRows } from './query-state';

interface PagedListProps {
  /** The loaded page, or undefined while none has arrived. */
  list: { items: unknown[]; pageCount: number } | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** What the skeleton is loading, for screen readers: "Loading {what}". */
  what: string;
  emptyText: string;
  page: number;
  onPage: (page: number) => void;
  /** The rows of the loaded page. */
  children: ReactNode;
}

/**
 * The states every server-paged list of the portals goes through: an error with 'Try again' before anything
 * loaded, a skeleton while the first page loads, the empty text, or the rows with their pagination.
 */
export function PagedList({ list, loading, error, onRetry, what, emptyText, page, onPage, children }: PagedListProps) {
  return (
    <QueryState
      data={list}
      loading={loading}
      error={error}
      onRetry={onRetry}
      loader={<SkeletonRows label={`Loading ${what}`} count={4} height={56} />}
      isEmpty={(l) => l.items.length === 0}
      empty={
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <Typography color="text.secondary">{emptyText}</Typography>
        </Paper>
      }
    >
      {(l) => (
        <>
          {children}
          {l.pageCount > 1 && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Pagination
                count={l.pageCount}
                page={Math.min(page, l.pageCount)}
                onChange={(_e, next) => onPage(next)}
                color="primary"
                siblingCount={0}
                getItemAriaLabel={(type, p) => (type === 'page' ? `Page ${p}` : `Go to ${type} page`)}
              />
            </Box>
          )}
        </>
      )}
    </QueryState>
  );
}
