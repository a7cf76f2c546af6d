import type { DataSource } from 'typeorm';
import { FranchiseStatus } from '../catalogue/catalogue.enums';
import type { CustomerRequests, RequestToFranchisor } from '../messages/customer-requests';
import { FranchiseLead } from '../lead-intake/franchise-lead.entity';

/** The messages module's CustomerRequests: a customer's leads to one franchisor with their franchises, newest first. */
export class LeadCustomerRequests implements CustomerRequests {
  constructor(private readonly ds: DataSource) {}

  async toFranchisor(userId: string, franchisorId: string): Promise<RequestToFranchisor[]> {
    const leads = await this.ds
      .getRepository(FranchiseLead)
      .createQueryBuilder('l')
      .leftJoinAndSelect('l.franchise', 'f')
      .where('l.user_id = :userId AND l.franchisor_id = :franchisorId', { userId, franchisorId })
      .orderBy('l.created_at', 'DESC')
      .getMany();
    return leads.map((l) => ({
      leadId: l.id,
      franchiseName: l.franchise?.name ?? null,
      approved: l.franchise?.status === FranchiseStatus.APPROVED,
    }));
  }
}
