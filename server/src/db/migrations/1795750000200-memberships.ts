import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * bfa membership (issue 40): one row per franchisor that states one, with the administrator's decision. The
 * (state, stated_at) index serves the admins' queue of claims waiting; (state, expires_at) the daily lapse clock
 * and the renewals due. The public badge reads the primary key (state verified, expires_at in the future).
 */
export class Memberships1795750000200 implements MigrationInterface {
  name = 'Memberships1795750000200';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."membership_level" AS ENUM('full', 'associate', 'provisional')`);
    await queryRunner.query(`CREATE TYPE "public"."membership_state" AS ENUM('pending', 'verified', 'rejected')`);
    await queryRunner.query(
      `CREATE TABLE "franchisor_memberships" ("franchisor_id" uuid NOT NULL, "level" "public"."membership_level" NOT NULL, "membership_number" character varying(20) NOT NULL, "state" "public"."membership_state" NOT NULL DEFAULT 'pending', "stated_at" TIMESTAMP WITH TIME ZONE NOT NULL, "verified_at" TIMESTAMP WITH TIME ZONE, "verified_by" uuid, "expires_at" TIMESTAMP WITH TIME ZONE, "rejection_reason" character varying(1000), "reminder_sent_at" TIMESTAMP WITH TIME ZONE, "lapse_notice_sent_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_31a354506860c0735b3d8f6fb97" PRIMARY KEY ("franchisor_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_acf4759f659e1302de7704d51c" ON "franchisor_memberships" ("state", "expires_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_5afe7504723c177ddc1dc37570" ON "franchisor_memberships" ("state", "stated_at") `);
    await queryRunner.query(
      `ALTER TABLE "franchisor_memberships" ADD CONSTRAINT "FK_31a354506860c0735b3d8f6fb97" FOREIGN KEY ("franchisor_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "franchisor_memberships" ADD CONSTRAINT "FK_2d8ac14102b7829d675f48bb75c" FOREIGN KEY ("verified_by") REFERENCES "profiles"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "franchisor_memberships"`);
    await queryRunner.query(`DROP TYPE "public"."membership_state"`);
    await queryRunner.query(`DROP TYPE "public"."membership_level"`);
  }
}
