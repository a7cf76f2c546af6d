import { AccountStatus, FranchisorRole, UserType } from '../../modules/auth/auth.enums';
import { FranchisorMember } from '../../modules/auth/franchisor-member.entity';
import { hashPassword } from '../../modules/auth/password';
import { Profile } from '../../modules/auth/profile.entity';
import { User } from '../../modules/auth/user.entity';
import { FRANCHISORS } from './data/franchisors';
import { DEMO_ACCOUNTS, type DemoAccountKey } from './demo-accounts';
import type { SeedContext } from './context';
import { seedId } from './random';

/** A hash no password verifies against (argon2 refuses it), for accounts nobody signs in to. */
export const UNUSABLE_PASSWORD = '!demo-account-without-password';

/** How long ago each demo account joined and last signed in (null: never). */
const DEMO_HISTORY: Record<DemoAccountKey, { joined: number; lastLogin: number | null; phone: string | null }> = {
  admin: { joined: 720, lastLogin: 1, phone: null },
  franchisor: { joined: 640, lastLogin: 1, phone: '0117 496 0000' },
  member: { joined: 120, lastLogin: 3, phone: null },
  pending: { joined: 3, lastLogin: null, phone: '01622 496 0123' },
  rejected: { joined: 40, lastLogin: null, phone: '0161 496 0999' },
  customer: { joined: 75, lastLogin: 2, phone: '07700 900123' },
};

export interface SeededAccounts {
  /** Profile ids of the demo accounts. */
  demo: Record<DemoAccountKey, string>;
  /** Profile id per franchisor key: 'demo', 'pending-demo' and the keys of data/franchisors. */
  franchisors: Record<string, string>;
}

export async function seedAccounts({ em, clock }: SeedContext): Promise<SeededAccounts> {
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  const users: Array<Pick<User, 'id' | 'email' | 'passwordHash' | 'createdAt'>> = [];
  const profiles: Array<Partial<Profile>> = [];

  DEMO_ACCOUNTS.forEach((account, i) => {
    const history = DEMO_HISTORY[account.key];
    const id = seedId('user', account.email);
    const createdAt = clock.daysAgo(history.joined);
    users.push({ id, email: account.email, passwordHash: hashes[i], createdAt });
    profiles.push({
      id,
      email: account.email,
      fullName: account.fullName,
      companyName: account.companyName,
      userType: account.userType,
      status: account.status,
      phone: history.phone,
      createdAt,
      approvedAt: account.status === AccountStatus.APPROVED ? clock.plusDays(createdAt, 1) : null,
      lastLogin: history.lastLogin === null ? null : clock.daysAgo(history.lastLogin),
      // The demo member works for the demo franchisor's company; every other franchisor founds its own (the
      // database makes a franchisor account without a company its own company's owner).
      franchisorId: account.key === 'member' ? seedId('user', DEMO_ACCOUNTS.find((a) => a.key === 'franchisor')!.email) : null,
    });
  });

  for (const f of FRANCHISORS) {
    const id = seedId('user', f.email);
    const createdAt = clock.daysAgo(f.createdDaysAgo);
    const approved = f.status === 'approved';
    users.push({ id, email: f.email, passwordHash: UNUSABLE_PASSWORD, createdAt });
    profiles.push({
      id,
      email: f.email,
      fullName: f.fullName,
      companyName: f.companyName,
      userType: UserType.FRANCHISOR,
      status: approved ? AccountStatus.APPROVED : AccountStatus.PENDING,
      phone: f.phone,
      createdAt,
      approvedAt: approved ? clock.plusDays(createdAt, 2) : null,
      lastLogin: f.lastLoginDaysAgo === null ? null : clock.daysAgo(f.lastLoginDaysAgo),
    });
  }

  await em.getRepository(User).insert(users);
  await em.getRepository(Profile).insert(profiles);

  const demo = Object.fromEntries(DEMO_ACCOUNTS.map((a) => [a.key, seedId('user', a.email)])) as Record<DemoAccountKey, string>;
  await em.getRepository(FranchisorMember).insert({
    userId: demo.member,
    franchisorId: demo.franchisor,
    role: FranchisorRole.MEMBER,
    invitedBy: demo.franchisor,
    joinedAt: clock.daysAgo(DEMO_HISTORY.member.joined),
  });
  return {
    demo,
    franchisors: {
      demo: demo.franchisor,
      'pending-demo': demo.pending,
      ...Object.fromEntries(FRANCHISORS.map((f) => [f.key, seedId('user', f.email)])),
    },
  };
}
