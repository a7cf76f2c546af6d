import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Intro calls (issue 43 part 4). intro_call_settings: a franchisor company's calendar (weekly windows in UK
 * wall-clock minutes, call length, link or phone, notice and horizon), one row per company. intro_call_bookings: the
 * calls enquirers booked on their leads; the partial unique indexes allow one live call per lead and per franchisor
 * start time, behind the row lock a booking takes on the franchisor's settings.
 */
export class IntroCalls1795800000010 implements MigrationInterface {
  name = 'IntroCalls1795800000010';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "intro_call_settings" ("franchisor_id" uuid NOT NULL, "windows" jsonb NOT NULL DEFAULT '[]', "call_minutes" smallint NOT NULL, "meeting_link" character varying(500), "phone" character varying(40), "notice_hours" smallint NOT NULL DEFAULT '24', "horizon_days" smallint NOT NULL DEFAULT '21', "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_321060d061456e006d83bd2c48" CHECK ("notice_hours" >= 0 AND "horizon_days" >= 1), CONSTRAINT "CHK_009972634e233b0120cb76f550" CHECK ("meeting_link" IS NULL OR "meeting_link" LIKE 'https://%'), CONSTRAINT "CHK_5b29a41c9a290c4f4a7b7d69a9" CHECK ("meeting_link" IS NOT NULL OR "phone" IS NOT NULL), CONSTRAINT "CHK_f175992f3ff3c156f5294bd3c7" CHECK ("call_minutes" IN (15, 20, 30, 45, 60)), CONSTRAINT "PK_b1287f548994e04023641ef842e" PRIMARY KEY ("franchisor_id"))`);
    await queryRunner.query(`CREATE TYPE "public"."intro_call_status" AS ENUM('booked', 'cancelled')`);
    await queryRunner.query(`CREATE TYPE "public"."intro_call_party" AS ENUM('customer', 'franchisor')`);
    await queryRunner.query(`CREATE TABLE "intro_call_bookings" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "lead_id" uuid NOT NULL, "franchisor_id" uuid NOT NULL, "customer_id" uuid NOT NULL, "starts_at" TIMESTAMP WITH TIME ZONE NOT NULL, "ends_at" TIMESTAMP WITH TIME ZONE NOT NULL, "status" "public"."intro_call_status" NOT NULL DEFAULT 'booked', "cancelled_by" "public"."intro_call_party", "sequence" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_4ddbe48c45ca3c6468cea0cf90" CHECK ("ends_at" > "starts_at"), CONSTRAINT "PK_bedc5c9ffa8ef4e5ec6a75771b6" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "idx_intro_call_bookings_customer" ON "intro_call_bookings"  ("customer_id") `);
    await queryRunner.query(`CREATE INDEX "idx_intro_call_bookings_lead_updated" ON "intro_call_bookings"  ("lead_id", "updated_at") `);
    await queryRunner.query(`CREATE INDEX "idx_intro_call_bookings_franchisor_booked_ends" ON "intro_call_bookings"  ("franchisor_id", "ends_at") WHERE "status" = 'booked'`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_intro_call_bookings_lead_booked" ON "intro_call_bookings"  ("lead_id") WHERE "status" = 'booked'`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_intro_call_bookings_franchisor_start" ON "intro_call_bookings"  ("franchisor_id", "starts_at") WHERE "status" = 'booked'`);
    await queryRunner.query(`ALTER TABLE "intro_call_settings" ADD CONSTRAINT "FK_b1287f548994e04023641ef842e" FOREIGN KEY ("franchisor_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "intro_call_bookings" ADD CONSTRAINT "FK_2bcbde1ec0d900dd52ade127c1e" FOREIGN KEY ("lead_id") REFERENCES "franchise_leads"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "intro_call_bookings" ADD CONSTRAINT "FK_2c0c78188f4370a6d32935d03f6" FOREIGN KEY ("franchisor_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "intro_call_bookings" ADD CONSTRAINT "FK_c6991b02eba8555766216107987" FOREIGN KEY ("customer_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "intro_call_bookings" DROP CONSTRAINT "FK_c6991b02eba8555766216107987"`);
    await queryRunner.query(`ALTER TABLE "intro_call_bookings" DROP CONSTRAINT "FK_2c0c78188f4370a6d32935d03f6"`);
    await queryRunner.query(`ALTER TABLE "intro_call_bookings" DROP CONSTRAINT "FK_2bcbde1ec0d900dd52ade127c1e"`);
    await queryRunner.query(`ALTER TABLE "intro_call_settings" DROP CONSTRAINT "FK_b1287f548994e04023641ef842e"`);
    await queryRunner.query(`DROP INDEX "public"."uq_intro_call_bookings_franchisor_start"`);
    await queryRunner.query(`DROP INDEX "public"."uq_intro_call_bookings_lead_booked"`);
    await queryRunner.query(`DROP INDEX "public"."idx_intro_call_bookings_franchisor_booked_ends"`);
    await queryRunner.query(`DROP INDEX "public"."idx_intro_call_bookings_lead_updated"`);
    await queryRunner.query(`DROP INDEX "public"."idx_intro_call_bookings_customer"`);
    await queryRunner.query(`DROP TABLE "intro_call_bookings"`);
    await queryRunner.query(`DROP TYPE "public"."intro_call_party"`);
    await queryRunner.query(`DROP TYPE "public"."intro_call_status"`);
    await queryRunner.query(`DROP TABLE "intro_call_settings"`);
  }
}
