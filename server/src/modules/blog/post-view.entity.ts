import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Post } from './post.entity';

/** One row per opening of a published post; feeds the blog statistics chart. */
@Entity('post_views')
export class PostView {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Index()
  @Column('uuid')
  postId: string;

  @ManyToOne(() => Post, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'post_id' })
  post?: Relation<Post>;

  @Index()
  @Column({ type: 'timestamptz', default: () => 'now()' })
  viewedAt: Date;
}
