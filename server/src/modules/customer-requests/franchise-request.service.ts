import { isUUID } from 'class-validator';
import type { DataSource } from 'typeorm';
import { Messages, notFound } from '../../common/errors';
import { Profile } from '../auth/profile.entity';
import { FranchiseStatus } from '../catalogue/catalogue.enums';
import { Franchise } from '../catalogue/franchise.entity';
import type { FileUpload } from '../files/upload.service';
import type { Message } from '../messages/message.entity';
import type { MessageService } from '../messages/message.service';
import { FranchiseLead } from '../lead-intake/franchise-lead.entity';
import type { ContactMethod, ContactTime, InterestStatus } from '../lead-intake/lead.enums';
import type { UnitOfWork } from '../../common/unit-of-work';

/** A franchise the public can see; the customer sees any other as 'Franchise Not Available'. */
export const isAvailable = (franchise: Franchise | null | undefined): franchise is Franchise => franchise?.status === FranchiseStatus.APPROVED;

/** The requests (franchise leads) of one customer: only ever their own. */
export class FranchiseRequestService {
  constructor(
    private readonly ds: DataSource,
    private readonly work: UnitOfWork,
    private readonly messages: MessageService,
  ) {}

  /** The customer's requests, newest first. */
  list(userId: string, offset: number, limit: number): Promise<[FranchiseLead[], number]> {
    return this.ds.getRepository(FranchiseLead).findAndCount({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: offset,
      take: limit,
    });
  }

  async setInterest(userId: string, requestId: string, interestStatus: InterestStatus): Promise<FranchiseLead> {
    const lead = await this.own(userId, requestId);
    if (lead.interestStatus !== interestStatus) {
      await this.work.run((em) => em.getRepository(FranchiseLead).update({ id: lead.id, userId }, { interestStatus }));
      lead.interestStatus = interestStatus;
    }
    return lead;
  }

  /** How and when the customer wants to be contacted about their own request (the franchisor sees it on the lead). */
  async setContactPreference(userId: string, requestId: string, contactMethod: ContactMethod, contactTime: ContactTime): Promise<FranchiseLead> {
    const lead = await this.own(userId, requestId);
    if (lead.contactMethod !== contactMethod || lead.contactTime !== contactTime) {
      await this.work.run((em) => em.getRepository(FranchiseLead).update({ id: lead.id, userId }, { contactMethod, contactTime }));
      lead.contactMethod = contactMethod;
      lead.contactTime = contactTime;
    }
    return lead;
  }

  /** Deletes the request for good (the franchisor no longer sees it); messages about it are kept. */
  async delete(userId: string, requestId: string): Promise<string> {
    const lead = await this.own(userId, requestId);
    await this.work.run((em) => em.getRepository(FranchiseLead).delete({ id: lead.id, userId }));
    return lead.id;
  }

  /** A message about the request to its franchisor, subject 'Re: {franchise name}'. */
  async sendMessage(userId: string, requestId: string, content: string, attachment?: Promise<FileUpload> | null): Promise<Message> {
    const lead = await this.own(userId, requestId);
    const franchise = lead.franchiseId ? await this.ds.getRepository(Franchise).findOneBy({ id: lead.franchiseId }) : null;
    if (!isAvailable(franchise)) throw notFound(Messages.franchiseUnavailableForMessages);
    const franchisorExists = lead.franchisorId !== null && (await this.ds.getRepository(Profile).existsBy({ id: lead.franchisorId }));
    if (!franchisorExists) throw notFound(Messages.counterpartGone);
    return this.messages.deliver(
      { senderId: userId, receiverId: lead.franchisorId!, subject: `Re: ${franchise.name}`, content, leadId: lead.id },
      attachment,
    );
  }

  /** The customer's own request, or 'Franchise request not found' (also for anyone else's). */
  private async own(userId: string, requestId: string): Promise<FranchiseLead> {
    const lead = isUUID(requestId) ? await this.ds.getRepository(FranchiseLead).findOneBy({ id: requestId, userId }) : null;
    if (!lead) throw notFound(Messages.requestNotFound);
    return lead;
  }
}
