import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The platform inbox (docs/decisions.md, "Support is a shared platform inbox"): messages between a franchisor
 * and the platform are tagged with their direction, so every approved administrator reads the same inbox and
 * a message stays in it whichever administrator account it was addressed to (even once that account is gone):
 *   messages.platform    'in'  a franchisor (or anyone not an admin) wrote to an administrator;
 *                        'out' an administrator wrote; null for everything else (customer conversations).
 *   messages_platform    BEFORE INSERT trigger filling it from the two profiles' user types when the writer
 *                        left it null, so every writer (services, seeds, tests) tags alike.
 *   idx_messages_platform          (created_at DESC, id DESC) WHERE platform IS NOT NULL: the admin Message
 *                                  History, newest first, read straight off the index; its total index-only.
 *   idx_messages_platform_unread   (created_at) WHERE platform = 'in' AND NOT read: the admin Messages badge
 *                                  and the unread filter.
 * The franchisor filter uses the existing (sender_id, created_at) and (receiver_id, created_at) indexes.
 */
export class PlatformInbox1795330000080 implements MigrationInterface {
  name = 'PlatformInbox1795330000080';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "messages" ADD "platform" character varying(3)`);
    await queryRunner.query(`
      UPDATE messages m SET platform = CASE
          WHEN EXISTS (SELECT 1 FROM profiles p WHERE p.id = m.sender_id AND p.user_type = 'admin') THEN 'out'
          WHEN EXISTS (SELECT 1 FROM profiles p WHERE p.id = m.receiver_id AND p.user_type = 'admin') THEN 'in'
        END`);
    await queryRunner.query(`
      CREATE FUNCTION messages_platform() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.platform IS NULL THEN
          NEW.platform := CASE
            WHEN EXISTS (SELECT 1 FROM profiles p WHERE p.id = NEW.sender_id AND p.user_type = 'admin') THEN 'out'
            WHEN EXISTS (SELECT 1 FROM profiles p WHERE p.id = NEW.receiver_id AND p.user_type = 'admin') THEN 'in'
          END;
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER messages_platform BEFORE INSERT ON messages FOR EACH ROW EXECUTE FUNCTION messages_platform()`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_messages_platform" ON "messages" ("created_at" DESC, "id" DESC) WHERE "platform" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_messages_platform_unread" ON "messages" ("created_at") WHERE "platform" = 'in' AND NOT "read"`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."idx_messages_platform_unread"`);
    await queryRunner.query(`DROP INDEX "public"."idx_messages_platform"`);
    await queryRunner.query(`DROP TRIGGER messages_platform ON messages`);
    await queryRunner.query(`DROP FUNCTION messages_platform()`);
    await queryRunner.query(`ALTER TABLE "messages" DROP COLUMN "platform"`);
  }
}
