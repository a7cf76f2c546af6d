import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Unsubscribe tokens stored hashed (issue 27), as sessions and magic links are. Each alert mail now gets its own
 * token in saved_search_unsubscribe_tokens (SHA-256 only). The searches' plain tokens, which every mail sent so far
 * carries, are hashed into that table here (the server hashes the token of a link to look it up, so those links
 * keep working) and the plain column is dropped. sha256() hashes the token's UTF-8 bytes as hashToken does.
 */
export class HashedUnsubscribeTokens1795712337531 implements MigrationInterface {
  name = 'HashedUnsubscribeTokens1795712337531';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "saved_search_unsubscribe_tokens" ("token_hash" character(64) NOT NULL, "saved_search_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_edff06f9c4555e64bf5b653fc93" PRIMARY KEY ("token_hash"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_f49ddcb33d589be8f5ee6ada94" ON "saved_search_unsubscribe_tokens"  ("saved_search_id") `);
    await queryRunner.query(
      `ALTER TABLE "saved_search_unsubscribe_tokens" ADD CONSTRAINT "FK_f49ddcb33d589be8f5ee6ada948" FOREIGN KEY ("saved_search_id") REFERENCES "saved_searches"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `INSERT INTO "saved_search_unsubscribe_tokens" ("token_hash", "saved_search_id", "created_at")
       SELECT encode(sha256(convert_to("unsubscribe_token", 'UTF8')), 'hex'), "id", "created_at" FROM "saved_searches"`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_426c342b341ebbb5f6d0db18b8"`);
    await queryRunner.query(`ALTER TABLE "saved_searches" DROP COLUMN "unsubscribe_token"`);
  }

  /** The plain tokens cannot come back: each search gets a new random one, and links already mailed stop working. */
  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "saved_searches" ADD "unsubscribe_token" character varying(64)`);
    await queryRunner.query(
      `UPDATE "saved_searches" SET "unsubscribe_token" = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`,
    );
    await queryRunner.query(`ALTER TABLE "saved_searches" ALTER COLUMN "unsubscribe_token" SET NOT NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_426c342b341ebbb5f6d0db18b8" ON "saved_searches" USING btree ("unsubscribe_token") `);
    await queryRunner.query(`DROP TABLE "saved_search_unsubscribe_tokens"`);
  }
}
