import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { PUBLIC_FEATURED_AD } from '../catalogue/public-rules';

/** Per-request loaders of the advertising module. */
export function createAdvertisingLoaders(ds: DataSource) {
  return {
    /** The newest public featured ad of each franchise, or null: one query for all the keys. */
    featuredAdIdByFranchiseId: new DataLoader<string, string | null>(async (ids) => {
      const rows: { id: string; franchise_id: string }[] = await ds.query(
        `SELECT DISTINCT ON (a.franchise_id) a.id, a.franchise_id
         FROM featured_ads a JOIN franchises f ON f.id = a.franchise_id
         WHERE a.franchise_id = ANY($1::uuid[]) AND ${PUBLIC_FEATURED_AD}
         ORDER BY a.franchise_id, a.created_at DESC, a.id`,
        [[...ids]],
      );
      const map = new Map(rows.map((r) => [r.franchise_id, r.id]));
      return ids.map((id) => map.get(id) ?? null);
    }),
  };
}
