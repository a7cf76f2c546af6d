import type { DataSource } from 'typeorm';
import { FranchiseStatus } from './catalogue.enums';
import { FranchiseSuccessStory } from './franchise-content.entities';
import { Franchise } from './franchise.entity';

/** Success stories across the directory (the public Success Stories page). */
export class SuccessStoryService {
  constructor(private readonly ds: DataSource) {}

  /** Stories of approved franchises: newest approved franchise first, then in the franchisor's order. */
  list(offset: number, limit: number): Promise<[FranchiseSuccessStory[], number]> {
    return this.ds
      .getRepository(FranchiseSuccessStory)
      .createQueryBuilder('s')
      .innerJoin(Franchise, 'f', 'f.id = s.franchise_id AND f.status = :approved', { approved: FranchiseStatus.APPROVED })
      .orderBy('f.approved_at', 'DESC', 'NULLS LAST')
      .addOrderBy('f.id')
      .addOrderBy('s.position')
      .addOrderBy('s.id')
      .offset(offset)
      .limit(limit)
      .getManyAndCount();
  }
}
