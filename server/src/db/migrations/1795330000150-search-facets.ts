import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The search facets are counted over the text, location and investment of franchises too, and kept
 * while catalogue_version stands still: it now also moves when an update changes one of those (a
 * description or amount reaches search_text and search_investment through the details trigger).
 * Compared on the final row (a WHEN condition), so updates that change nothing counted do not move it.
 */
export class SearchFacets1795330000150 implements MigrationInterface {
  name = 'SearchFacets1795330000150';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER franchises_catalogue_version ON franchises`);
    await queryRunner.query(`
      CREATE CONSTRAINT TRIGGER franchises_catalogue_version AFTER INSERT OR DELETE ON franchises
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalogue_version()`);
    await queryRunner.query(`
      CREATE CONSTRAINT TRIGGER franchises_catalogue_version_update AFTER UPDATE ON franchises
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
      WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.location IS DISTINCT FROM NEW.location
        OR OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.search_investment IS DISTINCT FROM NEW.search_investment)
      EXECUTE FUNCTION bump_catalogue_version()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER franchises_catalogue_version_update ON franchises`);
    await queryRunner.query(`DROP TRIGGER franchises_catalogue_version ON franchises`);
    await queryRunner.query(`
      CREATE CONSTRAINT TRIGGER franchises_catalogue_version AFTER INSERT OR DELETE OR UPDATE OF status ON franchises
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalogue_version()`);
  }
}
