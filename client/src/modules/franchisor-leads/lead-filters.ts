import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FranchisorLeadFilter, FranchisorLeadSort, LeadScore, LeadStatus } from '../../gql/graphql';

export const LEAD_STATUSES: LeadStatus[] = ['NEW', 'CONTACTED', 'MEETING', 'QUALIFIED', 'CONVERTED', 'LOST'];
export const LEAD_SCORES: LeadScore[] = ['HIGH', 'MEDIUM', 'LOW'];

/** The Leads page's filters as they stand in the address (so a reload or a shared link keeps them). */
export interface LeadFilterState {
  status: LeadStatus | '';
  franchiseId: string;
  from: string;
  to: string;
  search: string;
  /** Leads that meet ('met') or miss ('missed') their listing's requirements. */
  requirements: '' | 'met' | 'missed';
  score: LeadScore | '';
  /** 'me': only the leads assigned to the viewer (issue 42 seats). */
  assigned: '' | 'me';
  /** '' is newest first. */
  sort: '' | 'score';
  page: number;
}

const KEYS = {
  status: 'status',
  franchiseId: 'franchise',
  from: 'from',
  to: 'to',
  search: 'q',
  requirements: 'requirements',
  score: 'score',
  assigned: 'assigned',
  sort: 'sort',
  page: 'page',
} as const;
/** Written lower-case in the address. */
const LOWER_CASE = new Set<string>(['status', 'score']);

export function useLeadFilterState(): [LeadFilterState, (change: Partial<LeadFilterState>) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo<LeadFilterState>(() => {
    const status = (params.get(KEYS.status) ?? '').toUpperCase() as LeadStatus;
    const score = (params.get(KEYS.score) ?? '').toUpperCase() as LeadScore;
    return {
      status: LEAD_STATUSES.includes(status) ? status : '',
      franchiseId: params.get(KEYS.franchiseId) ?? '',
      from: params.get(KEYS.from) ?? '',
      to: params.get(KEYS.to) ?? '',
      search: params.get(KEYS.search) ?? '',
      requirements: (['met', 'missed'] as const).find((r) => r === params.get(KEYS.requirements)) ?? '',
      score: LEAD_SCORES.includes(score) ? score : '',
      assigned: params.get(KEYS.assigned) === 'me' ? 'me' : '',
      sort: params.get(KEYS.sort) === 'score' ? 'score' : '',
      page: Math.max(1, Number(params.get(KEYS.page)) || 1),
    };
  }, [params]);
  const update = (change: Partial<LeadFilterState>) => {
    // Any change of filter goes back to the first page.
    const next: LeadFilterState = { ...state, page: 1, ...change };
    const entries = Object.entries(KEYS).flatMap(([field, key]): [string, string][] => {
      const value = next[field as keyof LeadFilterState];
      if (value === '' || (field === 'page' && value === 1)) return [];
      return [[key, LOWER_CASE.has(field) ? String(value).toLowerCase() : String(value)]];
    });
    setParams(Object.fromEntries(entries), { replace: true });
  };
  return [state, update];
}

/** The GraphQL filter of a state: empty fields left out. */
export function toLeadFilter(state: LeadFilterState): FranchisorLeadFilter {
  return {
    status: state.status || undefined,
    franchiseId: state.franchiseId || undefined,
    from: state.from || undefined,
    to: state.to || undefined,
    search: state.search.trim() || undefined,
    meetsRequirements: state.requirements === '' ? undefined : state.requirements === 'met',
    score: state.score || undefined,
    assignedToMe: state.assigned === 'me' || undefined,
  };
}

export const toLeadSort = (state: LeadFilterState): FranchisorLeadSort => (state.sort === 'score' ? 'SCORE' : 'NEWEST');

/** The CSV export of the same filter, in the same order (GET /franchisor/leads.csv). */
export function leadsCsvUrl(filter: FranchisorLeadFilter, sort: FranchisorLeadSort = 'NEWEST'): string {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status.toLowerCase());
  if (filter.franchiseId) query.set('franchiseId', String(filter.franchiseId));
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  if (filter.search) query.set('search', filter.search);
  if (filter.meetsRequirements != null) query.set('meetsRequirements', String(filter.meetsRequirements));
  if (filter.score) query.set('score', filter.score.toLowerCase());
  if (filter.assignedToMe) query.set('assignedToMe', 'true');
  if (sort === 'SCORE') query.set('sort', 'score');
  const text = query.toString();
  return `/franchisor/leads.csv${text ? `?${text}` : ''}`;
}

export const hasFilters = (filter: FranchisorLeadFilter) =>
  Boolean(
    filter.status ||
    filter.franchiseId ||
    filter.from ||
    filter.to ||
    filter.search ||
    filter.meetsRequirements != null ||
    filter.score ||
    filter.assignedToMe,
  );
