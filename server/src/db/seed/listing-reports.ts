import { FranchiseStatus } from '../../modules/catalogue/catalogue.enums';
import { ListingReport } from '../../modules/listing-reports/listing-report.entity';
import { ListingReportReason } from '../../modules/listing-reports/listing-reports.enums';
import type { SeedContext } from './context';
import type { SeededFranchises } from './franchises';
import { seedId } from './random';

/** Two open reports from visitors, so the admin's Listing Reports queue and its badge have something to show. */
const REPORTS = [
  {
    reason: ListingReportReason.MISLEADING_FIGURES,
    details: 'The page says owners earn £120,000 a year, but the brochure says that is the turnover of the best outlet, not an average.',
    reporterEmail: 'sam.reporter@example.com',
    daysAgo: 2,
  },
  {
    reason: ListingReportReason.SOMETHING_ELSE,
    details: 'The phone number on their website does not answer and the office address is a virtual office.',
    reporterEmail: null,
    daysAgo: 1,
  },
];

export async function seedListingReports({ em, clock }: SeedContext, franchises: SeededFranchises): Promise<number> {
  const listed = [...franchises.values()].filter((f) => f.status === FranchiseStatus.APPROVED && f.franchisorId);
  await em.getRepository(ListingReport).insert(
    REPORTS.map(({ daysAgo, ...r }, i) => ({
      id: seedId('listing-report', i),
      franchiseId: listed[(i * 7) % listed.length].id,
      ...r,
      createdAt: clock.daysAgo(daysAgo),
    })),
  );
  return REPORTS.length;
}
