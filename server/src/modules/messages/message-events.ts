import { DomainEvent } from '../../common/events';

/** A message was sent: the receiver's unread counts change, and the administrators' when it went to the platform inbox. */
export class MessageSent extends DomainEvent {
  constructor(
    readonly receiverId: string,
    readonly toPlatformInbox: boolean,
    readonly messageId: string,
  ) {
    super();
  }
}

/** Messages addressed to this user were marked read: their unread counts change. */
export class MessagesRead extends DomainEvent {
  constructor(readonly userId: string) {
    super();
  }
}

/** Messages of the platform inbox were marked read (read for every administrator): the inbox's badge changes. */
export class PlatformInboxRead extends DomainEvent {}
