import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lead score (issue 29). Each lead keeps the signals its score is made of and the score itself, so the Leads page
 * filters and sorts by it from an index like its other filters:
 *
 * - franchises_in_request: how many franchises the enquirer asked in the same request (LeadWriter counts the drafts it
 *   was given for that person). Existing leads: the leads of the same person (account, else e-mail address) written
 *   at the same instant, which is one transaction (created_at is the transaction's time); at least 1.
 * - enquirer_replies: the enquirer's messages to the franchisor about this lead, counted by a trigger on messages in
 *   the writer's own transaction (as first_response_at is), so every path that writes a message keeps it. Backfilled
 *   from the messages.
 * - score_points and score (high, medium, low): computed by lead_score_points and lead_score_band, the one formula,
 *   by a trigger before every insert and update of a lead, so no writer computes or can forget it. The reasons the
 *   franchisor reads are derived from the same stored signals in franchisor-leads/lead-score.ts; a test holds the two to agree.
 *
 * The formula (0 to 11 points): meets the listing's requirements 4; a phone number (not the fallback) 1; a message of
 * its own (not the fallback) of 150 characters or more 2, of 20 to 149 characters 1; one franchise asked 2, two to
 * five 1, six or more 0; replied to the franchisor at least once 2. High from 8 points, Medium 6 and 7, Low up to 5.
 */
export class LeadScore1795740000000 implements MigrationInterface {
  name = 'LeadScore1795740000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."lead_score" AS ENUM('low', 'medium', 'high')`);
    await queryRunner.query(`ALTER TABLE "franchise_leads" ADD "franchises_in_request" smallint NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "franchise_leads" ADD "enquirer_replies" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "franchise_leads" ADD "score_points" smallint NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "franchise_leads" ADD "score" "public"."lead_score" NOT NULL DEFAULT 'low'`);

    await queryRunner.query(`
      CREATE FUNCTION lead_score_points(meets boolean, phone text, message text, franchises integer, replies integer)
      RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT (CASE WHEN meets THEN 4 ELSE 0 END
              + CASE WHEN phone <> '' AND phone <> 'Not provided' THEN 1 ELSE 0 END
              + CASE WHEN message = '' OR message = 'Interested in this franchise' THEN 0
                     WHEN char_length(message) >= 150 THEN 2
                     WHEN char_length(message) >= 20 THEN 1
                     ELSE 0 END
              + CASE WHEN franchises <= 1 THEN 2 WHEN franchises <= 5 THEN 1 ELSE 0 END
              + CASE WHEN replies > 0 THEN 2 ELSE 0 END)::smallint
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION lead_score_band(points integer) RETURNS lead_score LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT (CASE WHEN points >= 8 THEN 'high' WHEN points >= 6 THEN 'medium' ELSE 'low' END)::lead_score
      $$`);

    // Existing leads: their request's size, their enquirer's replies, then their score.
    await queryRunner.query(`
      UPDATE franchise_leads l SET franchises_in_request = least(s.n, 32767)
      FROM (SELECT id, count(*) OVER (PARTITION BY coalesce(user_id::text, email), created_at) AS n FROM franchise_leads) s
      WHERE s.id = l.id AND s.n > 1`);
    await queryRunner.query(`
      UPDATE franchise_leads l SET enquirer_replies = r.n
      FROM (SELECT m.lead_id, count(*)::int AS n FROM messages m JOIN franchise_leads fl ON fl.id = m.lead_id
            WHERE m.sender_id = fl.user_id AND m.receiver_id = fl.franchisor_id GROUP BY m.lead_id) r
      WHERE r.lead_id = l.id`);
    await queryRunner.query(`
      UPDATE franchise_leads SET score_points = p.points, score = lead_score_band(p.points)
      FROM (SELECT id, lead_score_points(meets_requirements, phone, message, franchises_in_request, enquirer_replies) AS points
            FROM franchise_leads) p
      WHERE p.id = franchise_leads.id`);

    // Every insert and update of a lead: its score from its signals, whatever the writer said.
    await queryRunner.query(`
      CREATE FUNCTION franchise_leads_score() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.score_points := lead_score_points(NEW.meets_requirements, NEW.phone, NEW.message, NEW.franchises_in_request, NEW.enquirer_replies);
        NEW.score := lead_score_band(NEW.score_points);
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER franchise_leads_score BEFORE INSERT OR UPDATE ON franchise_leads
      FOR EACH ROW EXECUTE FUNCTION franchise_leads_score()`);
    // A message from the lead's enquirer to its franchisor about it is a reply (the lead's score follows).
    await queryRunner.query(`
      CREATE FUNCTION messages_enquirer_reply() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE franchise_leads SET enquirer_replies = enquirer_replies + 1
        WHERE id = NEW.lead_id AND user_id = NEW.sender_id AND franchisor_id = NEW.receiver_id;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER messages_enquirer_reply AFTER INSERT ON messages
      FOR EACH ROW WHEN (NEW.lead_id IS NOT NULL) EXECUTE FUNCTION messages_enquirer_reply()`);

    // The Leads page filtered by score, newest first; and sorted by score, highest first.
    await queryRunner.query(
      `CREATE INDEX "idx_franchise_leads_franchisor_score_created" ON "franchise_leads" ("franchisor_id", "score", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_franchise_leads_franchisor_points_created" ON "franchise_leads" ("franchisor_id", "score_points", "created_at", "id") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."idx_franchise_leads_franchisor_points_created"`);
    await queryRunner.query(`DROP INDEX "public"."idx_franchise_leads_franchisor_score_created"`);
    await queryRunner.query(`DROP TRIGGER messages_enquirer_reply ON messages`);
    await queryRunner.query(`DROP FUNCTION messages_enquirer_reply()`);
    await queryRunner.query(`DROP TRIGGER franchise_leads_score ON franchise_leads`);
    await queryRunner.query(`DROP FUNCTION franchise_leads_score()`);
    await queryRunner.query(`DROP FUNCTION lead_score_band(integer)`);
    await queryRunner.query(`DROP FUNCTION lead_score_points(boolean, text, text, integer, integer)`);
    await queryRunner.query(`ALTER TABLE "franchise_leads" DROP COLUMN "score"`);
    await queryRunner.query(`ALTER TABLE "franchise_leads" DROP COLUMN "score_points"`);
    await queryRunner.query(`ALTER TABLE "franchise_leads" DROP COLUMN "enquirer_replies"`);
    await queryRunner.query(`ALTER TABLE "franchise_leads" DROP COLUMN "franchises_in_request"`);
    await queryRunner.query(`DROP TYPE "public"."lead_score"`);
  }
}
