import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { SupportMessagesQuery } from '../../../gql/graphql';
import { MessageHistoryCard, type MessageHistoryViewProps } from '../../messages/components/message-history-card';
import { MessageHistoryItem } from '../../messages/components/message-history-item';

type Page = SupportMessagesQuery['supportMessages'];

export type SupportHistoryProps = MessageHistoryViewProps<Page>;

/** 'Message History': the conversation with the platform, both directions, newest first, paged. */
export function SupportHistory({ fresh, ...props }: SupportHistoryProps) {
  return (
    <MessageHistoryCard
      {...props}
      emptyText="No messages yet. Your conversation with the Franchise Compass team will appear here."
      renderItem={(m) => {
        const sent = m.direction === 'SENT';
        return (
          <MessageHistoryItem
            message={m}
            label={sent ? 'You wrote' : 'From Franchise Compass'}
            outgoing={sent}
            isNew={!sent && fresh.has(m.id)}
            sender={
              <Typography variant="caption" sx={{ fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.5 }}>
                {sent ? 'You' : 'Franchise Compass'}
              </Typography>
            }
            status={
              sent && (
                <Chip
                  label={m.read ? 'Read' : 'Not read yet'}
                  size="small"
                  variant="outlined"
                  color={m.read ? 'success' : 'default'}
                  sx={{ ml: { sm: 'auto' } }}
                />
              )
            }
          />
        );
      }}
    />
  );
}
