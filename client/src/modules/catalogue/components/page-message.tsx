import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** A whole-page message: something not found, or a load error, with one way on. */
export function PageMessage({
  title,
  message,
  action,
  error = false,
}: {
  title: string;
  message?: string;
  action: { label: string; to: string };
  error?: boolean;
}) {
  const Icon = error ? ErrorOutlineIcon : SearchOffIcon;
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Paper variant="outlined" role={error ? 'alert' : undefined} sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Icon color={error ? 'error' : 'primary'} sx={{ fontSize: 48 }} aria-hidden />
        <Typography component="h1" variant="h5" sx={{ mt: 2, fontWeight: 700 }}>
          {title}
        </Typography>
        {message && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {message}
          </Typography>
        )}
        <Button component={RouterLink} to={action.to} variant="contained" sx={{ mt: 3 }}>
          {action.label}
        </Button>
      </Paper>
    </Container>
  );
}
