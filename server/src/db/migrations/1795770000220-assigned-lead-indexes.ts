import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Leads page's 'Assigned to me' with another filter or the score order (issue 42, measured in
 * bench/results/franchisor.md): assigned + status newest first, and assigned by highest score, each walked in order
 * from an index, as the page's other filters are. The first also serves the new-lead badge (status 'new', unassigned
 * or assigned to the person), in place of the (franchisor, status, assignee) index.
 */
export class AssignedLeadIndexes1795770000220 implements MigrationInterface {
  name = 'AssignedLeadIndexes1795770000220';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_franchise_leads_franchisor_status_assigned"`);
    await queryRunner.query(
      `CREATE INDEX "idx_franchise_leads_franchisor_assigned_status_created" ON "franchise_leads" ("franchisor_id", "assigned_to", "status", "created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_franchise_leads_franchisor_assigned_points" ON "franchise_leads" ("franchisor_id", "assigned_to", "score_points", "created_at", "id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_franchise_leads_franchisor_assigned_points"`);
    await queryRunner.query(`DROP INDEX "idx_franchise_leads_franchisor_assigned_status_created"`);
    await queryRunner.query(
      `CREATE INDEX "idx_franchise_leads_franchisor_status_assigned" ON "franchise_leads" ("franchisor_id", "status", "assigned_to")`,
    );
  }
}
