import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import SyncIcon from '@mui/icons-material/Sync';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { type ReactNode, useState } from 'react';
import type { AdDuration, AdvertisingSettings_ViewFragment } from '../../../gql/graphql';
import { errorMessage } from '../../../shared/errors';
import { formatDateTime } from '../../../shared/format';
import { LoadError } from '../../../shared/load-error';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { DURATIONS, durationLabel } from '../../advertising/ad-labels';
import { Notice } from '../../../shared/notice';
import { SimulatedPaymentsNotice } from '../components/simulated-payments-notice';
import { AdvertisingSettingsDocument } from '../graphql/advertising-settings';
import { SyncStripePricingDocument } from '../graphql/sync-stripe-pricing';
import { UpdateAdvertisingSettingsDocument } from '../graphql/update-advertising-settings';

/** Spec 02 sections 5 and 9. */
const DISCOUNT_MIN = 10;
const DISCOUNT_MAX = 80;
const TIER_MIN = 2;
const TIER_MAX = 6;
const DISCOUNT_RANGE = 'Discount percentages must be between 10% and 80%';
const SAVED = 'Settings updated successfully';
const SYNCED = 'Pricing synced to Stripe successfully';

type Prices = Record<AdDuration, string>;
interface Tier {
  key: number;
  categories: string;
  discount: string;
}
interface Form {
  featured: Prices;
  banner: Prices;
  tiers: Tier[];
}

let nextKey = 1;
const toPrices = (list: { duration: AdDuration; price: number }[]): Prices =>
  Object.fromEntries(DURATIONS.map((d) => [d.value, String(list.find((p) => p.duration === d.value)?.price ?? '')])) as Prices;
const toForm = (s: AdvertisingSettings_ViewFragment): Form => ({
  featured: toPrices(s.featuredPricing),
  banner: toPrices(s.bannerPricing),
  tiers: s.multiCategoryDiscounts.map((t) => ({ key: nextKey++, categories: String(t.categories), discount: String(t.discount) })),
});

/** The first rule the form breaks, in the words the server would use; null when it can be saved. */
function check(form: Form): string | null {
  const prices = [...Object.values(form.featured), ...Object.values(form.banner)];
  if (prices.some((p) => p.trim() === '' || !Number.isFinite(Number(p)) || Number(p) < 0 || !/^\d+(\.\d{1,2})?$/.test(p.trim()))) {
    return 'Prices must be amounts in pounds of at least £0.00, with at most 2 decimal places';
  }
  if (form.tiers.some((t) => !/^\d+$/.test(t.discount) || Number(t.discount) < DISCOUNT_MIN || Number(t.discount) > DISCOUNT_MAX))
    return DISCOUNT_RANGE;
  if (form.tiers.some((t) => !/^\d+$/.test(t.categories) || Number(t.categories) < TIER_MIN || Number(t.categories) > TIER_MAX)) {
    return 'Category counts must be between 2 and 6';
  }
  if (new Set(form.tiers.map((t) => Number(t.categories))).size !== form.tiers.length) return 'Each category count can have only one discount';
  return null;
}

