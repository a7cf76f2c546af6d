import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Company facts from Companies House (issue 40). company_checks: per franchisor, the company number it gave (or that
 * it is not a registered company) and what the register said when last read (checked_at), with the last failure;
 * refresh_queued_at orders the weekly refresh. companies_house_budget: the API key's shared token bucket, one row,
 * so that every instance together stays under the register's 600 requests per 5 minutes.
 */
export class CompanyChecks1795750000100 implements MigrationInterface {
  name = 'CompanyChecks1795750000100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "company_checks" ("franchisor_id" uuid NOT NULL, "company_number" character varying(8), "not_registered" boolean NOT NULL DEFAULT false, "checked_at" TIMESTAMP WITH TIME ZONE, "not_found" boolean NOT NULL DEFAULT false, "registered_name" character varying(200), "status" character varying(40), "incorporated_on" date, "accounts_overdue" boolean, "confirmation_statement_overdue" boolean, "locality" character varying(100), "sic_codes" character varying(10) array NOT NULL DEFAULT '{}', "active_officers" integer, "last_error" character varying(300), "last_error_at" TIMESTAMP WITH TIME ZONE, "refresh_queued_at" TIMESTAMP WITH TIME ZONE, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c657e939b0a72cb28299f0fa014" PRIMARY KEY ("franchisor_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_company_checks_refresh" ON "company_checks" ("refresh_queued_at") `);
    await queryRunner.query(
      `CREATE TABLE "companies_house_budget" ("name" character varying(40) NOT NULL, "tokens" double precision NOT NULL, "refilled_at" TIMESTAMP WITH TIME ZONE NOT NULL, "paused_until" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_3910aebfb48d9a26850096008cb" PRIMARY KEY ("name"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "company_checks" ADD CONSTRAINT "FK_c657e939b0a72cb28299f0fa014" FOREIGN KEY ("franchisor_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "company_checks" DROP CONSTRAINT "FK_c657e939b0a72cb28299f0fa014"`);
    await queryRunner.query(`DROP TABLE "companies_house_budget"`);
    await queryRunner.query(`DROP INDEX "public"."idx_company_checks_refresh"`);
    await queryRunner.query(`DROP TABLE "company_checks"`);
  }
}
