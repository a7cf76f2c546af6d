import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import type { TrustProxy } from '../config';

/** Whether the hop `hop` steps from this server (0: the socket's peer) at `address` is a proxy we trust. */
export type TrustFunction = (address: string, hop: number) => boolean;

/** TRUST_PROXY compiled the way Express compiles `trust proxy`, so that Express and our own doors agree. */
export function compileTrust(setting: TrustProxy): TrustFunction {
  if (setting === false) return () => false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyaddr.compile(setting);
}

/**
 * The one rule for a request's client address, used by every door: Express (`trust proxy`, req.ip), the GraphQL
 * HTTP context, the websocket upgrade and each operation on it. Walks X-Forwarded-For from the right, past the
 * trusted proxies only, so whatever a client writes before them (a forged left-most entry) changes nothing.
 */
export class ClientAddress {
  readonly trust: TrustFunction;

  constructor(setting: TrustProxy) {
    this.trust = compileTrust(setting);
  }

  /** The client's address: the first untrusted hop, or the socket's peer when it is not a trusted proxy. */
  of(req: IncomingMessage): string {
    return proxyaddr(req, this.trust) || 'unknown';
  }

  /** Whether the socket's peer is a trusted proxy, so that headers it sets (CLIENT_COUNTRY_HEADER) may be believed. */
  fromTrustedProxy(req: IncomingMessage): boolean {
    const peer = req.socket.remoteAddress;
    return peer !== undefined && this.trust(peer, 0);
  }
}
