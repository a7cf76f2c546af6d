import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { AdMetricType } from './advertising.enums';
import { FeaturedAd } from './featured-ad.entity';

/** One row per view, click or information request on a featured ad. */
@Entity('ad_metrics')
@Index(['adId', 'createdAt'])
export class AdMetric {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column('uuid')
  adId: string;

  @ManyToOne(() => FeaturedAd, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ad_id' })
  ad?: Relation<FeaturedAd>;

  @Column({ type: 'enum', enum: AdMetricType, enumName: 'ad_metric_type' })
  metricType: AdMetricType;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
