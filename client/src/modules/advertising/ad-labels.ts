import type { AdDuration, AdStatus, PaymentStatus } from '../../gql/graphql';

/** The four placement durations in order, with how the portals name them (spec 02 section 9). */
export const DURATIONS: { value: AdDuration; label: string }[] = [
  { value: 'ONE_MONTH', label: '1 month' },
  { value: 'THREE_MONTHS', label: '3 months' },
  { value: 'SIX_MONTHS', label: '6 months' },
  { value: 'TWELVE_MONTHS', label: '12 months' },
];

export const durationLabel = (d: AdDuration | null | undefined): string => DURATIONS.find((x) => x.value === d)?.label ?? '—';

export const AD_STATUS: Record<AdStatus, { label: string; color: 'success' | 'warning' | 'default' }> = {
  ACTIVE: { label: 'Active', color: 'success' },
  PENDING_PAYMENT: { label: 'Pending payment', color: 'warning' },
  EXPIRED: { label: 'Expired', color: 'default' },
};

export const PAYMENT_STATUS: Record<PaymentStatus, { label: string; color: 'success' | 'warning' }> = {
  COMPLETED: { label: 'Completed', color: 'success' },
  PENDING: { label: 'Pending', color: 'warning' },
};