/** /admin/advertising/settings: featured and banner prices, multi-category discounts, and Sync to Stripe. */
export function AdvertisingSettingsPage() {
  useDocumentMeta('Advertising Settings');
  const { data, loading, error, refetch } = useQuery(AdvertisingSettingsDocument, { fetchPolicy: 'cache-and-network' });
  const [save, { loading: saving }] = useMutation(UpdateAdvertisingSettingsDocument);
  const [sync, { loading: syncing }] = useMutation(SyncStripePricingDocument);
  const [form, setForm] = useState<Form | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; severity: 'success' | 'error' } | null>(null);
  const settings = data?.advertisingSettings;

  // The form starts from the saved settings, once (set while rendering); a save replaces it with what the server stored.
  if (settings && !form) setForm(toForm(settings));

  if (error && !settings) return <LoadError error={error} onRetry={() => void refetch()} />;
  if ((loading && !settings) || !form || !settings) {
    return (
      <Stack spacing={2} role="status" aria-label="Loading advertising settings">
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={180} />
        <Skeleton variant="rounded" height={180} />
      </Stack>
    );
  }

  const setPrice = (which: 'featured' | 'banner', d: AdDuration, value: string) => setForm({ ...form, [which]: { ...form[which], [d]: value } });
  const setTier = (key: number, field: 'categories' | 'discount', value: string) =>
    setForm({ ...form, tiers: form.tiers.map((t) => (t.key === key ? { ...t, [field]: value } : t)) });
  const addTier = () => {
    const highest = Math.max(TIER_MIN - 1, ...form.tiers.map((t) => Number(t.categories) || 0));
    setForm({ ...form, tiers: [...form.tiers, { key: nextKey++, categories: String(highest + 1), discount: String(DISCOUNT_MIN) }] });
  };
  const removeTier = (key: number) => setForm({ ...form, tiers: form.tiers.filter((t) => t.key !== key) });

  const submit = async () => {
    setFormError(null);
    const problem = check(form);
    if (problem) {
      setFormError(problem);
      return;
    }
    const prices = (p: Prices) => DURATIONS.map((d) => ({ duration: d.value, price: Number(p[d.value]) }));
    const tiers = [...form.tiers]
      .map((t) => ({ categories: Number(t.categories), discount: Number(t.discount) }))
      .sort((a, b) => a.categories - b.categories);
    try {
      const { data: saved } = await save({
        variables: { input: { featuredPricing: prices(form.featured), bannerPricing: prices(form.banner), multiCategoryDiscounts: tiers } },
      });
      if (saved) setForm(toForm(saved.updateAdvertisingSettings));
      setNotice({ text: SAVED, severity: 'success' });
    } catch (err) {
      setFormError(errorMessage(err, 'Failed to update settings'));
    }
  };

  const syncNow = async () => {
    try {
      await sync({ refetchQueries: [AdvertisingSettingsDocument] });
      setNotice({ text: SYNCED, severity: 'success' });
    } catch (err) {
      setNotice({ text: errorMessage(err, 'Failed to sync pricing'), severity: 'error' });
    }
  };

  return (
    <Box sx={{ maxWidth: 980 }}>
      <Box sx={{ display: 'flex', alignItems: { sm: 'center' }, gap: 2, mb: 3, flexDirection: { xs: 'column', sm: 'row' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography component="h1" variant="h4">
            Advertising Settings
          </Typography>
          <Typography color="text.secondary">Last saved {formatDateTime(settings.updatedAt)}</Typography>
        </Box>
        <Button variant="contained" onClick={() => void submit()} disabled={saving}>
          {saving ? 'Saving...' : 'Save Settings'}
        </Button>
      </Box>
      <SimulatedPaymentsNotice />

      <Stack spacing={3} component="form" noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <Section title="Featured ad pricing" intro="The base price of a featured ad for each duration; each additional category adds it again.">
          <PriceFields label="Featured" prices={form.featured} onChange={(d, v) => setPrice('featured', d, v)} />
        </Section>
        <Section title="Banner ad pricing" intro="The price of a banner ad for each duration.">
          <PriceFields label="Banner" prices={form.banner} onChange={(d, v) => setPrice('banner', d, v)} />
        </Section>
        <Section
          title="Multi-category discounts"
          intro="The discount on the additional categories' cost: the highest tier whose category count is at most the number chosen applies."
        >
          <Stack spacing={1.5}>
            {form.tiers.map((t, i) => (
              <Box key={t.key} role="group" aria-label={`Discount tier ${i + 1}`} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                <TextField
                  type="number"
                  label="Categories"
                  value={t.categories}
                  onChange={(e) => setTier(t.key, 'categories', e.target.value)}
                  size="small"
                  slotProps={{ htmlInput: { min: TIER_MIN, max: TIER_MAX, step: 1 } }}
                  sx={{ width: 140 }}
                />
                <TextField
                  type="number"
                  label="Discount"
                  value={t.discount}
                  onChange={(e) => setTier(t.key, 'discount', e.target.value)}
                  size="small"
                  slotProps={{
                    htmlInput: { min: DISCOUNT_MIN, max: DISCOUNT_MAX, step: 1 },
                    input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                  }}
                  sx={{ width: 140 }}
                />
                {form.tiers.length > 1 && (
                  <IconButton onClick={() => removeTier(t.key)} aria-label={`Remove discount tier ${i + 1}`}>
                    <DeleteOutlineIcon />
                  </IconButton>
                )}
              </Box>
            ))}
            <Box>
              <Button startIcon={<AddIcon />} onClick={addTier}>
                Add tier
              </Button>
            </Box>
          </Stack>
        </Section>
        <Box>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving...' : 'Save Settings'}
          </Button>
        </Box>
      </Stack>

      <Section
        title="Payment provider"
        intro={
          settings.paymentsMode === 'stripe'
            ? 'Stripe is configured. Sync to Stripe creates a Stripe price for each featured-ad duration at the saved prices; checkouts use the newest.'
            : 'No Stripe key is configured: franchisors pay on the built-in test checkout and no money is taken. Sync records test price ids.'
        }
        sx={{ mt: 3 }}
      >
        {settings.stripePrices.length > 0 ? (
          <Box component="ul" sx={{ m: 0, mb: 2, pl: 2.5 }}>
            {settings.stripePrices.map((p) => (
              <li key={p.duration}>
                {durationLabel(p.duration)}: <code>{p.stripePriceId}</code> (synced {formatDateTime(p.createdAt)})
              </li>
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            No prices synced yet.
          </Typography>
        )}
        <Button variant="outlined" startIcon={<SyncIcon />} onClick={() => void syncNow()} disabled={syncing}>
          {syncing ? 'Syncing...' : 'Sync to Stripe'}
        </Button>
      </Section>

      <Notice message={notice?.text ?? null} severity={notice?.severity} onClose={() => setNotice(null)} />
    </Box>
  );
}

function Section({ title, intro, children, sx }: { title: string; intro: string; children: ReactNode; sx?: object }) {
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: { xs: 2, sm: 3 }, ...sx }}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      {children}
    </Paper>
  );
}

function PriceFields({ label, prices, onChange }: { label: string; prices: Prices; onChange: (d: AdDuration, value: string) => void }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2 }}>
      {DURATIONS.map((d) => (
        <TextField
          key={d.value}
          type="number"
          label={`${label} ${d.label}`}
          value={prices[d.value]}
          onChange={(e) => onChange(d.value, e.target.value)}
          size="small"
          slotProps={{
            htmlInput: { min: 0, step: 0.01 },
            input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
          }}
        />
      ))}
    </Box>
  );
}
