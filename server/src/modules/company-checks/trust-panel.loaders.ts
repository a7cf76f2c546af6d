import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { MEMBERSHIP_LABELS, type MembershipLevel } from '../memberships/membership.enums';
import type { VerifiedMembership } from '../memberships/membership.types';
import type { CompanyFactsRow } from './company-check.types';

/** A franchisor's checked facts: its company as the register has it, and its bfa membership while verified. */
export interface TrustPanelFacts {
  company: CompanyFactsRow | null;
  membership: VerifiedMembership | null;
}

type Row = CompanyFactsRow & {
  franchisorId: string;
  hasCompany: boolean;
  level: MembershipLevel | null;
  membershipNumber: string | null;
  verifiedAt: Date | null;
  expiresAt: Date | null;
};

/**
 * Per-request loader of the trust panel (issue 40): a listing page, or a page of cards, reads every franchisor's
 * company facts and verified membership in one statement, not one per fact.
 */
export function createTrustPanelLoaders(ds: DataSource) {
  return {
    trustPanelByFranchisorId: new DataLoader<string, TrustPanelFacts>(async (ids) => {
      const rows = await ds.query<Row[]>(
        `SELECT ids.id AS "franchisorId", c.franchisor_id IS NOT NULL AS "hasCompany",
                c.company_number AS "companyNumber", c.not_registered AS "notRegistered", c.checked_at AS "checkedAt",
                c.not_found AS "notFound", c.registered_name AS "registeredName", c.status,
                c.incorporated_on::text AS "incorporatedOn", c.accounts_overdue AS "accountsOverdue",
                c.confirmation_statement_overdue AS "confirmationStatementOverdue", c.locality,
                c.sic_codes AS "sicCodes", c.active_officers AS "activeOfficers",
                m.level, m.membership_number AS "membershipNumber", m.verified_at AS "verifiedAt", m.expires_at AS "expiresAt"
         FROM unnest($1::uuid[]) AS ids(id)
         LEFT JOIN company_checks c ON c.franchisor_id = ids.id
         LEFT JOIN franchisor_memberships m ON m.franchisor_id = ids.id AND m.state = 'verified' AND m.expires_at > now()`,
        [[...ids]],
      );
      const byId = new Map(rows.map((r) => [r.franchisorId, toTrustPanelFacts(r)]));
      return ids.map((id) => byId.get(id) ?? { company: null, membership: null });
    }),
  };
}

function toTrustPanelFacts({ franchisorId: _, hasCompany, level, membershipNumber, verifiedAt, expiresAt, ...company }: Row): TrustPanelFacts {
  return {
    company: hasCompany ? company : null,
    membership:
      level && membershipNumber && verifiedAt && expiresAt
        ? { level, label: MEMBERSHIP_LABELS[level], membershipNumber, verifiedAt, expiresAt }
        : null,
  };
}
