import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reports of listings (issue 40, part 5): what a visitor reported and how an administrator resolved it. The
 * (status, created_at) index serves the admin queue (open first) and the badge's open count; the one on
 * franchise_id a listing's deletion, which takes its reports with it.
 */
export class ListingReports1795750000500 implements MigrationInterface {
  name = 'ListingReports1795750000500';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "listing_reports" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "franchise_id" uuid NOT NULL, "reason" character varying(40) NOT NULL, "details" text, "reporter_email" character varying(254), "status" character varying(20) NOT NULL DEFAULT 'open', "resolution" character varying(20), "resolution_note" character varying(1000), "resolved_by_id" uuid, "resolved_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_943442134a31338529a1cf22ba5" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_9bb6c8e3d7980160331bd467ad" ON "listing_reports" ("franchise_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_3c0f6accbf692b87d72ac0a5f9" ON "listing_reports" ("status", "created_at") `);
    await queryRunner.query(
      `ALTER TABLE "listing_reports" ADD CONSTRAINT "FK_9bb6c8e3d7980160331bd467ad9" FOREIGN KEY ("franchise_id") REFERENCES "franchises"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "listing_reports" ADD CONSTRAINT "FK_24545b7bb35cfa28bfe2f788428" FOREIGN KEY ("resolved_by_id") REFERENCES "profiles"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "listing_reports"`);
  }
}
