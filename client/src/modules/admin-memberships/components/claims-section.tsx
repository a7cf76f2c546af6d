import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { AdminMembershipClaimsQuery } from '../../../gql/graphql';
import { errorMessage } from '../../../shared/errors';
import { formatDate, formatShortDate } from '../../../shared/format';
import { PagedList } from '../../../shared/paged-list';
import { AdminMembershipClaimsDocument } from '../graphql/admin-membership-claims';
import { AdminMembershipHistoryDocument } from '../graphql/admin-membership-history';
import { RejectMembershipDocument } from '../graphql/reject-membership';
import { VerifyMembershipDocument } from '../graphql/verify-membership';
import { RejectMembershipDialog } from './reject-membership-dialog';
import { ResponsiveRows } from './responsive-rows';

const PAGE_SIZE = 20;

type Claim = AdminMembershipClaimsQuery['adminMembershipClaims']['items'][number];

const companyOf = (c: Claim) => c.companyName || c.contactName;

/** Why the claim is waiting: new, due again soon, or lapsed. */
function Why({ claim: c }: { claim: Claim }) {
  if (c.status === 'LAPSED') return <Chip size="small" color="warning" label={`Lapsed on ${formatShortDate(c.expiresAt!)}`} />;
  if (c.status === 'VERIFIED') return <Chip size="small" color="info" label={`Renewal: lapses on ${formatShortDate(c.expiresAt!)}`} />;
  return <Chip size="small" label={`Stated on ${formatShortDate(c.statedAt)}`} />;
}

export interface Notice {
  severity: 'success' | 'error';
  text: string;
}

/** Memberships waiting for verification, with Verify and Reject (a dialog asking for the reason). */
export function ClaimsSection({ headingId, onNotice }: { headingId: string; onNotice: (n: Notice) => void }) {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(AdminMembershipClaimsDocument, {
    variables: { page: { page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const refetchQueries = [AdminMembershipClaimsDocument, AdminMembershipHistoryDocument];
  const [verify] = useMutation(VerifyMembershipDocument, { refetchQueries });
  const [reject, rejecting] = useMutation(RejectMembershipDocument, { refetchQueries });
  const [verifyingId, setVerifyingId] = useState<string | null>(null);
  const [toReject, setToReject] = useState<Claim | null>(null);
  const [rejectError, setRejectError] = useState<string | null>(null);
  const list = data?.adminMembershipClaims;

  const onVerify = async (c: Claim) => {
    setVerifyingId(c.id);
    try {
      const result = await verify({ variables: { input: { franchisorId: c.id, level: c.level, membershipNumber: c.membershipNumber } } });
      const until = result.data?.verifyMembership.expiresAt;
      onNotice({ severity: 'success', text: `${companyOf(c)} verified as ${c.label}${until ? ` until ${formatDate(until)}` : ''}.` });
    } catch (err) {
      onNotice({ severity: 'error', text: errorMessage(err) });
    } finally {
      setVerifyingId(null);
    }
  };

  const onReject = async (reason: string) => {
    if (!toReject) return;
    const c = toReject;
    setRejectError(null);
    try {
      await reject({ variables: { input: { franchisorId: c.id, level: c.level, membershipNumber: c.membershipNumber, reason } } });
      setToReject(null);
      onNotice({ severity: 'success', text: `The membership of ${companyOf(c)} was rejected. We have e-mailed the franchisor.` });
    } catch (err) {
      setRejectError(errorMessage(err));
    }
  };

  const actions = (c: Claim) => (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: { md: 'flex-end' }, flexWrap: 'wrap' }}>
      <Button
        variant="contained"
        color="success"
        size="small"
        disabled={verifyingId === c.id}
        onClick={() => void onVerify(c)}
        aria-label={`Verify the membership of ${companyOf(c)}`}
      >
        {verifyingId === c.id ? 'Verifying...' : 'Verify'}
      </Button>
      <Button
        variant="outlined"
        color="error"
        size="small"
        disabled={verifyingId === c.id}
        onClick={() => (setRejectError(null), setToReject(c))}
        aria-label={`Reject the membership of ${companyOf(c)}`}
      >
        Reject
      </Button>
    </Box>
  );

  const company = (c: Claim) => (
    <>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{companyOf(c)}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {c.contactName} · {c.email}
      </Typography>
    </>
  );
  const membership = (c: Claim) => (
    <>
      <Typography>{c.label}</Typography>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        {c.membershipNumber}
      </Typography>
    </>
  );

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 5 }}>
      <Typography id={headingId} component="h2" variant="h6">
        Waiting for verification
      </Typography>
      <Typography color="text.secondary" aria-live="polite" sx={{ mb: 2 }}>
        {list
          ? list.total === 1
            ? '1 membership waiting'
            : `${list.total} memberships waiting`
          : 'New claims, renewals due and lapsed memberships.'}
      </Typography>
      <PagedList
        list={list}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        what="memberships waiting"
        emptyText="No memberships are waiting for verification"
        page={page}
        onPage={setPage}
      >
        <ResponsiveRows
          items={list?.items ?? []}
          label="Memberships waiting for verification"
          columns={['Company', 'Membership', 'Waiting because', 'Actions']}
          cardName={companyOf}
          card={(c) => (
            <>
              {company(c)}
              <Box sx={{ mt: 1 }}>{membership(c)}</Box>
              <Box sx={{ mt: 1 }}>
                <Why claim={c} />
              </Box>
              <Box sx={{ mt: 1.5 }}>{actions(c)}</Box>
            </>
          )}
          row={(c) => (
            <>
              <TableCell component="th" scope="row" sx={{ maxWidth: 360 }}>
                {company(c)}
              </TableCell>
              <TableCell>{membership(c)}</TableCell>
              <TableCell>
                <Why claim={c} />
              </TableCell>
              <TableCell align="right" sx={{ minWidth: 200 }}>
                {actions(c)}
              </TableCell>
            </>
          )}
        />
      </PagedList>
      <RejectMembershipDialog
        open={Boolean(toReject)}
        companyName={toReject ? companyOf(toReject) : 'this franchisor'}
        membership={toReject ? `${toReject.label}, membership number ${toReject.membershipNumber}` : ''}
        busy={rejecting.loading}
        error={rejectError}
        onConfirm={(reason) => void onReject(reason)}
        onClose={() => setToReject(null)}
      />
    </Box>
  );
}
