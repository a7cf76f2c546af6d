import type { WebSocket } from 'ws';

/** Open GraphQL websockets by session, so signing out closes that session's live subscriptions. */
export class SocketRegistry {
  private readonly bySession = new Map<string, Set<WebSocket>>();

  add(sessionId: string, socket: WebSocket): void {
    let set = this.bySession.get(sessionId);
    if (!set) this.bySession.set(sessionId, (set = new Set()));
    set.add(socket);
  }

  remove(sessionId: string, socket: WebSocket): void {
    const set = this.bySession.get(sessionId);
    set?.delete(socket);
    if (set?.size === 0) this.bySession.delete(sessionId);
  }

  closeSession(sessionId: string): void {
    for (const socket of this.bySession.get(sessionId) ?? []) socket.close(4401, 'Signed out');
    this.bySession.delete(sessionId);
  }
}
