import type { IncomingMessage } from 'node:http';
import { HeaderMap } from '@apollo/server';
import type { Request, Response } from 'express';
import { AppError, ErrorCode } from '../common/errors';
import { bearerToken } from '../common/bearer-token';
import { readCookie } from '../common/cookies';
import { ApiTokenMessages, type TokenCaller } from '../modules/auth/api-scope';
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
  /**
   * Set when the request came with `Authorization: Bearer <API token>` (issue 42): `user` is then the token's
   * company account, and the access check also holds each root field to the token's scopes. Null otherwise.
   */
  apiToken: TokenCaller | null;
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

/** The refusal of a Bearer token that names no active token: 401, the same whether unknown or revoked. */
const invalidToken = () =>
  new AppError(ApiTokenMessages.invalid, ErrorCode.UNAUTHENTICATED, {
    http: { status: 401, headers: new HeaderMap([['www-authenticate', 'Bearer error="invalid_token"']]) },
  });

/**
 * The caller of a request with an API token: the token's company account, its scopes. The cookie is not read (a
 * token's request has no session, sets and clears no cookie). The company's requests are counted here, before
 * anything runs: over the limit, the whole request is refused with 429.
 */
async function resolveApiToken(services: Services, token: string) {
  const caller = await services.apiTokens.authenticate(token);
  if (!caller) throw invalidToken();
  const { allowed, retryAfterMs } = await services.apiTokens.countRequest(caller.companyId);
  if (!allowed) {
    const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    throw new AppError(ApiTokenMessages.tooManyRequests, ErrorCode.RATE_LIMITED, {
      retryAfterSeconds,
      http: { status: 429, headers: new HeaderMap([['retry-after', String(retryAfterSeconds)]]) },
    });
  }
  return { user: caller.user, sessionToken: null, sessionId: null, sessionExpired: false, apiToken: caller.token };
}

export async function buildHttpContext(services: Services, req: Request, res: Response): Promise<Context> {
  const token = bearerToken(req);
  let auth;
  if (token !== undefined) auth = await resolveApiToken(services, token);
  else {
    auth = { ...(await resolveSession(services, req.headers.cookie)), apiToken: null };
    if (auth.sessionExpired) services.sessions.clearCookie(res);
  }
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
    // API tokens are for HTTP requests only: the socket knows only the session cookie.
    apiToken: null,
    meta: { ip: services.clientAddress.of(req), userAgent: req.headers['user-agent'] ?? null },
    req: null,
    res: null,
    loaders: services.newLoaders(),
  };
}
