import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A lead from the matching quiz (issue 43) carries the answers (match_answers, null when the enquirer did not take the
 * quiz or left the answers out) and whether they fit the listing when it was sent (quiz_fit; null when nothing could
 * be checked), a new signal of the lead score: 1 point when they fit. lead_score_points takes it as a sixth argument
 * (the five-argument formula is replaced); the score now runs 0 to 12 points, the bands are unchanged.
 */
export class LeadQuizAnswers1795780000030 implements MigrationInterface {
  name = 'LeadQuizAnswers1795780000030';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "franchise_leads" ADD "match_answers" jsonb`);
    await queryRunner.query(`ALTER TABLE "franchise_leads" ADD "quiz_fit" boolean`);
    await queryRunner.query(`
      CREATE FUNCTION lead_score_points(meets boolean, phone text, message text, franchises integer, replies integer, quiz_fit boolean)
      RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT (CASE WHEN meets THEN 4 ELSE 0 END
              + CASE WHEN phone <> '' AND phone <> 'Not provided' THEN 1 ELSE 0 END
              + CASE WHEN message = '' OR message = 'Interested in this franchise' THEN 0
                     WHEN char_length(message) >= 150 THEN 2
                     WHEN char_length(message) >= 20 THEN 1
                     ELSE 0 END
              + CASE WHEN franchises <= 1 THEN 2 WHEN franchises <= 5 THEN 1 ELSE 0 END
              + CASE WHEN replies > 0 THEN 2 ELSE 0 END
              + CASE WHEN quiz_fit THEN 1 ELSE 0 END)::smallint
      $$`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION franchise_leads_score() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.score_points := lead_score_points(NEW.meets_requirements, NEW.phone, NEW.message, NEW.franchises_in_request, NEW.enquirer_replies, NEW.quiz_fit);
        NEW.score := lead_score_band(NEW.score_points);
        RETURN NEW;
      END $$`);
    await queryRunner.query(`DROP FUNCTION lead_score_points(boolean, text, text, integer, integer)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
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
      CREATE OR REPLACE FUNCTION franchise_leads_score() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.score_points := lead_score_points(NEW.meets_requirements, NEW.phone, NEW.message, NEW.franchises_in_request, NEW.enquirer_replies);
        NEW.score := lead_score_band(NEW.score_points);
        RETURN NEW;
      END $$`);
    await queryRunner.query(`DROP FUNCTION lead_score_points(boolean, text, text, integer, integer, boolean)`);
    await queryRunner.query(`ALTER TABLE "franchise_leads" DROP COLUMN "quiz_fit"`);
    await queryRunner.query(`ALTER TABLE "franchise_leads" DROP COLUMN "match_answers"`);
  }
}
