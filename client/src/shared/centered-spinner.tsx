import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while an access check or a lazily loaded page is on its way. */
export function CenteredSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh', width: '100%' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
