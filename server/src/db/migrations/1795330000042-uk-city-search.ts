import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The franchise form's location autocomplete: a part of a city's name, any case (ukCities query). */
export class UkCitySearch1795330000042 implements MigrationInterface {
  name = 'UkCitySearch1795330000042';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE INDEX "idx_uk_cities_name_trgm" ON "uk_cities" USING gin (lower("name") gin_trgm_ops)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."idx_uk_cities_name_trgm"`);
  }
}
