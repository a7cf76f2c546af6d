import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Profile } from '../auth/profile.entity';

/**
 * An HTTPS endpoint of a franchisor company that receives its events (lead.created, lead.updated,
 * message.received), signed as the Standard Webhooks specification says (docs/decisions.md, webhooks).
 */
@Entity('webhook_endpoints')
// The company's endpoints, oldest first (the Webhooks page; the event subscriber's lookup).
@Index(['franchisorId', 'createdAt'])
export class WebhookEndpoint {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The franchisor company (franchisorIdOf). */
  @Column({ type: 'uuid' })
  franchisorId: string;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'franchisor_id' })
  franchisor?: Relation<Profile>;

  @Column({ type: 'varchar', length: 2000 })
  url: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  description: string;

  /** The event types it receives ('lead.created'...). */
  @Column({ type: 'varchar', array: true, length: 40 })
  events: string[];

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  /** `whsec_` and base64 of 24 random bytes: kept as it is because every delivery is signed with it; shown once. */
  @Column({ type: 'varchar', length: 100 })
  secret: string;

  /** The secret before the last roll: deliveries are signed with both until previousSecretExpiresAt. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  previousSecret: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  previousSecretExpiresAt: Date | null;

  /** Set by the first failed attempt after a success (or since creation); cleared by a success. */
  @Column({ type: 'timestamptz', nullable: true })
  failingSince: Date | null;

  /** Set when it was switched off automatically after failing for five days. */
  @Column({ type: 'timestamptz', nullable: true })
  autoDisabledAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** One event for one endpoint (a "message" in the specification's words): its id is the webhook-id header. */
@Entity('webhook_deliveries')
// The per-endpoint log reads by endpoint, newest first.
@Index(['endpointId', 'createdAt'])
export class WebhookDelivery {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  endpointId: string;

  @ManyToOne(() => WebhookEndpoint, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'endpoint_id' })
  endpoint?: Relation<WebhookEndpoint>;

  @Column({ type: 'varchar', length: 40 })
  eventType: string;

  /** The exact JSON body sent (and signed) on every attempt. */
  @Column({ type: 'text' })
  payload: string;

  /** pending (an attempt is due), delivered (a 2xx), failed (given up after three days, or the endpoint went). */
  @Column({ type: 'varchar', length: 20, default: 'pending' })
  state: string;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** One HTTP attempt of a delivery: the endpoint's delivery log. */
@Entity('webhook_attempts')
// The log: an endpoint's attempts, newest first.
@Index(['endpointId', 'attemptedAt'])
export class WebhookAttempt {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'uuid' })
  deliveryId: string;

  @ManyToOne(() => WebhookDelivery, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'delivery_id' })
  delivery?: Relation<WebhookDelivery>;

  @Column({ type: 'uuid' })
  endpointId: string;

  @ManyToOne(() => WebhookEndpoint, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'endpoint_id' })
  endpoint?: Relation<WebhookEndpoint>;

  /** 1 for the first attempt of the delivery. */
  @Column({ type: 'int' })
  attempt: number;

  /** The receiver's HTTP status; null when no answer came (refused, timed out, address not allowed). */
  @Column({ type: 'int', nullable: true })
  statusCode: number | null;

  @Column({ type: 'int' })
  durationMs: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  error: string | null;

  /** The first few KB of the receiver's answer. */
  @Column({ type: 'varchar', length: 4096, nullable: true })
  responseBody: string | null;

  @Column({ type: 'timestamptz' })
  attemptedAt: Date;
}
