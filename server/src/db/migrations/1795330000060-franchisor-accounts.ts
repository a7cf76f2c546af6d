import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin Accounts page (franchisor accounts, newest first, searchable by company, contact or e-mail):
 *   idx_profiles_franchisor_created       (created_at DESC, id DESC) WHERE user_type = 'franchisor': a page is
 *                                         read in order straight off the index and the total is index-only
 *   idx_profiles_franchisor_search_trgm   trigram GIN on lower(company_name || full_name || email) of franchisors,
 *                                         for the search box (LIKE '%term%')
 * Both are partial: customers, the bulk of profiles, are never in them.
 */
export class FranchisorAccounts1795330000060 implements MigrationInterface {
  name = 'FranchisorAccounts1795330000060';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(
      `CREATE INDEX "idx_profiles_franchisor_created" ON "profiles" ("created_at" DESC, "id" DESC) WHERE "user_type" = 'franchisor'`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_profiles_franchisor_search_trgm" ON "profiles" USING gin ((lower(coalesce("company_name", '') || ' ' || "full_name" || ' ' || "email")) gin_trgm_ops) WHERE "user_type" = 'franchisor'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."idx_profiles_franchisor_search_trgm"`);
    await queryRunner.query(`DROP INDEX "public"."idx_profiles_franchisor_created"`);
  }
}
