import type { DataSource } from 'typeorm';
import { logger } from '../../common/logger';
import { User } from '../../modules/auth/user.entity';
import type { FileStorage } from '../../modules/files/storage';
import { seedAccounts } from './accounts';
import { seedAds } from './ads';
import { seedBlog } from './blog';
import { seedCategories } from './categories';
import { seedCompanyChecks } from './company-checks';
import { seedContactMessages } from './contact-messages';
import { seedContext } from './context';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedFranchises } from './franchises';
import { seedTerritories } from './territories';
import { seedIntroCalls } from './intro-calls';
import { SeedMedia } from './images';
import { assignDemoLeads, seedLeadsAndMessages } from './leads-and-messages';
import { seedListingReports } from './listing-reports';
import { seedDataComplaints } from './data-complaints';
import { seedPortal } from './portal';
import { seedResponseHistory } from './response-history';
import { Clock } from './random';
import { seedSavedSearches } from './saved-searches';
import { seedMemberships } from './memberships';

/**
 * Writes the demo content (accounts, categories, franchises, blog, advertising, leads, messages and
 * their pictures) in one transaction. Refuses to run twice: returns false when the demo accounts
 * already exist. Deterministic apart from dates, which are relative to `now`.
 */
export async function seedDemoData(ds: DataSource, storage: FileStorage, now = new Date()): Promise<boolean> {
  const started = Date.now();
  const media = new SeedMedia();
  const summary = await ds.transaction(async (em) => {
    if (await em.getRepository(User).exists({ where: { email: DEMO_ACCOUNTS[0].email } })) return null;
    const ctx = seedContext(em, storage, new Clock(now), media);
    // Pictures render in the background while the rows go in; finish() waits for them.
    media.start(storage);
    try {
      const accounts = await seedAccounts(ctx);
      const categories = await seedCategories(ctx);
      const franchises = await seedFranchises(ctx, accounts, categories);
      const territories = await seedTerritories(ctx, franchises);
      const blog = await seedBlog(ctx);
      const ads = await seedAds(ctx, franchises, categories);
      const leads = await seedLeadsAndMessages(ctx, accounts, franchises);
      const assignedLeads = await assignDemoLeads(ctx, accounts);
      const portal = await seedPortal(ctx, accounts, franchises);
      const contact = await seedContactMessages(ctx);
      const companyChecks = await seedCompanyChecks(ctx, accounts);
      const listingReports = await seedListingReports(ctx, franchises);
      const dataComplaints = await seedDataComplaints(ctx);
      const savedSearches = await seedSavedSearches(ctx, accounts, categories);
      const responseHistory = await seedResponseHistory(ctx, accounts.franchisors, franchises);
      const memberships = await seedMemberships(ctx, accounts);
      const introCalls = await seedIntroCalls(ctx, accounts);
      const files = await media.finish(em, storage);
      return {
        franchises: franchises.size,
        territories,
        ...blog,
        ...ads,
        ...leads,
        assignedLeads,
        ...portal,
        contact,
        companyChecks,
        listingReports,
        dataComplaints,
        savedSearches,
        responseHistory,
        memberships,
        introCalls,
        files,
      };
    } finally {
      await media.settle();
    }
  });
  if (!summary) return false;
  logger.info(`Demo data seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`, summary);
  return true;
}
