import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One run of the daily retention job (retention.service.ts): when it started and finished, and how many rows each
 * rule deleted or anonymised. The clock looks here to run once a day; an operator reads it to see the job work.
 * Nothing personal is kept.
 */
@Entity('retention_runs')
@Index('idx_retention_runs_started', ['startedAt'])
export class RetentionRun {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @CreateDateColumn({ type: 'timestamptz' })
  startedAt: Date;

  /** Null while the run is going through its rules (or was cut short: the next day's run catches up). */
  @Column({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  /** Rows touched per rule name (retention.rules.ts), e.g. {"requests": 1000, "request-messages": 2400}. */
  @Column({ type: 'jsonb', default: {} })
  counts: Record<string, number>;
}
