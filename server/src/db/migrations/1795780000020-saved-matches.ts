import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A customer's saved quiz answers (issue 43); (customer_id, created_at) serves their list, newest first. */
export class SavedMatches1795780000020 implements MigrationInterface {
  name = 'SavedMatches1795780000020';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "saved_matches" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "customer_id" uuid NOT NULL, "answers" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_849b85d52d2d171cc5e2d6640d4" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_f10b526a9996f8c32b8c2c7a65" ON "saved_matches"  ("customer_id", "created_at") `);
    await queryRunner.query(`ALTER TABLE "saved_matches" ADD CONSTRAINT "FK_52fdb20cf0967421e46d24bd2ff" FOREIGN KEY ("customer_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "saved_matches" DROP CONSTRAINT "FK_52fdb20cf0967421e46d24bd2ff"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f10b526a9996f8c32b8c2c7a65"`);
    await queryRunner.query(`DROP TABLE "saved_matches"`);
  }
}
