import { DomainEvent } from '../../common/events';

/** A session ended (sign-out): its open sockets close on every instance. */
export class SessionEnded extends DomainEvent {
  constructor(readonly sessionId: string) {
    super();
  }
}

/** An account's access changed (decided, deleted): its open sockets ask the access question again. */
export class AccountAccessChanged extends DomainEvent {
  constructor(readonly userId: string) {
    super();
  }
}
