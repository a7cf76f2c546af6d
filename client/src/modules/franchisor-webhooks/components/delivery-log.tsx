import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { errorMessage } from '../../../shared/errors';
import { formatDateTime } from '../../../shared/format';
import { QueryState, SkeletonRows } from '../../../shared/query-state';
import { RedeliverWebhookDocument, WebhookAttemptsDocument, WebhookEndpointsDocument } from '../graphql/webhooks';

const PAGE_SIZE = 20;

/** An endpoint's delivery log: one line per attempt, newest first, each with Redeliver. */
export function DeliveryLog({ endpointId, onNotice }: { endpointId: string; onNotice: (text: string) => void }) {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(WebhookAttemptsDocument, {
    variables: { endpointId, page: { page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const [redeliver, redelivering] = useMutation(RedeliverWebhookDocument);
  const client = useApolloClient();
  // The log and the endpoint's card (its state and last attempt) together.
  const refresh = () => client.refetchQueries({ include: [WebhookAttemptsDocument, WebhookEndpointsDocument] });

  const onRedeliver = async (deliveryId: string) => {
    try {
      await redeliver({ variables: { deliveryId } });
      onNotice('Redelivery queued. Refresh the log in a moment to see the result.');
      await refresh();
    } catch (err) {
      onNotice(errorMessage(err));
    }
  };

  return (
    <Box component="section" aria-label="Delivery log" sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Delivery log
        </Typography>
        <Button size="small" onClick={() => void refresh()}>
          Refresh
        </Button>
      </Box>
      <QueryState
        data={data?.webhookAttempts}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        loader={<SkeletonRows label="Loading the delivery log" count={3} height={48} />}
        isEmpty={(p) => p.total === 0}
        empty={<Typography color="text.secondary">Nothing sent yet. Send a test event to try the endpoint.</Typography>}
      >
        {(log) => (
          <>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {log.items.map((a) => {
                const ok = a.statusCode !== null && a.statusCode >= 200 && a.statusCode < 300;
                return (
                  <Box
                    component="li"
                    key={a.id}
                    data-testid="delivery-attempt"
                    sx={{
                      display: 'grid',
                      gap: 0.5,
                      alignItems: 'center',
                      gridTemplateColumns: { xs: '1fr auto', md: '150px 150px 100px 130px 1fr auto' },
                      p: 1,
                      border: 1,
                      borderColor: 'divider',
                      borderRadius: 1,
                    }}
                  >
                    <Typography variant="body2">{formatDateTime(a.attemptedAt)}</Typography>
                    <Typography variant="body2" component="code" sx={{ fontFamily: 'monospace' }}>
                      {a.eventType}
                    </Typography>
                    <Chip
                      size="small"
                      color={ok ? 'success' : 'error'}
                      variant="outlined"
                      label={a.statusCode === null ? 'No answer' : `HTTP ${a.statusCode}`}
                      sx={{ justifySelf: 'start' }}
                    />
                    <Typography variant="body2" color="text.secondary">
                      Attempt {a.attempt} · {a.durationMs} ms
                    </Typography>
                    <Typography
                      variant="body2"
                      color={a.error ? 'error' : 'text.secondary'}
                      sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, wordBreak: 'break-word' }}
                    >
                      {a.error ?? (a.deliveryState === 'DELIVERED' ? 'Delivered' : '')}
                      {a.deliveryState === 'PENDING' && !ok ? ' · will be retried' : ''}
                      {a.deliveryState === 'FAILED' ? ' · given up' : ''}
                    </Typography>
                    <Button
                      size="small"
                      onClick={() => void onRedeliver(a.deliveryId)}
                      disabled={redelivering.loading}
                      aria-label={`Redeliver the ${a.eventType} event of ${formatDateTime(a.attemptedAt)}`}
                      sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, justifySelf: { xs: 'start', md: 'end' } }}
                    >
                      Redeliver
                    </Button>
                  </Box>
                );
              })}
            </Box>
            {log.pageCount > 1 && (
              <Pagination sx={{ mt: 1 }} count={log.pageCount} page={log.page} onChange={(_e, p) => setPage(p)} aria-label="Delivery log pages" />
            )}
          </>
        )}
      </QueryState>
    </Box>
  );
}
