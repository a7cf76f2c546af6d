import { AdMetric } from '../../modules/advertising/ad-metric.entity';
import { AdDuration, AdMetricType, AdStatus, BannerType, durationMonths, PaymentStatus } from '../../modules/advertising/advertising.enums';
import { AdvertisingSettings } from '../../modules/advertising/advertising-settings.entity';
import { BannerAd } from '../../modules/advertising/banner-ad.entity';
import { FeaturedAd } from '../../modules/advertising/featured-ad.entity';
import { featuredPrice } from '../../modules/advertising/pricing';
import type { SeededCategories } from './categories';
import type { SeedContext } from './context';
import type { SeededFranchises } from './franchises';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedId } from './random';

interface FeaturedDef {
  franchise: string;
  duration: AdDuration;
  status: AdStatus;
  /** Additional main categories. */
  categories: string[];
  createdDaysAgo: number;
}

const DEMO_FRANCHISOR_ID = seedId('user', DEMO_ACCOUNTS.find((a) => a.key === 'franchisor')!.email);

/** Newest first: the home page shows the most recent active ones. */
const FEATURED: FeaturedDef[] = [
  { franchise: 'little-sparks', duration: AdDuration.THREE_MONTHS, status: AdStatus.ACTIVE, categories: ['fitness'], createdDaysAgo: 2 },
  { franchise: 'brightside-cleaning', duration: AdDuration.SIX_MONTHS, status: AdStatus.ACTIVE, categories: ['home', 'property'], createdDaysAgo: 6 },
  { franchise: 'ironworks', duration: AdDuration.ONE_MONTH, status: AdStatus.ACTIVE, categories: [], createdDaysAgo: 15 },
  { franchise: 'journeyman', duration: AdDuration.ONE_MONTH, status: AdStatus.ACTIVE, categories: [], createdDaysAgo: 20 },
  { franchise: 'kickabout-kids', duration: AdDuration.THREE_MONTHS, status: AdStatus.ACTIVE, categories: [], createdDaysAgo: 33 },
  {
    franchise: 'redline-mechanics',
    duration: AdDuration.THREE_MONTHS,
    status: AdStatus.ACTIVE,
    categories: ['home', 'b2b', 'property'],
    createdDaysAgo: 48,
  },
  { franchise: 'bean-and-bothy', duration: AdDuration.TWELVE_MONTHS, status: AdStatus.ACTIVE, categories: [], createdDaysAgo: 70 },
  { franchise: 'pressed-and-folded', duration: AdDuration.ONE_MONTH, status: AdStatus.PENDING_PAYMENT, categories: ['home'], createdDaysAgo: 1 },
  { franchise: 'keystone-lettings', duration: AdDuration.ONE_MONTH, status: AdStatus.EXPIRED, categories: [], createdDaysAgo: 75 },
];

