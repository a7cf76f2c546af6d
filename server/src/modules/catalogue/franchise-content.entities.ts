import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Franchise } from './franchise.entity';

/** The four kinds of listing content a franchisor adds in rows: gallery, FAQs, testimonials, success stories. */

@ObjectType()
@Entity('franchise_gallery')
export class FranchiseGalleryImage {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid')
  franchiseId: string;

  @ManyToOne(() => Franchise, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'franchise_id' })
  franchise?: Relation<Franchise>;

  @Field()
  @Column({ type: 'varchar', length: 500 })
  imageUrl: string;

  @Column({ type: 'int', default: 0 })
  position: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

@ObjectType()
@Entity('franchise_faqs')
export class FranchiseFaq {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid')
  franchiseId: string;

  @ManyToOne(() => Franchise, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'franchise_id' })
  franchise?: Relation<Franchise>;

  @Field()
  @Column({ type: 'text' })
  question: string;

  @Field()
  @Column({ type: 'text' })
  answer: string;

  @Column({ type: 'int', default: 0 })
  position: number;
}

@ObjectType()
@Entity('franchise_testimonials')
export class FranchiseTestimonial {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid')
  franchiseId: string;

  @ManyToOne(() => Franchise, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'franchise_id' })
  franchise?: Relation<Franchise>;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  authorName: string;

  @Field()
  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'int', default: 0 })
  position: number;
}

@ObjectType()
@Entity('franchise_success_stories')
export class FranchiseSuccessStory {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid')
  franchiseId: string;

  @ManyToOne(() => Franchise, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'franchise_id' })
  franchise?: Relation<Franchise>;

  @Field()
  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Field()
  @Column({ type: 'text' })
  content: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 500, nullable: true })
  imageUrl: string | null;

  @Column({ type: 'int', default: 0 })
  position: number;
}
