import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { MyConversationMessagesQuery } from '../../../gql/graphql';
import { formatDateTime } from '../../../shared/format';
import { QueryState } from '../../../shared/query-state';
import { type ConversationItem, counterpartNames } from '../conversation-names';
import { MarkConversationReadDocument } from '../graphql/mark-conversation-read';
import { MyConversationMessagesDocument } from '../graphql/my-conversation-messages';
import { MyConversationsDocument } from '../graphql/my-conversations';
import { ReplyToConversationDocument } from '../graphql/reply-to-conversation';
import { UnreadMessageCountDocument } from '../graphql/unread-count';
import { useOnNewMessages } from '../hooks/use-on-new-messages';
import { ReplyComposer } from './reply-composer';
import { AttachmentLink } from './attachment-link';

const PAGE_SIZE = 20;

export interface ConversationThreadProps {
  /** 'deleted' for the messages of accounts since deleted. */
  conversationId: string;
  /** The list's summary of it, when the list has it. */
  conversation: ConversationItem | undefined;
  viewerId: string | undefined;
  onBack: () => void;
}

/**
 * One conversation: its messages oldest to newest (earlier ones loaded on demand), a reply box,
 * and read state: what the counterpart sent is marked read as soon as it is shown.
 */
export function ConversationThread({ conversationId, conversation, viewerId, onBack }: ConversationThreadProps) {
  const counterpartId = conversationId === 'deleted' ? null : conversationId;
  const headingId = useId();
  const names = conversation ? counterpartNames(conversation) : null;
  const known = names?.title ?? (counterpartId ? 'Conversation' : 'Unknown');
  const subtitle = names?.subtitle;
  const canReply = conversation ? conversation.canReply : counterpartId !== null;

  const { data, loading, error, refetch, fetchMore } = useQuery(MyConversationMessagesDocument, {
    variables: { counterpartId, page: { page: 1, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const thread = data?.myConversationMessages;
  const newestFirst = thread?.items ?? [];
  const messages = [...newestFirst].reverse();
  const hasEarlier = thread ? newestFirst.length < thread.total : false;

  // New messages while open: fetch the newest page again (the cache merges it in).
  useOnNewMessages(() => void refetch());

  // Mark what the counterpart sent as read once it is on screen.
  const [markRead] = useMutation(MarkConversationReadDocument);
  const unreadIds = newestFirst.filter((m) => !m.read && m.senderId !== viewerId).map((m) => m.id);
  const unreadKey = unreadIds.join(',');
  useEffect(() => {
    if (!unreadKey) return;
    const ids = unreadKey.split(',');
    void markRead({
      variables: { counterpartId },
      update: (cache, { data: result }) => {
        if (result) cache.writeQuery({ query: UnreadMessageCountDocument, data: { unreadMessageCount: result.markConversationRead } });
        cache.modify({ id: cache.identify({ __typename: 'Conversation', id: conversationId }), fields: { unreadCount: () => 0 } });
        for (const id of ids) cache.modify({ id: cache.identify({ __typename: 'Message', id }), fields: { read: () => true } });
      },
    }).catch((err: unknown) => console.warn('Could not mark the conversation read', err));
  }, [unreadKey, counterpartId, conversationId, markRead]);

  // Keep the newest message in view; keep the reading position when earlier ones are added above.
  const scroller = useRef<HTMLDivElement>(null);
  const previous = useRef<{ newest?: string; oldest?: string; height: number }>({ height: 0 });
  const newestId = newestFirst[0]?.id;
  const oldestId = newestFirst[newestFirst.length - 1]?.id;
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = previous.current;
    if (newestId !== before.newest) el.scrollTop = el.scrollHeight;
    else if (oldestId !== before.oldest) el.scrollTop += el.scrollHeight - before.height;
    previous.current = { newest: newestId, oldest: oldestId, height: el.scrollHeight };
  }, [newestId, oldestId]);

  const loadEarlier = async () => {
    setLoadingEarlier(true);
    try {
      await fetchMore({ variables: { page: { page: Math.floor(newestFirst.length / PAGE_SIZE) + 1, pageSize: PAGE_SIZE } } });
    } finally {
      setLoadingEarlier(false);
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <IconButton onClick={onBack} aria-label="Back to conversations" sx={{ display: { md: 'none' } }} edge="start">
          <ArrowBackIcon />
        </IconButton>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} component="h2" variant="h6" noWrap>
            {known}
          </Typography>
          {(subtitle || (conversation && conversation.franchiseNames.length > 0)) && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {[subtitle, conversation?.franchiseNames.length ? `About ${conversation.franchiseNames.join(', ')}` : null].filter(Boolean).join(' · ')}
            </Typography>
          )}
        </Box>
      </Box>

      <Box
        ref={scroller}
        sx={{ flexGrow: 1, overflowY: 'auto', px: { xs: 1.5, sm: 2 }, py: 2, bgcolor: 'grey.50', display: 'flex', flexDirection: 'column', gap: 1.5 }}
        role="log"
        aria-label={`Messages with ${known}`}
        aria-live="polite"
        tabIndex={0}
      >
        {hasEarlier && (
          <Box sx={{ textAlign: 'center' }}>
            <Button size="small" onClick={() => void loadEarlier()} disabled={loadingEarlier}>
              {loadingEarlier ? 'Loading...' : 'Load earlier messages'}
            </Button>
          </Box>
        )}
        <QueryState
          data={thread}
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          loader={
            <Box sx={{ display: 'grid', placeItems: 'center', flexGrow: 1 }} role="status">
              <CircularProgress aria-label="Loading messages" />
            </Box>
          }
          empty={
            <Typography color="text.secondary" sx={{ m: 'auto', textAlign: 'center' }}>
              No messages yet. Write the first one below.
            </Typography>
          }
          isEmpty={(thread) => thread.items.length === 0}
        >
          {() =>
            messages.map((m, i) => {
              const mine = m.senderId !== null && m.senderId === viewerId;
              const newSubject = i === 0 || messages[i - 1].subject !== m.subject;
              return (
                <Box
                  key={m.id}
                  component="article"
                  aria-label={`${mine ? 'You' : known}, ${formatDateTime(m.createdAt)}`}
                  sx={{
                    alignSelf: mine ? 'flex-end' : 'flex-start',
                    maxWidth: { xs: '88%', sm: '75%' },
                    bgcolor: mine ? 'primary.main' : 'background.paper',
                    color: mine ? 'primary.contrastText' : 'text.primary',
                    border: mine ? 0 : 1,
                    borderColor: 'divider',
                    borderRadius: 2,
                    px: 1.75,
                    py: 1.25,
                  }}
                >
                  <Typography variant="caption" component="p" sx={{ opacity: 0.85, fontWeight: 600 }}>
                    {mine ? 'You' : m.senderId ? known : 'Unknown'} · <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
                  </Typography>
                  {newSubject && (
                    <Typography variant="caption" component="p" sx={{ opacity: 0.85 }}>
                      {m.subject}
                    </Typography>
                  )}
                  <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>{m.content}</Typography>
                  {m.attachmentUrl && <AttachmentLink href={m.attachmentUrl} inBubble />}
                </Box>
              );
            })
          }
        </QueryState>
      </Box>

      {canReply ? (
        <ReplyBox counterpartId={counterpartId!} recipient={known} conversationId={conversationId} total={thread?.total ?? 0} />
      ) : (
        <Typography color="text.secondary" sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
          This account has been deleted, so replies are not possible.
        </Typography>
      )}
    </Box>
  );
}

function ReplyBox({
  counterpartId,
  recipient,
  conversationId,
  total,
}: {
  counterpartId: string;
  recipient: string;
  conversationId: string;
  total: number;
}) {
  const [reply] = useMutation(ReplyToConversationDocument, { refetchQueries: [MyConversationsDocument] });
  const send = (content: string, attachment: File | null) =>
    reply({
      variables: { input: { counterpartId, content }, attachment },
      update: (cache, { data }) => {
        if (!data) return;
        // The cache's page merge puts the new message at the bottom of the open thread.
        cache.writeQuery({
          query: MyConversationMessagesDocument,
          variables: { counterpartId, page: { page: 1, pageSize: PAGE_SIZE } },
          data: {
            myConversationMessages: { __typename: 'MessagePage', total: total + 1, items: [data.replyToConversation] },
          } as MyConversationMessagesQuery,
        });
      },
    });
  return (
    <ReplyComposer
      label={`Reply to ${recipient}`}
      send={send}
      resetKey={conversationId}
      sx={{ p: { xs: 1.5, sm: 2 }, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    />
  );
}
