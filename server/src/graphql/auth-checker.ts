import type { AuthCheckerFn } from 'type-graphql';
import { scopedField } from '../modules/auth/api-scope';
import { type AccessRole, accessError } from '../modules/auth/access-check';
import type { Context } from './context';

/**
 * @Authorized(...roles): signed in, of one of the roles, and (for admins and franchisors) approved.
 * The profile is read fresh for each request, so approval changes apply to the next request.
 * Ownership is checked by the services. The question is the one every door asks (accessError).
 * A root field (a query or mutation) is also checked against an API token's scopes (`@Scope`); the fields below it
 * belong to what the root field returns, which its scope covers.
 */
export const authChecker: AuthCheckerFn<Context, AccessRole> = ({ context, info }, roles) => {
  const { schema, parentType } = info;
  const root = parentType === schema.getQueryType() || parentType === schema.getMutationType() || parentType === schema.getSubscriptionType();
  const error = accessError(context, roles, root ? scopedField(parentType.getFields()[info.fieldName]) : undefined);
  if (error) throw error;
  return true;
};
