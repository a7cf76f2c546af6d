import type { AuthCheckerFn } from 'type-graphql';
import { type AccessRole, accessError } from '../modules/auth/access-check';
import type { Context } from './context';

/**
 * @Authorized(...roles): signed in, of one of the roles, and (for admins and franchisors) approved.
 * The profile is read fresh for each request, so approval changes apply to the next request.
 * Ownership is checked by the services. The question is the one every door asks (accessError).
 */
export const authChecker: AuthCheckerFn<Context, AccessRole> = ({ context }, roles) => {
  const error = accessError(context, roles);
  if (error) throw error;
  return true;
};
