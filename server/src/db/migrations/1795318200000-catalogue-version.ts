import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * catalogue_version: a sequence that moves on whenever what the category counts depend on changes
 * (franchises added, removed or changing status; category mappings; the category tree), so the counts
 * can be kept between requests and recounted only after a change. The triggers fire at commit
 * (deferred), so a recount never caches a state older than the version it is stored under, except in
 * the instant between the bump and the commit becoming visible (the cache also expires; see
 * catalogue.loaders.ts). A sequence, not a row: no locks between writers.
 */
export class CatalogueVersion1795318200000 implements MigrationInterface {
  name = 'CatalogueVersion1795318200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE catalogue_version`);
    await queryRunner.query(`
      CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM nextval('catalogue_version');
        RETURN NULL;
      END $$`);
    const triggers: [string, string][] = [
      ['franchises', 'INSERT OR DELETE OR UPDATE OF status'],
      ['franchise_category_mappings', 'INSERT OR DELETE OR UPDATE'],
      ['franchise_categories', 'INSERT OR DELETE OR UPDATE OF parent_id'],
    ];
    for (const [table, events] of triggers) {
      await queryRunner.query(`
        CREATE CONSTRAINT TRIGGER ${table}_catalogue_version AFTER ${events} ON ${table}
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalogue_version()`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['franchise_categories', 'franchise_category_mappings', 'franchises']) {
      await queryRunner.query(`DROP TRIGGER ${table}_catalogue_version ON ${table}`);
    }
    await queryRunner.query(`DROP FUNCTION bump_catalogue_version()`);
    await queryRunner.query(`DROP SEQUENCE catalogue_version`);
  }
}
