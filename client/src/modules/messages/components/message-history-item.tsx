import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../shared/format';
import { AttachmentLink } from './attachment-link';

export interface MessageHistoryItemProps {
  message: { createdAt: string; subject: string; content: string; attachmentUrl: string | null };
  /** Who, for the item's accessible name, e.g. "From Priya Shah"; the time and "new" are added. */
  label: string;
  /** Written by this side (greyed) rather than received. */
  outgoing: boolean;
  isNew: boolean;
  sender: ReactNode;
  /** A status chip after the time, e.g. Read / Not read yet. */
  status?: ReactNode;
}

/** One message of a Message History list: sender, time, status, subject, text and attachment link. */
export function MessageHistoryItem({ message: m, label, outgoing, isNew, sender, status }: MessageHistoryItemProps) {
  return (
    <Box
      component="li"
      aria-label={`${label}, ${formatDateTime(m.createdAt)}${isNew ? ', new' : ''}`}
      sx={{
        border: 1,
        borderColor: isNew ? 'primary.main' : 'divider',
        borderLeft: 4,
        borderLeftColor: outgoing ? 'grey.400' : 'primary.main',
        borderRadius: 1,
        p: { xs: 1.5, sm: 2 },
        bgcolor: outgoing ? 'grey.50' : 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
        {sender}
        <Typography variant="caption" color="text.secondary">
          <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
        </Typography>
        {isNew && <Chip label="New" color="primary" size="small" />}
        {status}
      </Box>
      <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {m.subject}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>{m.content}</Typography>
      {m.attachmentUrl && <AttachmentLink href={m.attachmentUrl} />}
    </Box>
  );
}
