import type { RequestHandler, Response } from 'express';
import { resolveSession } from '../graphql/context';
import { accessError, needsSignIn } from '../modules/auth/access-check';
import type { UserType } from '../modules/auth/auth.enums';
import type { Profile } from '../modules/auth/profile.entity';
import type { Services } from '../services';

export interface AccountRule {
  /** Account types that may pass; any type when left out. Admins and franchisors must be approved in any case. */
  types?: UserType[];
  /** The route's own wording for "sign in" (401, no or expired session) and "not this kind of account" (403). */
  messages?: { signIn?: string; wrongType?: string };
}

/**
 * Express's door to the one access check (accessError, as GraphQL and the websocket ask it): the session
 * cookie must name a live session whose account is of one of `types` and may use its portal now. Refused
 * with 401 (sign in) or 403 (this account may not) and a plain-text message, `Cache-Control: private,
 * no-store` in either case; a dead session's cookie is cleared, as GraphQL does. On success the account is
 * available to the route as accountOf(res).
 */
export function requireAccount(services: Services, rule: AccountRule = {}): RequestHandler {
  return async (req, res, next) => {
    try {
      res.setHeader('Cache-Control', 'private, no-store');
      const caller = await resolveSession(services, req.headers.cookie);
      if (caller.sessionExpired) services.sessions.clearCookie(res);
      const error = accessError(caller, rule.types);
      if (!error) {
        res.locals.account = caller.user;
        next();
        return;
      }
      const signIn = needsSignIn(error);
      const wrongType = !signIn && caller.user !== null && rule.types !== undefined && !rule.types.includes(caller.user.userType);
      const message = (signIn ? rule.messages?.signIn : wrongType ? rule.messages?.wrongType : undefined) ?? error.message;
      res
        .status(signIn ? 401 : 403)
        .type('text/plain')
        .send(message);
    } catch (err) {
      next(err);
    }
  };
}

/** The account requireAccount let through. */
export function accountOf(res: Response): Profile {
  const account = res.locals.account as Profile | undefined;
  if (!account) throw new Error('accountOf: the route has no requireAccount before it');
  return account;
}
