import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { CenteredSpinner } from '../../../shared/centered-spinner';
import { errorMessage } from '../../../shared/errors';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { UnsubscribeSearchAlertDocument } from '../graphql/unsubscribe-search-alert';

/**
 * /alerts/unsubscribe?token=...: the link in every alert email. It switches the alert off as soon as the page
 * opens in a browser (no sign-in); the token alone says which. Link scanners that fetch without running the
 * page do not unsubscribe anyone.
 */
export function UnsubscribePage() {
  useDocumentMeta('Unsubscribe from alerts');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [unsubscribe, { data, error, called }] = useMutation(UnsubscribeSearchAlertDocument);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void unsubscribe({ variables: { token } }).catch(() => undefined);
  }, [token, unsubscribe]);

  const name = data?.unsubscribeSearchAlert;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 8 } }}>
      {!called || (!name && !error) ? (
        <CenteredSpinner label="Unsubscribing" />
      ) : name ? (
        <Stack spacing={2}>
          <Typography component="h1" variant="h4">
            You are unsubscribed
          </Typography>
          <Typography>
            You will no longer receive email alerts for “{name}”. The search stays in your Saved Searches, where you can switch alerts on again.
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button component={RouterLink} to="/customer/saved-searches" variant="contained">
              Saved Searches
            </Button>
            <Button component={RouterLink} to="/search">
              Browse Franchises
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Typography component="h1" variant="h4">
            Link not valid
          </Typography>
          <Alert severity="error">{errorMessage(error)}</Alert>
          <Button component={RouterLink} to="/customer/saved-searches" variant="contained" sx={{ alignSelf: 'flex-start' }}>
            Saved Searches
          </Button>
        </Stack>
      )}
    </Container>
  );
}
