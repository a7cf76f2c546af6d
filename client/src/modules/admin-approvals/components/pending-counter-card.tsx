import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A dashboard counter: the number, a warning mark when above 0, and a link to the queue. */
export function PendingCounterCard({ title, count, to, linkLabel }: { title: string; count: number | null; to: string; linkLabel: string }) {
  const headingId = useId();
  const waiting = (count ?? 0) > 0;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1, borderTop: 4, borderColor: waiting ? 'warning.main' : 'success.main' }}
    >
      <Typography id={headingId} component="h2" variant="h6">
        {title}
      </Typography>
      {count === null ? (
        <Skeleton width={80} height={56} role="status" aria-label={`Loading ${title}`} />
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography component="p" variant="h3" sx={{ fontWeight: 700 }} aria-live="polite">
            {count}
          </Typography>
          {waiting ? (
            <WarningAmberIcon color="warning" fontSize="large" titleAccess="Waiting for review" role="img" />
          ) : (
            <CheckCircleOutlineIcon color="success" fontSize="large" titleAccess="Nothing waiting" role="img" />
          )}
        </Box>
      )}
      <Box sx={{ mt: 'auto' }}>
        <Button component={RouterLink} to={to} size="small" variant="outlined">
          {linkLabel}
        </Button>
      </Box>
    </Card>
  );
}
