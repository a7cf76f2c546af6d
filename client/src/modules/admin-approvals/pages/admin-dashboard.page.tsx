import LoginIcon from '@mui/icons-material/Login';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { LoadError } from '../../../shared/load-error';
import { formatDateTime } from '../../../shared/format';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { QueryState } from '../../../shared/query-state';
import { PendingCounterCard } from '../components/pending-counter-card';
import { AdminRecentFranchisorLoginsDocument } from '../graphql/admin-recent-logins';
import { usePendingCounts } from '../hooks/use-pending-counts';

const EMPTY_TEXT = 'No login activity found';

/** 'Recent Franchisor Login Activity': 10 franchisors, latest sign-in first, then 'Never'. */
function LoginActivity() {
  const headingId = useId();
  const { data, error, refetch } = useQuery(AdminRecentFranchisorLoginsDocument, { fetchPolicy: 'cache-and-network' });
  const rows = data?.adminRecentFranchisorLogins;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <LoginIcon color="primary" aria-hidden />
        <Typography id={headingId} component="h2" variant="h6">
          Recent Franchisor Login Activity
        </Typography>
      </Box>
      <QueryState
        data={rows}
        error={error}
        onRetry={() => void refetch()}
        loader={
          <Box role="status" aria-label="Loading login activity">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={36} />
            ))}
          </Box>
        }
      >
        {(rows) => (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby={headingId}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    Company Name
                  </TableCell>
                  <TableCell component="th" scope="col">
                    Contact Name
                  </TableCell>
                  <TableCell component="th" scope="col">
                    Last Login
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={3} sx={{ color: 'text.secondary' }}>
                      {EMPTY_TEXT}
                    </TableCell>
                  </TableRow>
                ) : (
                  rows.map((r) => (
                    <TableRow key={r.id}>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.companyName || '—'}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.contactName}</TableCell>
                      <TableCell sx={{ whiteSpace: { sm: 'nowrap' } }}>
                        {r.lastLogin ? <time dateTime={r.lastLogin}>{formatDateTime(r.lastLogin)}</time> : 'Never'}
                      </TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </Box>
        )}
      </QueryState>
    </Card>
  );
}

/** /admin/dashboard: the two approval counters (live) and the franchisors' recent sign-ins. */
export function AdminDashboardPage() {
  useDocumentMeta('Admin Dashboard');
  const { counts, error, refetch } = usePendingCounts();
  return (
    <Box sx={{ maxWidth: 1200, display: 'grid', gap: 3 }}>
      <Typography component="h1" variant="h4">
        Dashboard
      </Typography>
      {error && !counts ? (
        <LoadError error={error} onRetry={refetch} />
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
          <PendingCounterCard
            title="Pending Account Approvals"
            count={counts?.accounts ?? null}
            to="/admin/account-approvals"
            linkLabel="Review accounts"
          />
          <PendingCounterCard
            title="Pending Franchise Approvals"
            count={counts?.franchises ?? null}
            to="/admin/franchise-approvals"
            linkLabel="Review franchises"
          />
          <PendingCounterCard
            title="Changes to Live Listings"
            count={counts?.revisions ?? null}
            to="/admin/franchise-approvals#changes"
            linkLabel="Review changes"
          />
        </Box>
      )}
      <LoginActivity />
    </Box>
  );
}
