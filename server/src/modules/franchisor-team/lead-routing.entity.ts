import { Column, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { Profile } from '../auth/profile.entity';
import { Franchise } from '../catalogue/franchise.entity';

export enum LeadRoutingMode {
  /** By the area the enquirer's town stands in (the listing's areas), each area to a member. */
  AREA = 'area',
  /** In turn among the chosen members. */
  ROUND_ROBIN = 'round_robin',
}

/** A listing's lead routing rule (issue 42 part 3); no row: its leads arrive unassigned. */
@Entity('lead_routing_rules')
@Index('idx_lead_routing_rules_franchisor', ['franchisorId'])
export class LeadRoutingRule {
  @PrimaryColumn('uuid')
  franchiseId: string;

  @OneToOne(() => Franchise, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'franchise_id' })
  franchise?: Relation<Franchise>;

  @Column('uuid')
  franchisorId: string;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'franchisor_id' })
  franchisor?: Relation<Profile>;

  @Column({ type: 'enum', enum: LeadRoutingMode, enumName: 'lead_routing_mode' })
  mode: LeadRoutingMode;

  /** Round robin: how many leads the rule has placed; the next goes to member `turn % members`. */
  @Column({ type: 'bigint', default: 0 })
  turn: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** A member of a listing's rule: in the turn (area '') or the member of one area key. */
@Entity('lead_routing_members')
@Index('idx_lead_routing_members_member', ['memberId'])
export class LeadRoutingMember {
  @PrimaryColumn('uuid')
  franchiseId: string;

  @ManyToOne(() => LeadRoutingRule, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'franchise_id' })
  rule?: Relation<LeadRoutingRule>;

  @PrimaryColumn({ type: 'varchar', length: 120, default: '' })
  area: string;

  @PrimaryColumn('uuid')
  memberId: string;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id' })
  member?: Relation<Profile>;
}
