import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin blog screens: when each post was first published (published posts so far count from their
 * creation), the All Blog Articles page order (created_at, id) for every status, and a trigram index for
 * its title search.
 */
export class BlogAdmin1795330000130 implements MigrationInterface {
  name = 'BlogAdmin1795330000130';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "posts" ADD "published_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`UPDATE "posts" SET "published_at" = "created_at" WHERE "status" = 'published'`);
    await queryRunner.query(`CREATE INDEX "IDX_ffcdd1a2f134b00248f08aef98" ON "posts" ("created_at", "id") `);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE INDEX "idx_posts_title_trgm" ON "posts" USING gin (lower("title") gin_trgm_ops)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."idx_posts_title_trgm"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ffcdd1a2f134b00248f08aef98"`);
    await queryRunner.query(`ALTER TABLE "posts" DROP COLUMN "published_at"`);
  }
}
