import { registerEnumType } from 'type-graphql';

export enum AdStatus {
  PENDING_PAYMENT = 'pending_payment',
  ACTIVE = 'active',
  EXPIRED = 'expired',
}

export enum PaymentStatus {
  PENDING = 'pending',
  COMPLETED = 'completed',
}

export enum BannerType {
  MAIN = 'main',
  CATEGORY = 'category',
}

/** Placement durations; the stored values are the spec's codes. */
export enum AdDuration {
  ONE_MONTH = '1m',
  THREE_MONTHS = '3m',
  SIX_MONTHS = '6m',
  TWELVE_MONTHS = '12m',
}

export const durationMonths: Record<AdDuration, number> = {
  [AdDuration.ONE_MONTH]: 1,
  [AdDuration.THREE_MONTHS]: 3,
  [AdDuration.SIX_MONTHS]: 6,
  [AdDuration.TWELVE_MONTHS]: 12,
};

export enum AdMetricType {
  VIEW = 'view',
  CLICK = 'click',
  REQUEST_INFO = 'request_info',
}

registerEnumType(AdStatus, { name: 'AdStatus' });
registerEnumType(PaymentStatus, { name: 'PaymentStatus' });
registerEnumType(BannerType, { name: 'BannerType' });
registerEnumType(AdDuration, { name: 'AdDuration' });
registerEnumType(AdMetricType, { name: 'AdMetricType' });
