import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId } from 'react';
import { visuallyHidden } from '../../../shared/visually-hidden';

const dayLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
const longDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

/**
 * Views per day over the last 30 days as a bar chart. The chart can be explored with the keyboard (MUI X Charts'
 * own navigation); the numbers are also in a table that only screen readers read.
 */
export function ViewsChart({ days }: { days: { date: string; views: number }[] }) {
  const titleId = useId();
  const total = days.reduce((sum, d) => sum + d.views, 0);
  const busiest = days.reduce((best, d) => (d.views > best.views ? d : best), days[0] ?? { date: '', views: 0 });
  return (
    <Paper variant="outlined" component="figure" aria-labelledby={titleId} sx={{ m: 0, p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        Views over the last 30 days
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {total.toLocaleString('en-GB')} views
        {busiest.views > 0 && `, most on ${longDay(busiest.date)} (${busiest.views.toLocaleString('en-GB')})`}
      </Typography>
      <Box sx={{ height: 300, mt: 1, mx: -1 }}>
        <BarChart
          dataset={days.map((d) => ({ day: dayLabel(d.date), views: d.views }))}
          xAxis={[
            {
              scaleType: 'band',
              dataKey: 'day',
              tickLabelInterval: (_v, i) => i % 5 === 0 || i === days.length - 1,
            },
          ]}
          yAxis={[{ tickMinStep: 1, width: 40 }]}
          series={[{ dataKey: 'views', label: 'Views', color: '#0b4f6c' }]}
          hideLegend
          margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
        />
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>Views per day over the last 30 days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Views</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{longDay(d.date)}</th>
              <td>{d.views}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Paper>
  );
}
