import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Seats (issue 42 part 2): a franchisor company has several member accounts. The company is the founding
 * account's profile (the id every `franchisor_id` already holds). `profiles.franchisor_id` names the company of a
 * franchisor account (its own id for the founding account) and is read with the session's profile;
 * `franchisor_members` holds each account's role; `franchisor_invitations` the pending invitations (token stored
 * hashed); `franchise_leads.assigned_to` the member a lead is assigned to. Every existing franchisor account becomes
 * the owner of its own company.
 */
export class FranchisorSeats1795770000200 implements MigrationInterface {
  name = 'FranchisorSeats1795770000200';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "profiles" ADD "franchisor_id" uuid`);
    await queryRunner.query(
      `ALTER TABLE "profiles" ADD CONSTRAINT "FK_ce047e45823e8ebd24856f8a1c2" FOREIGN KEY ("franchisor_id") REFERENCES "profiles"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`CREATE INDEX "idx_profiles_franchisor_id" ON "profiles" ("franchisor_id")`);
    await queryRunner.query(`UPDATE "profiles" SET "franchisor_id" = "id" WHERE "user_type" = 'franchisor'`);

    await queryRunner.query(`CREATE TYPE "franchisor_member_role" AS ENUM('owner', 'member')`);
    await queryRunner.query(
      `CREATE TABLE "franchisor_members" (
        "user_id" uuid NOT NULL,
        "franchisor_id" uuid NOT NULL,
        "role" "franchisor_member_role" NOT NULL DEFAULT 'member',
        "invited_by" uuid,
        "joined_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_franchisor_members" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_franchisor_members_company" ON "franchisor_members" ("franchisor_id", "joined_at")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_franchisor_members_owner" ON "franchisor_members" ("franchisor_id") WHERE "role" = 'owner'`);
    await queryRunner.query(
      `CREATE INDEX "idx_franchisor_members_invited_by" ON "franchisor_members" ("invited_by") WHERE "invited_by" IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "franchisor_members" ADD CONSTRAINT "FK_b33859afee4e8d1e383d769ba18" FOREIGN KEY ("user_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "franchisor_members" ADD CONSTRAINT "FK_eed122884755142be70966ae2ec" FOREIGN KEY ("franchisor_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "franchisor_members" ADD CONSTRAINT "FK_540df940ece752a82bddb4617f3" FOREIGN KEY ("invited_by") REFERENCES "profiles"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `INSERT INTO "franchisor_members" ("user_id", "franchisor_id", "role", "joined_at")
       SELECT "id", "id", 'owner', "created_at" FROM "profiles" WHERE "user_type" = 'franchisor'`,
    );

    // Every franchisor account created without a company (sign-up, seed, admin tools, tests) founds its own and is
    // its owner: the database sees to it, whichever path inserts the profile. A member's profile comes with its
    // company id and its member row (FranchisorTeamService.accept).
    await queryRunner.query(
      `CREATE FUNCTION "profiles_found_company"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF NEW.user_type = 'franchisor' AND NEW.franchisor_id IS NULL THEN NEW.franchisor_id := NEW.id; END IF;
         RETURN NEW;
       END $$`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "profiles_found_company_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF NEW.user_type = 'franchisor' AND NEW.franchisor_id = NEW.id THEN
           INSERT INTO franchisor_members (user_id, franchisor_id, role, joined_at)
           VALUES (NEW.id, NEW.id, 'owner', NEW.created_at) ON CONFLICT (user_id) DO NOTHING;
         END IF;
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "profiles_found_company" BEFORE INSERT ON "profiles" FOR EACH ROW EXECUTE FUNCTION "profiles_found_company"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "profiles_found_company_owner" AFTER INSERT ON "profiles" FOR EACH ROW EXECUTE FUNCTION "profiles_found_company_owner"()`,
    );

    await queryRunner.query(
      `CREATE TABLE "franchisor_invitations" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "franchisor_id" uuid NOT NULL,
        "email" character varying(254) NOT NULL,
        "token_hash" character(64) NOT NULL,
        "invited_by" uuid,
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "used_at" TIMESTAMP WITH TIME ZONE,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_franchisor_invitations_token" UNIQUE ("token_hash"),
        CONSTRAINT "PK_franchisor_invitations" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_franchisor_invitations_company" ON "franchisor_invitations" ("franchisor_id", "created_at")`);
    await queryRunner.query(`CREATE INDEX "idx_franchisor_invitations_expires" ON "franchisor_invitations" ("expires_at")`);
    await queryRunner.query(
      `CREATE INDEX "idx_franchisor_invitations_invited_by" ON "franchisor_invitations" ("invited_by") WHERE "invited_by" IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "franchisor_invitations" ADD CONSTRAINT "FK_522808ee8f28ac3f32ffb70466e" FOREIGN KEY ("franchisor_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "franchisor_invitations" ADD CONSTRAINT "FK_dd88c9fae83aed862ae052157e5" FOREIGN KEY ("invited_by") REFERENCES "profiles"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );

    await queryRunner.query(`ALTER TABLE "franchise_leads" ADD "assigned_to" uuid`);
    await queryRunner.query(
      `ALTER TABLE "franchise_leads" ADD CONSTRAINT "FK_297d01d45bf1547e277c50ae6e7" FOREIGN KEY ("assigned_to") REFERENCES "profiles"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    // The Leads page's 'Assigned to me' filter (newest first), and the new-lead badge (unassigned + assigned to me).
    await queryRunner.query(
      `CREATE INDEX "idx_franchise_leads_franchisor_assigned_created" ON "franchise_leads" ("franchisor_id", "assigned_to", "created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_franchise_leads_franchisor_status_assigned" ON "franchise_leads" ("franchisor_id", "status", "assigned_to")`,
    );
    // Removing a member sets their leads' assigned_to to null: found through this index, not by reading the table.
    await queryRunner.query(`CREATE INDEX "idx_franchise_leads_assigned_to" ON "franchise_leads" ("assigned_to") WHERE "assigned_to" IS NOT NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_franchise_leads_assigned_to"`);
    await queryRunner.query(`DROP INDEX "idx_franchise_leads_franchisor_status_assigned"`);
    await queryRunner.query(`DROP INDEX "idx_franchise_leads_franchisor_assigned_created"`);
    await queryRunner.query(`ALTER TABLE "franchise_leads" DROP CONSTRAINT "FK_297d01d45bf1547e277c50ae6e7"`);
    await queryRunner.query(`ALTER TABLE "franchise_leads" DROP COLUMN "assigned_to"`);
    await queryRunner.query(`DROP TABLE "franchisor_invitations"`);
    await queryRunner.query(`DROP TRIGGER "profiles_found_company_owner" ON "profiles"`);
    await queryRunner.query(`DROP TRIGGER "profiles_found_company" ON "profiles"`);
    await queryRunner.query(`DROP FUNCTION "profiles_found_company_owner"()`);
    await queryRunner.query(`DROP FUNCTION "profiles_found_company"()`);
    await queryRunner.query(`DROP TABLE "franchisor_members"`);
    await queryRunner.query(`DROP TYPE "franchisor_member_role"`);
    await queryRunner.query(`DROP INDEX "idx_profiles_franchisor_id"`);
    await queryRunner.query(`ALTER TABLE "profiles" DROP CONSTRAINT "FK_ce047e45823e8ebd24856f8a1c2"`);
    await queryRunner.query(`ALTER TABLE "profiles" DROP COLUMN "franchisor_id"`);
  }
}
