import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Franchise } from './franchise.entity';

/** The four kinds of listing content a franchisor adds in rows: gallery, FAQs, testimonials, success stories. */

@Entity('franchise_gallery')
export class FranchiseGalleryImage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid')
  franchiseId: string;

  @ManyToOne(() => Franchise, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'franchise_id' })
  franchise?: Relation<Franchise>;

  @Column({ type: 'varchar', length: 500 })
  imageUrl: string;

  @Column({ type: 'int', default: 0 })
  position: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

@Entity('franchise_faqs')
export class FranchiseFaq {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid')
  franchiseId: string;

  @ManyToOne(() => Franchise, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'franchise_id' })
  franchise?: Relation<Franchise>;

  @Column({ type: 'text' })
  question: string;

  @Column({ type: 'text' })
  answer: string;

  @Column({ type: 'int', default: 0 })
  position: number;
}

@Entity('franchise_testimonials')
export class FranchiseTestimonial {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid')
  franchiseId: string;

  @ManyToOne(() => Franchise, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'franchise_id' })
  franchise?: Relation<Franchise>;

  @Column({ type: 'varchar', length: 200 })
  authorName: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'int', default: 0 })
  position: number;
}

@Entity('franchise_success_stories')
export class FranchiseSuccessStory {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid')
  franchiseId: string;

  @ManyToOne(() => Franchise, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'franchise_id' })
  franchise?: Relation<Franchise>;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  imageUrl: string | null;

  @Column({ type: 'int', default: 0 })
  position: number;
}
