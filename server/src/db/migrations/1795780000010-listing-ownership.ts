import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The listing facts the matching quiz asks about (issue 43): the ownership styles a franchise suits and the hours a
 * week it asks of its owner. Not stated until the franchisor says so (the demo data states them).
 */
export class ListingOwnership1795780000010 implements MigrationInterface {
  name = 'ListingOwnership1795780000010';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."franchise_ownership_style" AS ENUM('owner_operator', 'manager', 'semi_passive')`);
    await queryRunner.query(`ALTER TABLE "franchise_details" ADD "ownership_styles" "public"."franchise_ownership_style" array NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`CREATE TYPE "public"."franchise_working_hours" AS ENUM('part_time', 'full_time', 'extended')`);
    await queryRunner.query(`ALTER TABLE "franchise_details" ADD "working_hours" "public"."franchise_working_hours"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "franchise_details" DROP COLUMN "working_hours"`);
    await queryRunner.query(`DROP TYPE "public"."franchise_working_hours"`);
    await queryRunner.query(`ALTER TABLE "franchise_details" DROP COLUMN "ownership_styles"`);
    await queryRunner.query(`DROP TYPE "public"."franchise_ownership_style"`);
  }
}
