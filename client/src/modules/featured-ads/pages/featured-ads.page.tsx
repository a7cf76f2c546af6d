import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../shared/errors';
import { ListPageHeader } from '../../../shared/list-page-header';
import { PagedList } from '../../../shared/paged-list';
import { usePageParam } from '../../messages/hooks/use-page-param';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { CreateFeaturedAdDialog, goToCheckout } from '../components/create-featured-ad-dialog';
import { type FeaturedAdRow, FeaturedAdsTable } from '../components/featured-ads-table';
import { MyFeaturedAdsChangedDocument, MyFeaturedAdsDocument } from '../graphql/my-featured-ads';
import { PayFeaturedAdDocument } from '../graphql/pay-featured-ad';

const PAGE_SIZE = 10;
const EMPTY_TEXT = 'No featured ads found';
const CANCELED = 'Payment was canceled. Please try again.';
const SUCCEEDED = 'Your payment was successful! Your franchise will be featured once the payment is processed.';
const PAYMENT_FAILED = 'Failed to process payment';

/**
 * /franchisor/advertising/featured: the franchisor's featured ads, Create Featured Ad, 'Pay now' for an ad
 * waiting for payment, and the messages of a return from checkout (?success=true or ?canceled=true). The list
 * refreshes when the server says one of the ads changed (payment confirmed, expired, deleted).
 */
export function FeaturedAdsPage() {
  useDocumentMeta('Featured Ads');
  const [params, setParams] = useSearchParams();
  const { page, showPage } = usePageParam();
  const returned = params.get('success') === 'true' ? 'success' : params.get('canceled') === 'true' ? 'canceled' : null;
  const [creating, setCreating] = useState(false);
  const [paying, setPaying] = useState<string | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(MyFeaturedAdsDocument, {
    variables: { page: { page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const [pay] = useMutation(PayFeaturedAdDocument);
  const list = data?.myFeaturedAds;

  // The event names only the ad: the page asks for its list again.
  useSubscription(MyFeaturedAdsChangedDocument, { onData: () => void refetch() });

  const goTo = (next: number) => {
    showPage(next);
    window.scrollTo({ top: 0 });
  };
  const dismissReturn = () => setParams(page > 1 ? { page: String(page) } : {}, { replace: true });

  const payNow = async (ad: FeaturedAdRow) => {
    setPayError(null);
    setPaying(ad.id);
    try {
      const { data: result } = await pay({ variables: { id: ad.id } });
      const url = result?.payFeaturedAd.checkoutUrl;
      if (!url) throw new Error('No checkout URL returned from server');
      goToCheckout(url);
    } catch (err) {
      setPayError(err instanceof Error && err.message === 'No checkout URL returned from server' ? err.message : errorMessage(err, PAYMENT_FAILED));
      setPaying(null);
    }
  };

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <ListPageHeader
        title="Featured Ads"
        summary={
          list
            ? list.total === 1
              ? '1 featured ad'
              : `${list.total} featured ads`
            : 'Feature your franchises on the home page and in more categories.'
        }
      >
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          Create Featured Ad
        </Button>
      </ListPageHeader>

      <Stack spacing={2} sx={{ mb: 2 }}>
        {returned === 'success' && (
          <Alert severity="success" onClose={dismissReturn}>
            {SUCCEEDED}
          </Alert>
        )}
        {returned === 'canceled' && (
          <Alert severity="warning" onClose={dismissReturn}>
            {CANCELED}
          </Alert>
        )}
        {payError && (
          <Alert severity="error" role="alert" onClose={() => setPayError(null)}>
            {payError}
          </Alert>
        )}
      </Stack>

      <PagedList
        list={list}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        what="your featured ads"
        emptyText={EMPTY_TEXT}
        page={page}
        onPage={goTo}
      >
        {list && <FeaturedAdsTable ads={list.items} paying={paying} onPay={(ad) => void payNow(ad)} />}
      </PagedList>

      <CreateFeaturedAdDialog open={creating} onClose={() => setCreating(false)} />
    </Box>
  );
}
