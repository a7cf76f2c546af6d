import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { PostStatus } from './blog.enums';
import { BlogCategory } from './blog-category.entity';

@Entity('posts')
@Index(['status', 'createdAt'])
@Index(['views'])
@Index(['createdAt', 'id'])
@Index('idx_posts_title_trgm', { synchronize: false })
export class Post {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  /** Sanitised HTML. */
  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  imageUrl: string | null;

  @Column({ type: 'varchar', length: 200 })
  author: string;

  @Column({ type: 'int', default: 0 })
  views: number;

  @Column({ type: 'enum', enum: PostStatus, enumName: 'post_status', default: PostStatus.DRAFT })
  status: PostStatus;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  categoryId: string | null;

  @ManyToOne(() => BlogCategory, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'category_id' })
  category?: Relation<BlogCategory> | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  metaTitle: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  metaDescription: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  keywords: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  shortcode: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** When the post was first published; kept when it is unpublished and published again. */
  @Column({ type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
