import { AppError, ErrorCode, Messages, forbidden, notAuthenticated } from '../../common/errors';
import { type ScopedField, type TokenCaller, scopeError } from './api-scope';
import { FranchisorRole, UserType } from './auth.enums';
import { portalAccessError } from './portal-access';
import type { Profile } from './profile.entity';

/** What a door knows about its caller: the account of a live session, or none (and whether a cookie named a dead one). */
export interface Caller {
  user: Profile | null;
  /** A session cookie came with the request but its session is gone (signed out elsewhere, expired). */
  sessionExpired: boolean;
  /** Set when the request was authenticated by an API token (`Authorization: Bearer`); `user` is then its company. */
  apiToken?: TokenCaller | null;
}

/**
 * `@Authorized(FRANCHISOR_OWNER)`: what only the owner of a franchisor company may do (invite, remove, pass
 * ownership on: issue 42). A franchisor account of the company that is a member is refused (FORBIDDEN).
 */
export const FRANCHISOR_OWNER = 'franchisor-owner';
/** What a door may require: an account type, or the owner of a franchisor company. */
export type AccessRole = UserType | typeof FRANCHISOR_OWNER;

/**
 * The one access question every door asks (GraphQL's authChecker, each websocket operation and event,
 * the Express routes through requireAccount): is the session alive, is the account of one of `types`
 * (any type when empty), and may it use its portal now (admins and franchisors approved)? Null when it may.
 * The account is read from the database on each request, so a status change takes effect at once.
 * A caller with an API token is its company's account (so the same answers apply: a rejected company's token is
 * refused) and, for a root `field`, must also hold the scope the field is marked with (api-scope.ts).
 */
export function accessError(caller: Caller, roles: readonly AccessRole[] = [], field?: ScopedField): AppError | null {
  const user = caller.user;
  if (!user) return signInError(caller);
  const ownerOnly = roles.includes(FRANCHISOR_OWNER);
  const types = ownerOnly ? [UserType.FRANCHISOR] : roles;
  if (types.length > 0 && !types.includes(user.userType)) return forbidden();
  const portal = portalAccessError(user, user.userType);
  if (portal) return portal;
  if (ownerOnly && user.teamRole !== FranchisorRole.OWNER) return forbidden(Messages.teamOwnerOnly);
  return caller.apiToken && field ? scopeError(caller.apiToken, field) : null;
}

/** The error for a caller without an account: sign in, or sign in again when a cookie named an ended session. */
export const signInError = (caller: Caller): AppError =>
  caller.sessionExpired ? new AppError(Messages.sessionExpired, ErrorCode.SESSION_EXPIRED) : notAuthenticated();

/** Whether an access error means "sign in (again)" rather than "this account may not". */
export const needsSignIn = (error: AppError): boolean =>
  error.extensions.code === ErrorCode.UNAUTHENTICATED || error.extensions.code === ErrorCode.SESSION_EXPIRED;
