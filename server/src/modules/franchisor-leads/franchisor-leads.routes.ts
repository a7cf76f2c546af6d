import { validate } from 'class-validator';
import { Router } from 'express';
import { CSV_BOM, csvRow } from '../../common/csv';
import { AppError, ErrorCode, Messages } from '../../common/errors';
import { franchisorIdOf } from '../auth/franchisor-of';
import { accountOf, requireAccount } from '../../http/require-account';
import type { Services } from '../../services';
import { UserType } from '../auth/auth.enums';
import type { ExportedLead } from './franchisor-lead.service';
import { FranchisorLeadFilter, FranchisorLeadSort } from './franchisor-lead.types';
import { scoreReasons } from './lead-score';
import { ContactMethod, ContactTime, InterestStatus, LeadScore, LeadStatus } from '../lead-intake/lead.enums';

const STATUS_LABELS: Record<LeadStatus, string> = {
  [LeadStatus.NEW]: 'New',
  [LeadStatus.CONTACTED]: 'Contacted',
  [LeadStatus.MEETING]: 'Meeting',
  [LeadStatus.QUALIFIED]: 'Qualified',
  [LeadStatus.CONVERTED]: 'Converted',
  [LeadStatus.LOST]: 'Lost',
};
const INTEREST_LABELS: Record<InterestStatus, string> = {
  [InterestStatus.STILL_INTERESTED]: 'Still interested',
  [InterestStatus.NOT_INTERESTED]: 'Not interested',
};
const CONTACT_METHOD_LABELS: Record<ContactMethod, string> = {
  [ContactMethod.EMAIL]: 'Email',
  [ContactMethod.PHONE]: 'Phone',
  [ContactMethod.EITHER]: 'Email or phone',
};
const CONTACT_TIME_LABELS: Record<ContactTime, string> = {
  [ContactTime.MORNING]: 'Morning',
  [ContactTime.AFTERNOON]: 'Afternoon',
  [ContactTime.EVENING]: 'Evening',
  [ContactTime.ANY]: 'Any time',
};
const SCORE_LABELS: Record<LeadScore, string> = { [LeadScore.HIGH]: 'High', [LeadScore.MEDIUM]: 'Medium', [LeadScore.LOW]: 'Low' };

const HEADER = [
  'Date',
  'Name',
  'Email',
  'Phone',
  'Contact by',
  'Contact time',
  'City/Town',
  'Post code',
  'Country',
  'Franchise',
  'Desired investment',
  'Desired timeframe',
  'Message',
  'Status',
  'Customer interest',
  'Customer account',
  'Marketing opt-in',
  'Consent text',
  'Consent given',
  'Score',
  'Score points',
  'Score reasons',
  'Meets requirements',
  'Requirements missed',
];

/** 2026-05-01 14:05, UK time: sortable and read as a date by spreadsheets. */
const ukTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
function ukDateTime(value: Date | null): string {
  if (!value) return '';
  const part = Object.fromEntries(ukTime.formatToParts(value).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

const toRow = (l: ExportedLead) =>
  csvRow([
    ukDateTime(l.createdAt),
    l.name,
    l.email,
    l.phone,
    CONTACT_METHOD_LABELS[l.contactMethod],
    CONTACT_TIME_LABELS[l.contactTime],
    l.city,
    l.postCode,
    l.country,
    l.franchiseName ?? 'Franchise removed',
    l.desiredInvestment,
    l.desiredTimeframe,
    l.message,
    STATUS_LABELS[l.status],
    INTEREST_LABELS[l.interestStatus],
    l.hasAccount ? 'Yes' : 'No',
    l.marketingOptIn ? 'Yes' : 'No',
    l.consentText ?? '',
    ukDateTime(l.consentAt),
    SCORE_LABELS[l.scoreBand],
    l.scorePoints,
    scoreReasons(l)
      .map((r) => `${r.text} (${r.points > 0 ? `+${r.points}` : 0})`)
      .join('; '),
    l.meetsRequirements ? 'Yes' : 'No',
    l.requirementsMissed.join('; '),
  ]);

const one = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The query string as the Leads page's filter: the same names and rules as the GraphQL input. */
async function parseFilter(query: Record<string, unknown>): Promise<{ filter: FranchisorLeadFilter; sort: FranchisorLeadSort } | string> {
  const filter = new FranchisorLeadFilter();
  const status = one(query.status)?.toLowerCase();
  if (status !== undefined) {
    if (!Object.values(LeadStatus).includes(status as LeadStatus)) return Messages.chooseOption('status');
    filter.status = status as LeadStatus;
  }
  const meets = one(query.meetsRequirements)?.toLowerCase();
  if (meets !== undefined) {
    if (meets !== 'true' && meets !== 'false') return Messages.chooseOption('requirements filter');
    filter.meetsRequirements = meets === 'true';
  }
  const score = one(query.score)?.toLowerCase();
  if (score !== undefined) {
    if (!Object.values(LeadScore).includes(score as LeadScore)) return Messages.chooseOption('score filter');
    filter.score = score as LeadScore;
  }
  const mine = one(query.assignedToMe)?.toLowerCase();
  if (mine !== undefined) {
    if (mine !== 'true' && mine !== 'false') return Messages.chooseOption('assignment filter');
    filter.assignedToMe = mine === 'true';
  }
  const sort = (one(query.sort)?.toLowerCase() ?? FranchisorLeadSort.NEWEST) as FranchisorLeadSort;
  if (!Object.values(FranchisorLeadSort).includes(sort)) return Messages.chooseOption('sort order');
  filter.franchiseId = one(query.franchiseId);
  filter.from = one(query.from);
  filter.to = one(query.to);
  filter.search = one(query.search);
  const [problem] = await validate(filter);
  return problem ? (Object.values(problem.constraints ?? {})[0] ?? Messages.invalidDate) : { filter, sort };
}

/**
 * GET /franchisor/leads.csv?status=&meetsRequirements=&score=&franchiseId=&from=&to=&search=&assignedToMe=&sort=: the Leads
 * page's filtered leads, in its order, as a CSV download. The session cookie passes the one access check GraphQL uses (an approved franchisor),
 * and the service reads only this franchisor's leads.
 */
export function franchisorLeadsRouter(services: Services): Router {
  const router = Router();
  // An expired session reads 'Not authenticated', as before.
  const franchisor = requireAccount(services, { types: [UserType.FRANCHISOR], messages: { signIn: Messages.notAuthenticated } });
  router.get('/franchisor/leads.csv', franchisor, async (req, res, next) => {
    try {
      const asked = await parseFilter(req.query);
      if (typeof asked === 'string') {
        res.status(400).type('text/plain').send(asked);
        return;
      }
      const leads = await services.franchisorLeads.exportRows(franchisorIdOf(accountOf(res)), asked.filter, asked.sort, accountOf(res).id);
      const date = new Date().toISOString().slice(0, 10);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Disposition', `attachment; filename="leads-${date}.csv"`);
      res.send(CSV_BOM + csvRow(HEADER) + leads.map(toRow).join(''));
    } catch (err) {
      // A date range the wrong way round, as GraphQL reports it.
      if (err instanceof AppError && err.extensions.code === ErrorCode.BAD_USER_INPUT) {
        res.status(400).type('text/plain').send(err.message);
        return;
      }
      next(err);
    }
  });
  return router;
}
