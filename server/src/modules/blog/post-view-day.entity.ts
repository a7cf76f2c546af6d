import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Post views counted by UK day (Europe/London), for the blog statistics chart: the chart reads at most
 * 30 x POST_VIEW_SHARDS rows instead of counting every view of the month. Maintained by triggers on post_views
 * (the post-view-days migration), so every writer keeps it exact: a view recorded, a post deleted with its views,
 * a seed. A day's views are split over shards by post (the last byte of its id), so concurrent views of different
 * posts rarely wait on the same row; only a day's sum over its shards has a meaning.
 */
@Entity('post_view_days')
export class PostViewDay {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @PrimaryColumn({ type: 'smallint' })
  shard: number;

  @Column({ type: 'integer' })
  views: number;
}
