import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { CompanyCheck } from './company-check.entity';

/** Per-request loaders: a page of cards (or of pending accounts) reads every franchisor's company facts in one statement. */
export function createCompanyCheckLoaders(ds: DataSource) {
  return {
    companyCheckByFranchisorId: new DataLoader<string, CompanyCheck | null>(async (ids) => {
      const rows = await ds.getRepository(CompanyCheck).findBy({ franchisorId: In([...ids]) });
      const map = new Map(rows.map((r) => [r.franchisorId, r]));
      return ids.map((id) => map.get(id) ?? null);
    }),
  };
}
