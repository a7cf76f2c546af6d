import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdDuration } from '../../../gql/graphql';
import { errorMessage } from '../../../shared/errors';
import { FormError } from '../../../shared/form-error';
import { formatGBP } from '../../../shared/format';
import { DURATIONS } from '../../advertising/ad-labels';
import { CreateFeaturedAdDocument } from '../graphql/create-featured-ad';
import { FeaturedAdCategoriesDocument } from '../graphql/featured-ad-categories';
import { FeaturedAdPricingDocument } from '../graphql/featured-ad-pricing';
import { MyFeaturedAdFranchisesDocument } from '../graphql/my-featured-ad-franchises';

export const CHOOSE_FRANCHISE_AND_DURATION = 'Please select a franchise and duration';
const CHECKOUT_FAILED = 'Failed to create checkout session';
const NO_CHECKOUT_URL = 'No checkout URL returned from server';

/** Sends the browser to the checkout page (Stripe's, or the sandbox's on this site). */
export const goToCheckout = (url: string) => window.location.assign(url);

/**
 * Create Featured Ad (spec 02 sections 2, 5 and 9): one of the franchisor's approved franchises, a duration with
 * its price, up to six additional categories, and the price breakdown the server computed for that choice. On
 * Continue to payment the server stores the ad waiting for payment and answers the checkout's address.
 */
