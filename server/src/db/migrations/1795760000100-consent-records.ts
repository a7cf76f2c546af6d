import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Consent records (issue 41): evidence of each consent given or withdrawn (request and marketing), and which record
 * each lead was sent under. The (person_id, created_at) and (email, created_at) indexes serve a person's export and
 * the admin's CSV; the one on last_used_at the retention job's; the one on lead_consents.consent_record_id a record's
 * deletion.
 */
export class ConsentRecords1795760000100 implements MigrationInterface {
  name = 'ConsentRecords1795760000100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "consent_records" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "kind" character varying(20) NOT NULL, "action" character varying(20) NOT NULL, "path" character varying(30) NOT NULL, "text" text NOT NULL, "recipients" jsonb NOT NULL, "notice_version" character varying(20) NOT NULL, "person_id" uuid, "email" character varying(254) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_used_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_consent_records" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_8d9bfedb6ca50d3d25ceaa11e6" ON "consent_records" ("person_id", "created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_e9fa1024b3a50b35e99ef1c8b4" ON "consent_records" ("email", "created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_fce424e4d7b966d4bee0ba40fe" ON "consent_records" ("last_used_at") `);
    await queryRunner.query(
      `ALTER TABLE "consent_records" ADD CONSTRAINT "FK_4e5de40ddb140b2b882625c6812" FOREIGN KEY ("person_id") REFERENCES "profiles"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "lead_consents" ("lead_id" uuid NOT NULL, "consent_record_id" uuid NOT NULL, CONSTRAINT "PK_lead_consents" PRIMARY KEY ("lead_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_aaed9fda98bb872954fe70fc0a" ON "lead_consents" ("consent_record_id") `);
    await queryRunner.query(
      `ALTER TABLE "lead_consents" ADD CONSTRAINT "FK_c6e369deb73d3005dae680a9862" FOREIGN KEY ("lead_id") REFERENCES "franchise_leads"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "lead_consents" ADD CONSTRAINT "FK_aaed9fda98bb872954fe70fc0a5" FOREIGN KEY ("consent_record_id") REFERENCES "consent_records"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "lead_consents"`);
    await queryRunner.query(`DROP TABLE "consent_records"`);
  }
}
