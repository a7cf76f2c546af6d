import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The franchisor dashboard's data:
 * - ad_metrics records events of every listing: franchise_id (required, filled from the ad for existing
 *   rows), ad_id optional and kept as null when its ad is deleted, indexed by franchise and time.
 * - ad_metric_daily: the events counted per franchise and UK calendar day, kept by statement triggers on
 *   ad_metrics in the inserting transaction (one upsert per franchise and day a statement touches), so
 *   a year's funnel reads a few hundred rows per franchise instead of every event.
 * - franchise_leads: a covering index for the funnel's lead counts (franchisor, created_at) + (franchise, status).
 * - sign_ins: one row per session started, for the account's own Recent Login Activity.
 */
export class FranchisorDashboard1795330000043 implements MigrationInterface {
  name = 'FranchisorDashboard1795330000043';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ad_metrics" DROP CONSTRAINT "FK_df86cc5643c867ad1795a179627"`);
    await queryRunner.query(`ALTER TABLE "ad_metrics" ADD "franchise_id" uuid`);
    await queryRunner.query(`UPDATE "ad_metrics" m SET "franchise_id" = a."franchise_id" FROM "featured_ads" a WHERE a."id" = m."ad_id"`);
    await queryRunner.query(`ALTER TABLE "ad_metrics" ALTER COLUMN "franchise_id" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "ad_metrics" ALTER COLUMN "ad_id" DROP NOT NULL`);
    await queryRunner.query(`CREATE INDEX "IDX_83060a7012a773cf1b9f745e63" ON "ad_metrics"  ("franchise_id", "created_at") `);
    await queryRunner.query(`ALTER TABLE "ad_metrics" ADD CONSTRAINT "FK_ab36a9e8e8b12d3fd57587933e9" FOREIGN KEY ("franchise_id") REFERENCES "franchises"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "ad_metrics" ADD CONSTRAINT "FK_df86cc5643c867ad1795a179627" FOREIGN KEY ("ad_id") REFERENCES "featured_ads"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);

    await queryRunner.query(`CREATE TABLE "ad_metric_daily" ("franchise_id" uuid NOT NULL, "day" date NOT NULL, "views" integer NOT NULL DEFAULT '0', "clicks" integer NOT NULL DEFAULT '0', "request_infos" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_e0100cdc296c0e8056bc9f2c62f" PRIMARY KEY ("franchise_id", "day"))`);
    await queryRunner.query(`ALTER TABLE "ad_metric_daily" ADD CONSTRAINT "FK_8e86059cbf4ab9736bfaf5bd18a" FOREIGN KEY ("franchise_id") REFERENCES "franchises"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    const daily = (rows: string) => `
      SELECT franchise_id, (created_at AT TIME ZONE 'Europe/London')::date AS day,
             count(*) FILTER (WHERE metric_type = 'view') AS views,
             count(*) FILTER (WHERE metric_type = 'click') AS clicks,
             count(*) FILTER (WHERE metric_type = 'request_info') AS request_infos
      FROM ${rows} GROUP BY 1, 2`;
    // Rows locked in key order, so two statements touching the same days cannot deadlock.
    await queryRunner.query(`
      CREATE FUNCTION ad_metric_daily_add() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO ad_metric_daily AS d (franchise_id, day, views, clicks, request_infos)
        ${daily('new_rows')} ORDER BY 1, 2
        ON CONFLICT (franchise_id, day) DO UPDATE SET views = d.views + EXCLUDED.views,
          clicks = d.clicks + EXCLUDED.clicks, request_infos = d.request_infos + EXCLUDED.request_infos;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION ad_metric_daily_remove() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE ad_metric_daily d SET views = d.views - o.views, clicks = d.clicks - o.clicks,
          request_infos = d.request_infos - o.request_infos
        FROM (${daily('old_rows')} ORDER BY 1, 2) o
        WHERE d.franchise_id = o.franchise_id AND d.day = o.day;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER ad_metrics_daily_add AFTER INSERT ON ad_metrics
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ad_metric_daily_add()`);
    await queryRunner.query(`
      CREATE TRIGGER ad_metrics_daily_remove AFTER DELETE ON ad_metrics
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ad_metric_daily_remove()`);
    await queryRunner.query(`INSERT INTO ad_metric_daily (franchise_id, day, views, clicks, request_infos) ${daily('ad_metrics')}`);

    // The funnel's lead counts per franchise and status over a date range, without touching the table.
    await queryRunner.query(
      `CREATE INDEX "idx_franchise_leads_franchisor_created_funnel" ON "franchise_leads" ("franchisor_id", "created_at") INCLUDE ("franchise_id", "status")`,
    );

    await queryRunner.query(`CREATE TABLE "sign_ins" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "browser" character varying(80) NOT NULL, "location" character varying(80), CONSTRAINT "PK_4579b825694df5090ed8a003735" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_998ab232acfcd8ff4c5c7c7595" ON "sign_ins"  ("user_id", "created_at") `);
    await queryRunner.query(`ALTER TABLE "sign_ins" ADD CONSTRAINT "FK_c4322fc39fcd812ec976015dab3" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "sign_ins"`);
    await queryRunner.query(`DROP INDEX "public"."idx_franchise_leads_franchisor_created_funnel"`);
    await queryRunner.query(`DROP TRIGGER ad_metrics_daily_remove ON ad_metrics`);
    await queryRunner.query(`DROP TRIGGER ad_metrics_daily_add ON ad_metrics`);
    await queryRunner.query(`DROP FUNCTION ad_metric_daily_remove()`);
    await queryRunner.query(`DROP FUNCTION ad_metric_daily_add()`);
    await queryRunner.query(`DROP TABLE "ad_metric_daily"`);
    await queryRunner.query(`ALTER TABLE "ad_metrics" DROP CONSTRAINT "FK_df86cc5643c867ad1795a179627"`);
    await queryRunner.query(`ALTER TABLE "ad_metrics" DROP CONSTRAINT "FK_ab36a9e8e8b12d3fd57587933e9"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_83060a7012a773cf1b9f745e63"`);
    // Events of ordinary listings have no ad to keep them under.
    await queryRunner.query(`DELETE FROM "ad_metrics" WHERE "ad_id" IS NULL`);
    await queryRunner.query(`ALTER TABLE "ad_metrics" ALTER COLUMN "ad_id" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "ad_metrics" DROP COLUMN "franchise_id"`);
    await queryRunner.query(`ALTER TABLE "ad_metrics" ADD CONSTRAINT "FK_df86cc5643c867ad1795a179627" FOREIGN KEY ("ad_id") REFERENCES "featured_ads"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }
}
