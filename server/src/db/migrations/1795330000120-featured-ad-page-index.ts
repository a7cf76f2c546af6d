import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The admin's Featured Ads pages (newest first, id as tiebreak) read straight from one index, read backwards. */
export class FeaturedAdPageIndex1795330000120 implements MigrationInterface {
  name = 'FeaturedAdPageIndex1795330000120';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_3c8aadb69163f00e2ba65d87a8"`);
    await queryRunner.query(`CREATE INDEX "IDX_dae71079754c83cef075b86f72" ON "featured_ads" ("created_at", "id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_dae71079754c83cef075b86f72"`);
    await queryRunner.query(`CREATE INDEX "IDX_3c8aadb69163f00e2ba65d87a8" ON "featured_ads" ("created_at") `);
  }
}
