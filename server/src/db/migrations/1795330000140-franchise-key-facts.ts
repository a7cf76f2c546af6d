import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Key facts a buyer compares (issue 13): franchise fee, liquid capital, royalty, finance, founded, outlets, training. */
export class FranchiseKeyFacts1795330000140 implements MigrationInterface {
  name = 'FranchiseKeyFacts1795330000140';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "franchise_details" ADD "franchise_fee" numeric(12,2)`);
    await queryRunner.query(`ALTER TABLE "franchise_details" ADD "minimum_liquid_capital" numeric(12,2)`);
    await queryRunner.query(`ALTER TABLE "franchise_details" ADD "royalty_fee" character varying(200)`);
    await queryRunner.query(`ALTER TABLE "franchise_details" ADD "finance_available" boolean`);
    await queryRunner.query(`ALTER TABLE "franchise_details" ADD "year_founded" integer`);
    await queryRunner.query(`ALTER TABLE "franchise_details" ADD "outlets" integer`);
    await queryRunner.query(`ALTER TABLE "franchise_details" ADD "training_provided" character varying(500)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['training_provided', 'outlets', 'year_founded', 'finance_available', 'royalty_fee', 'minimum_liquid_capital', 'franchise_fee']) {
      await queryRunner.query(`ALTER TABLE "franchise_details" DROP COLUMN "${column}"`);
    }
  }
}
