import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatDateTime } from '../../../shared/format';
import { QueryState } from '../../../shared/query-state';
import { ReplyComposer } from '../../messages/components/reply-composer';
import { FranchisorLeadMessagesDocument } from '../graphql/franchisor-lead-messages';
import { ReplyToFranchisorLeadDocument } from '../graphql/reply-to-franchisor-lead';
import { AttachmentLink } from '../../messages/components/attachment-link';

const PAGE_SIZE = 50;

/**
 * The messages with the enquirer about one lead, oldest to newest, and the franchisor's reply box.
 * Opening the lead has already marked the customer's messages read.
 */
export function LeadConversation({
  leadId,
  customerName,
  franchisorId,
  canReply,
}: {
  leadId: string;
  customerName: string;
  franchisorId: string | undefined;
  canReply: boolean;
}) {
  const { data, loading, error, refetch } = useQuery(FranchisorLeadMessagesDocument, {
    variables: { leadId, page: { page: 1, pageSize: PAGE_SIZE } },
    fetchPolicy: 'network-only',
  });
  const thread = data?.franchisorLeadMessages;
  const messages = [...(thread?.items ?? [])].reverse();

  return (
    <Box component="section" aria-labelledby={`conversation-${leadId}`} sx={{ mt: 3 }}>
      <Typography id={`conversation-${leadId}`} component="h3" variant="h6" sx={{ mb: 1 }}>
        Messages with {customerName}
      </Typography>
      <Box
        role="log"
        aria-label={`Messages with ${customerName}`}
        aria-live="polite"
        tabIndex={0}
        sx={{ maxHeight: 320, overflowY: 'auto', bgcolor: 'grey.50', borderRadius: 1, p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        <QueryState
          data={thread}
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          loader={
            <Box sx={{ display: 'grid', placeItems: 'center', py: 2 }} role="status">
              <CircularProgress size={28} aria-label="Loading messages" />
            </Box>
          }
          empty={
            <Typography color="text.secondary" sx={{ textAlign: 'center', py: 1 }}>
              No messages yet.
            </Typography>
          }
          isEmpty={(thread) => thread.items.length === 0}
        >
          {(thread) => (
            <>
              {thread && thread.total > messages.length && (
                <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
                  Showing the latest {messages.length} of {thread.total} messages.
                </Typography>
              )}
              {messages.map((m) => {
                const mine = m.senderId !== null && m.senderId === franchisorId;
                return (
                  <Box
                    key={m.id}
                    component="article"
                    aria-label={`${mine ? 'You' : customerName}, ${formatDateTime(m.createdAt)}`}
                    sx={{
                      alignSelf: mine ? 'flex-end' : 'flex-start',
                      maxWidth: '85%',
                      bgcolor: mine ? 'primary.main' : 'background.paper',
                      color: mine ? 'primary.contrastText' : 'text.primary',
                      border: mine ? 0 : 1,
                      borderColor: 'divider',
                      borderRadius: 2,
                      px: 1.5,
                      py: 1,
                    }}
                  >
                    <Typography variant="caption" component="p" sx={{ opacity: 0.85, fontWeight: 600 }}>
                      {mine ? 'You' : customerName} · <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
                    </Typography>
                    <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.content}</Typography>
                    {m.attachmentUrl && <AttachmentLink href={m.attachmentUrl} inBubble mt={0.5} />}
                  </Box>
                );
              })}
            </>
          )}
        </QueryState>
      </Box>
      {canReply ? (
        <ReplyForm leadId={leadId} customerName={customerName} onSent={() => void refetch()} />
      ) : (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          This enquirer has no account, so they cannot be messaged here. Reply by e-mail or phone.
        </Typography>
      )}
    </Box>
  );
}

function ReplyForm({ leadId, customerName, onSent }: { leadId: string; customerName: string; onSent: () => void }) {
  const [reply] = useMutation(ReplyToFranchisorLeadDocument);
  const send = async (content: string, attachment: File | null) => {
    await reply({ variables: { input: { leadId, content }, attachment } });
    onSent();
  };
  return <ReplyComposer label={`Reply to ${customerName}`} send={send} sx={{ mt: 1.5 }} />;
}
