import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Contact preference (issue 29): how (e-mail, phone, either) and when (morning, afternoon, evening, any time) the
 * enquirer wants to be contacted, on each lead. Existing leads take 'either' at 'any time', which is what they asked
 * for by not saying.
 */
export class ContactPreference1795730000000 implements MigrationInterface {
  name = 'ContactPreference1795730000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."contact_method" AS ENUM('email', 'phone', 'either')`);
    await queryRunner.query(`CREATE TYPE "public"."contact_time" AS ENUM('morning', 'afternoon', 'evening', 'any')`);
    await queryRunner.query(`ALTER TABLE "franchise_leads" ADD "contact_method" "public"."contact_method" NOT NULL DEFAULT 'either'`);
    await queryRunner.query(`ALTER TABLE "franchise_leads" ADD "contact_time" "public"."contact_time" NOT NULL DEFAULT 'any'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "franchise_leads" DROP COLUMN "contact_time"`);
    await queryRunner.query(`ALTER TABLE "franchise_leads" DROP COLUMN "contact_method"`);
    await queryRunner.query(`DROP TYPE "public"."contact_time"`);
    await queryRunner.query(`DROP TYPE "public"."contact_method"`);
  }
}
