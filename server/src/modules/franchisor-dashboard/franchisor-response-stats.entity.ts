import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Profile } from '../auth/profile.entity';

/**
 * Each franchisor's response figures over the last 90 days, as the public sees them (the card's and page's
 * 'Usually replies within ...'); recomputed by the response-times job (response-times.service.ts). Counted over
 * settled leads: answered ones, and unanswered ones older than 24 hours.
 */
@Entity('franchisor_response_stats')
export class FranchisorResponseStats {
  @PrimaryColumn('uuid')
  franchisorId: string;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'franchisor_id' })
  franchisor?: Relation<Profile>;

  /** Settled leads in the window. */
  @Column({ type: 'integer' })
  leads: number;

  /** Of those, answered within 24 hours. */
  @Column({ type: 'integer' })
  answeredWithinDay: number;

  /** The median time to the first response, unanswered leads counting as slower than any; null when more than half are unanswered. */
  @Column({ type: 'integer', nullable: true })
  medianSeconds: number | null;

  @Column({ type: 'timestamptz' })
  refreshedAt: Date;
}
