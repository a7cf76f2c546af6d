import DownloadIcon from '@mui/icons-material/Download';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { LoadError } from '../../../shared/load-error';
import type { SupportMessagesQuery } from '../../../gql/graphql';
import { formatDateTime } from '../../../shared/format';

type Page = SupportMessagesQuery['supportMessages'];

export interface SupportHistoryProps {
  page: Page | undefined;
  loading: boolean;
  error: unknown;
  /** Messages from the platform that were unread when the page was opened: shown as New. */
  fresh: ReadonlySet<string>;
  onPage: (page: number) => void;
  onRetry: () => void;
}

/** 'Message History': the conversation with the platform, both directions, newest first, paged. */
export function SupportHistory({ page, loading, error, fresh, onPage, onRetry }: SupportHistoryProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 2 }}>
        Message History
      </Typography>
      {error && !page ? (
        <LoadError error={error} onRetry={onRetry} />
      ) : !page ? (
        <Box role="status" aria-label="Loading messages">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={90} />
          ))}
        </Box>
      ) : page.total === 0 ? (
        <Box sx={{ textAlign: 'center', py: 3, color: 'text.secondary' }}>
          <ForumOutlinedIcon sx={{ fontSize: 44 }} aria-hidden />
          <Typography sx={{ mt: 1 }}>No messages yet. Your conversation with the Franchise Compass team will appear here.</Typography>
        </Box>
      ) : (
        <>
          <Box component="ol" aria-label="Messages, newest first" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, opacity: loading ? 0.6 : 1 }}>
            {page.items.map((m) => {
              const sent = m.direction === 'SENT';
              const isNew = !sent && fresh.has(m.id);
              return (
                <Box
                  component="li"
                  key={m.id}
                  aria-label={`${sent ? 'You wrote' : 'From Franchise Compass'}, ${formatDateTime(m.createdAt)}${isNew ? ', new' : ''}`}
                  sx={{
                    border: 1,
                    borderColor: isNew ? 'primary.main' : 'divider',
                    borderLeft: 4,
                    borderLeftColor: sent ? 'grey.400' : 'primary.main',
                    borderRadius: 1,
                    p: { xs: 1.5, sm: 2 },
                    bgcolor: sent ? 'grey.50' : 'background.paper',
                  }}
                >
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
                    <Typography variant="caption" sx={{ fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.5 }}>
                      {sent ? 'You' : 'Franchise Compass'}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
                    </Typography>
                    {isNew && <Chip label="New" color="primary" size="small" />}
                    {sent && (
                      <Chip
                        label={m.read ? 'Read' : 'Not read yet'}
                        size="small"
                        variant="outlined"
                        color={m.read ? 'success' : 'default'}
                        sx={{ ml: { sm: 'auto' } }}
                      />
                    )}
                  </Box>
                  <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {m.subject}
                  </Typography>
                  <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>{m.content}</Typography>
                  {m.attachmentUrl && (
                    <Link href={m.attachmentUrl} download sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1, fontWeight: 600 }}>
                      <DownloadIcon fontSize="small" aria-hidden />
                      Download attachment
                    </Link>
                  )}
                </Box>
              );
            })}
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
    </Card>
  );
}
