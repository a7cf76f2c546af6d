import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin portal's approvals:
 * - admin_actions: the audit trail of every administrator action, read by target (history of one account or
 *   listing) and by time. The target has no foreign key so the history outlives it.
 * - franchises.rejection_reason: the optional reason an administrator gave when rejecting a listing.
 */
export class AdminAudit1795330000051 implements MigrationInterface {
  name = 'AdminAudit1795330000051';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "admin_actions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "actor_id" uuid, "action" character varying(40) NOT NULL, "target_type" character varying(40) NOT NULL, "target_id" uuid NOT NULL, "before_status" character varying(40), "after_status" character varying(40), "detail" jsonb, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_08d0b319675c4968ff9e0dca4c3" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_ba8aa06557e3891b54a17c73f1" ON "admin_actions"  ("created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_5ad38e28c79b9b0ea5b581fe8d" ON "admin_actions"  ("target_type", "target_id", "created_at") `);
    await queryRunner.query(`ALTER TABLE "admin_actions" ADD CONSTRAINT "FK_e1c46ac6ec2fcb9fa30dba5f12b" FOREIGN KEY ("actor_id") REFERENCES "profiles"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "franchises" ADD "rejection_reason" character varying(1000)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "franchises" DROP COLUMN "rejection_reason"`);
    await queryRunner.query(`DROP TABLE "admin_actions"`);
  }
}
