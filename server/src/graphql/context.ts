import type { IncomingMessage } from 'node:http';
import type { Request, Response } from 'express';
import { readCookie } from '../common/cookies';
import type { RequestMeta } from '../modules/auth/request-meta';
import type { Profile } from '../modules/auth/profile.entity';
import { SESSION_COOKIE } from '../modules/auth/session.service';
import type { Services } from '../services';
import type { Loaders } from './loaders';

export interface Context {
  /** The signed-in profile as it is in the database now, or null. */
  user: Profile | null;
  /** The raw session token from the cookie, when it names a live session. */
  sessionToken: string | null;
  sessionId: string | null;
  /** A session cookie came with the request but its session is gone (signed out elsewhere, expired). */
  sessionExpired: boolean;
  meta: RequestMeta;
  /** Present for HTTP requests; null on the websocket. */
  req: Request | null;
  res: Response | null;
  loaders: Loaders;
}

/** The session named by the request's cookie, resolved now: what every door's access check starts from. */
export async function resolveSession(services: Services, cookieHeader: string | undefined) {
  const token = readCookie(cookieHeader, SESSION_COOKIE) ?? null;
  if (!token) return { user: null, sessionToken: null, sessionId: null, sessionExpired: false };
  const resolved = await services.sessions.resolve(token);
  if (!resolved) return { user: null, sessionToken: null, sessionId: null, sessionExpired: true };
  return { user: resolved.profile, sessionToken: token, sessionId: resolved.sessionId, sessionExpired: false };
}

/** The country header the trusted proxy sets (CLIENT_COUNTRY_HEADER), if one is configured and the peer is that proxy. */
function clientCountry(services: Services, req: IncomingMessage): string | null {
  const header = services.config.clientCountryHeader;
  const value = header && services.clientAddress.fromTrustedProxy(req) ? req.headers[header] : undefined;
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

export async function buildHttpContext(services: Services, req: Request, res: Response): Promise<Context> {
  const auth = await resolveSession(services, req.headers.cookie);
  if (auth.sessionExpired) services.sessions.clearCookie(res);
  return {
    ...auth,
    meta: {
      ip: services.clientAddress.of(req),
      userAgent: req.headers['user-agent'] ?? null,
      country: clientCountry(services, req),
    },
    req,
    res,
    loaders: services.newLoaders(),
  };
}

/** The context of one websocket operation or event: the handshake's session cookie resolved again, now. */
export async function buildSocketContext(services: Services, req: IncomingMessage): Promise<Context> {
  const auth = await resolveSession(services, req.headers.cookie);
  return {
    ...auth,
    meta: { ip: services.clientAddress.of(req), userAgent: req.headers['user-agent'] ?? null },
    req: null,
    res: null,
    loaders: services.newLoaders(),
  };
}
