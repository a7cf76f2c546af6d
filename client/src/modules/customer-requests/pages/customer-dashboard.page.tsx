import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { type ReactNode, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useViewer } from '../../auth/hooks/use-viewer';
import { useUnreadCount } from '../../messages/hooks/use-unread-count';
import { LoadError } from '../../../shared/load-error';
import { formatDate, formatDateTime } from '../../../shared/format';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { QueryState } from '../../../shared/query-state';
import { LeadStatusChip } from '../components/lead-status-chip';
import { NoRequests } from '../components/no-requests';
import { IntroCallActions } from '../../intro-calls/components/intro-call-actions';
import { RequestSentNotice, type RequestSentState } from '../../lead-intake/components/request-sent-notice';
import { MyFranchiseRequestsDocument } from '../graphql/my-franchise-requests';

const RECENT = 5;

function StatCard({ label, value, to, icon, loading }: { label: string; value: number; to: string; icon: ReactNode; loading?: boolean }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={to}
        sx={{ p: 2.5, height: '100%', display: 'flex', alignItems: 'center', gap: 2, justifyContent: 'flex-start' }}
      >
        <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 2, p: 1.25, display: 'flex' }} aria-hidden>
          {icon}
        </Box>
        <Box sx={{ flexGrow: 1 }}>
          <Typography component="h2" variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
            {label}
          </Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} aria-live="polite">
            {loading ? <Skeleton width={40} /> : value}
          </Typography>
        </Box>
        <ChevronRightIcon color="action" aria-hidden />
      </CardActionArea>
    </Card>
  );
}

/** /customer/dashboard: totals, unread messages (live) and the five latest requests. */
export function CustomerDashboardPage() {
  useDocumentMeta('My Dashboard');
  const { viewer } = useViewer();
  // The confirmation of a request just sent: by the request dialog or the login (navigation state). Ticked franchises
  // are not sent from here: no consent line is shown here (issue 41); the request dialog names them and sends them.
  const location = useLocation();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const [dismissed, setDismissed] = useState(false);
  const sent = (location.state as Partial<RequestSentState> | null)?.requestSent;
  const dismiss = () => {
    setDismissed(true);
    // Forget it in this history entry too, so a reload or coming back does not confirm it again.
    if (location.state) void navigate(location.pathname, { replace: true, state: null });
    heading.current?.focus();
  };
  const unread = useUnreadCount();
  const { data, loading, error, refetch } = useQuery(MyFranchiseRequestsDocument, {
    variables: { page: { page: 1, pageSize: RECENT } },
    fetchPolicy: 'cache-and-network',
  });

  const requests = data?.myFranchiseRequests;
  const firstLoad = loading && !requests;

  return (
    <Box sx={{ maxWidth: 1000 }}>
      {sent && !dismissed && <RequestSentNotice sent={sent} onDismiss={dismiss} />}
      <Typography ref={heading} tabIndex={-1} component="h1" variant="h4" sx={{ mb: 0.5, outline: 'none' }}>
        Dashboard
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {viewer ? `Welcome back, ${viewer.fullName}.` : 'Welcome back.'} Track your franchise requests and messages here.
      </Typography>

      <Grid container spacing={2} sx={{ mb: 4 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <StatCard
            label="Total Franchise Requests"
            value={requests?.total ?? 0}
            loading={firstLoad}
            to="/customer/franchises"
            icon={<StorefrontOutlinedIcon />}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <StatCard label="Unread Messages" value={unread} to="/customer/messages" icon={<MailOutlineIcon />} />
        </Grid>
      </Grid>

      <Card component="section" aria-labelledby="recent-requests">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2.5, pt: 2, pb: 1, gap: 1 }}>
          <Typography id="recent-requests" component="h2" variant="h6">
            Recent Franchise Requests
          </Typography>
          {requests && requests.total > 0 && (
            <Button component={RouterLink} to="/customer/franchises" size="small" endIcon={<ChevronRightIcon />}>
              View all
            </Button>
          )}
        </Box>
        <QueryState
          data={requests}
          loading={loading}
          error={error}
          renderError={(e) => <LoadError error={e} onRetry={() => void refetch()} sx={{ m: 2 }} />}
          loader={
            <Box sx={{ px: 2.5, pb: 2 }} role="status" aria-label="Loading requests">
              {Array.from({ length: 3 }, (_, i) => (
                <Skeleton key={i} height={56} />
              ))}
            </Box>
          }
          empty={<NoRequests />}
          isEmpty={(requests) => requests.items.length === 0}
        >
          {(requests) => (
            <List disablePadding>
              {requests.items.map((r) => (
                <ListItem key={r.id} divider sx={{ px: 2.5, py: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}>
                  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    {r.franchise ? (
                      <Link component={RouterLink} to={`/franchise/${r.franchise.id}`} underline="hover" sx={{ fontWeight: 600 }}>
                        {r.franchise.name}
                      </Link>
                    ) : (
                      <Typography sx={{ fontWeight: 600, color: 'text.secondary' }}>Franchise Not Available</Typography>
                    )}
                    <Typography variant="body2" color="text.secondary">
                      Requested {formatDate(r.createdAt)} · {r.answeredAt ? `Answered ${formatDateTime(r.answeredAt)}` : 'Not answered yet'}
                    </Typography>
                    <Box sx={{ mt: 0.5 }}>
                      <IntroCallActions
                        leadId={r.id}
                        franchiseName={r.franchise?.name ?? 'the franchisor'}
                        offered={r.introCallOffered}
                        call={r.introCall}
                      />
                    </Box>
                  </Box>
                  <LeadStatusChip status={r.status} />
                </ListItem>
              ))}
            </List>
          )}
        </QueryState>
      </Card>
    </Box>
  );
}
