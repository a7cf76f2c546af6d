import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { FranchisorLeadStatsQuery } from '../../../gql/graphql';

type Stats = FranchisorLeadStatsQuery['franchisorLeadStats'];

const CARDS: { key: keyof Omit<Stats, '__typename'>; label: string; color: string }[] = [
  { key: 'total', label: 'Total Leads', color: 'primary.main' },
  { key: 'new', label: 'New', color: 'info.main' },
  { key: 'qualified', label: 'Qualified', color: 'success.main' },
  { key: 'converted', label: 'Converted', color: 'success.dark' },
  { key: 'meetingRequirements', label: 'Meet your requirements', color: 'success.main' },
  { key: 'missingRequirements', label: 'Miss your requirements', color: 'warning.main' },
  // Medium is the rest; the Score filter lists each band.
  { key: 'highScore', label: 'High score', color: 'success.main' },
  { key: 'lowScore', label: 'Low score', color: 'grey.500' },
];

/**
 * Total Leads, New, Qualified and Converted, how many meet the listings' requirements and how many score High and Low,
 * over all the franchisor's leads.
 */
export function LeadStatCards({ stats, loading }: { stats: Stats | undefined; loading: boolean }) {
  return (
    <Box
      component="ul"
      aria-label="Lead statistics"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mb: 3,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {CARDS.map((card) => (
        <Card component="li" key={card.key} sx={{ p: 2, borderTop: 4, borderColor: card.color }}>
          <Typography color="text.secondary" variant="body2">
            {card.label}
          </Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
            {stats ? stats[card.key].toLocaleString('en-GB') : loading ? <Skeleton width={60} role="status" aria-label="Loading" /> : '–'}
          </Typography>
        </Card>
      ))}
    </Box>
  );
}
