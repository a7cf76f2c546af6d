import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Saved searches with e-mail alerts, and the listings each alert has sent (so each goes to each search
 * at most once). The partial index serves the alert clock (searches falling due); the one on franchise_id
 * a listing's deletion (its sent rows go with it).
 */
export class SavedSearches1795330000170 implements MigrationInterface {
  name = 'SavedSearches1795330000170';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "saved_searches" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "customer_id" uuid NOT NULL, "name" character varying(100) NOT NULL, "text" character varying(200), "category_id" uuid, "subcategory_id" uuid, "location" character varying(200), "investment" character varying(20), "sort" character varying(20) NOT NULL DEFAULT 'newest', "alert" character varying(10) NOT NULL DEFAULT 'none', "next_alert_at" TIMESTAMP WITH TIME ZONE, "alert_since" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "unsubscribe_token" character varying(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d9a53c71ccc5cf66dcdc5b33dfe" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_426c342b341ebbb5f6d0db18b8" ON "saved_searches" ("unsubscribe_token")`);
    await queryRunner.query(`CREATE INDEX "IDX_fa5090a42055ec32dcb7e15b81" ON "saved_searches" ("customer_id", "created_at")`);
    await queryRunner.query(
      `CREATE INDEX "idx_saved_searches_alert_due" ON "saved_searches" ("next_alert_at") WHERE "next_alert_at" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "saved_search_sent_listings" ("saved_search_id" uuid NOT NULL, "franchise_id" uuid NOT NULL, "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9e49cbf4fbdf1829f0312338886" PRIMARY KEY ("saved_search_id", "franchise_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_saved_search_sent_franchise" ON "saved_search_sent_listings" ("franchise_id")`);
    await queryRunner.query(
      `ALTER TABLE "saved_searches" ADD CONSTRAINT "FK_fa40ab203d4601bcb9eec49d7d5" FOREIGN KEY ("customer_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "saved_searches" ADD CONSTRAINT "FK_be99ba04db77a8ceab14d9b14db" FOREIGN KEY ("category_id") REFERENCES "franchise_categories"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "saved_searches" ADD CONSTRAINT "FK_1316fabf6aa55a75a54c963f074" FOREIGN KEY ("subcategory_id") REFERENCES "franchise_categories"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "saved_search_sent_listings" ADD CONSTRAINT "FK_a99113dc3afb2bb5c221df03a5f" FOREIGN KEY ("saved_search_id") REFERENCES "saved_searches"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "saved_search_sent_listings" ADD CONSTRAINT "FK_731fa2afe3ab84c26990f922d36" FOREIGN KEY ("franchise_id") REFERENCES "franchises"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "saved_search_sent_listings"`);
    await queryRunner.query(`DROP TABLE "saved_searches"`);
  }
}
