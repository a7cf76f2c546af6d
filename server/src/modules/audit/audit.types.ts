import { Field, ID, ObjectType } from 'type-graphql';
import type { AuditEntry } from './audit.service';

/** One line of an account's or listing's history, for administrators. */
@ObjectType({ description: 'One administrator action on a record: who, what, when, and the status before and after.' })
export class AdminAuditEntry {
  @Field(() => ID)
  id: string;

  @Field({ description: "e.g. 'approve', 'reject', 'delete', 'create', 'update', 'send'." })
  action: string;

  @Field(() => String, { nullable: true })
  beforeStatus: string | null;

  @Field(() => String, { nullable: true })
  afterStatus: string | null;

  @Field(() => String, { nullable: true, description: 'The reason given, when the action had one (a rejection).' })
  reason: string | null;

  @Field(() => String, { nullable: true, description: 'The administrator, or null once their account is gone.' })
  actorName: string | null;

  @Field()
  createdAt: Date;
}

export const toAdminAuditEntry = (e: AuditEntry): AdminAuditEntry => ({
  id: e.id,
  action: e.action,
  beforeStatus: e.beforeStatus,
  afterStatus: e.afterStatus,
  reason: typeof e.detail?.reason === 'string' ? e.detail.reason : null,
  actorName: e.actorName,
  createdAt: e.createdAt,
});
