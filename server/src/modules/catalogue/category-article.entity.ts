import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { Category } from './category.entity';

@ObjectType()
export class QuestionAnswer {
  @Field()
  question: string;

  @Field()
  answer: string;
}

/** The optional editorial article shown on a category page, with its FAQs and SEO fields. */
@ObjectType()
@Entity('category_articles')
export class CategoryArticle {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID)
  @Column({ type: 'uuid', unique: true })
  categoryId: string;

  @OneToOne(() => Category, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'category_id' })
  category?: Relation<Category>;

  @Field()
  @Column({ type: 'varchar', length: 300 })
  title: string;

  /** Sanitised HTML. */
  @Field()
  @Column({ type: 'text' })
  content: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 300, nullable: true })
  metaTitle: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 500, nullable: true })
  metaDescription: string | null;

  /** Comma separated. */
  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 500, nullable: true })
  keywords: string | null;

  @Field(() => [QuestionAnswer])
  @Column({ type: 'jsonb', default: () => "'[]'" })
  faqs: QuestionAnswer[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
