import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import type { WebhookEndpointCard_EndpointFragment } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { errorMessage } from '../../../shared/errors';
import { formatDateTime } from '../../../shared/format';
import {
  DeleteWebhookEndpointDocument,
  RollWebhookSecretDocument,
  SendTestWebhookDocument,
  UpdateWebhookEndpointDocument,
  WebhookEndpointsDocument,
} from '../graphql/webhooks';
import { eventName } from '../webhook-rules';
import { DeliveryLog } from './delivery-log';
import { EndpointFormDialog } from './endpoint-form-dialog';

/** One endpoint: where it sends, what, how it is going, its actions and its delivery log. */
export function EndpointCard({
  endpoint,
  onNotice,
  onSecret,
}: {
  endpoint: WebhookEndpointCard_EndpointFragment;
  onNotice: (text: string) => void;
  onSecret: (secret: string) => void;
}) {
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState<'delete' | 'roll' | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [showLog, setShowLog] = useState(false);
  const [update] = useMutation(UpdateWebhookEndpointDocument);
  const [remove, removing] = useMutation(DeleteWebhookEndpointDocument, { refetchQueries: [WebhookEndpointsDocument], awaitRefetchQueries: true });
  const [roll, rolling] = useMutation(RollWebhookSecretDocument);
  const [sendTest, testing] = useMutation(SendTestWebhookDocument);

  const onTest = async () => {
    try {
      await sendTest({ variables: { id: endpoint.id } });
      setShowLog(true);
      onNotice('Test event sent. Its result appears in the delivery log.');
    } catch (err) {
      onNotice(errorMessage(err));
    }
  };

  const onConfirm = async () => {
    setConfirmError(null);
    try {
      if (confirm === 'delete') {
        await remove({ variables: { id: endpoint.id } });
        onNotice('Endpoint deleted.');
      } else {
        const { data } = await roll({ variables: { id: endpoint.id } });
        if (data) onSecret(data.rollWebhookSecret.secret);
      }
      setConfirm(null);
    } catch (err) {
      setConfirmError(errorMessage(err));
    }
  };

  const state = !endpoint.enabled
    ? { label: endpoint.autoDisabledAt ? 'Switched off after failing' : 'Off', color: 'default' as const }
    : endpoint.failingSince
      ? { label: `Failing since ${formatDateTime(endpoint.failingSince)}`, color: 'error' as const }
      : { label: 'On', color: 'success' as const };

  return (
    <Card component="section" aria-labelledby={headingId} data-testid="webhook-endpoint">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Box sx={{ minWidth: 0, flex: '1 1 300px' }}>
            <Typography id={headingId} component="h2" variant="h6" sx={{ wordBreak: 'break-all', fontFamily: 'monospace', fontSize: '1rem' }}>
              {endpoint.url}
            </Typography>
            {endpoint.description && <Typography color="text.secondary">{endpoint.description}</Typography>}
          </Box>
          <Chip label={state.label} color={state.color} size="small" variant={state.color === 'default' ? 'outlined' : 'filled'} />
        </Box>
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', my: 1.5 }} aria-label="Events sent">
          {endpoint.events.map((e) => (
            <Chip key={e} label={eventName(e)} size="small" variant="outlined" sx={{ fontFamily: 'monospace' }} />
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {endpoint.lastAttemptAt
            ? `Last attempt ${formatDateTime(endpoint.lastAttemptAt)}: ${endpoint.lastStatusCode === null ? 'no answer' : `HTTP ${endpoint.lastStatusCode}`}`
            : 'Nothing sent yet'}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
          <Button variant="outlined" onClick={() => void onTest()} disabled={testing.loading || !endpoint.enabled}>
            {testing.loading ? 'Sending...' : 'Send test event'}
          </Button>
          <Button onClick={() => setShowLog((v) => !v)} aria-expanded={showLog}>
            {showLog ? 'Hide delivery log' : 'Delivery log'}
          </Button>
          <Button onClick={() => setEditing(true)}>Edit</Button>
          <Button onClick={() => (setConfirmError(null), setConfirm('roll'))}>Roll secret</Button>
          <Button color="error" onClick={() => (setConfirmError(null), setConfirm('delete'))}>
            Delete
          </Button>
        </Box>
        {showLog && <DeliveryLog endpointId={endpoint.id} onNotice={onNotice} />}
      </CardContent>
      {editing && (
        <EndpointFormDialog
          title="Edit endpoint"
          submitLabel="Save"
          initial={{ url: endpoint.url, description: endpoint.description, events: endpoint.events, enabled: endpoint.enabled }}
          onClose={() => setEditing(false)}
          onSubmit={async (values) => {
            await update({ variables: { id: endpoint.id, input: values } });
            setEditing(false);
            onNotice('Endpoint saved.');
          }}
        />
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'delete' ? 'Delete this endpoint?' : 'Roll the signing secret?'}
        confirmLabel={confirm === 'delete' ? 'Delete' : 'Roll secret'}
        busyLabel={confirm === 'delete' ? 'Deleting...' : 'Rolling...'}
        busy={removing.loading || rolling.loading}
        error={confirmError}
        onConfirm={() => void onConfirm()}
        onClose={() => setConfirm(null)}
      >
        {confirm === 'delete'
          ? 'No more events are sent to it, and its delivery log is deleted.'
          : 'A new secret is made and shown once. The current one keeps signing requests for 24 hours, so you can switch your receiver over.'}
      </ConfirmDialog>
    </Card>
  );
}
