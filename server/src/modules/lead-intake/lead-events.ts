import { DomainEvent } from '../../common/events';

/** Leads were created for these franchisors (their Leads badges change). */
export class LeadsCreated extends DomainEvent {
  constructor(readonly franchisorIds: string[]) {
    super();
  }
}

/** A franchisor's lead left or came back to "new" (their Leads badge changes). */
export class LeadStatusChanged extends DomainEvent {
  constructor(readonly franchisorId: string) {
    super();
  }
}
