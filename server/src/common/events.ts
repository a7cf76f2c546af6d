/**
 * Something a unit of work did, told after its commit: a plain class per kind (`LeadsCreated`,
 * `MessageSent`...), defined by the module whose writes it describes, carrying what subscribers need.
 */
export abstract class DomainEvent {}

/** An event class: what `EventBus.on` subscribes to. */
export type EventType<E extends DomainEvent> = abstract new (...args: never[]) => E;

/** One subscriber's work for one event, named by `label` in the log if it fails. */
export interface EventHandling {
  label: string;
  run: () => unknown;
}

interface Subscriber {
  label: string;
  handle: (event: DomainEvent) => unknown;
}

/**
 * The subscribers of each event class, registered once by the wiring (`services.ts`). A writer publishes an event
 * with its unit of work (`after.publish(new LeadsCreated(ids))`) and never calls another module's notifier;
 * the unit of work runs the subscribers after the commit, with its one error policy.
 */
export class EventBus {
  private readonly subscribers = new Map<EventType<DomainEvent>, Subscriber[]>();

  /** Runs `handle` (named `label` in the failure log) after the commit of every unit of work that publishes a `type`. */
  on<E extends DomainEvent>(type: EventType<E>, label: string, handle: (event: E) => unknown): this {
    const list = this.subscribers.get(type) ?? [];
    list.push({ label, handle: handle as (event: DomainEvent) => unknown });
    this.subscribers.set(type, list);
    return this;
  }

  /** What the subscribers of this event's class will do, in the order they subscribed. */
  handlingOf(event: DomainEvent): EventHandling[] {
    const list = this.subscribers.get(event.constructor as EventType<DomainEvent>) ?? [];
    return list.map(({ label, handle }) => ({ label, run: () => handle(event) }));
  }
}
