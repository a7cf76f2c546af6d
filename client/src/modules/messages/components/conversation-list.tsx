import AttachFileIcon from '@mui/icons-material/AttachFile';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { visuallyHidden } from '../../../shared/visually-hidden';
import { type ConversationItem, counterpartNames, initials } from '../conversation-names';
import { formatWhen } from '../format-when';

export interface ConversationListProps {
  conversations: ConversationItem[];
  selectedId: string | null;
  viewerId: string | undefined;
  /** Where the link of a conversation goes. */
  linkTo: (id: string) => string;
}

/** The customer's conversations, newest activity first; each is a link that opens it (?with=id). */
export function ConversationList({ conversations, selectedId, viewerId, linkTo }: ConversationListProps) {
  return (
    <List disablePadding aria-label="Conversations">
      {conversations.map((c) => {
        const { title, subtitle } = counterpartNames(c);
        const mine = c.lastMessage.senderId === viewerId;
        const unread = c.unreadCount > 0;
        const selected = c.id === selectedId;
        return (
          <li key={c.id}>
            <ListItemButton
              component={RouterLink}
              to={linkTo(c.id)}
              selected={selected}
              aria-current={selected ? 'true' : undefined}
              sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
            >
              <Badge color="error" badgeContent={c.unreadCount} max={99} overlap="circular" invisible={!unread}>
                <Avatar sx={{ bgcolor: c.counterpart ? 'primary.main' : 'grey.500', width: 40, height: 40, fontSize: 16 }} aria-hidden>
                  {c.counterpart ? initials(title) : '?'}
                </Avatar>
              </Badge>
              <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
                  <Typography noWrap sx={{ fontWeight: unread ? 700 : 600, flexGrow: 1, minWidth: 0 }}>
                    {title}
                    {unread && (
                      <Box component="span" sx={visuallyHidden}>
                        , {c.unreadCount} unread
                      </Box>
                    )}
                  </Typography>
                  <Typography variant="caption" color={unread ? 'primary' : 'text.secondary'} sx={{ flexShrink: 0, fontWeight: unread ? 700 : 400 }}>
                    <time dateTime={c.lastActivityAt}>{formatWhen(c.lastActivityAt)}</time>
                  </Typography>
                </Box>
                {subtitle && (
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {subtitle}
                  </Typography>
                )}
                {c.franchiseNames.length > 0 && (
                  <Typography variant="caption" color="text.secondary" noWrap component="p">
                    About {c.franchiseNames.join(', ')}
                  </Typography>
                )}
                <Typography
                  variant="body2"
                  noWrap
                  sx={{
                    mt: 0.25,
                    color: unread ? 'text.primary' : 'text.secondary',
                    fontWeight: unread ? 600 : 400,
                    display: 'flex',
                    alignItems: 'center',
                    gap: 0.5,
                  }}
                >
                  {c.lastMessage.attachmentUrl && <AttachFileIcon sx={{ fontSize: 16 }} aria-label="Attachment" />}
                  <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                    {mine ? 'You: ' : ''}
                    {c.lastMessage.content}
                  </Box>
                </Typography>
              </Box>
            </ListItemButton>
          </li>
        );
      })}
    </List>
  );
}
