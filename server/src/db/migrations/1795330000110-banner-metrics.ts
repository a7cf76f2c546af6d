import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Banner impressions and clicks are ad metrics of the banner's franchise (so the franchisor's dashboard counts
 * them through the daily roll-up trigger), naming the banner; the banner's deletion keeps the counts.
 */
export class BannerMetrics1795330000110 implements MigrationInterface {
  name = 'BannerMetrics1795330000110';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ad_metrics" ADD "banner_ad_id" uuid`);
    await queryRunner.query(`CREATE INDEX "IDX_487382d2eff015f7fd8be024a3" ON "ad_metrics" ("banner_ad_id", "created_at") `);
    await queryRunner.query(`ALTER TABLE "ad_metrics" ADD CONSTRAINT "FK_117ff6adc527b429c4f5156a38c" FOREIGN KEY ("banner_ad_id") REFERENCES "banner_ads"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ad_metrics" DROP CONSTRAINT "FK_117ff6adc527b429c4f5156a38c"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_487382d2eff015f7fd8be024a3"`);
    await queryRunner.query(`ALTER TABLE "ad_metrics" DROP COLUMN "banner_ad_id"`);
  }
}
