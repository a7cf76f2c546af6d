import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { AuditHistory_EntryFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../shared/format';

const ACTION_TEXT: Record<string, string> = {
  approve: 'Approved',
  reject: 'Rejected',
  delete: 'Deleted',
  create: 'Created',
  update: 'Updated',
  send: 'Sent',
  verify: 'Verified',
  dismiss: 'Dismissed',
  ask_franchisor: 'Franchisor asked',
  unpublish: 'Unpublished',
  approve_changes: 'Changes approved',
  reject_changes: 'Changes rejected',
};

const statusText = (s: string | null | undefined) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : null);

/** The administrator actions on one record, newest first: who, what, when, and the status change. */
export function AuditHistory({ entries }: { entries: AuditHistory_EntryFragment[] }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <HistoryIcon color="primary" aria-hidden />
        <Typography id={headingId} component="h2" variant="h6">
          History
        </Typography>
      </Box>
      {entries.length === 0 ? (
        <Typography color="text.secondary">No administrator actions yet.</Typography>
      ) : (
        <Box component="ol" aria-labelledby={headingId} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {entries.map((e) => {
            const before = statusText(e.beforeStatus);
            const after = statusText(e.afterStatus);
            return (
              <Box component="li" key={e.id} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {ACTION_TEXT[e.action] ?? statusText(e.action)} by {e.actorName ?? 'a former administrator'}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
                  {before && after ? ` · ${before} → ${after}` : ''}
                </Typography>
                {e.reason && (
                  <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    Reason: {e.reason}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </Paper>
  );
}
