import http from 'node:http';
import net from 'node:net';

export interface DrainOptions {
  /** Requests still running after this are cut (their connections destroyed). */
  graceMs: number;
  /** A kept-alive connection that carries no request for this long during the drain is closed. */
  idleMs: number;
}

/**
 * A graceful stop that is graceful for kept-alive clients (a load balancer's connection pool). On `stop()`:
 * - the server stops listening: a new connection is refused before anything is sent, a failure any client can
 *   retry elsewhere;
 * - every answer from then on, and those in flight whose headers are not yet sent, carries `Connection: close`, and
 *   Node closes the connection after it: a client never sends its next request down a connection being closed;
 * - a connection that stays idle for `idleMs` is closed (not at once, as `http.Server.close()` does since Node 19:
 *   a client that had just sent a request on it would get a reset it cannot safely retry, with no answer);
 * - what still runs after `graceMs` is cut.
 * Resolves once every connection has closed.
 */
export class ConnectionDrain {
  private draining = false;
  private readonly connections = new Map<net.Socket, { requests: number; lastActive: number; upgraded?: boolean }>();
  private readonly inFlight = new Set<http.ServerResponse>();

  constructor(
    private readonly server: http.Server,
    private readonly options: DrainOptions = { graceMs: 10_000, idleMs: 1_000 },
  ) {
    server.on('connection', (socket: net.Socket) => {
      this.connections.set(socket, { requests: 0, lastActive: Date.now() });
      socket.once('close', () => this.connections.delete(socket));
    });
    // A websocket is closed by its own drain (1001, going away), not as an idle connection.
    server.on('upgrade', (req: http.IncomingMessage) => {
      const connection = this.connections.get(req.socket);
      if (connection) connection.upgraded = true;
    });
    server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
      const connection = this.connections.get(req.socket);
      if (connection) {
        connection.requests++;
        connection.lastActive = Date.now();
      }
      if (this.draining) closeAfter(res);
      else this.inFlight.add(res);
      res.once('close', () => {
        this.inFlight.delete(res);
        if (!connection) return;
        connection.requests--;
        connection.lastActive = Date.now();
      });
    });
  }

  async stop(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    for (const res of this.inFlight) closeAfter(res);
    this.inFlight.clear();
    // net.Server's close, not http.Server's: stop listening without closing idle connections at once.
    const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(this.server, () => resolve()));
    const sweep = setInterval(
      () => {
        const idleSince = Date.now() - this.options.idleMs;
        for (const [socket, c] of this.connections) if (!c.upgraded && c.requests === 0 && c.lastActive <= idleSince) socket.end();
      },
      Math.min(250, this.options.idleMs),
    );
    const cut = setTimeout(() => {
      for (const socket of this.connections.keys()) socket.destroy();
    }, this.options.graceMs);
    try {
      await closed;
    } finally {
      clearInterval(sweep);
      clearTimeout(cut);
    }
  }
}

function closeAfter(res: http.ServerResponse): void {
  if (res.headersSent) return;
  // Node then writes `Connection: close` and ends the connection after this answer.
  res.shouldKeepAlive = false;
}
