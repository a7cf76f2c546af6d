import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../shared/format';
import { QueryState } from '../../../shared/query-state';
import { FranchisorPendingFranchisesDocument } from '../graphql/franchisor-pending-franchises';

const SHOWN = 5;

/** 'Pending Franchise Approvals': how many of the franchisor's listings await review, the newest few by name. */
export function PendingApprovalsCard() {
  const headingId = useId();
  const { data, error, refetch } = useQuery(FranchisorPendingFranchisesDocument, {
    variables: { page: { page: 1, pageSize: SHOWN } },
    fetchPolicy: 'cache-and-network',
  });
  const pending = data?.franchisorPendingFranchises;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5, borderTop: 4, borderColor: 'warning.main' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <HourglassTopIcon color="warning" aria-hidden />
        <Typography id={headingId} component="h2" variant="h6">
          Pending Franchise Approvals
        </Typography>
      </Box>
      <QueryState
        data={pending}
        error={error}
        onRetry={() => void refetch()}
        loader={
          <Box role="status" aria-label="Loading pending approvals">
            <Skeleton width={60} height={56} />
            <Skeleton />
          </Box>
        }
      >
        {(pending) => (
          <>
            <Typography component="p" variant="h3" sx={{ fontWeight: 700 }} aria-describedby={headingId}>
              {pending.total}
            </Typography>
            {pending.total === 0 ? (
              <Typography color="text.secondary">None of your listings is waiting for review.</Typography>
            ) : (
              <Box component="ul" aria-label="Listings awaiting review" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                {pending.items.map((f) => (
                  <Box component="li" key={f.id} sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{f.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {f.location} · submitted {formatDate(f.createdAt)}
                    </Typography>
                  </Box>
                ))}
              </Box>
            )}
            <Box sx={{ mt: 'auto', display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button component={RouterLink} to="/franchisor/franchises" size="small" variant="outlined">
                {pending.total > pending.items.length ? `View all ${pending.total} in My Franchises` : 'My Franchises'}
              </Button>
              <Button component={RouterLink} to="/franchisor/add-franchise" size="small">
                Add Franchise
              </Button>
            </Box>
          </>
        )}
      </QueryState>
    </Card>
  );
}
