import { In, type EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { logger } from '../../common/logger';
import { AdminAction } from '../audit/admin-action.entity';
import { AuditAction } from '../audit/audit.service';
import { AccountStatus, UserType } from '../auth/auth.enums';
import { Profile } from '../auth/profile.entity';
import { FranchiseStatus } from '../catalogue/catalogue.enums';
import { Franchise } from '../catalogue/franchise.entity';
import type { Mailer } from '../mail/mailer';
import { companyGoneAdminMail, companyGoneFranchisorMail, type GoneCompany, goneReason } from './company-check.mail';

/**
 * What happens, once, when the register first lists a franchisor's company as gone (dissolved, removed, closed):
 * its approved listings leave the directory as after any rejection (status rejected, approved_at cleared, the
 * reason kept for the franchisor), each with an audit entry, and the franchisor and every administrator are
 * e-mailed. All in the caller's transaction (the check job's): none of it happens unless the facts are stored too.
 * The status change moves catalogue_version at commit, so search and its caches follow.
 */
export async function takeDownGoneCompany(
  em: EntityManager,
  mailer: Mailer,
  config: Pick<Config, 'publicUrl'>,
  franchisorId: string,
  company: GoneCompany,
): Promise<{ unpublished: number }> {
  const franchisor = await em.getRepository(Profile).findOneBy({ id: franchisorId });
  if (!franchisor) return { unpublished: 0 };
  const listings = await em.getRepository(Franchise).find({
    select: { id: true, name: true },
    where: { franchisorId, status: FranchiseStatus.APPROVED },
    order: { name: 'ASC' },
    lock: { mode: 'pessimistic_write' },
  });
  const reason = goneReason(company);
  if (listings.length > 0) {
    await em
      .getRepository(Franchise)
      .update({ id: In(listings.map((l) => l.id)) }, { status: FranchiseStatus.REJECTED, approvedAt: null, rejectionReason: reason });
    // No administrator acted: the actor is empty and the detail says what did (the Companies House check).
    await em.getRepository(AdminAction).insert(
      listings.map((l) => ({
        actorId: null,
        action: AuditAction.UNPUBLISH,
        targetType: 'franchise',
        targetId: l.id,
        beforeStatus: FranchiseStatus.APPROVED,
        afterStatus: FranchiseStatus.REJECTED,
        detail: { name: l.name, reason, by: 'Companies House check', companyNumber: company.companyNumber, companyStatus: company.status },
      })),
    );
  }
  await mailer.send(companyGoneFranchisorMail(config, franchisor, company, listings), em);
  const admins = await em.getRepository(Profile).find({
    select: { id: true, email: true, fullName: true },
    where: { userType: UserType.ADMIN, status: AccountStatus.APPROVED },
  });
  for (const admin of admins) await mailer.send(companyGoneAdminMail(config, admin, franchisor, company, listings), em);
  logger.info(`Companies House lists a franchisor's company as ${company.status}: ${listings.length} listing(s) taken out of the directory`);
  return { unpublished: listings.length };
}
