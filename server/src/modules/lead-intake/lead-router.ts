import type { EntityManager } from 'typeorm';

/** A lead just written, as a router sees it: its listing, its company and the area keys its town stands in. */
export interface RoutedLead {
  id: string;
  franchiseId: string;
  franchisorId: string;
  /** 'town:…', 'region:…', 'nation:…' of the enquirer's town (none when it is blank or not on the towns list). */
  townKeys: string[];
}

/**
 * Who a new lead goes to (issue 42 part 3): lead-intake's port, implemented by franchisor-team's routing rules and
 * wired in services.ts. Called in the transaction that writes the leads; answers lead id → member id for the leads
 * it places (a listing without a rule is left out: its leads arrive unassigned).
 */
export interface LeadRouter {
  route(em: EntityManager, leads: RoutedLead[]): Promise<Map<string, string>>;
}
