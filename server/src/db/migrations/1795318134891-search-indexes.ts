import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Franchise search (docs/decisions.md, "Search columns"): two columns on franchises kept by triggers,
 *   search_text       name, location and the details' short description, joined by newlines, lower-cased
 *   search_investment the details' investment amount
 * so that every filter and sort of a search reads one table, with indexes for each:
 *   trigram GIN on search_text (free text, matched with LIKE against lower-cased words, which saves ILIKE's
 *   per-row case folding) and on location (location filter, ILIKE);
 *   (status, search_investment, id) both ways for the investment sorts and bands; (status, lower(name), id)
 *   for the name sort. Newest first uses the existing (status, created_at) index.
 */
export class SearchIndexes1795318134891 implements MigrationInterface {
  name = 'SearchIndexes1795318134891';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`ALTER TABLE "franchises" ADD "search_text" text NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "franchises" ADD "search_investment" numeric(12,2)`);

    await queryRunner.query(`
      CREATE FUNCTION franchise_search_text(name text, location text, short_description text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT lower(coalesce(name, '') || E'\\n' || coalesce(location, '') || E'\\n' || coalesce(short_description, '')) $$`);

    // A franchise row written: take the description and amount from its details (if any yet).
    await queryRunner.query(`
      CREATE FUNCTION franchises_search_columns() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        description text;
        amount numeric(12,2);
      BEGIN
        SELECT d.short_description, d.investment_amount INTO description, amount
          FROM franchise_details d WHERE d.franchise_id = NEW.id;
        NEW.search_text := franchise_search_text(NEW.name, NEW.location, description);
        NEW.search_investment := amount;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER franchises_search_columns BEFORE INSERT OR UPDATE OF name, location ON franchises
      FOR EACH ROW EXECUTE FUNCTION franchises_search_columns()`);

    // Details written or removed: copy the description and amount onto the franchise.
    await queryRunner.query(`
      CREATE FUNCTION franchise_details_search_columns() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          UPDATE franchises f SET search_text = franchise_search_text(f.name, f.location, NULL), search_investment = NULL
            WHERE f.id = OLD.franchise_id;
          RETURN OLD;
        END IF;
        UPDATE franchises f
          SET search_text = franchise_search_text(f.name, f.location, NEW.short_description),
              search_investment = NEW.investment_amount
          WHERE f.id = NEW.franchise_id;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER franchise_details_search_columns
      AFTER INSERT OR DELETE OR UPDATE OF short_description, investment_amount ON franchise_details
      FOR EACH ROW EXECUTE FUNCTION franchise_details_search_columns()`);

    // Rows written before this migration.
    await queryRunner.query(`
      UPDATE franchises f
      SET search_text = franchise_search_text(f.name, f.location, d.short_description),
          search_investment = d.investment_amount
      FROM (SELECT f2.id, d2.short_description, d2.investment_amount
              FROM franchises f2 LEFT JOIN franchise_details d2 ON d2.franchise_id = f2.id) d
      WHERE d.id = f.id`);

    await queryRunner.query(
      `CREATE INDEX "idx_franchises_search_text_trgm" ON "franchises" USING gin ("search_text" gin_trgm_ops)`,
    );
    await queryRunner.query(`CREATE INDEX "idx_franchises_location_trgm" ON "franchises" USING gin ("location" gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX "idx_franchises_status_name" ON "franchises" ("status", lower("name"), "id")`);
    await queryRunner.query(
      `CREATE INDEX "idx_franchises_status_investment_asc" ON "franchises" ("status", "search_investment" ASC NULLS LAST, "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_franchises_status_investment_desc" ON "franchises" ("status", "search_investment" DESC NULLS LAST, "id" DESC)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_franchises_status_investment_desc"`);
    await queryRunner.query(`DROP INDEX "idx_franchises_status_investment_asc"`);
    await queryRunner.query(`DROP INDEX "idx_franchises_status_name"`);
    await queryRunner.query(`DROP INDEX "idx_franchises_location_trgm"`);
    await queryRunner.query(`DROP INDEX "idx_franchises_search_text_trgm"`);
    await queryRunner.query(`DROP TRIGGER franchise_details_search_columns ON franchise_details`);
    await queryRunner.query(`DROP FUNCTION franchise_details_search_columns()`);
    await queryRunner.query(`DROP TRIGGER franchises_search_columns ON franchises`);
    await queryRunner.query(`DROP FUNCTION franchises_search_columns()`);
    await queryRunner.query(`DROP FUNCTION franchise_search_text(text, text, text)`);
    await queryRunner.query(`ALTER TABLE "franchises" DROP COLUMN "search_investment"`);
    await queryRunner.query(`ALTER TABLE "franchises" DROP COLUMN "search_text"`);
  }
}
