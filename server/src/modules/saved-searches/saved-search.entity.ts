import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Profile } from '../auth/profile.entity';
import { Category } from '../catalogue/category.entity';
import { Franchise } from '../catalogue/franchise.entity';
import { SearchAlert } from './saved-search.enums';

/** A customer's saved search: the filters and sort of the search page, a name, and an optional e-mail alert. */
@Entity('saved_searches')
@Index(['customerId', 'createdAt'])
// The alert clock reads the searches falling due: a partial index on next_alert_at (saved-searches migration).
@Index('idx_saved_searches_alert_due', { synchronize: false })
export class SavedSearch {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  customerId: string;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customer_id' })
  customer?: Relation<Profile>;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  text: string | null;

  /** A deleted category leaves the search wider, not broken. */
  @Column({ type: 'uuid', nullable: true })
  categoryId: string | null;

  @ManyToOne(() => Category, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'category_id' })
  category?: Relation<Category> | null;

  @Column({ type: 'uuid', nullable: true })
  subcategoryId: string | null;

  @ManyToOne(() => Category, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'subcategory_id' })
  subcategory?: Relation<Category> | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  location: string | null;

  /** An InvestmentRange value. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  investment: string | null;

  /** A FranchiseSort value. */
  @Column({ type: 'varchar', length: 20, default: 'newest' })
  sort: string;

  @Column({ type: 'varchar', length: 10, default: SearchAlert.NONE })
  alert: SearchAlert;

  /** When the alert next looks for new listings; null without an alert. */
  @Column({ type: 'timestamptz', nullable: true })
  nextAlertAt: Date | null;

  /** Listings approved after this are new to the alert (set when the alert is switched on). */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  alertSince: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** A listing an alert has sent to a saved search: each is sent to each search at most once. */
@Entity('saved_search_sent_listings')
@Index('idx_saved_search_sent_franchise', { synchronize: false })
export class SavedSearchSentListing {
  @PrimaryColumn({ type: 'uuid' })
  savedSearchId: string;

  @PrimaryColumn({ type: 'uuid' })
  franchiseId: string;

  @ManyToOne(() => SavedSearch, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'saved_search_id' })
  savedSearch?: Relation<SavedSearch>;

  @ManyToOne(() => Franchise, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'franchise_id' })
  franchise?: Relation<Franchise>;

  @CreateDateColumn({ type: 'timestamptz' })
  sentAt: Date;
}

/**
 * One alert mail's unsubscribe link: whoever holds the mail may switch this alert off, nothing more. Each mail
 * gets its own random token (256 bits), stored only as its SHA-256 like sessions and magic links; a mail's link
 * works as long as its search exists. Links mailed before tokens were hashed carry the search's old token, whose
 * hash the hashed-unsubscribe-tokens migration stored here.
 */
@Entity('saved_search_unsubscribe_tokens')
export class SavedSearchUnsubscribeToken {
  @PrimaryColumn({ type: 'char', length: 64 })
  tokenHash: string;

  @Index()
  @Column({ type: 'uuid' })
  savedSearchId: string;

  @ManyToOne(() => SavedSearch, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'saved_search_id' })
  savedSearch?: Relation<SavedSearch>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
