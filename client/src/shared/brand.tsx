import ExploreIcon from '@mui/icons-material/Explore';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export function Brand({ to = '/', inverse = false }: { to?: string; inverse?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label="Franchise Compass home"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: inverse ? 'common.white' : 'primary.main', textDecoration: 'none' }}
    >
      <ExploreIcon aria-hidden sx={{ fontSize: 30, color: inverse ? 'common.white' : 'secondary.main' }} />
      <Typography component="span" sx={{ fontWeight: 700, fontSize: 20, letterSpacing: -0.3, whiteSpace: 'nowrap' }}>
        Franchise Compass
      </Typography>
    </Box>
  );
}
