import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { useViewer } from '../../auth/hooks/use-viewer';
import { LoginActivityCard } from '../components/login-activity-card';
import { PendingApprovalsCard } from '../components/pending-approvals-card';
import { PerformanceMetrics } from '../components/performance-metrics';
import { ResponseTimesCard } from '../components/response-times-card';

/** /franchisor/dashboard: pending approvals, the performance funnel by range, response times, and this account's sign-ins. */
export function FranchisorDashboardPage() {
  useDocumentMeta('Franchisor Dashboard');
  const { viewer } = useViewer();
  return (
    <Box sx={{ maxWidth: 1200, display: 'grid', gap: 3 }}>
      <Box>
        <Typography component="h1" variant="h4">
          Dashboard
        </Typography>
        <Typography color="text.secondary">{viewer?.companyName ? `Welcome back, ${viewer.companyName}.` : 'Welcome back.'}</Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 1fr) 2fr' }, alignItems: 'start' }}>
        <PendingApprovalsCard />
        <LoginActivityCard />
      </Box>
      <PerformanceMetrics />
      <ResponseTimesCard />
    </Box>
  );
}
