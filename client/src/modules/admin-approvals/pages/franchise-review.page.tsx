import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { CenteredSpinner } from '../../../shared/centered-spinner';
import { errorMessage } from '../../../shared/errors';
import { formatDate } from '../../../shared/format';
import { LoadError } from '../../../shared/load-error';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { FranchiseDetailView } from '../../catalogue/pages/franchise.page';
import { FranchiseStatusChip } from '../../catalogue/components/franchise-status-chip';
import { AuditHistory } from '../components/audit-history';
import { QueueNotice, type QueueNoticeState, UNKNOWN_FRANCHISOR } from '../components/queue-parts';
import { RejectFranchiseDialog } from '../components/reject-franchise-dialog';
import { AdminFranchisePreviewDocument, AdminFranchiseReviewDocument } from '../graphql/admin-franchise-review';
import { AdminPendingCountsDocument } from '../graphql/admin-pending-counts';
import { AdminPendingFranchisesDocument } from '../graphql/admin-pending-franchises';
import { ApproveFranchiseDocument, RejectFranchiseDocument } from '../graphql/decide-franchise';
import { ApproveRevisionDocument, RejectRevisionDocument } from '../graphql/decide-revision';
import { AdminPendingRevisionsDocument } from '../graphql/admin-pending-revisions';
import { RevisionDiff } from '../components/revision-diff';

/**
 * /admin/franchise/{id}: the listing with every related record as the public page shows it; Approve and Reject while
 * pending; a live listing's changes in review beside it, field by field, with Approve changes and Reject changes.
 */
