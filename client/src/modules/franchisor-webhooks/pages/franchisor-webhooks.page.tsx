import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Notice } from '../../../shared/notice';
import { QueryState, SkeletonRows } from '../../../shared/query-state';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { EndpointCard } from '../components/endpoint-card';
import { EndpointFormDialog } from '../components/endpoint-form-dialog';
import { SecretDialog } from '../components/secret-dialog';
import { CreateWebhookEndpointDocument, WebhookEndpointsDocument } from '../graphql/webhooks';

const ENDPOINTS_MAX = 10;

/**
 * /franchisor/webhooks (issue 42): the company's webhook endpoints. Each receives the events it is set to (new leads,
 * status changes, enquirers' messages) signed as the Standard Webhooks specification says; its secret is shown once.
 */
export function FranchisorWebhooksPage() {
  useDocumentMeta('Webhooks');
  const { data, loading, error, refetch } = useQuery(WebhookEndpointsDocument, { fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(CreateWebhookEndpointDocument, { refetchQueries: [WebhookEndpointsDocument], awaitRefetchQueries: true });
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<{ value: string; rolled: boolean } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const count = data?.webhookEndpoints.length ?? 0;

  return (
    <Box sx={{ maxWidth: 960 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 320px' }}>
          <Typography component="h1" variant="h4">
            Webhooks
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Send your leads to your CRM as they happen: we POST each event as JSON to your endpoints, signed so you can check it came from us. Failed
            deliveries are retried for three days.
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)} disabled={count >= ENDPOINTS_MAX}>
          Add endpoint
        </Button>
      </Box>
      <QueryState
        data={data?.webhookEndpoints}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        loader={<SkeletonRows label="Loading your endpoints" count={2} height={160} spacing={3} />}
        isEmpty={(list) => list.length === 0}
        empty={
          <Card>
            <CardContent>
              <Typography>No endpoints yet. Add one to receive new leads, status changes and enquirers&apos; messages.</Typography>
            </CardContent>
          </Card>
        }
      >
        {(list) => (
          <Box sx={{ display: 'grid', gap: 3 }}>
            {list.map((endpoint) => (
              <EndpointCard key={endpoint.id} endpoint={endpoint} onNotice={setNotice} onSecret={(value) => setSecret({ value, rolled: true })} />
            ))}
          </Box>
        )}
      </QueryState>
      {adding && (
        <EndpointFormDialog
          title="Add endpoint"
          submitLabel="Add endpoint"
          initial={{ url: '', description: '', events: ['LEAD_CREATED', 'LEAD_UPDATED', 'MESSAGE_RECEIVED'], enabled: true }}
          onClose={() => setAdding(false)}
          onSubmit={async (input) => {
            const { data: created } = await create({ variables: { input } });
            setAdding(false);
            if (created) setSecret({ value: created.createWebhookEndpoint.secret, rolled: false });
          }}
        />
      )}
      {secret && <SecretDialog secret={secret.value} rolled={secret.rolled} onClose={() => setSecret(null)} />}
      <Notice message={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}
