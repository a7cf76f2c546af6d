import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lead screening (issue 29): each lead records, when it is written, whether the enquirer's available capital is
 * below the listing's minimum liquid capital and whether their town is outside the areas the listing recruits in.
 * meets_requirements is kept beside them (written by LeadWriter) so that the Leads page filters and counts by it
 * from an index, newest first, like its other filters.
 */
export class LeadScreening1795720000000 implements MigrationInterface {
  name = 'LeadScreening1795720000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "franchise_leads" ADD "below_min_capital" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "franchise_leads" ADD "outside_areas" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "franchise_leads" ADD "meets_requirements" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(
      `CREATE INDEX "idx_franchise_leads_franchisor_meets_created" ON "franchise_leads" ("franchisor_id", "meets_requirements", "created_at", "id") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."idx_franchise_leads_franchisor_meets_created"`);
    await queryRunner.query(`ALTER TABLE "franchise_leads" DROP COLUMN "meets_requirements"`);
    await queryRunner.query(`ALTER TABLE "franchise_leads" DROP COLUMN "outside_areas"`);
    await queryRunner.query(`ALTER TABLE "franchise_leads" DROP COLUMN "below_min_capital"`);
  }
}
