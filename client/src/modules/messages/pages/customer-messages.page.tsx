import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useViewer } from '../../auth/hooks/use-viewer';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { visuallyHidden } from '../../../shared/visually-hidden';
import { QueryState } from '../../../shared/query-state';
import { LoadError } from '../../../shared/load-error';
import { ConversationList } from '../components/conversation-list';
import { ConversationThread } from '../components/conversation-thread';
import { MyConversationsDocument } from '../graphql/my-conversations';
import { useOnNewMessages } from '../hooks/use-on-new-messages';

const PAGE_SIZE = 30;

/**
 * /customer/messages: conversations with franchisors. At 1280px the list and the open conversation
 * sit side by side; at phone widths one shows at a time (?with={id} opens one, Back returns).
 */
export function CustomerMessagesPage() {
  useDocumentMeta('Messages');
  const { viewer } = useViewer();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('with');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, loading, error, refetch } = useQuery(MyConversationsDocument, {
    variables: { page: { page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  useOnNewMessages(() => void refetch());

  const conversations = data?.myConversations;
  const selected = conversations?.items.find((c) => c.id === selectedId);
  const pageParams: Record<string, string> = page > 1 ? { page: String(page) } : {};

  const list = (
    <QueryState
      data={conversations}
      loading={loading}
      error={error}
      renderError={(e) => <LoadError error={e} onRetry={() => void refetch()} sx={{ m: 2 }} />}
      loader={
        <Box sx={{ p: 2 }} role="status" aria-label="Loading conversations">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={72} />
          ))}
        </Box>
      }
      empty={
        <Box sx={{ p: 3, textAlign: 'center' }}>
          <ForumOutlinedIcon sx={{ fontSize: 44, color: 'text.secondary' }} aria-hidden />
          <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
            No messages yet
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            When a franchisor writes to you, or you message one from My Franchises, the conversation appears here.
          </Typography>
          <Button component={RouterLink} to="/customer/franchises" variant="outlined">
            Go to My Franchises
          </Button>
        </Box>
      }
      isEmpty={(conversations) => conversations.items.length === 0}
    >
      {(conversations) => (
        <>
          <ConversationList
            conversations={conversations.items}
            selectedId={selectedId}
            viewerId={viewer?.id}
            linkTo={(id) => `?${new URLSearchParams({ ...pageParams, with: id }).toString()}`}
          />
          {conversations.pageCount > 1 && (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 1.5 }}>
              <Pagination
                size="small"
                count={conversations.pageCount}
                page={Math.min(page, conversations.pageCount)}
                onChange={(_e, next) => setParams(next > 1 ? { page: String(next) } : {})}
              />
            </Box>
          )}
        </>
      )}
    </QueryState>
  );

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <Typography component="h1" variant="h4" sx={(theme) => ({ mb: 2, ...(selectedId ? { [theme.breakpoints.down('md')]: visuallyHidden } : {}) })}>
        Messages
      </Typography>
      <Paper
        variant="outlined"
        sx={{
          display: 'flex',
          overflow: 'hidden',
          height: { xs: selectedId ? 'calc(100dvh - 150px)' : 'auto', md: 'min(calc(100vh - 230px), 780px)' },
          minHeight: { xs: selectedId ? 460 : 0, md: 520 },
        }}
      >
        <Box
          component="nav"
          aria-label="Conversations"
          sx={{
            width: { xs: '100%', md: 360 },
            flexShrink: 0,
            display: { xs: selectedId ? 'none' : 'block', md: 'block' },
            borderRight: { md: 1 },
            borderColor: { md: 'divider' },
            overflowY: 'auto',
          }}
        >
          {list}
        </Box>
        <Box sx={{ flexGrow: 1, minWidth: 0, display: { xs: selectedId ? 'flex' : 'none', md: 'flex' }, flexDirection: 'column' }}>
          {selectedId ? (
            <ConversationThread
              key={selectedId}
              conversationId={selectedId}
              conversation={selected}
              viewerId={viewer?.id}
              onBack={() => setParams(pageParams)}
            />
          ) : (
            <Box sx={{ m: 'auto', textAlign: 'center', p: 3, color: 'text.secondary' }}>
              <ForumOutlinedIcon sx={{ fontSize: 44 }} aria-hidden />
              <Typography sx={{ mt: 1 }}>
                {conversations?.items.length ? 'Choose a conversation to read it and reply.' : 'Your conversations will appear here.'}
              </Typography>
            </Box>
          )}
        </Box>
      </Paper>
    </Box>
  );
}
