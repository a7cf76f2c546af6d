import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { SupportForm } from '../components/support-form';
import { SupportHistory } from '../components/support-history';
import { MarkSupportMessagesReadDocument } from '../graphql/mark-support-messages-read';
import { SupportMessagesDocument } from '../graphql/support-messages';
import { SupportUnreadCountDocument } from '../graphql/support-unread-count';

const PAGE_SIZE = 10;

/**
 * /franchisor/support: write to the platform, and the Message History with it. Opening the page marks
 * what the platform sent as read (the Support badge clears); a reply arriving while it is open is
 * shown and marked read too.
 */
export function FranchisorSupportPage() {
  useDocumentMeta('Support');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, loading, error, refetch } = useQuery(SupportMessagesDocument, {
    variables: { page: { page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const history = data?.supportMessages;

  // Messages from the platform that were unread when first shown keep their New mark while the page is open.
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [markRead] = useMutation(MarkSupportMessagesReadDocument);
  const unreadIds = history?.items.filter((m) => m.direction === 'RECEIVED' && !m.read).map((m) => m.id) ?? [];
  const unreadKey = unreadIds.join(',');
  useEffect(() => {
    if (!unreadKey) return;
    const ids = unreadKey.split(',');
    setFresh((known) => new Set([...known, ...ids]));
    void markRead({
      update: (cache, { data: result }) => {
        if (result) cache.writeQuery({ query: SupportUnreadCountDocument, data: { supportUnreadCount: result.markSupportMessagesRead } });
        for (const id of ids) cache.modify({ id: cache.identify({ __typename: 'SupportMessage', id }), fields: { read: () => true } });
      },
    }).catch((err: unknown) => console.warn('Could not mark support messages read', err));
  }, [unreadKey, markRead]);

  // The badge count rose while the page is open (pushed over the websocket): a reply arrived.
  const { data: badge } = useQuery(SupportUnreadCountDocument, { fetchPolicy: 'cache-only' });
  const count = badge?.supportUnreadCount;
  const previous = useRef(count);
  useEffect(() => {
    if (count !== undefined && previous.current !== undefined && count > previous.current) void refetch();
    previous.current = count;
  }, [count, refetch]);

  const showPage = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  return (
    <Box sx={{ maxWidth: 900, display: 'grid', gap: 3 }}>
      <Box>
        <Typography component="h1" variant="h4">
          Support
        </Typography>
        <Typography color="text.secondary">Your conversation with the Franchise Compass team.</Typography>
      </Box>
      <SupportForm
        onSent={() => {
          if (page === 1) void refetch();
          else showPage(1);
        }}
      />
      <SupportHistory page={history} loading={loading} error={error} fresh={fresh} onPage={showPage} onRetry={() => void refetch()} />
    </Box>
  );
}
