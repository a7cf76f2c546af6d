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
import { formatDateTime } from '../../../shared/format';
import { QueryState } from '../../../shared/query-state';
import { useViewer } from '../../auth/hooks/use-viewer';
import { MySignInsDocument } from '../graphql/my-sign-ins';

/**
 * 'Recent Login Activity' of this account only: the company and contact, and its last sign-ins with
 * the browser and, where the site's proxy reports it, the country. 'Never' when there are none.
 */
export function LoginActivityCard() {
  const headingId = useId();
  const { viewer } = useViewer();
  const { data, error, refetch } = useQuery(MySignInsDocument, { fetchPolicy: 'cache-and-network' });
  const signIns = data?.mySignIns;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <LoginIcon color="primary" aria-hidden />
        <Typography id={headingId} component="h2" variant="h6">
          Recent Login Activity
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Sign-ins to this account only{viewer ? ` (${[viewer.companyName, viewer.fullName].filter(Boolean).join(', ')})` : ''}. If you do not recognise
        one, change your password.
      </Typography>
      <QueryState
        data={signIns}
        error={error}
        onRetry={() => void refetch()}
        loader={
          <Box role="status" aria-label="Loading login activity">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height={36} />
            ))}
          </Box>
        }
      >
        {(signIns) => (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby={headingId}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    Signed in
                  </TableCell>
                  <TableCell component="th" scope="col">
                    Browser
                  </TableCell>
                  <TableCell component="th" scope="col" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    Location
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {signIns.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={3}>Never</TableCell>
                  </TableRow>
                ) : (
                  signIns.map((s) => (
                    <TableRow key={s.id}>
                      <TableCell sx={{ whiteSpace: { sm: 'nowrap' } }}>
                        <time dateTime={s.signedInAt}>{formatDateTime(s.signedInAt)}</time>
                      </TableCell>
                      <TableCell>
                        {s.browser}
                        {/* On a phone the location goes under the browser rather than in a third column. */}
                        <Box component="span" sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary' }}>
                          {s.location ?? 'Location not known'}
                        </Box>
                      </TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{s.location ?? 'Not known'}</TableCell>
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
