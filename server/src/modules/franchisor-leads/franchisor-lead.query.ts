import { Messages, badInput } from '../../common/errors';
import { type FranchisorLeadFilter, FranchisorLeadSort } from './franchisor-lead.types';
import { REQUIREMENT_MISSES } from '../lead-intake/lead-screening';

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Dates are UK calendar days: a day starts at midnight in London. */
const UK_TIME_ZONE = 'Europe/London';

/**
 * The expression the search index (idx_franchise_leads_search_trgm) is built on: the lower-cased name
 * and the e-mail address (stored lower-cased). `l` is franchise_leads.
 */
export const LEAD_SEARCH_TEXT = `(lower(l.name) || ' ' || l.email)`;

/** The columns a franchisor reads of a lead, as FranchisorLead names them. `l` is franchise_leads. */
export const FRANCHISOR_LEAD_COLUMNS = `l.id, l.franchise_id AS "franchiseId", l.user_id AS "userId", l.franchisor_id AS "franchisorId", l.assigned_to AS "assignedTo", (l.user_id IS NOT NULL) AS "hasAccount",
  l.name, l.email, l.phone, l.city, l.post_code AS "postCode", l.country,
  l.desired_investment AS "desiredInvestment", l.desired_timeframe AS "desiredTimeframe", l.message,
  l.status, l.interest_status AS "interestStatus", l.marketing_opt_in AS "marketingOptIn",
  l.consent_text AS "consentText", l.consent_at AS "consentAt", l.created_at AS "createdAt",
  l.meets_requirements AS "meetsRequirements", l.below_min_capital AS "belowMinCapital", l.outside_areas AS "outsideAreas",
  l.contact_method AS "contactMethod", l.contact_time AS "contactTime",
  l.franchises_in_request AS "franchisesInRequest", l.enquirer_replies AS "enquirerReplies",
  l.score AS "scoreBand", l.score_points AS "scorePoints", l.quiz_fit AS "quizFit", l.match_answers AS "matchAnswers",
  array_remove(ARRAY[CASE WHEN l.below_min_capital THEN ${literal(REQUIREMENT_MISSES.belowMinCapital)} END,
                     CASE WHEN l.outside_areas THEN ${literal(REQUIREMENT_MISSES.outsideAreas)} END], NULL) AS "requirementsMissed"`;

export interface LeadWhere {
  /** SQL over `l` (franchise_leads); always scoped to one franchisor, $1. */
  sql: string;
  params: unknown[];
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The WHERE clause of the Leads page and its export: the franchisor's own leads ($1), then each filter
 * given ('Assigned to me' names the viewer, `viewerId`). Every filter has an index (see the FranchisorLeadIndexes migration).
 */
export function leadWhere(franchisorId: string, filter: FranchisorLeadFilter = {}, viewerId?: string): LeadWhere {
  const params: unknown[] = [franchisorId];
  const clauses = ['l.franchisor_id = $1'];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filter.assignedToMe && viewerId) clauses.push(`l.assigned_to = ${param(viewerId)}`);
  if (filter.status) clauses.push(`l.status = ${param(filter.status)}`);
  if (filter.meetsRequirements != null) clauses.push(`l.meets_requirements = ${param(filter.meetsRequirements)}`);
  if (filter.score) clauses.push(`l.score = ${param(filter.score)}`);
  if (filter.franchiseId) clauses.push(`l.franchise_id = ${param(filter.franchiseId)}`);
  if (filter.from && filter.to && filter.from > filter.to) throw badInput(Messages.dateRangeOrder, 'to');
  if (filter.from) clauses.push(`l.created_at >= (${param(filter.from)}::date::timestamp AT TIME ZONE '${UK_TIME_ZONE}')`);
  if (filter.to) clauses.push(`l.created_at < ((${param(filter.to)}::date + 1)::timestamp AT TIME ZONE '${UK_TIME_ZONE}')`);
  const search = filter.search?.trim().toLowerCase();
  if (search) clauses.push(`${LEAD_SEARCH_TEXT} LIKE ${param(`%${escapeLike(search)}%`)}`);
  return { sql: clauses.join(' AND '), params };
}

/**
 * The order of the Leads page and its export over `l` (franchise_leads), and over the page's rows (`p`, named as
 * FranchisorLead). Highest score first walks idx_franchise_leads_franchisor_points_created backwards.
 */
export function leadOrder(sort: FranchisorLeadSort = FranchisorLeadSort.NEWEST): { leads: string; rows: string } {
  return sort === FranchisorLeadSort.SCORE
    ? { leads: 'l.score_points DESC, l.created_at DESC, l.id DESC', rows: 'p."scorePoints" DESC, p."createdAt" DESC, p.id DESC' }
    : { leads: 'l.created_at DESC, l.id DESC', rows: 'p."createdAt" DESC, p.id DESC' };
}
