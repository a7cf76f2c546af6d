import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { errorCode, errorMessage } from '../../../shared/errors';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { FranchiseForm } from '../components/franchise-form';
import { FranchiseStatusChip } from '../../catalogue/components/franchise-status-chip';
import { fromFranchise } from '../form-model';
import { MyFranchiseDocument } from '../graphql/my-franchise';

/** /franchisor/franchise/{id}/edit: the whole form over one of the franchisor's listings. */
export function EditFranchisePage() {
  const { id = '' } = useParams();
  // Always the server's current state: the form starts from it.
  const { data, loading, error, refetch } = useQuery(MyFranchiseDocument, { variables: { id }, fetchPolicy: 'network-only' });
  const franchise = data?.myFranchise;
  const initial = useMemo(() => (franchise ? fromFranchise(franchise) : null), [franchise]);
  useDocumentMeta(franchise ? `Edit ${franchise.name}` : 'Edit Franchise');

  return (
    <Box sx={{ maxWidth: 960 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 3 }}>
        <Typography component="h1" variant="h4">
          Edit Franchise
        </Typography>
        {franchise && <FranchiseStatusChip status={franchise.status} />}
      </Box>
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
        <FranchiseForm key={franchise.id} mode="edit" initial={initial} franchiseId={franchise.id} status={franchise.status} />
      )}
    </Box>
  );
}
