import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhooks of franchisor companies (issue 42): their endpoints, one delivery per event and endpoint (its id is the
 * webhook-id header), and each HTTP attempt (the endpoint's delivery log, read by endpoint and time). The
 * attempts' delivery_id index also serves the cascade when a delivery goes.
 */
export class Webhooks1795770000300 implements MigrationInterface {
  name = 'Webhooks1795770000300';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "webhook_endpoints" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "franchisor_id" uuid NOT NULL, "url" character varying(2000) NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', "events" character varying(40) array NOT NULL, "enabled" boolean NOT NULL DEFAULT true, "secret" character varying(100) NOT NULL, "previous_secret" character varying(100), "previous_secret_expires_at" TIMESTAMP WITH TIME ZONE, "failing_since" TIMESTAMP WITH TIME ZONE, "auto_disabled_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_054c4cfb95223732f5939d2d546" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_fe2d83b36c4a08c20bbcc152a5" ON "webhook_endpoints"  ("franchisor_id", "created_at") `);
    await queryRunner.query(`CREATE TABLE "webhook_deliveries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "endpoint_id" uuid NOT NULL, "event_type" character varying(40) NOT NULL, "payload" text NOT NULL, "state" character varying(20) NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_535dd409947fb6d8fc6dfc0112a" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_90d878c7d3ce99fb2ef328d4d5" ON "webhook_deliveries"  ("endpoint_id", "created_at") `);
    await queryRunner.query(`CREATE TABLE "webhook_attempts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "delivery_id" uuid NOT NULL, "endpoint_id" uuid NOT NULL, "attempt" integer NOT NULL, "status_code" integer, "duration_ms" integer NOT NULL, "error" character varying(500), "response_body" character varying(4096), "attempted_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_2de7e7887ad97de459adab62638" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_0d56d91d61b827bb2079c25653" ON "webhook_attempts"  ("delivery_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_9a59b5bfb951723091a287f98b" ON "webhook_attempts"  ("endpoint_id", "attempted_at") `);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "FK_06dcdfe429689dfecdc78ee4ccf" FOREIGN KEY ("franchisor_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_0b882c26a9b91c26e6e86b4867c" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "webhook_attempts" ADD CONSTRAINT "FK_0d56d91d61b827bb2079c256538" FOREIGN KEY ("delivery_id") REFERENCES "webhook_deliveries"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "webhook_attempts" ADD CONSTRAINT "FK_ba3c8606f00614a41a397d17d48" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "webhook_attempts"`);
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`DROP TABLE "webhook_endpoints"`);
  }
}
