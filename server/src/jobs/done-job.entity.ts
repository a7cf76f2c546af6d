import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A job whose side effect has happened (the mail went out). Written in the same transaction as the
 * effect, so a job run again after that (its completion was not recorded, the worker died) does nothing.
 */
@Entity('done_jobs')
export class DoneJob {
  @PrimaryColumn('uuid')
  jobId: string;

  @Column({ type: 'varchar', length: 50 })
  queue: string;

  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  doneAt: Date;
}
