import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The one foreign key without an index on its referencing column: messages.attachment_file_id (ON DELETE SET NULL
 * to stored_files). Deleting a stored file (the retention job deletes a deleted message's attachment, issue 41)
 * has PostgreSQL look for the messages that point at it, and the job itself asks whether another message still
 * does: without an index both read the whole messages table, once per file. Partial: most messages have no
 * attachment, and `attachment_file_id = $1` implies IS NOT NULL, so both lookups use it. server/test/retention.test.ts
 * checks that every foreign key into a table the job deletes from has such an index.
 */
export class MessageAttachmentIndex1795760000200 implements MigrationInterface {
  name = 'MessageAttachmentIndex1795760000200';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "idx_messages_attachment" ON "messages" ("attachment_file_id") WHERE "attachment_file_id" IS NOT NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_messages_attachment"`);
  }
}
