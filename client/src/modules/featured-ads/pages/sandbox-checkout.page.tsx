import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Brand } from '../../../shared/brand';
import { CenteredSpinner } from '../../../shared/centered-spinner';
import { errorMessage } from '../../../shared/errors';
import { FormError } from '../../../shared/form-error';
import { formatGBP } from '../../../shared/format';
import { LoadError } from '../../../shared/load-error';
import { RequireUserType } from '../../auth/components/require-user-type';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { PaySandboxCheckoutDocument, SandboxCheckoutDocument } from '../graphql/sandbox-checkout';
import { goToCheckout } from '../components/create-featured-ad-dialog';

const BACK = '/franchisor/advertising/featured';

/**
 * /checkout/sandbox/:sessionId: the built-in test checkout used when no Stripe key is configured. It says plainly
 * that no money is taken. Pay asks the server to sign a payment event the way Stripe does and deliver it to the
 * same webhook handler, so the ad goes live through the real fulfilment path; Cancel returns as Stripe's would.
 */
export function SandboxCheckoutPage() {
  useDocumentMeta('Test checkout');
  return (
    <RequireUserType type="franchisor">
      <Box sx={{ minHeight: '100vh', bgcolor: 'grey.100' }}>
        <Box role="banner" sx={{ bgcolor: 'warning.main', color: 'warning.contrastText', py: 1.5, px: 2, textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 700, display: 'inline-flex', alignItems: 'center', gap: 1 }}>
            <ScienceOutlinedIcon aria-hidden /> Test payment — no money is taken
          </Typography>
        </Box>
        <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
          <Box sx={{ mb: 3 }}>
            <Brand to={BACK} />
          </Box>
          <Checkout />
        </Container>
      </Box>
    </RequireUserType>
  );
}

function Checkout() {
  const { sessionId = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(SandboxCheckoutDocument, { variables: { sessionId }, fetchPolicy: 'network-only' });
  const [pay, { loading: paying }] = useMutation(PaySandboxCheckoutDocument);
  const [payError, setPayError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  if (loading && !data) return <CenteredSpinner label="Loading the checkout" />;
  if (error && !data) return <LoadError error={error} onRetry={() => void refetch()} />;
  const checkout = data?.sandboxCheckout;
  if (!checkout) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
          Checkout not found
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          This checkout does not exist or is not yours. Start the payment again from your featured ads.
        </Typography>
        <Link component={RouterLink} to={BACK}>
          Back to Featured Ads
        </Link>
      </Paper>
    );
  }

  const submit = async () => {
    setPayError(null);
    try {
      const { data: result } = await pay({ variables: { sessionId } });
      if (!result?.paySandboxCheckout) throw new Error('no url');
      setLeaving(true);
      goToCheckout(result.paySandboxCheckout);
    } catch (err) {
      setPayError(errorMessage(err, 'Failed to process payment'));
    }
  };
  const complete = checkout.status === 'complete';

  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
      <Typography component="h1" variant="h5" sx={{ mb: 0.5 }}>
        Pay for your featured ad
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Sandbox checkout: payments are simulated on this site because no payment provider is configured.
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <Row label="Franchise" value={checkout.franchiseName} />
        <Row label="Item" value={checkout.description} />
        <Row label="Total" value={`${formatGBP(checkout.amount)} ${checkout.currency === 'GBP' ? '' : checkout.currency}`.trim()} strong />
      </Box>
      {complete ? (
        <Alert severity="success" sx={{ mt: 3 }}>
          This checkout has already been paid.{' '}
          <Link component={RouterLink} to={BACK}>
            Back to Featured Ads
          </Link>
        </Alert>
      ) : (
        <>
          <Box sx={{ mt: 3 }}>
            <FormError message={payError} />
          </Box>
          <Box sx={{ display: 'flex', gap: 1.5, mt: 2, flexDirection: { xs: 'column-reverse', sm: 'row' }, justifyContent: 'flex-end' }}>
            <Button onClick={() => goToCheckout(checkout.cancelUrl)} disabled={paying || leaving}>
              Cancel
            </Button>
            <Button variant="contained" size="large" onClick={() => void submit()} disabled={paying || leaving}>
              {paying || leaving ? 'Processing payment...' : `Pay ${formatGBP(checkout.amount)}`}
            </Button>
          </Box>
        </>
      )}
    </Paper>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.5,
        ...(strong && { mt: 1.5, pt: 1.5, borderTop: 1, borderColor: 'divider' }),
      }}
    >
      <Typography component="dt" color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: strong ? 700 : 500 }}>
        {value}
      </Typography>
    </Box>
  );
}
