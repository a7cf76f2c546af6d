import { Column, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { ConsentRecord } from '../consents/consent-record.entity';
import { FranchiseLead } from './franchise-lead.entity';

/**
 * The consent record a lead was sent under (issue 41): one record per request, however many franchises it went to.
 * The link goes with the lead; the record stays (it is the evidence, kept on its own retention period).
 */
@Entity('lead_consents')
export class LeadConsent {
  @PrimaryColumn({ type: 'uuid' })
  leadId: string;

  @OneToOne(() => FranchiseLead, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lead_id' })
  lead?: Relation<FranchiseLead>;

  @Index()
  @Column({ type: 'uuid' })
  consentRecordId: string;

  @ManyToOne(() => ConsentRecord, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'consent_record_id' })
  consentRecord?: Relation<ConsentRecord>;
}
