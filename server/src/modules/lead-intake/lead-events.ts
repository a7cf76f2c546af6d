import { DomainEvent } from '../../common/events';

/** Leads were created for these franchisors (their Leads badges change; their webhooks hear of each lead). */
export class LeadsCreated extends DomainEvent {
  constructor(
    readonly franchisorIds: string[],
    readonly leadIds: string[] = [],
  ) {
    super();
  }
}

/** A franchisor's lead changed status (their webhooks hear of it; their Leads badge changes when it left or came back to "new"). */
export class LeadStatusChanged extends DomainEvent {
  constructor(
    readonly franchisorId: string,
    readonly leadId: string,
    readonly previousStatus: string,
    readonly status: string,
  ) {
    super();
  }

  /** Whether the count of new leads moved. */
  get newCountChanged(): boolean {
    return this.previousStatus === 'new' || this.status === 'new';
  }
}

/**
 * Who sees which of a franchisor's new leads changed without any status changing (a lead assigned, a member joined
 * or left, issue 42 seats): the members' Leads badges are counted again.
 */
export class NewLeadBadgesChanged extends DomainEvent {
  constructor(readonly franchisorId: string) {
    super();
  }
}
