import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AdminMessagesQuery } from '../../../gql/graphql';
import { MessageHistoryCard, type MessageHistoryViewProps } from '../../messages/components/message-history-card';
import { MessageHistoryItem } from '../../messages/components/message-history-item';

type Page = AdminMessagesQuery['adminMessages'];
type Item = Page['items'][number];

/** "Company (Contact)" of a party, or 'Unknown' once the account is gone. */
const partyName = (p: { companyName?: string | null; fullName: string } | null | undefined) =>
  !p ? 'Unknown' : p.companyName ? `${p.companyName} (${p.fullName})` : p.fullName;

const senderLine = (m: Item) => (m.direction === 'INBOUND' ? partyName(m.sender) : `${partyName(m.sender)} to ${partyName(m.franchisor)}`);

export type AdminMessageHistoryProps = MessageHistoryViewProps<Page>;

/** 'Message History': the platform inbox, both directions, newest first, paged on the server. */
export function AdminMessageHistory({ fresh, ...props }: AdminMessageHistoryProps) {
  return (
    <MessageHistoryCard
      {...props}
      showTotal
      emptyText="No messages yet"
      renderItem={(m) => {
        const inbound = m.direction === 'INBOUND';
        const from = senderLine(m);
        return (
          <MessageHistoryItem
            message={m}
            label={`${inbound ? 'From' : 'Sent by'} ${from}`}
            outgoing={!inbound}
            isNew={inbound && fresh.has(m.id)}
            sender={
              <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {from}
              </Typography>
            }
            status={
              <Chip
                size="small"
                variant="outlined"
                label={inbound ? 'Received' : m.read ? 'Sent · Read' : 'Sent · Not read yet'}
                color={!inbound && m.read ? 'success' : 'default'}
                sx={{ ml: { sm: 'auto' } }}
              />
            }
          />
        );
      }}
    />
  );
}
