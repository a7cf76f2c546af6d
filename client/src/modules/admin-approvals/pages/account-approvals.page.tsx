import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import type { AdminPendingAccountsQuery } from '../../../gql/graphql';
import { CompanyCheckSummary, CompanyFlagChips } from '../../../shared/company-flags';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { formatDate } from '../../../shared/format';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { DecisionButtons, QueueHeader, QueueNotice, QueueResults, QueueSearch } from '../components/queue-parts';
import { AdminPendingAccountsDocument } from '../graphql/admin-pending-accounts';
import { AdminPendingCountsDocument } from '../graphql/admin-pending-counts';
import { ApproveAccountDocument, RejectAccountDocument } from '../graphql/decide-account';
import { useListParams } from '../hooks/use-list-params';
import { useQueueDecisions } from '../hooks/use-queue-decisions';

const PAGE_SIZE = 20;
const EMPTY_TEXT = 'No pending accounts found';

type Account = AdminPendingAccountsQuery['adminPendingAccounts']['items'][number];

const nameOf = (a: Account) => a.companyName || a.contactName;

/** /admin/account-approvals: pending franchisor accounts with Approve and Reject. */
export function AccountApprovalsPage() {
  useDocumentMeta('Account Approvals');
  const { page, search, draft, setDraft, goTo } = useListParams();
  const { data, loading, error, refetch } = useQuery(AdminPendingAccountsDocument, {
    variables: { filter: { search: search || null }, page: { page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const refetchQueries = [AdminPendingAccountsDocument, AdminPendingCountsDocument];
  const [approve] = useMutation(ApproveAccountDocument, { refetchQueries });
  const [reject, rejecting] = useMutation(RejectAccountDocument, { refetchQueries });
  const decisions = useQueueDecisions<Account>();
  const { toReject } = decisions;
  const list = data?.adminPendingAccounts;

  const onApprove = (a: Account) =>
    decisions.approve(a, () => approve({ variables: { id: a.id } }), `${nameOf(a)} approved. We have e-mailed them to say they can sign in.`);

  const onReject = () =>
    decisions.reject(
      (a) => reject({ variables: { id: a.id } }),
      (a) => `${nameOf(a)} rejected. We have e-mailed them.`,
    );

  const actions = (a: Account) => (
    <DecisionButtons
      name={nameOf(a)}
      busy={decisions.approvingId === a.id}
      onApprove={() => void onApprove(a)}
      onReject={() => decisions.askReject(a)}
    />
  );

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <QueueHeader
        title="Account Approvals"
        summary={
          list
            ? list.total === 1
              ? '1 franchisor account waiting'
              : `${list.total} franchisor accounts waiting`
            : 'Franchisor accounts waiting for approval.'
        }
        search={<QueueSearch label="Search accounts" value={draft} onChange={setDraft} />}
      />

      <QueueResults
        list={list}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        noun="pending accounts"
        emptyText={EMPTY_TEXT}
        page={page}
        onPage={goTo}
        cardName={nameOf}
        card={(a) => (
          <>
            <Typography component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {a.companyName || '—'}
            </Typography>
            <Typography variant="body2">{a.contactName}</Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {a.email}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Requested {formatDate(a.requestedAt)}
            </Typography>
            <Box sx={{ mt: 1, display: 'grid', gap: 0.5 }}>
              <CompanyCheckSummary check={a.companyCheck} />
              <CompanyFlagChips flags={a.companyCheck?.flags ?? []} />
            </Box>
            <Box sx={{ mt: 1.5 }}>{actions(a)}</Box>
          </>
        )}
        columns={['Company Name', 'Contact Name', 'Email', 'Requested', 'Companies House']}
        row={(a) => (
          <>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {a.companyName || '—'}
            </TableCell>
            <TableCell>{a.contactName}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{a.email}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(a.requestedAt)}</TableCell>
            <TableCell sx={{ minWidth: 200 }}>
              <Box sx={{ display: 'grid', gap: 0.5 }}>
                <CompanyCheckSummary check={a.companyCheck} />
                <CompanyFlagChips flags={a.companyCheck?.flags ?? []} />
              </Box>
            </TableCell>
            <TableCell align="right">{actions(a)}</TableCell>
          </>
        )}
      />

      <ConfirmDialog
        open={Boolean(toReject)}
        title={`Reject ${toReject ? nameOf(toReject) : 'account'}?`}
        confirmLabel="Reject"
        busyLabel="Rejecting..."
        busy={rejecting.loading}
        error={decisions.rejectError}
        onConfirm={() => void onReject()}
        onClose={decisions.closeReject}
      >
        {toReject?.contactName} ({toReject?.email}) will not be able to sign in. We will e-mail them politely to say so.
      </ConfirmDialog>
      <QueueNotice notice={decisions.notice} onClose={decisions.clearNotice} />
    </Box>
  );
}
