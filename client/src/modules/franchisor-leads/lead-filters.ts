import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FranchisorLeadFilter, LeadStatus } from '../../gql/graphql';

export const LEAD_STATUSES: LeadStatus[] = ['NEW', 'CONTACTED', 'MEETING', 'QUALIFIED', 'CONVERTED', 'LOST'];

/** The Leads page's filters as they stand in the address (so a reload or a shared link keeps them). */
export interface LeadFilterState {
  status: LeadStatus | '';
  franchiseId: string;
  from: string;
  to: string;
  search: string;
  /** Leads that meet ('met') or miss ('missed') their listing's requirements. */
  requirements: '' | 'met' | 'missed';
  page: number;
}

const KEYS = { status: 'status', franchiseId: 'franchise', from: 'from', to: 'to', search: 'q', requirements: 'requirements', page: 'page' } as const;

export function useLeadFilterState(): [LeadFilterState, (change: Partial<LeadFilterState>) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo<LeadFilterState>(() => {
    const status = (params.get(KEYS.status) ?? '').toUpperCase() as LeadStatus;
    return {
      status: LEAD_STATUSES.includes(status) ? status : '',
      franchiseId: params.get(KEYS.franchiseId) ?? '',
      from: params.get(KEYS.from) ?? '',
      to: params.get(KEYS.to) ?? '',
      search: params.get(KEYS.search) ?? '',
      requirements: (['met', 'missed'] as const).find((r) => r === params.get(KEYS.requirements)) ?? '',
      page: Math.max(1, Number(params.get(KEYS.page)) || 1),
    };
  }, [params]);
  const update = (change: Partial<LeadFilterState>) => {
    // Any change of filter goes back to the first page.
    const next: LeadFilterState = { ...state, page: 1, ...change };
    const entries = Object.entries(KEYS).flatMap(([field, key]): [string, string][] => {
      const value = next[field as keyof LeadFilterState];
      if (value === '' || (field === 'page' && value === 1)) return [];
      return [[key, field === 'status' ? String(value).toLowerCase() : String(value)]];
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
  };
}

/** The CSV export of the same filter (GET /franchisor/leads.csv). */
export function leadsCsvUrl(filter: FranchisorLeadFilter): string {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status.toLowerCase());
  if (filter.franchiseId) query.set('franchiseId', String(filter.franchiseId));
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  if (filter.search) query.set('search', filter.search);
  if (filter.meetsRequirements != null) query.set('meetsRequirements', String(filter.meetsRequirements));
  const text = query.toString();
  return `/franchisor/leads.csv${text ? `?${text}` : ''}`;
}

export const hasFilters = (filter: FranchisorLeadFilter) =>
  Boolean(filter.status || filter.franchiseId || filter.from || filter.to || filter.search || filter.meetsRequirements != null);
