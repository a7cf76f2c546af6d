import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Franchise } from '../catalogue/franchise.entity';

/**
 * ad_metrics counted per franchise and UK calendar day (Europe/London), so a year of a franchisor's
 * funnel is read from a few thousand rows rather than a million events. Written only by the triggers on
 * ad_metrics (migration FranchisorDashboard), in the same transaction as the events: never stale.
 */
@Entity('ad_metric_daily')
export class AdMetricDaily {
  @PrimaryColumn('uuid')
  franchiseId: string;

  @ManyToOne(() => Franchise, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'franchise_id' })
  franchise?: Relation<Franchise>;

  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'integer', default: 0 })
  views: number;

  @Column({ type: 'integer', default: 0 })
  clicks: number;

  @Column({ type: 'integer', default: 0 })
  requestInfos: number;
}
