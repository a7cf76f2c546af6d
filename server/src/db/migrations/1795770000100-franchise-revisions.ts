import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Revisions of approved listings (issue 42, docs/decisions.md "Editing a listing"): an edit of an approved listing is
 * kept here, as the submitted form (jsonb), while the approved version stays public; one open revision per listing.
 * Nothing is migrated into it: a listing now pending because an approved one was edited had its approved rows
 * replaced in place by that edit, so there is no live version left to keep. Such listings stay pending and are
 * reviewed whole, as before; the review and the queue tell them apart by the audit trail (an approval of a listing
 * now pending: 'Edited after approval').
 */
export class FranchiseRevisions1795770000100 implements MigrationInterface {
  name = 'FranchiseRevisions1795770000100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."franchise_revision_status" AS ENUM('open', 'approved', 'rejected', 'withdrawn')`);
    await queryRunner.query(`CREATE TABLE "franchise_revisions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "franchise_id" uuid NOT NULL, "content" jsonb NOT NULL, "status" "public"."franchise_revision_status" NOT NULL DEFAULT 'open', "reason" character varying(1000), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "decided_at" TIMESTAMP WITH TIME ZONE, "decided_by" uuid, CONSTRAINT "PK_5a36c63be8ed5a7dc3de225763e" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_4aafec2f10504f3169bbad4a72" ON "franchise_revisions"  ("decided_by") WHERE "decided_by" IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX "IDX_0f0999ef09619bafe7b80d9083" ON "franchise_revisions"  ("status", "created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_aa9d8aa087085c73d0751b3748" ON "franchise_revisions"  ("franchise_id", "created_at") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "idx_franchise_revisions_one_open" ON "franchise_revisions"  ("franchise_id") WHERE "status" = 'open'`);
    await queryRunner.query(`ALTER TABLE "franchise_revisions" ADD CONSTRAINT "FK_7c44bd45b3d4bbb8502a13b5ba2" FOREIGN KEY ("franchise_id") REFERENCES "franchises"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "franchise_revisions" ADD CONSTRAINT "FK_eb3c9aa917bb399b32afbd055eb" FOREIGN KEY ("decided_by") REFERENCES "profiles"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "franchise_revisions" DROP CONSTRAINT "FK_eb3c9aa917bb399b32afbd055eb"`);
    await queryRunner.query(`ALTER TABLE "franchise_revisions" DROP CONSTRAINT "FK_7c44bd45b3d4bbb8502a13b5ba2"`);
    await queryRunner.query(`DROP INDEX "public"."idx_franchise_revisions_one_open"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_aa9d8aa087085c73d0751b3748"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0f0999ef09619bafe7b80d9083"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4aafec2f10504f3169bbad4a72"`);
    await queryRunner.query(`DROP TABLE "franchise_revisions"`);
    await queryRunner.query(`DROP TYPE "public"."franchise_revision_status"`);
  }
}
