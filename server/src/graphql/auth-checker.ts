import type { AuthCheckerFn } from 'type-graphql';
import { AppError, ErrorCode, Messages, forbidden, notAuthenticated } from '../common/errors';
import type { UserType } from '../modules/auth/auth.enums';
import { portalAccessError } from '../modules/auth/portal-access';
import type { Context } from './context';

/**
 * @Authorized(...roles): signed in, of one of the roles, and (for admins and franchisors) approved.
 * The profile is read fresh for each request, so approval changes apply to the next request.
 * Ownership is checked by the services.
 */
export const authChecker: AuthCheckerFn<Context, UserType> = ({ context }, roles) => {
  const user = context.user;
  if (!user) {
    if (context.sessionExpired) throw new AppError(Messages.sessionExpired, ErrorCode.SESSION_EXPIRED);
    throw notAuthenticated();
  }
  if (roles.length > 0 && !roles.includes(user.userType)) throw forbidden();
  const error = portalAccessError(user, user.userType);
  if (error) throw error;
  return true;
};
