import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { errorCode, errorMessage } from '../../../shared/errors';
import { formatDate } from '../../../shared/format';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { FranchiseForm } from '../components/franchise-form';
import { FranchiseStatusChip } from '../../catalogue/components/franchise-status-chip';
import { fromFranchise } from '../form-model';
import { MyFranchiseDocument } from '../graphql/my-franchise';
import { WithdrawMyFranchiseChangesDocument } from '../graphql/withdraw-my-franchise-changes';
import { RevisionNote } from '../components/revision-note';

/** /franchisor/franchise/{id}/edit: the whole form over one of the franchisor's listings. */
export function EditFranchisePage() {
  const { id = '' } = useParams();
  // Always the server's current state: the form starts from it.
  const { data, loading, error, refetch } = useQuery(MyFranchiseDocument, { variables: { id }, fetchPolicy: 'network-only' });
  const franchise = data?.myFranchise;
  const initial = useMemo(() => (franchise ? fromFranchise(franchise) : null), [franchise]);
  useDocumentMeta(franchise ? `Edit ${franchise.name}` : 'Edit Franchise');
  const [withdraw, withdrawing] = useMutation(WithdrawMyFranchiseChangesDocument, {
    update: (cache) => cache.evict({ fieldName: 'myFranchises' }),
  });
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const [withdrawError, setWithdrawError] = useState<string | null>(null);
  const [withdrawn, setWithdrawn] = useState(false);
  const revision = franchise?.status === 'APPROVED' ? franchise.revision : null;
  const onWithdraw = async () => {
    setWithdrawError(null);
    try {
      await withdraw({ variables: { id } });
      setConfirmWithdraw(false);
      setWithdrawn(true);
    } catch (err) {
      setWithdrawError(errorMessage(err));
    }
  };

  return (
    <Box sx={{ maxWidth: 960 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 3 }}>
        <Typography component="h1" variant="h4">
          Edit Franchise
        </Typography>
        {franchise && <FranchiseStatusChip status={franchise.status} />}
        {revision && <RevisionNote revision={{ status: revision.status }} />}
      </Box>
      {revision?.status === 'OPEN' && (
        <Alert
          severity="info"
          sx={{ mb: 3 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                setWithdrawError(null);
                setConfirmWithdraw(true);
              }}
            >
              Withdraw changes
            </Button>
          }
        >
          <strong>Changes in review</strong> since {formatDate(revision.submittedAt)}. The form shows your changes; the live listing stays as it was
          until an administrator approves them. Saving again updates the changes in review.
        </Alert>
      )}
      {revision?.status === 'REJECTED' && (
        <Alert severity="warning" sx={{ mb: 3, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          Your last changes were not approved{revision.reason ? `: ${revision.reason}` : '.'} The form shows the live listing.
        </Alert>
      )}
      {withdrawn && !revision && (
        <Alert severity="success" sx={{ mb: 3 }} onClose={() => setWithdrawn(false)}>
          Your changes were withdrawn. The form shows the live listing.
        </Alert>
      )}
      {franchise?.status === 'REJECTED' && franchise.rejectionReason && (
        <Alert severity="warning" sx={{ mb: 3, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          Rejected: {franchise.rejectionReason}
        </Alert>
      )}
      {error ? (
        <Alert
          severity="error"
          action={
            errorCode(error) === 'NOT_FOUND' ? (
              <Button color="inherit" size="small" component={RouterLink} to="/franchisor/franchises">
                My Franchises
              </Button>
            ) : (
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                Try again
              </Button>
            )
          }
        >
          {errorMessage(error)}
        </Alert>
      ) : loading || !franchise || !initial ? (
        <Stack spacing={2} role="status" aria-label="Loading the franchise">
          <Skeleton variant="rounded" height={320} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      ) : (
        <FranchiseForm
          key={`${franchise.id}-${revision?.id ?? 'live'}-${revision?.status ?? ''}`}
          mode="edit"
          initial={initial}
          franchiseId={franchise.id}
          status={franchise.status}
          changesInReview={revision?.status === 'OPEN'}
        />
      )}
      <ConfirmDialog
        open={confirmWithdraw}
        title="Withdraw your changes?"
        confirmLabel="Withdraw changes"
        busyLabel="Withdrawing..."
        busy={withdrawing.loading}
        error={withdrawError}
        onClose={() => setConfirmWithdraw(false)}
        onConfirm={() => void onWithdraw()}
      >
        The changes in review are discarded. {franchise?.name ?? 'The listing'} stays live as it is now.
      </ConfirmDialog>
    </Box>
  );
}
