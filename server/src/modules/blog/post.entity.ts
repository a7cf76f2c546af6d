import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { PostStatus } from './blog.enums';
import { BlogCategory } from './blog-category.entity';

@ObjectType()
@Entity('posts')
@Index(['status', 'createdAt'])
@Index(['views'])
@Index(['createdAt', 'id'])
@Index('idx_posts_title_trgm', { synchronize: false })
export class Post {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column({ type: 'varchar', length: 300 })
  title: string;

  /** Sanitised HTML. */
  @Field()
  @Column({ type: 'text' })
  content: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 500, nullable: true })
  imageUrl: string | null;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  author: string;

  @Field(() => Int)
  @Column({ type: 'int', default: 0 })
  views: number;

  @Field(() => PostStatus)
  @Column({ type: 'enum', enum: PostStatus, enumName: 'post_status', default: PostStatus.DRAFT })
  status: PostStatus;

  @Field(() => ID, { nullable: true })
  @Index()
  @Column({ type: 'uuid', nullable: true })
  categoryId: string | null;

  @ManyToOne(() => BlogCategory, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'category_id' })
  category?: Relation<BlogCategory> | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 300, nullable: true })
  metaTitle: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 500, nullable: true })
  metaDescription: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 500, nullable: true })
  keywords: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  shortcode: string | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** When the post was first published; kept when it is unpublished and published again. */
  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
