import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode, useId } from 'react';
import { QueryState } from '../../../shared/query-state';

export interface HistoryPage<T> {
  items: T[];
  total: number;
  page: number;
  pageCount: number;
}

/** What a messages page hands its Message History. */
export interface MessageHistoryViewProps<P> {
  page: P | undefined;
  loading: boolean;
  error: unknown;
  /** Received messages that were unread when first shown: marked New while the page is open. */
  fresh: ReadonlySet<string>;
  onPage: (page: number) => void;
  onRetry: () => void;
}

export interface MessageHistoryCardProps<T> {
  page: HistoryPage<T> | undefined;
  loading: boolean;
  error: unknown;
  /** Show "N messages" beside the title. */
  showTotal?: boolean;
  emptyText: string;
  renderItem: (item: T) => ReactNode;
  onPage: (page: number) => void;
  onRetry: () => void;
}

/** 'Message History': loading, error and empty states, the messages newest first, and the pager. */
export function MessageHistoryCard<T extends { id: string }>({
  page,
  loading,
  error,
  showTotal,
  emptyText,
  renderItem,
  onPage,
  onRetry,
}: MessageHistoryCardProps<T>) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography id={headingId} component="h2" variant="h6">
          Message History
        </Typography>
        {showTotal && page && page.total > 0 && (
          <Typography variant="body2" color="text.secondary">
            {page.total} {page.total === 1 ? 'message' : 'messages'}
          </Typography>
        )}
      </Box>
      <QueryState
        data={page}
        error={error}
        onRetry={onRetry}
        loader={
          <Box role="status" aria-label="Loading messages">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height={90} />
            ))}
          </Box>
        }
        empty={
          <Box sx={{ textAlign: 'center', py: 3, color: 'text.secondary' }}>
            <ForumOutlinedIcon sx={{ fontSize: 44 }} aria-hidden />
            <Typography sx={{ mt: 1 }}>{emptyText}</Typography>
          </Box>
        }
        isEmpty={(page) => page.total === 0}
      >
        {(page) => (
          <>
            <Box
              component="ol"
              aria-label="Messages, newest first"
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, opacity: loading ? 0.6 : 1 }}
            >
              {page.items.map((m) => (
                <Fragment key={m.id}>{renderItem(m)}</Fragment>
              ))}
            </Box>
            {page.pageCount > 1 && (
              <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
                <Pagination
                  count={page.pageCount}
                  page={Math.min(page.page, page.pageCount)}
                  onChange={(_e, next) => onPage(next)}
                  getItemAriaLabel={(type, n) => (type === 'page' ? `Page ${n}` : `Go to ${type} page`)}
                />
              </Box>
            )}
          </>
        )}
      </QueryState>
    </Card>
  );
}
