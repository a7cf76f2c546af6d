import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lead routing (issue 42 part 3): per listing, a rule that assigns its new leads to a member of the company, by the
 * area the enquirer's town stands in, or in turn. `lead_routing_rules` holds the listing's mode and the round-robin
 * turn (a counter moved by one conditional UPDATE per lead, so concurrent leads take distinct turns);
 * `lead_routing_members` the members in the turn (area '') or each area's member.
 */
export class LeadRouting1795770000210 implements MigrationInterface {
  name = 'LeadRouting1795770000210';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "lead_routing_mode" AS ENUM('area', 'round_robin')`);
    await queryRunner.query(
      `CREATE TABLE "lead_routing_rules" (
        "franchise_id" uuid NOT NULL,
        "franchisor_id" uuid NOT NULL,
        "mode" "lead_routing_mode" NOT NULL,
        "turn" bigint NOT NULL DEFAULT 0,
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_lead_routing_rules" PRIMARY KEY ("franchise_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_lead_routing_rules_franchisor" ON "lead_routing_rules" ("franchisor_id")`);
    await queryRunner.query(
      `CREATE TABLE "lead_routing_members" (
        "franchise_id" uuid NOT NULL,
        "member_id" uuid NOT NULL,
        "area" character varying(120) NOT NULL DEFAULT '',
        CONSTRAINT "PK_lead_routing_members" PRIMARY KEY ("franchise_id", "area", "member_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_lead_routing_members_member" ON "lead_routing_members" ("member_id")`);
    await queryRunner.query(
      `ALTER TABLE "lead_routing_rules" ADD CONSTRAINT "FK_fa9a08f65113fe5eea7976c03c4" FOREIGN KEY ("franchise_id") REFERENCES "franchises"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "lead_routing_rules" ADD CONSTRAINT "FK_46624fa28d75ce6fc1b65ce16a8" FOREIGN KEY ("franchisor_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "lead_routing_members" ADD CONSTRAINT "FK_b678ca81006d0594dac20f8f2c0" FOREIGN KEY ("franchise_id") REFERENCES "lead_routing_rules"("franchise_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "lead_routing_members" ADD CONSTRAINT "FK_2802657f7211c22c12e94cd5ffc" FOREIGN KEY ("member_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "lead_routing_members"`);
    await queryRunner.query(`DROP TABLE "lead_routing_rules"`);
    await queryRunner.query(`DROP TYPE "lead_routing_mode"`);
  }
}
