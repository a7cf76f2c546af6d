import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminPendingFranchisesQuery, AdminPendingRevisionsQuery } from '../../../gql/graphql';
import { AdminPendingRevisionsDocument } from '../graphql/admin-pending-revisions';
import { formatDate } from '../../../shared/format';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { DecisionButtons, QueueHeader, QueueNotice, QueueResults, QueueSearch, UNKNOWN_FRANCHISOR } from '../components/queue-parts';
import { RejectFranchiseDialog } from '../components/reject-franchise-dialog';
import { AdminPendingCountsDocument } from '../graphql/admin-pending-counts';
import { AdminPendingFranchisesDocument } from '../graphql/admin-pending-franchises';
import { ApproveFranchiseDocument, RejectFranchiseDocument } from '../graphql/decide-franchise';
import { useListParams } from '../hooks/use-list-params';
import { useQueueDecisions } from '../hooks/use-queue-decisions';

const PAGE_SIZE = 20;
const EMPTY_TEXT = 'No pending franchises found';

type Listing = AdminPendingFranchisesQuery['adminPendingFranchises']['items'][number];
type Revision = AdminPendingRevisionsQuery['adminPendingRevisions']['items'][number];

/** 'Edited after approval': a listing approved before and edited before edits became revisions (docs/decisions.md). */
const editedNote = (f: Listing) =>
  f.lastApprovedAt && (
    <Typography variant="body2" color="warning.dark">
      Edited after approval (approved {formatDate(f.lastApprovedAt)})
    </Typography>
  );

/** Changes to live listings waiting for review: each opens the listing's review page, where the changes are decided. */
function ChangesInReview({ search }: { search: string }) {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(AdminPendingRevisionsDocument, {
    variables: { filter: { search: search || null }, page: { page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.adminPendingRevisions;
  const names = (r: Revision) => (
    <>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{r.name}</Typography>
      {r.revisedName !== r.name && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          Renamed to {r.revisedName}
        </Typography>
      )}
    </>
  );
  const review = (r: Revision) => (
    <Button
      size="small"
      variant="outlined"
      component={RouterLink}
      to={`/admin/franchise/${r.franchiseId}`}
      aria-label={`Review the changes to ${r.name}`}
    >
      Review changes
    </Button>
  );
  return (
    <Box component="section" id="changes" aria-labelledby="changes-heading" sx={{ mt: 5 }}>
      <Typography id="changes-heading" component="h2" variant="h5" sx={{ mb: 0.5 }}>
        Changes to live listings
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {list
          ? list.total === 1
            ? '1 listing has changes in review.'
            : `${list.total} listings have changes in review.`
          : 'Live listings whose franchisors sent changes; the live version stays public until you approve them.'}
      </Typography>
      <QueueResults
        list={list}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        noun="changes in review"
        emptyText="No changes in review"
        page={page}
        onPage={setPage}
        cardName={(r) => r.name}
        card={(r) => (
          <>
            {names(r)}
            <Typography variant="body2" sx={{ mt: 1 }}>
              {r.franchisorName ?? UNKNOWN_FRANCHISOR}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Sent {formatDate(r.submittedAt)}
            </Typography>
            <Box sx={{ mt: 1.5 }}>{review(r)}</Box>
          </>
        )}
        columns={['Live Listing', 'Franchisor', 'Sent']}
        row={(r) => (
          <>
            <TableCell component="th" scope="row" sx={{ maxWidth: 420 }}>
              {names(r)}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.franchisorName ?? UNKNOWN_FRANCHISOR}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(r.submittedAt)}</TableCell>
            <TableCell align="right" sx={{ minWidth: 180 }}>
              {review(r)}
            </TableCell>
          </>
        )}
      />
    </Box>
  );
}

/**
 * /admin/franchise-approvals: pending listings with Approve, Reject (optional reason) and View Details; then changes to
 * live listings in review, each with Review changes.
 */
export function FranchiseApprovalsPage() {
  useDocumentMeta('Franchise Approvals');
  const { page, search, draft, setDraft, goTo } = useListParams();
  const { data, loading, error, refetch } = useQuery(AdminPendingFranchisesDocument, {
    variables: { filter: { search: search || null }, page: { page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const refetchQueries = [AdminPendingFranchisesDocument, AdminPendingCountsDocument];
  const [approve] = useMutation(ApproveFranchiseDocument, { refetchQueries });
  const [reject, rejecting] = useMutation(RejectFranchiseDocument, { refetchQueries });
  const decisions = useQueueDecisions<Listing>();
  const { toReject } = decisions;
  const list = data?.adminPendingFranchises;

  const onApprove = (f: Listing) =>
    decisions.approve(f, () => approve({ variables: { id: f.id } }), `${f.name} approved. It is now listed in the directory.`);

  const onReject = (reason: string) =>
    decisions.reject(
      (f) => reject({ variables: { input: { franchiseId: f.id, reason: reason || null } } }),
      (f) => `${f.name} rejected. We have e-mailed its franchisor.`,
    );

  const actions = (f: Listing) => (
    <DecisionButtons name={f.name} busy={decisions.approvingId === f.id} onApprove={() => void onApprove(f)} onReject={() => decisions.askReject(f)}>
      <Button size="small" component={RouterLink} to={`/admin/franchise/${f.id}`} aria-label={`View details of ${f.name}`}>
        View Details
      </Button>
    </DecisionButtons>
  );

  const description = (f: Listing) =>
    f.shortDescription && (
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {f.shortDescription}
      </Typography>
    );

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <QueueHeader
        title="Franchise Approvals"
        summary={list ? (list.total === 1 ? '1 listing waiting' : `${list.total} listings waiting`) : 'Franchise listings waiting for approval.'}
        search={<QueueSearch label="Search franchises" value={draft} onChange={setDraft} />}
      />

      <QueueResults
        list={list}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        noun="pending franchises"
        emptyText={EMPTY_TEXT}
        page={page}
        onPage={goTo}
        cardName={(f) => f.name}
        card={(f) => (
          <>
            <Typography component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {f.name}
            </Typography>
            {description(f)}
            {editedNote(f)}
            <Typography variant="body2" sx={{ mt: 1 }}>
              {f.location} · {f.franchisorName ?? UNKNOWN_FRANCHISOR}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Submitted {formatDate(f.submittedAt)}
            </Typography>
            <Box sx={{ mt: 1.5 }}>{actions(f)}</Box>
          </>
        )}
        columns={['Franchise Name', 'Location', 'Franchisor', 'Submitted']}
        row={(f) => (
          <>
            <TableCell component="th" scope="row" sx={{ maxWidth: 360 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{f.name}</Typography>
              {description(f)}
              {editedNote(f)}
            </TableCell>
            <TableCell>{f.location}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{f.franchisorName ?? UNKNOWN_FRANCHISOR}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(f.submittedAt)}</TableCell>
            <TableCell align="right" sx={{ minWidth: 280 }}>
              {actions(f)}
            </TableCell>
          </>
        )}
      />

      <ChangesInReview search={search} />

      <RejectFranchiseDialog
        open={Boolean(toReject)}
        franchiseName={toReject?.name ?? 'listing'}
        busy={rejecting.loading}
        error={decisions.rejectError}
        onConfirm={(reason) => void onReject(reason)}
        onClose={decisions.closeReject}
      />
      <QueueNotice notice={decisions.notice} onClose={decisions.clearNotice} />
    </Box>
  );
}
