import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Response times (issue 29). franchise_leads.first_response_at: when the franchisor first did something the enquirer
 * sees, set once by triggers in the writer's own transaction: a message from the lead's franchisor to its enquirer
 * about the lead (its created_at), or the status moved past new (the transaction's time). Backfilled from the first
 * such message; a lead past new without one gets its updated_at, the latest time its status can have moved (old
 * figures err slow, never fast). franchisor_response_stats and franchises.response_rank are filled by the
 * response-times job, which runs at start-up and every few minutes (franchisor-dashboard/response-times.service.ts).
 */
export class ResponseTimes1795723773322 implements MigrationInterface {
  name = 'ResponseTimes1795723773322';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "franchisor_response_stats" ("franchisor_id" uuid NOT NULL, "leads" integer NOT NULL, "answered_within_day" integer NOT NULL, "median_seconds" integer, "refreshed_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_e853720dbd6d4a0a0b22f0a4754" PRIMARY KEY ("franchisor_id"))`);
    await queryRunner.query(`ALTER TABLE "franchises" ADD "response_rank" integer`);
    await queryRunner.query(`ALTER TABLE "franchise_leads" ADD "first_response_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "franchise_leads" ADD "reminder_sent_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "franchisor_response_stats" ADD CONSTRAINT "FK_e853720dbd6d4a0a0b22f0a4754" FOREIGN KEY ("franchisor_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);

    await queryRunner.query(`
      CREATE FUNCTION messages_first_response() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE franchise_leads SET first_response_at = NEW.created_at
        WHERE id = NEW.lead_id AND franchisor_id = NEW.sender_id AND user_id = NEW.receiver_id AND first_response_at IS NULL;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER messages_first_response AFTER INSERT ON messages
      FOR EACH ROW WHEN (NEW.lead_id IS NOT NULL) EXECUTE FUNCTION messages_first_response()`);
    await queryRunner.query(`
      CREATE FUNCTION franchise_leads_first_response() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.first_response_at := now();
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER franchise_leads_first_response BEFORE UPDATE OF status ON franchise_leads
      FOR EACH ROW WHEN (OLD.status = 'new' AND NEW.status <> 'new' AND NEW.first_response_at IS NULL)
      EXECUTE FUNCTION franchise_leads_first_response()`);

    await queryRunner.query(`
      UPDATE franchise_leads l SET first_response_at = coalesce(
        (SELECT min(m.created_at) FROM messages m
         WHERE m.lead_id = l.id AND m.sender_id = l.franchisor_id AND m.receiver_id = l.user_id),
        CASE WHEN l.status <> 'new' THEN greatest(l.updated_at, l.created_at) END)`);

    // The dashboard's figures and trend, and the job's, read from the index alone.
    await queryRunner.query(
      `CREATE INDEX "idx_franchise_leads_franchisor_response" ON "franchise_leads" ("franchisor_id", "created_at") INCLUDE ("first_response_at")`,
    );
    // The reminder's candidates: new, unanswered, not yet reminded.
    await queryRunner.query(
      `CREATE INDEX "idx_franchise_leads_untouched" ON "franchise_leads" ("created_at") WHERE status = 'new' AND first_response_at IS NULL AND reminder_sent_at IS NULL`,
    );
    // The 'Most responsive' search sort, as the other sorts: public listings walked in order.
    await queryRunner.query(`CREATE INDEX "idx_franchises_status_response" ON "franchises" ("status", "response_rank" ASC NULLS LAST, "id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_franchises_status_response"`);
    await queryRunner.query(`DROP INDEX "idx_franchise_leads_untouched"`);
    await queryRunner.query(`DROP INDEX "idx_franchise_leads_franchisor_response"`);
    await queryRunner.query(`DROP TRIGGER franchise_leads_first_response ON franchise_leads`);
    await queryRunner.query(`DROP FUNCTION franchise_leads_first_response()`);
    await queryRunner.query(`DROP TRIGGER messages_first_response ON messages`);
    await queryRunner.query(`DROP FUNCTION messages_first_response()`);
    await queryRunner.query(`ALTER TABLE "franchisor_response_stats" DROP CONSTRAINT "FK_e853720dbd6d4a0a0b22f0a4754"`);
    await queryRunner.query(`ALTER TABLE "franchise_leads" DROP COLUMN "reminder_sent_at"`);
    await queryRunner.query(`ALTER TABLE "franchise_leads" DROP COLUMN "first_response_at"`);
    await queryRunner.query(`ALTER TABLE "franchises" DROP COLUMN "response_rank"`);
    await queryRunner.query(`DROP TABLE "franchisor_response_stats"`);
  }
}
