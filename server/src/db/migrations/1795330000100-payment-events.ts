import type { MigrationInterface, QueryRunner } from 'typeorm';

/** payment_events: payment provider events already applied, so a redelivered event does nothing (issue 10). */
export class PaymentEvents1795330000100 implements MigrationInterface {
  name = 'PaymentEvents1795330000100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "payment_events" ("id" character varying(255) NOT NULL, "type" character varying(100) NOT NULL, "ad_id" uuid, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9f1d16fc78b33e676940a32e8b5" PRIMARY KEY ("id"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "payment_events"`);
  }
}
