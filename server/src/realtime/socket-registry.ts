import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { logger } from '../common/logger';
import type { AppPubSub } from './pubsub';

/** Caps on GraphQL websockets. Counted per instance: each instance of the server keeps its own counts. */
export const SOCKET_LIMITS = {
  perSession: 8,
  perAddress: 64,
  /** Operations (subscriptions, queries, mutations) running at once on one socket. */
  operationsPerSocket: 20,
} as const;

/** Close codes: the session has ended (sign in again) / the account may no longer use its portal. */
export const SocketCloseCode = { SESSION_ENDED: 4401, ACCESS_LOST: 4403 } as const;

/** Internal pub/sub topic through which every instance hears of sign-outs and access changes. */
const ACCESS_TOPIC = 'SOCKET_ACCESS';
type AccessEvent = { from: string; sessionId?: string; userId?: string };

export interface SocketEntry {
  sessionId: string;
  userId: string;
  address: string;
  /** Checks the socket's session and account again, closing the socket if they no longer pass. */
  recheck(): Promise<void>;
}

/** Open GraphQL websockets by session, account and client address: the caps, and closing them on sign-out. */
export class SocketRegistry {
  private readonly instanceId = randomUUID();
  private readonly entries = new Map<WebSocket, SocketEntry>();
  private readonly bySession = new Map<string, Set<WebSocket>>();
  private readonly byUser = new Map<string, Set<WebSocket>>();
  private readonly byAddress = new Map<string, number>();
  private events: AsyncIterator<unknown> | null = null;

  constructor(private readonly pubSub: AppPubSub) {}

  /** Open sockets on this instance (the websockets_open gauge). */
  get size(): number {
    return this.entries.size;
  }

  /** Whether one more socket from `address` (and, when given, of `sessionId`) stays within the caps. */
  hasRoom(address: string, sessionId?: string): boolean {
    if ((this.byAddress.get(address) ?? 0) >= SOCKET_LIMITS.perAddress) return false;
    return !sessionId || (this.bySession.get(sessionId)?.size ?? 0) < SOCKET_LIMITS.perSession;
  }

  add(socket: WebSocket, entry: SocketEntry): void {
    this.entries.set(socket, entry);
    addTo(this.bySession, entry.sessionId, socket);
    addTo(this.byUser, entry.userId, socket);
    this.byAddress.set(entry.address, (this.byAddress.get(entry.address) ?? 0) + 1);
    socket.once('close', () => this.remove(socket));
  }

  private remove(socket: WebSocket): void {
    const entry = this.entries.get(socket);
    if (!entry) return;
    this.entries.delete(socket);
    removeFrom(this.bySession, entry.sessionId, socket);
    removeFrom(this.byUser, entry.userId, socket);
    const left = (this.byAddress.get(entry.address) ?? 1) - 1;
    if (left > 0) this.byAddress.set(entry.address, left);
    else this.byAddress.delete(entry.address);
  }

  /** Closes this instance's sockets of one session. */
  closeSession(sessionId: string, code: number = SocketCloseCode.SESSION_ENDED, reason = 'Signed out'): void {
    for (const socket of [...(this.bySession.get(sessionId) ?? [])]) socket.close(code, reason);
  }

  /** Closes this instance's sockets of every session of one account. */
  closeUser(userId: string, code: number, reason: string): void {
    for (const socket of [...(this.byUser.get(userId) ?? [])]) socket.close(code, reason);
  }

  /** A session ended (sign-out, session rotated): its sockets close on every instance. */
  revokeSession(sessionId: string): void {
    this.closeSession(sessionId);
    this.announce({ from: this.instanceId, sessionId });
  }

  /**
   * This account's access changed (deleted, rejected, signed out everywhere): on every instance its
   * sockets are checked again, as a new operation would be, and closed when they no longer pass.
   * Call after the change is committed. Resolves once this instance's sockets are checked.
   */
  async revokeUser(userId: string): Promise<void> {
    this.announce({ from: this.instanceId, userId });
    await this.recheckUser(userId);
  }

  private async recheckUser(userId: string): Promise<void> {
    const sockets = [...(this.byUser.get(userId) ?? [])];
    await Promise.all(sockets.map((socket) => this.entries.get(socket)?.recheck() ?? Promise.resolve()));
  }

  /**
   * Tells the other instances. Never fails the caller: publishing through Redis handles its own failures
   * (realtime/pubsub.ts), so while Redis is down the others miss the event and close those sockets at their next
   * operation's access check instead.
   */
  private announce(event: AccessEvent): void {
    try {
      this.pubSub.publish(ACCESS_TOPIC, event);
    } catch (err) {
      // The local sockets are already handled; other instances still re-check at their next event.
      logger.warn('Could not announce a socket access change to other instances', err);
    }
  }

  /** Starts hearing other instances' sign-outs and access changes. */
  listen(): void {
    if (this.events) return;
    const events = this.pubSub.subscribe(ACCESS_TOPIC)[Symbol.asyncIterator]();
    this.events = events;
    void (async () => {
      for (;;) {
        const step = await events.next();
        if (step.done) return;
        const event = step.value as AccessEvent;
        if (event.from === this.instanceId) continue;
        if (event.sessionId) this.closeSession(event.sessionId);
        if (event.userId) await this.recheckUser(event.userId).catch((err) => logger.error('Socket re-check failed', err));
      }
    })().catch((err) => logger.error('Socket access events stopped', err));
  }

  async stopListening(): Promise<void> {
    const events = this.events;
    this.events = null;
    await events?.return?.();
  }
}

function addTo(map: Map<string, Set<WebSocket>>, key: string, socket: WebSocket): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(socket);
}

function removeFrom(map: Map<string, Set<WebSocket>>, key: string, socket: WebSocket): void {
  const set = map.get(key);
  set?.delete(socket);
  if (set?.size === 0) map.delete(key);
}
