import SearchIcon from '@mui/icons-material/Search';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** The empty state of the dashboard and My Franchises: nothing requested yet, and where to start. */
export function NoRequests() {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 4, md: 6 }, px: 2 }}>
      <StorefrontOutlinedIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
      <Typography component="h3" variant="h6" sx={{ mt: 1 }}>
        You haven&apos;t requested information yet
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2, maxWidth: 460, mx: 'auto' }}>
        Browse franchises, tick the ones you like and send one request to all of their franchisors. Your requests will appear here.
      </Typography>
      <Button component={RouterLink} to="/search" variant="contained" startIcon={<SearchIcon />}>
        Browse franchises
      </Button>
    </Box>
  );
}
