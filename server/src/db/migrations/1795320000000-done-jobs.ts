import type { MigrationInterface, QueryRunner } from 'typeorm';

/** done_jobs: the jobs whose side effect happened, so a retried job does not repeat it (src/jobs/). */
export class DoneJobs1795320000000 implements MigrationInterface {
  name = 'DoneJobs1795320000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "done_jobs" ("job_id" uuid NOT NULL, "queue" character varying(50) NOT NULL, "done_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_94861fa3d1266b5a45a76c53d80" PRIMARY KEY ("job_id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_51b7b35871ffed3dd09aea5ae2" ON "done_jobs"  ("done_at") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_51b7b35871ffed3dd09aea5ae2"`);
    await queryRunner.query(`DROP TABLE "done_jobs"`);
  }
}
