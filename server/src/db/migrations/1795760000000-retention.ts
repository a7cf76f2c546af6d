import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Retention (issue 41, part 4): the runs of the daily job, the mark of an anonymised request, and an index for each
 * filter the job uses, so that each batch finds its rows without a scan:
 *   idx_franchise_leads_retention          (updated_at) WHERE anonymised_at IS NULL: requests not yet anonymised, by last change
 *   idx_messages_lead_created              (lead_id, created_at) WHERE lead_id IS NOT NULL: a request's newest message
 *   idx_messages_retention                 (created_at) WHERE lead_id IS NULL: messages of no request, by age
 *   idx_listing_reports_reporter_retention (created_at) WHERE reporter_email IS NOT NULL: reporters' addresses
 *   idx_sign_ins_created, idx_magic_link_tokens_expires: by age (sessions already have theirs on expires_at;
 *   contact_messages on created_at)
 */
export class Retention1795760000000 implements MigrationInterface {
  name = 'Retention1795760000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "retention_runs" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "started_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "finished_at" TIMESTAMP WITH TIME ZONE, "counts" jsonb NOT NULL DEFAULT '{}', CONSTRAINT "PK_80f0aec401112f8d4bad156a908" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_retention_runs_started" ON "retention_runs" ("started_at") `);
    await queryRunner.query(`ALTER TABLE "franchise_leads" ADD "anonymised_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`CREATE INDEX "idx_franchise_leads_retention" ON "franchise_leads" ("updated_at") WHERE "anonymised_at" IS NULL`);
    await queryRunner.query(`CREATE INDEX "idx_messages_lead_created" ON "messages" ("lead_id", "created_at") WHERE "lead_id" IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX "idx_messages_retention" ON "messages" ("created_at") WHERE "lead_id" IS NULL`);
    await queryRunner.query(
      `CREATE INDEX "idx_listing_reports_reporter_retention" ON "listing_reports" ("created_at") WHERE "reporter_email" IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX "idx_sign_ins_created" ON "sign_ins" ("created_at") `);
    await queryRunner.query(`CREATE INDEX "idx_magic_link_tokens_expires" ON "magic_link_tokens" ("expires_at") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_magic_link_tokens_expires"`);
    await queryRunner.query(`DROP INDEX "idx_sign_ins_created"`);
    await queryRunner.query(`DROP INDEX "idx_listing_reports_reporter_retention"`);
    await queryRunner.query(`DROP INDEX "idx_messages_retention"`);
    await queryRunner.query(`DROP INDEX "idx_messages_lead_created"`);
    await queryRunner.query(`DROP INDEX "idx_franchise_leads_retention"`);
    await queryRunner.query(`ALTER TABLE "franchise_leads" DROP COLUMN "anonymised_at"`);
    await queryRunner.query(`DROP TABLE "retention_runs"`);
  }
}
