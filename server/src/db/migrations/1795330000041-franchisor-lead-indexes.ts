import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The franchisor's Leads page (docs/decisions.md, "Leads page indexes"): every filter has an index that
 * also keeps the page order (created_at, id), so a page of 20,000 leads is read straight off an index
 * and its total is an index-only count:
 *   (franchisor_id, created_at, id)               unfiltered and date range (replaces (franchisor_id, created_at))
 *   (franchisor_id, status, created_at, id)       status filter, stat cards and the new-lead badge (replaces
 *                                                 (franchisor_id, status))
 *   (franchisor_id, franchise_id, created_at, id) franchise filter
 *   trigram GIN on lower(name) || ' ' || email    free-text search on name or e-mail (e-mails are stored
 *                                                 lower-cased, so LIKE on the lower-cased term needs no ILIKE)
 */
export class FranchisorLeadIndexes1795330000041 implements MigrationInterface {
  name = 'FranchisorLeadIndexes1795330000041';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(
      `CREATE INDEX "idx_franchise_leads_franchisor_created" ON "franchise_leads" ("franchisor_id", "created_at", "id")`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_e0c2413786639a351b05281727"`);
    await queryRunner.query(
      `CREATE INDEX "idx_franchise_leads_franchisor_status_created" ON "franchise_leads" ("franchisor_id", "status", "created_at", "id")`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_b5d8e38bcbd4bd6b3523724b2a"`);
    await queryRunner.query(
      `CREATE INDEX "idx_franchise_leads_franchisor_franchise_created" ON "franchise_leads" ("franchisor_id", "franchise_id", "created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_franchise_leads_search_trgm" ON "franchise_leads" USING gin ((lower("name") || ' ' || "email") gin_trgm_ops)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."idx_franchise_leads_search_trgm"`);
    await queryRunner.query(`DROP INDEX "public"."idx_franchise_leads_franchisor_franchise_created"`);
    await queryRunner.query(`CREATE INDEX "IDX_b5d8e38bcbd4bd6b3523724b2a" ON "franchise_leads" ("franchisor_id", "status")`);
    await queryRunner.query(`DROP INDEX "public"."idx_franchise_leads_franchisor_status_created"`);
    await queryRunner.query(`CREATE INDEX "IDX_e0c2413786639a351b05281727" ON "franchise_leads" ("franchisor_id", "created_at")`);
    await queryRunner.query(`DROP INDEX "public"."idx_franchise_leads_franchisor_created"`);
  }
}
