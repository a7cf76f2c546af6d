import { Arg, Authorized, ID, Query, Resolver } from 'type-graphql';
import { isUUID } from 'class-validator';
import type { Services } from '../../services';
import { UserType } from '../auth/auth.enums';
import { AdminAuditEntry, toAdminAuditEntry } from './audit.types';

/** The audit trail of one record (an account's row, a listing's review page). */
@Resolver()
export class AuditResolver {
  constructor(private readonly services: Services) {}

  @Authorized(UserType.ADMIN)
  @Query(() => [AdminAuditEntry], {
    description: "Administrator actions on one record, newest first (at most 100). targetType: 'account', 'franchise', 'category', ...",
  })
  async adminHistory(@Arg('targetType') targetType: string, @Arg('targetId', () => ID) targetId: string): Promise<AdminAuditEntry[]> {
    if (!isUUID(targetId)) return [];
    return (await this.services.audit.history(targetType, targetId)).map(toAdminAuditEntry);
  }
}
