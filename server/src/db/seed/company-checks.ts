import { CompanyCheck } from '../../modules/company-checks/company-check.entity';
import type { SeededAccounts } from './accounts';
import type { SeedContext } from './context';

/**
 * What the demo franchisors said about their companies and what the register said when last read, so that
 * `npm start` shows checked facts without a Companies House key. The companies are fictional; the numbers have
 * the register's shapes. Kestrel's accounts are overdue, Cornerstone's confirmation statement is overdue, the
 * pending Fletcher's accounts are overdue and the pending Greenway's registered name differs from its account's:
 * each shows a flag to administrators.
 */
interface DemoCompany {
  number: string;
  name: string;
  incorporated: string;
  locality: string;
  sic: string[];
  officers: number;
  accountsOverdue?: boolean;
  confirmationOverdue?: boolean;
  checkedDaysAgo: number;
}

const COMPANIES: Record<string, DemoCompany> = {
  demo: {
    number: '09214637',
    name: 'BRIGHTSIDE FRANCHISE GROUP LTD',
    incorporated: '2014-09-18',
    locality: 'Bristol',
    sic: ['74909', '82990'],
    officers: 3,
    checkedDaysAgo: 2,
  },
  'pending-demo': {
    number: '11563280',
    name: 'FLETCHER HOME SERVICES LTD',
    incorporated: '2018-09-03',
    locality: 'Maidstone',
    sic: ['43390', '81210'],
    officers: 2,
    accountsOverdue: true,
    checkedDaysAgo: 3,
  },
  oakridge: {
    number: '07481935',
    name: 'OAKRIDGE HOSPITALITY BRANDS LIMITED',
    incorporated: '2011-01-06',
    locality: 'Birmingham',
    sic: ['56101', '77400'],
    officers: 4,
    checkedDaysAgo: 1,
  },
  'harbour-lane': {
    number: '08830127',
    name: 'HARBOUR LANE FRANCHISING LTD',
    incorporated: '2014-01-08',
    locality: 'Bristol',
    sic: ['56102', '77400'],
    officers: 2,
    checkedDaysAgo: 4,
  },
  thistle: {
    number: 'SC412873',
    name: 'THISTLE FRANCHISE GROUP LTD',
    incorporated: '2012-01-10',
    locality: 'Edinburgh',
    sic: ['70229', '77400'],
    officers: 3,
    checkedDaysAgo: 5,
  },
  northstar: {
    number: '10294611',
    name: 'NORTHSTAR LEARNING GROUP LTD',
    incorporated: '2016-07-22',
    locality: 'Manchester',
    sic: ['85590', '77400'],
    officers: 2,
    checkedDaysAgo: 6,
  },
  peak: {
    number: '09552318',
    name: 'PEAK LIFESTYLE BRANDS LTD',
    incorporated: '2015-04-28',
    locality: 'Cardiff',
    sic: ['93130', '77400'],
    officers: 2,
    checkedDaysAgo: 2,
  },
  kestrel: {
    number: '06918442',
    name: 'KESTREL RETAIL GROUP LIMITED',
    incorporated: '2009-05-29',
    locality: 'Leeds',
    sic: ['47190', '77400'],
    officers: 5,
    accountsOverdue: true,
    checkedDaysAgo: 3,
  },
  redline: {
    number: '10836205',
    name: 'REDLINE MOTOR FRANCHISING LTD',
    incorporated: '2017-06-21',
    locality: 'Coventry',
    sic: ['45200'],
    officers: 2,
    checkedDaysAgo: 1,
  },
  meridian: {
    number: '05733819',
    name: 'MERIDIAN BUSINESS FRANCHISES PLC',
    incorporated: '2006-03-09',
    locality: 'London',
    sic: ['70229', '77400'],
    officers: 6,
    checkedDaysAgo: 4,
  },
  wayfarer: {
    number: '12047736',
    name: 'WAYFARER LIFESTYLE BRANDS LTD',
    incorporated: '2019-06-12',
    locality: 'Brighton',
    sic: ['96040'],
    officers: 2,
    checkedDaysAgo: 5,
  },
  cornerstone: {
    number: '11205564',
    name: 'CORNERSTONE FRANCHISE PARTNERS LTD',
    incorporated: '2018-02-14',
    locality: 'Cambridge',
    sic: ['70229'],
    officers: 3,
    confirmationOverdue: true,
    checkedDaysAgo: 6,
  },
  greenway: {
    number: '13388140',
    name: 'GREENWAY VALETING SERVICES LTD',
    incorporated: '2021-05-11',
    locality: 'Newcastle upon Tyne',
    sic: ['45200'],
    officers: 1,
    checkedDaysAgo: 2,
  },
};

export async function seedCompanyChecks({ em, clock }: SeedContext, accounts: SeededAccounts): Promise<number> {
  const rows: Partial<CompanyCheck>[] = Object.entries(COMPANIES).map(([key, c]) => {
    const checkedAt = clock.daysAgo(c.checkedDaysAgo);
    return {
      franchisorId: accounts.franchisors[key],
      companyNumber: c.number,
      notRegistered: false,
      checkedAt,
      notFound: false,
      registeredName: c.name,
      status: 'active',
      incorporatedOn: c.incorporated,
      accountsOverdue: c.accountsOverdue ?? false,
      confirmationStatementOverdue: c.confirmationOverdue ?? false,
      locality: c.locality,
      sicCodes: c.sic,
      activeOfficers: c.officers,
      refreshQueuedAt: checkedAt,
      updatedAt: checkedAt,
    };
  });
  // The demo's rejected applicant said it was not a registered company.
  rows.push({ franchisorId: accounts.demo.rejected, notRegistered: true, sicCodes: [], updatedAt: clock.daysAgo(40) });
  await em.getRepository(CompanyCheck).insert(rows);
  return rows.length;
}
