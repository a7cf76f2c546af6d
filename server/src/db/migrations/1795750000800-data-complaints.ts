import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Complaints about personal data (issue 41, part 3) and their internal notes. The sequence numbers the references
 * (DC-<year>-<six digits>); the (status, answer_due_at) index serves the admin queue (unanswered first, soonest due)
 * and the badge's count; the one on (complaint_id, created_at) a complaint's notes.
 */
export class DataComplaints1795750000800 implements MigrationInterface {
  name = 'DataComplaints1795750000800';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE "data_complaint_reference_seq"`);
    await queryRunner.query(
      `CREATE TABLE "data_complaints" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "reference" character varying(20) NOT NULL, "full_name" character varying(200) NOT NULL, "email" character varying(254) NOT NULL, "topic" character varying(40) NOT NULL, "details" text NOT NULL, "status" character varying(20) NOT NULL DEFAULT 'open', "answer_due_at" TIMESTAMP WITH TIME ZONE NOT NULL, "outcome" text, "answered_at" TIMESTAMP WITH TIME ZONE, "answered_by_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_3747d4183d6da93d4af15bef4ef" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_de89d568bc1e84466ec7860f71" ON "data_complaints" ("reference") `);
    await queryRunner.query(`CREATE INDEX "IDX_7747ad4f9b98914a127df6b928" ON "data_complaints" ("status", "answer_due_at") `);
    await queryRunner.query(
      `CREATE TABLE "data_complaint_notes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "complaint_id" uuid NOT NULL, "author_id" uuid, "body" character varying(2000) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b6ead8c8dc39dd127bcdc5afd08" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_058f86303ea41722a4c1e0f3a0" ON "data_complaint_notes" ("complaint_id", "created_at") `);
    await queryRunner.query(
      `ALTER TABLE "data_complaints" ADD CONSTRAINT "FK_92d323befd3de627e91cff64dec" FOREIGN KEY ("answered_by_id") REFERENCES "profiles"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "data_complaint_notes" ADD CONSTRAINT "FK_7a5261b4076c94544efc3cd9057" FOREIGN KEY ("complaint_id") REFERENCES "data_complaints"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "data_complaint_notes" ADD CONSTRAINT "FK_698d6b89761815245378aba45da" FOREIGN KEY ("author_id") REFERENCES "profiles"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "data_complaint_notes"`);
    await queryRunner.query(`DROP TABLE "data_complaints"`);
    await queryRunner.query(`DROP SEQUENCE "data_complaint_reference_seq"`);
  }
}
