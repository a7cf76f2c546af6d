import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { visuallyHidden } from '../../../shared/visually-hidden';
import { QueryState } from '../../../shared/query-state';
import { FranchisorResponseTimesDocument } from '../graphql/franchisor-response-times';

/** A duration in words: '45 minutes', '3.5 hours', '2.1 days'. */
export function formatDuration(seconds: number): string {
  if (seconds < 3600) return `${Math.max(1, Math.round(seconds / 60))} minutes`;
  if (seconds < 48 * 3600) return `${(Math.round(seconds / 360) / 10).toLocaleString('en-GB')} hours`;
  return `${(Math.round(seconds / 8640) / 10).toLocaleString('en-GB')} days`;
}

const weekLabel = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * 'Response Times': the franchisor's own median time to a first reply and the share answered within 24 hours over
 * the last 90 days, whether the listings show them, and the median by week (a chart, and a table for screen readers).
 */
export function ResponseTimesCard() {
  const headingId = useId();
  const { data, error, refetch } = useQuery(FranchisorResponseTimesDocument, { fetchPolicy: 'cache-and-network' });
  const figures = data?.franchisorResponseTimes;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <ScheduleIcon color="primary" aria-hidden />
        <Typography id={headingId} component="h2" variant="h6">
          Response Times
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        From each lead's arrival to your first message to the enquirer or status change, over the last 90 days.
      </Typography>
      <QueryState
        data={figures}
        error={error}
        onRetry={() => void refetch()}
        loader={
          <Box role="status" aria-label="Loading response times">
            <Skeleton height={60} />
            <Skeleton height={160} />
          </Box>
        }
      >
        {(figures) => (
          <>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2, m: 0 }}>
              <Box>
                <Typography component="dt" variant="body2" color="text.secondary">
                  Median first reply
                </Typography>
                <Typography component="dd" variant="h5" sx={{ m: 0 }}>
                  {figures.leads === 0 ? 'No leads yet' : figures.medianSeconds == null ? 'Most not answered' : formatDuration(figures.medianSeconds)}
                </Typography>
              </Box>
              <Box>
                <Typography component="dt" variant="body2" color="text.secondary">
                  Answered within 24 hours
                </Typography>
                <Typography component="dd" variant="h5" sx={{ m: 0 }}>
                  {figures.withinDayPercent}%
                </Typography>
              </Box>
              <Box>
                <Typography component="dt" variant="body2" color="text.secondary">
                  Leads counted
                </Typography>
                <Typography component="dd" variant="h5" sx={{ m: 0 }}>
                  {figures.leads}
                </Typography>
              </Box>
            </Box>
            <Typography variant="body2" sx={{ mt: 1.5 }}>
              {figures.shownOnListings
                ? figures.summary
                  ? `Your listings show: '${figures.summary}'.`
                  : 'Your listings show your share answered within 24 hours; the reply-time badge returns once most leads are answered within a week.'
                : `Your listings show your response time once ${figures.minimumLeads} leads have been counted.`}
            </Typography>
            <Box sx={{ height: 220, mt: 1, mx: -1 }}>
              <BarChart
                dataset={figures.weeks.map((w) => ({
                  week: weekLabel(w.weekStart),
                  hours: w.medianSeconds == null ? null : Math.round(w.medianSeconds / 360) / 10,
                }))}
                xAxis={[{ scaleType: 'band', dataKey: 'week', tickLabelInterval: (_v, i) => i % 2 === 0 }]}
                yAxis={[{ width: 40, label: 'Hours' }]}
                series={[{ dataKey: 'hours', label: 'Median first reply (hours)', color: '#0b4f6c' }]}
                hideLegend
                margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
              />
            </Box>
            <Box component="table" sx={visuallyHidden}>
              <caption>Response times by week the leads arrived</caption>
              <thead>
                <tr>
                  <th scope="col">Week of</th>
                  <th scope="col">Leads</th>
                  <th scope="col">Answered within 24 hours</th>
                  <th scope="col">Median first reply</th>
                </tr>
              </thead>
              <tbody>
                {figures.weeks.map((w) => (
                  <tr key={w.weekStart}>
                    <th scope="row">{weekLabel(w.weekStart)}</th>
                    <td>{w.leads}</td>
                    <td>{w.answeredWithinDay}</td>
                    <td>{w.leads === 0 ? 'No leads' : w.medianSeconds == null ? 'Most not answered' : formatDuration(w.medianSeconds)}</td>
                  </tr>
                ))}
              </tbody>
            </Box>
          </>
        )}
      </QueryState>
    </Card>
  );
}
