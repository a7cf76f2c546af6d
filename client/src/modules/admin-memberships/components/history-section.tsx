import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { AdminMembershipHistoryQuery } from '../../../gql/graphql';
import { formatDateTime } from '../../../shared/format';
import { PagedList } from '../../../shared/paged-list';
import { AdminMembershipHistoryDocument } from '../graphql/admin-membership-history';
import { ResponsiveRows } from './responsive-rows';

const PAGE_SIZE = 10;

type Entry = AdminMembershipHistoryQuery['adminMembershipHistory']['items'][number];

const companyOf = (e: Entry) => e.companyName || 'Unknown franchisor';

function Decision({ entry: e }: { entry: Entry }) {
  return e.action === 'verify' ? <Chip size="small" color="success" label="Verified" /> : <Chip size="small" color="error" label="Rejected" />;
}

/** The administrators' decisions on memberships, newest first (from the audit trail). */
export function HistorySection({ headingId }: { headingId: string }) {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(AdminMembershipHistoryDocument, {
    variables: { page: { page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.adminMembershipHistory;
  const membership = (e: Entry) => (
    <>
      <Typography>{e.label ?? 'Membership'}</Typography>
      {e.membershipNumber && (
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          {e.membershipNumber}
        </Typography>
      )}
    </>
  );
  const reason = (e: Entry) =>
    e.reason && (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        Reason: {e.reason}
      </Typography>
    );
  const by = (e: Entry) => `${formatDateTime(e.decidedAt)}${e.actorName ? ` by ${e.actorName}` : ''}`;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 2 }}>
        Recently decided
      </Typography>
      <PagedList
        list={list}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        what="decisions"
        emptyText="No membership has been decided yet"
        page={page}
        onPage={setPage}
      >
        <ResponsiveRows
          items={list?.items ?? []}
          label="Recently decided memberships"
          columns={['Company', 'Membership', 'Decision', 'When']}
          cardName={companyOf}
          card={(e) => (
            <>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{companyOf(e)}</Typography>
              <Box sx={{ mt: 1 }}>{membership(e)}</Box>
              <Box sx={{ mt: 1 }}>
                <Decision entry={e} />
                {reason(e)}
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {by(e)}
              </Typography>
            </>
          )}
          row={(e) => (
            <>
              <TableCell component="th" scope="row" sx={{ maxWidth: 320, fontWeight: 600, overflowWrap: 'anywhere' }}>
                {companyOf(e)}
              </TableCell>
              <TableCell>{membership(e)}</TableCell>
              <TableCell sx={{ maxWidth: 360 }}>
                <Decision entry={e} />
                {reason(e)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{by(e)}</TableCell>
            </>
          )}
        />
      </PagedList>
    </Box>
  );
}
