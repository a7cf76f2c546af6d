import { AdminAction } from '../../modules/audit/admin-action.entity';
import { AuditAction, AuditTarget } from '../../modules/audit/audit.service';
import { Membership } from '../../modules/memberships/membership.entity';
import { MembershipLevel, MembershipState, REMINDER_DAYS } from '../../modules/memberships/membership.enums';
import type { SeededAccounts } from './accounts';
import type { SeedContext } from './context';
import { FRANCHISORS } from './data/franchisors';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedId } from './random';

interface DemoMembership {
  franchisor: string;
  level: MembershipLevel;
  membershipNumber: string;
  /** Days since it was verified; null: stated and waiting for verification. */
  verifiedDaysAgo: number | null;
  statedDaysAgo: number;
}

/**
 * bfa memberships (fictional numbers): three verified (Oakridge's lapses in a fortnight, its reminder sent), one
 * claim waiting for the admin. Each verification has its audit entry by the demo admin, so the history shows them.
 */
const MEMBERSHIPS: DemoMembership[] = [
  { franchisor: 'demo', level: MembershipLevel.FULL, membershipNumber: 'BFA-10482', verifiedDaysAgo: 60, statedDaysAgo: 62 },
  { franchisor: 'oakridge', level: MembershipLevel.FULL, membershipNumber: 'BFA-07731', verifiedDaysAgo: 351, statedDaysAgo: 354 },
  { franchisor: 'harbour-lane', level: MembershipLevel.ASSOCIATE, membershipNumber: 'BFA-A-2210', verifiedDaysAgo: 150, statedDaysAgo: 151 },
  { franchisor: 'northstar', level: MembershipLevel.PROVISIONAL, membershipNumber: 'BFA-P-0917', verifiedDaysAgo: null, statedDaysAgo: 2 },
];

const companyName = (key: string): string | null =>
  key === 'demo'
    ? (DEMO_ACCOUNTS.find((a) => a.key === 'franchisor')?.companyName ?? null)
    : (FRANCHISORS.find((f) => f.key === key)?.companyName ?? null);

export async function seedMemberships({ em, clock }: SeedContext, accounts: SeededAccounts): Promise<number> {
  const rows: Partial<Membership>[] = [];
  const audit: Partial<AdminAction>[] = [];
  for (const m of MEMBERSHIPS) {
    const franchisorId = accounts.franchisors[m.franchisor];
    const verifiedAt = m.verifiedDaysAgo === null ? null : clock.daysAgo(m.verifiedDaysAgo);
    const expiresAt = verifiedAt && new Date(verifiedAt);
    expiresAt?.setMonth(expiresAt.getMonth() + 12);
    const reminderDue = expiresAt && clock.plusDays(expiresAt, -REMINDER_DAYS);
    rows.push({
      franchisorId,
      level: m.level,
      membershipNumber: m.membershipNumber,
      state: verifiedAt ? MembershipState.VERIFIED : MembershipState.PENDING,
      statedAt: clock.daysAgo(m.statedDaysAgo),
      verifiedAt,
      verifiedBy: verifiedAt ? accounts.demo.admin : null,
      expiresAt,
      rejectionReason: null,
      reminderSentAt: reminderDue && reminderDue < clock.now ? reminderDue : null,
      lapseNoticeSentAt: null,
    });
    if (verifiedAt) {
      audit.push({
        id: seedId('membership-audit', m.franchisor),
        actorId: accounts.demo.admin,
        action: AuditAction.VERIFY,
        targetType: AuditTarget.MEMBERSHIP,
        targetId: franchisorId,
        beforeStatus: MembershipState.PENDING,
        afterStatus: MembershipState.VERIFIED,
        detail: { companyName: companyName(m.franchisor), level: m.level, membershipNumber: m.membershipNumber },
        createdAt: verifiedAt,
      });
    }
  }
  await em.getRepository(Membership).insert(rows);
  // save, not insert: insert's types refuse the jsonb detail.
  await em.getRepository(AdminAction).save(audit);
  return rows.length;
}