export function FranchiseReviewPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(AdminFranchiseReviewDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const review = data?.adminFranchiseReview;
  const preview = useQuery(AdminFranchisePreviewDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const listing = preview.data?.adminFranchisePreview;
  useDocumentMeta(review ? `Review: ${review.name}` : 'Franchise Review');
  const refetchQueries = [AdminFranchiseReviewDocument, AdminPendingFranchisesDocument, AdminPendingCountsDocument];
  const [approve, approving] = useMutation(ApproveFranchiseDocument, { refetchQueries, awaitRefetchQueries: true });
  const [reject, rejecting] = useMutation(RejectFranchiseDocument, { refetchQueries, awaitRefetchQueries: true });
  const revisionRefetch = [AdminFranchiseReviewDocument, AdminFranchisePreviewDocument, AdminPendingRevisionsDocument, AdminPendingCountsDocument];
  const [approveChanges, approvingChanges] = useMutation(ApproveRevisionDocument, { refetchQueries: revisionRefetch, awaitRefetchQueries: true });
  const [rejectChanges, rejectingChanges] = useMutation(RejectRevisionDocument, { refetchQueries: revisionRefetch, awaitRefetchQueries: true });
  const [rejectChangesOpen, setRejectChangesOpen] = useState(false);
  const [rejectOpen, setRejectOpen] = useState(false);
  const [rejectError, setRejectError] = useState<string | null>(null);
  const [notice, setNotice] = useState<QueueNoticeState | null>(null);

  if (loading && !review) return <CenteredSpinner label="Loading the franchise" />;
  if (!review) {
    return error ? <LoadError error={error} onRetry={() => void refetch()} /> : <Alert severity="error">Franchise not found</Alert>;
  }

  const pending = review.status === 'PENDING';
  const revision = review.openRevision;
  const onApproveChanges = async () => {
    if (!revision) return;
    try {
      await approveChanges({ variables: { id: revision.id } });
      setNotice({ severity: 'success', text: `The changes to ${review.name} are approved and live.` });
    } catch (err) {
      setNotice({ severity: 'error', text: errorMessage(err) });
    }
  };
  const onRejectChanges = async (reason: string) => {
    if (!revision) return;
    setRejectError(null);
    try {
      await rejectChanges({ variables: { input: { revisionId: revision.id, reason } } });
      setRejectChangesOpen(false);
      setNotice({ severity: 'success', text: `The changes to ${review.name} were rejected. We have e-mailed its franchisor.` });
    } catch (err) {
      setRejectError(errorMessage(err));
    }
  };
  const onApprove = async () => {
    try {
      await approve({ variables: { id: review.id } });
      setNotice({ severity: 'success', text: `${review.name} approved. It is now listed in the directory.` });
    } catch (err) {
      setNotice({ severity: 'error', text: errorMessage(err) });
    }
  };
  const onReject = async (reason: string) => {
    setRejectError(null);
    try {
      await reject({ variables: { input: { franchiseId: review.id, reason: reason || null } } });
      setRejectOpen(false);
      setNotice({ severity: 'success', text: `${review.name} rejected. We have e-mailed its franchisor.` });
    } catch (err) {
      setRejectError(errorMessage(err));
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Button component={RouterLink} to="/admin/franchise-approvals" startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
          Franchise Approvals
        </Button>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
            Review: {review.name}
          </Typography>
          <FranchiseStatusChip status={review.status} />
        </Box>
      </Box>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box component="dl" sx={{ m: 0, flex: 1, minWidth: 240, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
          <Typography component="dt" color="text.secondary">
            Franchisor
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {review.franchisorCompanyName ?? review.franchisorContactName ?? UNKNOWN_FRANCHISOR}
            {review.franchisorCompanyName && review.franchisorContactName ? ` (${review.franchisorContactName})` : ''}
          </Typography>
          {review.franchisorEmail && (
            <>
              <Typography component="dt" color="text.secondary">
                Email
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {review.franchisorEmail}
              </Typography>
            </>
          )}
          <Typography component="dt" color="text.secondary">
            Submitted
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {formatDate(review.createdAt)}
            {pending && review.updatedAt !== review.createdAt ? ` · last edited ${formatDate(review.updatedAt)}` : ''}
          </Typography>
          {pending && review.lastApprovedAt && (
            <>
              <Typography component="dt" color="text.secondary">
                Edited after approval
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                Approved {formatDate(review.lastApprovedAt)}, then edited: the earlier version was not kept, so the whole listing is reviewed.
              </Typography>
            </>
          )}
          {review.approvedAt && (
            <>
              <Typography component="dt" color="text.secondary">
                Approved
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {formatDate(review.approvedAt)}
              </Typography>
            </>
          )}
        </Box>
        {pending ? (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button variant="contained" color="success" disabled={approving.loading} onClick={() => void onApprove()}>
              {approving.loading ? 'Approving...' : 'Approve'}
            </Button>
            <Button
              variant="outlined"
              color="error"
              disabled={approving.loading}
              onClick={() => {
                setRejectError(null);
                setRejectOpen(true);
              }}
            >
              Reject
            </Button>
          </Box>
        ) : revision ? null : (
          <Typography color="text.secondary">
            {review.status === 'APPROVED' ? 'This listing is approved and public.' : 'This listing was rejected.'} Approve and Reject are available
            only while a listing is pending.
          </Typography>
        )}
      </Paper>

      {review.status === 'REJECTED' && review.rejectionReason && (
        <Alert severity="warning" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          Rejected: {review.rejectionReason}
        </Alert>
      )}

      {revision && (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="changes-in-review"
          sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 2, borderColor: 'info.main' }}
        >
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <Box sx={{ flex: 1, minWidth: 220 }}>
              <Typography id="changes-in-review" component="h2" variant="h6">
                Changes in review
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Sent {formatDate(revision.submittedAt)}
                {revision.updatedAt !== revision.submittedAt ? ` · last saved ${formatDate(revision.updatedAt)}` : ''}. The live listing below stays
                public until you approve them.
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button variant="contained" color="success" disabled={approvingChanges.loading} onClick={() => void onApproveChanges()}>
                {approvingChanges.loading ? 'Approving...' : 'Approve changes'}
              </Button>
              <Button
                variant="outlined"
                color="error"
                disabled={approvingChanges.loading}
                onClick={() => {
                  setRejectError(null);
                  setRejectChangesOpen(true);
                }}
              >
                Reject changes
              </Button>
            </Box>
          </Box>
          <RevisionDiff changes={revision.changes} />
        </Paper>
      )}

      <Paper
        variant="outlined"
        sx={{ overflow: 'hidden' }}
        aria-label={revision ? 'The live listing as visitors see it' : 'The listing as visitors would see it'}
        component="section"
      >
        {listing ? (
          <FranchiseDetailView franchise={listing} preview nameHeading="h2" />
        ) : preview.error ? (
          <LoadError error={preview.error} onRetry={() => void preview.refetch()} />
        ) : (
          <CenteredSpinner label="Loading the listing" />
        )}
      </Paper>

      <AuditHistory entries={review.history} />

      <RejectFranchiseDialog
        open={rejectOpen}
        franchiseName={review.name}
        busy={rejecting.loading}
        error={rejectError}
        onConfirm={(reason) => void onReject(reason)}
        onClose={() => setRejectOpen(false)}
      />
      <RejectFranchiseDialog
        changes
        open={rejectChangesOpen}
        franchiseName={review.name}
        busy={rejectingChanges.loading}
        error={rejectError}
        onConfirm={(reason) => void onRejectChanges(reason)}
        onClose={() => setRejectChangesOpen(false)}
      />
      <QueueNotice notice={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}
