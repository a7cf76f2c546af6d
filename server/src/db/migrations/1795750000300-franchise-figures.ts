import type { MigrationInterface, QueryRunner } from 'typeorm';

const FIGURES = ['turnover', 'earnings'] as const;

/** A figure stated at all carries its basis, period and date; an average of the network also how many outlets. */
const complete = (p: string) =>
  `"${p}_amount" IS NULL OR ("${p}_basis" IS NOT NULL AND "${p}_period_end" IS NOT NULL AND "${p}_period_months" IS NOT NULL ` +
  `AND "${p}_stated_on" IS NOT NULL AND ("${p}_basis" <> 'network_average' OR "${p}_outlets" IS NOT NULL))`;

/**
 * Figures with their basis (issue 40): average annual turnover and earnings per outlet on franchise_details, each with
 * what it is based on, the period it covers and when it was stated; and what the total investment includes.
 */
export class FranchiseFigures1795750000300 implements MigrationInterface {
  name = 'FranchiseFigures1795750000300';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."franchise_figure_basis" AS ENUM('network_average', 'company_owned', 'projection')`);
    await queryRunner.query(`CREATE TYPE "public"."franchise_investment_part" AS ENUM('franchise_fee', 'equipment', 'working_capital')`);
    for (const p of FIGURES) {
      await queryRunner.query(
        `ALTER TABLE "franchise_details" ADD "${p}_amount" numeric(12,2), ADD "${p}_basis" "public"."franchise_figure_basis", ` +
          `ADD "${p}_outlets" integer, ADD "${p}_period_end" date, ADD "${p}_period_months" smallint, ADD "${p}_stated_on" date`,
      );
      await queryRunner.query(`ALTER TABLE "franchise_details" ADD CONSTRAINT "CHK_franchise_details_${p}_basis" CHECK (${complete(p)})`);
    }
    await queryRunner.query(
      `ALTER TABLE "franchise_details" ADD "investment_includes" "public"."franchise_investment_part" array NOT NULL DEFAULT '{}'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "franchise_details" DROP COLUMN "investment_includes"`);
    for (const p of FIGURES) {
      await queryRunner.query(`ALTER TABLE "franchise_details" DROP CONSTRAINT "CHK_franchise_details_${p}_basis"`);
      for (const column of ['amount', 'basis', 'outlets', 'period_end', 'period_months', 'stated_on']) {
        await queryRunner.query(`ALTER TABLE "franchise_details" DROP COLUMN "${p}_${column}"`);
      }
    }
    await queryRunner.query(`DROP TYPE "public"."franchise_investment_part"`);
    await queryRunner.query(`DROP TYPE "public"."franchise_figure_basis"`);
  }
}
