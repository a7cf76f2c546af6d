import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API tokens (issue 42): a franchisor company's tokens for its CRM, stored as their SHA-256. The unique index on
 * token_hash serves each API request's lookup; (franchisor_id, created_at) the company's token list; created_by the
 * clearing of the creator when their account is deleted.
 */
export class ApiTokens1795770000400 implements MigrationInterface {
  name = 'ApiTokens1795770000400';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "api_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "franchisor_id" uuid NOT NULL, "name" character varying(100) NOT NULL, "token_hash" character(64) NOT NULL, "hint" character varying(12) NOT NULL, "scopes" character varying(20) array NOT NULL, "created_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_c587455266b5fa8dace7194caac" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_bbd687a104e1921e6702c6e3aa" ON "api_tokens"  ("token_hash") `);
    await queryRunner.query(`CREATE INDEX "IDX_d78eb5bd48dfa727d444045f2d" ON "api_tokens"  ("franchisor_id", "created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_d895512b38605026594ab6266b" ON "api_tokens"  ("created_by") `);
    await queryRunner.query(`ALTER TABLE "api_tokens" ADD CONSTRAINT "FK_a27535ef8482eaa382729e86c07" FOREIGN KEY ("franchisor_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "api_tokens" ADD CONSTRAINT "FK_d895512b38605026594ab6266b9" FOREIGN KEY ("created_by") REFERENCES "profiles"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "api_tokens" DROP CONSTRAINT "FK_d895512b38605026594ab6266b9"`);
    await queryRunner.query(`ALTER TABLE "api_tokens" DROP CONSTRAINT "FK_a27535ef8482eaa382729e86c07"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d895512b38605026594ab6266b"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d78eb5bd48dfa727d444045f2d"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_bbd687a104e1921e6702c6e3aa"`);
    await queryRunner.query(`DROP TABLE "api_tokens"`);
  }
}
