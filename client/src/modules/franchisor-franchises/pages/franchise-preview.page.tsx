import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { CenteredSpinner } from '../../../shared/centered-spinner';
import { errorMessage } from '../../../shared/errors';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { FranchiseDetailView } from '../../catalogue/pages/franchise.page';
import { MyFranchisePreviewDocument } from '../graphql/my-franchise-preview';

const STATUS_TEXT = {
  PENDING: 'This listing is waiting for review: visitors cannot see it yet. This is how its page will look.',
  REJECTED: 'This listing was not approved: visitors cannot see it. Edit it and save to send it for review again.',
  APPROVED: 'This listing is live in the directory.',
} as const;

/** /franchisor/franchise/{id}/preview: the View action for a listing that is not public (yet). */
export function FranchisePreviewPage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(MyFranchisePreviewDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const franchise = data?.myFranchisePreview;
  useDocumentMeta(franchise ? `Preview: ${franchise.name}` : 'Preview');

  if (loading && !franchise) return <CenteredSpinner label="Loading the preview" />;
  if (error || !franchise) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" component={RouterLink} to="/franchisor/franchises">
            My Franchises
          </Button>
        }
      >
        {errorMessage(error)}
      </Alert>
    );
  }
  return (
    <Box sx={{ mx: { xs: -2, md: -4 }, mt: { xs: -2, md: -4 } }}>
      <Alert
        severity={franchise.status === 'REJECTED' ? 'warning' : 'info'}
        sx={{ borderRadius: 0, alignItems: 'center', flexWrap: 'wrap' }}
        action={
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button color="inherit" size="small" component={RouterLink} to={`/franchisor/franchise/${franchise.id}/edit`}>
              Edit
            </Button>
            <Button color="inherit" size="small" component={RouterLink} to="/franchisor/franchises">
              My Franchises
            </Button>
          </Box>
        }
      >
        <strong>Preview.</strong> {STATUS_TEXT[franchise.status]}
      </Alert>
      <FranchiseDetailView franchise={franchise} preview />
    </Box>
  );
}