/** Featured ads (active, pending payment, expired) with metrics, and banner ads. */
export async function seedAds(
  ctx: SeedContext,
  franchises: SeededFranchises,
  categories: SeededCategories,
): Promise<{ featured: number; banners: number; metrics: number }> {
  const { em, clock, media } = ctx;
  const rnd = ctx.random('ads');
  const settings = await em.getRepository(AdvertisingSettings).findOneByOrFail({ id: 1 });
  const bannerPrice = (d: AdDuration) => settings.bannerPricing.find((p) => p.duration === d)!.price;

  const ads: Array<Partial<FeaturedAd>> = [];
  const metrics: Array<Partial<AdMetric>> = [];
  for (const def of FEATURED) {
    const franchise = franchises.get(def.franchise);
    if (!franchise?.franchisorId) throw new Error(`Featured ad needs an owned franchise: ${def.franchise}`);
    const id = seedId('featured-ad', def.franchise);
    const createdAt = clock.daysAgo(def.createdDaysAgo, rnd);
    const endDate = clock.plusMonths(createdAt, durationMonths[def.duration]);
    if (def.status === AdStatus.ACTIVE && endDate <= clock.now) throw new Error(`Active ad ${def.franchise} would have ended`);
    if (def.status === AdStatus.EXPIRED && endDate > clock.now) throw new Error(`Expired ad ${def.franchise} has not ended`);
    ads.push({
      id,
      franchiseId: franchise.id,
      amount: featuredPrice(settings, def.duration, def.categories.length).total,
      duration: def.duration,
      status: def.status,
      paymentStatus: def.status === AdStatus.PENDING_PAYMENT ? PaymentStatus.PENDING : PaymentStatus.COMPLETED,
      startDate: createdAt,
      endDate,
      categories: def.categories.map((key) => categories.main[key]),
      checkoutSessionId: null,
      createdAt,
      updatedAt: createdAt,
    });
    if (def.status !== AdStatus.ACTIVE) continue;

    // Views and clicks since the ad started (at most the last 30 days). The demo franchisor's listings get
    // a year of events in portal.ts, and information requests come with the leads there.
    const spanMinutes = Math.min(30, def.createdDaysAgo) * 24 * 60;
    const views = rnd.int(25, 60);
    const counts: Array<[AdMetricType, number]> = [
      [AdMetricType.VIEW, views],
      [AdMetricType.CLICK, Math.round(views * (0.08 + rnd.next() * 0.12))],
      [AdMetricType.REQUEST_INFO, rnd.int(1, 4)],
    ];
    for (const [metricType, n] of counts) {
      for (let i = 0; i < n; i++) {
        const createdAt = new Date(clock.now.getTime() - rnd.int(1, spanMinutes - 1) * 60_000);
        if (franchise.franchisorId === DEMO_FRANCHISOR_ID || metricType === AdMetricType.REQUEST_INFO) continue;
        metrics.push({ franchiseId: franchise.id, adId: id, metricType, createdAt });
      }
    }
  }
  await em.getRepository(FeaturedAd).insert(ads);
  await em.getRepository(AdMetric).insert(metrics);

  const banner = (
    key: string,
    franchise: string,
    props: Omit<Partial<BannerAd>, 'id' | 'franchiseId'> & { startDate: Date | null },
  ): Partial<BannerAd> => ({
    id: seedId('banner-ad', key),
    franchiseId: franchises.get(franchise)!.id,
    selectedCategories: [],
    createdAt: props.startDate ?? clock.daysAgo(2),
    ...props,
  });
  const mainStart = clock.daysAgo(10);
  const categoryStart = clock.daysAgo(5);
  const expiredStart = clock.daysAgo(120);
  const banners = [
    banner('main', 'acorn-tree', {
      imageUrl: media.banners.main,
      targetUrl: 'https://www.acorn-tree-nurseries.example/franchise',
      bannerType: BannerType.MAIN,
      amount: bannerPrice(AdDuration.THREE_MONTHS),
      duration: AdDuration.THREE_MONTHS,
      status: AdStatus.ACTIVE,
      paymentStatus: PaymentStatus.COMPLETED,
      startDate: mainStart,
      endDate: clock.daysAhead(50),
    }),
    banner('category', 'kickabout-kids', {
      imageUrl: media.banners.category,
      targetUrl: 'https://www.kickabout-kids.example/own-a-franchise',
      bannerType: BannerType.CATEGORY,
      selectedCategories: [categories.main.children, categories.main.fitness],
      amount: bannerPrice(AdDuration.ONE_MONTH),
      duration: AdDuration.ONE_MONTH,
      status: AdStatus.ACTIVE,
      paymentStatus: PaymentStatus.COMPLETED,
      startDate: categoryStart,
      endDate: clock.plusMonths(categoryStart, 1),
    }),
    banner('expired', 'greenleaf', {
      imageUrl: media.banners.expired,
      targetUrl: 'https://www.greenleaf-garden-care.example/franchise',
      bannerType: BannerType.MAIN,
      amount: bannerPrice(AdDuration.THREE_MONTHS),
      duration: AdDuration.THREE_MONTHS,
      status: AdStatus.EXPIRED,
      paymentStatus: PaymentStatus.COMPLETED,
      startDate: expiredStart,
      endDate: clock.plusMonths(expiredStart, 3),
    }),
    banner('pending', 'fire-and-dough', {
      imageUrl: media.banners.pending,
      targetUrl: 'https://www.fireanddough.example/franchising',
      bannerType: BannerType.CATEGORY,
      selectedCategories: [categories.main.food],
      amount: bannerPrice(AdDuration.ONE_MONTH),
      duration: AdDuration.ONE_MONTH,
      status: AdStatus.PENDING_PAYMENT,
      paymentStatus: PaymentStatus.PENDING,
      startDate: null,
      endDate: null,
      createdAt: clock.daysAgo(2),
    }),
  ];
  await em.getRepository(BannerAd).insert(banners);
  return { featured: ads.length, banners: banners.length, metrics: metrics.length };
}
