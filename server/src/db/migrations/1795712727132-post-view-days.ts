import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Post views by UK day (issue 27: the statistics chart counted half a million views a request at two million).
 * post_view_days holds each Europe/London day's views split over 16 shards by post (see PostViewDay); triggers on
 * post_views keep it exact for every writer: rows inserted, deleted (a post's deletion cascades to its views),
 * updated or truncated. The trigger is created before the backfill, in this migration's transaction: views recorded
 * meanwhile wait for the commit, so none is counted twice or missed.
 */
export class PostViewDays1795712727132 implements MigrationInterface {
  name = 'PostViewDays1795712727132';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "post_view_days" ("day" date NOT NULL, "shard" smallint NOT NULL, "views" integer NOT NULL, CONSTRAINT "PK_d83e92240fa9e8588979e6085c3" PRIMARY KEY ("day", "shard"))`,
    );
    // One statement's views, grouped by day and shard, added (sign 1) or taken away (sign -1). Rows are upserted
    // in (day, shard) order, so two statements touching the same rows lock them in the same order.
    await queryRunner.query(`
      CREATE FUNCTION post_view_days_count() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM post_view_days;
          RETURN NULL;
        END IF;
        IF TG_OP IN ('DELETE', 'UPDATE') THEN
          UPDATE post_view_days d SET views = d.views - o.n
          FROM (SELECT (viewed_at AT TIME ZONE 'Europe/London')::date AS day, get_byte(uuid_send(post_id), 15) % 16 AS shard,
                       count(*)::int AS n
                FROM old_views GROUP BY 1, 2 ORDER BY 1, 2) o
          WHERE d.day = o.day AND d.shard = o.shard;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          INSERT INTO post_view_days (day, shard, views)
          SELECT (viewed_at AT TIME ZONE 'Europe/London')::date, get_byte(uuid_send(post_id), 15) % 16, count(*)::int
          FROM new_views GROUP BY 1, 2 ORDER BY 1, 2
          ON CONFLICT (day, shard) DO UPDATE SET views = post_view_days.views + EXCLUDED.views;
        END IF;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(
      `CREATE TRIGGER post_view_days_insert AFTER INSERT ON post_views REFERENCING NEW TABLE AS new_views FOR EACH STATEMENT EXECUTE FUNCTION post_view_days_count()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER post_view_days_delete AFTER DELETE ON post_views REFERENCING OLD TABLE AS old_views FOR EACH STATEMENT EXECUTE FUNCTION post_view_days_count()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER post_view_days_update AFTER UPDATE ON post_views REFERENCING OLD TABLE AS old_views NEW TABLE AS new_views FOR EACH STATEMENT EXECUTE FUNCTION post_view_days_count()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER post_view_days_truncate AFTER TRUNCATE ON post_views FOR EACH STATEMENT EXECUTE FUNCTION post_view_days_count()`,
    );
    await queryRunner.query(`
      INSERT INTO post_view_days (day, shard, views)
      SELECT (viewed_at AT TIME ZONE 'Europe/London')::date, get_byte(uuid_send(post_id), 15) % 16, count(*)::int
      FROM post_views GROUP BY 1, 2`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER post_view_days_truncate ON post_views`);
    await queryRunner.query(`DROP TRIGGER post_view_days_update ON post_views`);
    await queryRunner.query(`DROP TRIGGER post_view_days_delete ON post_views`);
    await queryRunner.query(`DROP TRIGGER post_view_days_insert ON post_views`);
    await queryRunner.query(`DROP FUNCTION post_view_days_count()`);
    await queryRunner.query(`DROP TABLE "post_view_days"`);
  }
}