export function CreateFeaturedAdDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const franchises = useQuery(MyFeaturedAdFranchisesDocument, { skip: !open, fetchPolicy: 'cache-and-network' });
  const pricing = useQuery(FeaturedAdPricingDocument, { skip: !open, fetchPolicy: 'cache-and-network' });
  const categories = useQuery(FeaturedAdCategoriesDocument, { skip: !open });
  const [create, { loading: creating }] = useMutation(CreateFeaturedAdDocument);
  const [franchiseId, setFranchiseId] = useState('');
  const [duration, setDuration] = useState<AdDuration | ''>('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  const max = pricing.data?.featuredAdPricing.maxAdditionalCategories ?? 6;
  const atMax = chosen.length >= max;
  const quote = duration
    ? pricing.data?.featuredAdPricing.quotes.find((q) => q.duration === duration && q.additionalCategories === chosen.length)
    : undefined;
  const priceOf = (d: AdDuration) => pricing.data?.featuredAdPricing.featuredPricing.find((p) => p.duration === d)?.price;
  const options = franchises.data?.myFeaturedAdFranchises;
  const busy = creating || redirecting;
  // The required-fields message stays only while something is still missing.
  const missingFranchise = tried && !franchiseId;
  const missingDuration = tried && !duration;
  const shownError = missingFranchise || missingDuration ? CHOOSE_FRANCHISE_AND_DURATION : error;
  const failedLoads = [franchises, pricing, categories].filter((q) => q.error && !q.data);

  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : c.length >= max ? c : [...c, id]));

  const close = () => {
    if (busy) return;
    setError(null);
    setTried(false);
    onClose();
  };

  const submit = async () => {
    setError(null);
    setTried(true);
    if (!franchiseId || !duration) return;
    try {
      const { data } = await create({ variables: { input: { franchiseId, duration, categoryIds: chosen } } });
      const url = data?.createFeaturedAd.checkoutUrl;
      if (!url) {
        setError(NO_CHECKOUT_URL);
        return;
      }
      setRedirecting(true);
      goToCheckout(url);
    } catch (err) {
      setError(errorMessage(err, CHECKOUT_FAILED));
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullScreen={phone} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5 }}>
        <Box component="span" sx={{ flex: 1 }}>
          Create Featured Ad
        </Box>
        <IconButton aria-label="Close" onClick={close} disabled={busy} edge="end">
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Feature a franchise in Featured Opportunities on the home page, and in up to {max} more categories. You pay on the next page; the placement
          starts once the payment is confirmed.
        </Typography>

        {failedLoads.length > 0 && (
          <Alert
            severity="error"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => failedLoads.forEach((q) => void q.refetch().catch(() => undefined))}>
                Try again
              </Button>
            }
          >
            {errorMessage(failedLoads[0]?.error)}
          </Alert>
        )}

        {options && options.length === 0 ? (
          <Alert severity="info" role="status" sx={{ mb: 2 }}>
            Only approved franchises can be featured, and none of yours is approved yet.{' '}
            <RouterLink to="/franchisor/franchises">See My Franchises</RouterLink>.
          </Alert>
        ) : (
          <TextField
            select
            label="Franchise"
            value={franchiseId}
            onChange={(e) => setFranchiseId(e.target.value)}
            fullWidth
            required
            error={missingFranchise}
            disabled={!options}
            helperText={
              franchises.error && !options
                ? 'Your franchises could not be loaded.'
                : !options
                  ? 'Loading your approved franchises...'
                  : 'Only approved franchises can be featured.'
            }
            sx={{ mb: 3 }}
          >
            {(options ?? []).map((f) => (
              <MenuItem key={f.id} value={f.id}>
                {f.name}
              </MenuItem>
            ))}
          </TextField>
        )}

        <FormControl component="fieldset" required error={missingDuration} sx={{ mb: 3, display: 'block' }}>
          <FormLabel component="legend">Duration</FormLabel>
          <RadioGroup
            value={duration}
            onChange={(e) => setDuration(e.target.value as AdDuration)}
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}
          >
            {DURATIONS.map((d) => {
              const price = priceOf(d.value);
              return (
                <FormControlLabel
                  key={d.value}
                  value={d.value}
                  control={<Radio />}
                  label={
                    <span>
                      {d.label}
                      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: 14 }}>
                        {price === undefined ? '…' : formatGBP(price)}
                      </Box>
                    </span>
                  }
                />
              );
            })}
          </RadioGroup>
        </FormControl>

        <FormControl component="fieldset" sx={{ mb: 2, display: 'block' }}>
          <FormLabel component="legend">Additional categories (optional, up to {max})</FormLabel>
          <FormHelperText sx={{ mx: 0 }} aria-live="polite">
            {atMax ? 'Maximum reached' : `${chosen.length} of ${max} selected. Each adds the base price, with a discount for several.`}
          </FormHelperText>
          {categories.data ? (
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 1 }}>
              {categories.data.mainCategories.map((c) => {
                const checked = chosen.includes(c.id);
                return (
                  <FormControlLabel
                    key={c.id}
                    control={<Checkbox checked={checked} disabled={!checked && atMax} onChange={() => toggle(c.id)} />}
                    label={c.name}
                  />
                );
              })}
            </Box>
          ) : (
            <Skeleton variant="rounded" height={120} />
          )}
        </FormControl>

        <PriceBreakdown quote={quote} />
      </DialogContent>
      {/* Beside the buttons, so it is seen wherever the form is scrolled to (phones). */}
      {shownError && (
        <Box sx={{ px: 3, pt: 2 }}>
          <FormError message={shownError} />
        </Box>
      )}
      <DialogActions sx={{ px: 3, py: 2 }}>
        {quote && (
          <Typography aria-hidden sx={{ flex: 1, fontWeight: 700 }}>
            Total {formatGBP(quote.total)}
          </Typography>
        )}
        <Button onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          {busy ? 'Starting checkout...' : 'Continue to payment'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type Quote = { base: number; additional: number; discountPercent: number; discount: number; total: number; additionalCategories: number };

/** Base + additional categories − discount = total, as the server prices the choice (spec 02 section 9). */
function PriceBreakdown({ quote }: { quote: Quote | undefined }) {
  if (!quote) {
    return (
      <Typography color="text.secondary" variant="body2">
        Choose a duration to see the price.
      </Typography>
    );
  }
  const rows: [string, string][] = [
    ['Base price', formatGBP(quote.base)],
    [`Additional categories (${quote.additionalCategories})`, `+ ${formatGBP(quote.additional)}`],
    [`Multi-category discount${quote.discountPercent ? ` (${quote.discountPercent}%)` : ''}`, `− ${formatGBP(quote.discount)}`],
  ];
  return (
    <Box component="dl" aria-label="Price breakdown" sx={{ m: 0, p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', py: 0.25 }}>
          <Typography component="dt">{label}</Typography>
          <Typography component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
            {value}
          </Typography>
        </Box>
      ))}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', pt: 1, mt: 0.5, borderTop: 1, borderColor: 'divider' }}>
        <Typography component="dt" sx={{ fontWeight: 700 }}>
          Total
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid="featured-ad-total">
          {formatGBP(quote.total)}
        </Typography>
      </Box>
    </Box>
  );
}
