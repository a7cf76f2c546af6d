import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Franchise } from '../catalogue/franchise.entity';
import { AdMetricType } from './advertising.enums';
import { BannerAd } from './banner-ad.entity';
import { FeaturedAd } from './featured-ad.entity';

/**
 * One row per view, click or information request on a franchise listing, featured or not. ad_id names
 * the featured ad the card was shown for (null for an ordinary listing, or once the ad is deleted).
 * Daily counts per franchise are kept in ad_metric_daily by a trigger (see AdMetricDaily).
 */
@Entity('ad_metrics')
@Index(['adId', 'createdAt'])
@Index(['franchiseId', 'createdAt'])
@Index(['bannerAdId', 'createdAt'])
export class AdMetric {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column('uuid')
  franchiseId: string;

  @ManyToOne(() => Franchise, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'franchise_id' })
  franchise?: Relation<Franchise>;

  @Column({ type: 'uuid', nullable: true })
  adId: string | null;

  @ManyToOne(() => FeaturedAd, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'ad_id' })
  ad?: Relation<FeaturedAd> | null;

  /** The banner ad shown or clicked (banner impressions and clicks), or null. */
  @Column({ type: 'uuid', nullable: true })
  bannerAdId: string | null;

  @ManyToOne(() => BannerAd, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'banner_ad_id' })
  bannerAd?: Relation<BannerAd> | null;

  @Column({ type: 'enum', enum: AdMetricType, enumName: 'ad_metric_type' })
  metricType: AdMetricType;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
