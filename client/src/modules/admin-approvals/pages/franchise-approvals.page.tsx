import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminPendingFranchisesQuery } from '../../../gql/graphql';
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

/** /admin/franchise-approvals: pending listings with Approve, Reject (optional reason) and View Details. */
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
