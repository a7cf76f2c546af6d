import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { Category } from './category.entity';

export interface StoredQuestionAnswer {
  question: string;
  answer: string;
}

/** The optional editorial article shown on a category page, with its FAQs and SEO fields. */
@Entity('category_articles')
export class CategoryArticle {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid', unique: true })
  categoryId: string;

  @OneToOne(() => Category, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'category_id' })
  category?: Relation<Category>;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  /** Sanitised HTML. */
  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  metaTitle: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  metaDescription: string | null;

  /** Comma separated. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  keywords: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  faqs: StoredQuestionAnswer[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
