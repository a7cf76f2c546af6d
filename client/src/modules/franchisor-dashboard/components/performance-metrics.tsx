import InsightsIcon from '@mui/icons-material/Insights';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LoadError } from '../../../shared/load-error';
import { LoadingBar } from '../../../shared/loading-bar';
import type { FranchisorPerformanceQuery, PerformanceRange } from '../../../gql/graphql';
import { FranchiseStatusChip } from '../../catalogue/components/franchise-status-chip';
import { FranchisorPerformanceDocument } from '../graphql/franchisor-performance';
import { DEFAULT_RANGE, RANGE_OPTIONS, customRangeError, formatCount, formatDay, formatRate, ukToday } from '../performance-ranges';

type Report = FranchisorPerformanceQuery['franchisorPerformance'];
type Funnel = Report['total'];

const COLUMNS: { key: keyof Omit<Funnel, '__typename'>; label: string; help: string }[] = [
  { key: 'views', label: 'Views', help: 'Times your listing was shown in a listing or search result' },
  { key: 'clicks', label: 'Clicks', help: 'Times it was opened to its franchise page' },
  { key: 'requestInfos', label: 'Request Info', help: 'Information requests sent to you' },
  { key: 'leads', label: 'Leads', help: 'Leads received in the range' },
  { key: 'contacted', label: 'Contacted', help: 'Of those, leads you have worked (any status but New)' },
  { key: 'qualified', label: 'Qualified', help: 'Of those, leads now Qualified or Converted' },
  { key: 'converted', label: 'Converted', help: 'Of those, leads now Converted' },
  { key: 'conversionRate', label: 'Conversion Rate', help: 'Converted leads out of leads received' },
];

const cell = (funnel: Funnel, key: (typeof COLUMNS)[number]['key']) =>
  key === 'conversionRate' ? formatRate(funnel.conversionRate) : formatCount(funnel[key]);

/**
 * 'Performance Metrics': the range selector (with two dates for a custom range) and, per franchise and
 * in total, the funnel from listing views to converted leads.
 */
export function PerformanceMetrics() {
  const headingId = useId();
  const [range, setRange] = useState<PerformanceRange>(DEFAULT_RANGE);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const custom = range === 'CUSTOM';
  const problem = custom ? customRangeError(from, to) : undefined;
  const [touched, setTouched] = useState(false);

  const { data, previousData, loading, error, refetch } = useQuery(FranchisorPerformanceDocument, {
    variables: { input: custom ? { range, from, to } : { range } },
    skip: Boolean(problem),
    fetchPolicy: 'cache-and-network',
  });
  // While another range loads, the last table stays on screen under a progress bar.
  const report = data?.franchisorPerformance ?? previousData?.franchisorPerformance;
  const today = ukToday();

  const chooseRange = (next: PerformanceRange) => {
    setRange(next);
    if (next === 'CUSTOM' && !from && !to && report) {
      setFrom(report.from);
      setTo(report.to);
    }
  };

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <InsightsIcon color="primary" aria-hidden />
          <Typography id={headingId} component="h2" variant="h6">
            Performance Metrics
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', width: { xs: '100%', sm: 'auto' } }}>
          <TextField
            select
            size="small"
            label="Date range"
            value={range}
            onChange={(e) => chooseRange(e.target.value as PerformanceRange)}
            sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          >
            {RANGE_OPTIONS.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
          {custom && (
            <>
              <TextField
                type="date"
                size="small"
                label="From"
                value={from}
                onChange={(e) => {
                  setFrom(e.target.value);
                  setTouched(true);
                }}
                error={touched && problem?.field === 'from'}
                helperText={touched && problem?.field === 'from' ? problem.message : undefined}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || today } }}
                sx={{ flex: { xs: '1 1 40%', sm: '0 0 170px' } }}
              />
              <TextField
                type="date"
                size="small"
                label="To"
                value={to}
                onChange={(e) => {
                  setTo(e.target.value);
                  setTouched(true);
                }}
                error={touched && problem?.field === 'to'}
                helperText={touched && problem?.field === 'to' ? problem.message : undefined}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
                sx={{ flex: { xs: '1 1 40%', sm: '0 0 170px' } }}
              />
            </>
          )}
        </Box>
      </Box>

      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mb: 1, minHeight: 20 }}>
        {problem
          ? touched
            ? ''
            : 'Choose the first and last day of the range.'
          : report && !loading
            ? `${formatDay(report.from)} to ${formatDay(report.to)}`
            : loading
              ? 'Loading…'
              : ''}
      </Typography>
      <Box sx={{ height: 4, mb: 1 }}>{loading && report && <LoadingBar label="Loading metrics" />}</Box>

      {error && !loading ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : !report ? (
        problem ? null : (
          <Box role="status" aria-label="Loading metrics">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={40} />
            ))}
          </Box>
        )
      ) : report.franchises.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 3 }}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            You have no franchises yet. Add one to see how it performs here.
          </Typography>
          <Button component={RouterLink} to="/franchisor/add-franchise" variant="contained">
            Add Franchise
          </Button>
        </Box>
      ) : (
        <MetricsTable report={report} stale={loading || Boolean(problem)} />
      )}
    </Card>
  );
}

function MetricsTable({ report, stale }: { report: Report; stale: boolean }) {
  const first = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1, minWidth: { xs: 120, sm: 160 }, maxWidth: 240 } as const;
  const total = { fontWeight: 700, color: 'text.primary', fontSize: 14, borderBottom: 0, borderTop: 2, borderColor: 'divider' } as const;
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label="Performance metrics table, scrolls sideways"
      sx={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table
        size="small"
        aria-label={`Performance metrics, ${formatDay(report.from)} to ${formatDay(report.to)}`}
        sx={{ '& th, & td': { px: 1.25 }, '& thead th': { lineHeight: 1.25, verticalAlign: 'bottom' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={first}>
              Franchise
            </TableCell>
            {COLUMNS.map((c) => (
              <TableCell key={c.key} component="th" scope="col" align="right" title={c.help} sx={{ minWidth: 64 }}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {report.franchises.map((f) => (
            <TableRow key={f.franchiseId} hover>
              <TableCell component="th" scope="row" sx={first}>
                <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {f.name}
                  </Typography>
                  {f.status !== 'APPROVED' && <FranchiseStatusChip status={f.status} />}
                </Box>
              </TableCell>
              {COLUMNS.map((c) => (
                <TableCell key={c.key} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {cell(f.funnel, c.key)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" sx={{ ...first, ...total }}>
              Total
            </TableCell>
            {COLUMNS.map((c) => (
              <TableCell key={c.key} align="right" sx={{ ...total, fontVariantNumeric: 'tabular-nums' }}>
                {cell(report.total, c.key)}
              </TableCell>
            ))}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
