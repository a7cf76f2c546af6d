import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { FranchiseRevisionStatus } from './franchise-revision.entity';
import type { FranchisorRevisionState } from './franchisor-franchise.types';

/**
 * Per-request loaders of the franchisor's listings: each listing's latest revision while it matters to the
 * franchisor (open, or rejected and not yet followed by another), one statement on (franchise_id, created_at).
 */
export function createFranchisorFranchiseLoaders(ds: DataSource) {
  return {
    revisionStateByFranchiseId: new DataLoader<string, FranchisorRevisionState | null>(async (ids) => {
      const rows = await ds.query<(FranchisorRevisionState & { franchiseId: string })[]>(
        `SELECT DISTINCT ON (r.franchise_id) r.franchise_id AS "franchiseId", r.id, r.status, r.created_at AS "submittedAt",
                r.updated_at AS "updatedAt", r.reason
         FROM franchise_revisions r WHERE r.franchise_id = ANY($1::uuid[])
         ORDER BY r.franchise_id, r.created_at DESC, r.id DESC`,
        [[...ids]],
      );
      const shown = new Set([FranchiseRevisionStatus.OPEN, FranchiseRevisionStatus.REJECTED]);
      const map = new Map(rows.filter((r) => shown.has(r.status)).map(({ franchiseId, ...r }) => [franchiseId, r]));
      return ids.map((id) => map.get(id) ?? null);
    }),
  };
}
