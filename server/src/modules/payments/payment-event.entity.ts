import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A payment provider's event that has been acted on (Stripe's evt_... id, or the sandbox's). Written in
 * the same transaction as its effect, so the same event delivered again, even at the same moment, does
 * nothing.
 */
@Entity('payment_events')
export class PaymentEventRecord {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  type: string;

  /** The featured ad the event names in its metadata (no foreign key: the record outlives a deleted ad). */
  @Column({ type: 'uuid', nullable: true })
  adId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  receivedAt: Date;
}
