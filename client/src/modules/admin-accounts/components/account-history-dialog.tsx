import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { formatDateTime } from '../../../shared/format';
import { QueryState } from '../../../shared/query-state';
import { AdminAccountHistoryDocument } from '../graphql/admin-account-history';
import { accountStatusLabel } from './account-status-chip';

const ACTION_LABEL: Record<string, string> = {
  approve: 'Approved',
  reject: 'Rejected',
  delete: 'Deleted',
  create: 'Created',
  update: 'Updated',
  send: 'Message sent',
};

const actionLabel = (action: string) => ACTION_LABEL[action] ?? action.charAt(0).toUpperCase() + action.slice(1);

/** The audit trail of one account: what administrators did to it, newest first. */
export function AccountHistoryDialog({ account, onClose }: { account: { id: string; name: string }; onClose: () => void }) {
  const titleId = useId();
  const { data, loading, error, refetch } = useQuery(AdminAccountHistoryDocument, {
    variables: { id: account.id },
    fetchPolicy: 'network-only',
  });
  const entries = data?.adminAccountHistory;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>History of {account.name}</DialogTitle>
      <DialogContent dividers>
        <QueryState
          data={entries}
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          loader={
            <Stack spacing={1} role="status" aria-label="Loading history">
              <Skeleton variant="rounded" height={48} />
              <Skeleton variant="rounded" height={48} />
            </Stack>
          }
          empty={<Alert severity="info">No administrator actions recorded for this account yet.</Alert>}
          isEmpty={(entries) => entries.length === 0}
        >
          {(entries) => (
            <List dense disablePadding aria-label="Account history">
              {entries.map((e) => (
                <ListItem key={e.id} disableGutters divider>
                  <ListItemText
                    primary={
                      <>
                        {actionLabel(e.action)}
                        {e.beforeStatus && e.afterStatus && (
                          <Typography component="span" variant="body2" color="text.secondary">
                            {' '}
                            ({accountStatusLabel(e.beforeStatus)} → {accountStatusLabel(e.afterStatus)})
                          </Typography>
                        )}
                      </>
                    }
                    secondary={
                      <>
                        <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time> · by {e.actorName ?? 'a former administrator'}
                        {e.reason && (
                          <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                            Reason: {e.reason}
                          </Typography>
                        )}
                      </>
                    }
                  />
                </ListItem>
              ))}
            </List>
          )}
        </QueryState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
