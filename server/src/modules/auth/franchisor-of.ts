import { forbidden } from '../../common/errors';
import { AccountStatus, FranchisorRole, UserType } from './auth.enums';
import type { Profile } from './profile.entity';

/**
 * The franchisor company a signed-in franchisor account works for: the id every franchisor-owned row carries in
 * `franchisor_id` (listings, leads, featured ads, memberships), i.e. the founding account's profile id. Read from
 * the session's profile (`profiles.franchisor_id`), so it costs no query. Resolvers pass this, never `user.id`,
 * wherever they mean the company rather than the person (issue 42: a company has several members). An account
 * without a company (never a franchisor that passed the access check) is refused.
 */
export const franchisorIdOf = (user: Profile): string => {
  if (!user.franchisorId) throw forbidden();
  return user.franchisorId;
};

/**
 * The id messages to and from this account carry: a franchisor's company (every member reads and answers the
 * company's lead conversations and support thread), anyone else's own.
 */
export const partyIdOf = (user: Profile): string => (user.userType === UserType.FRANCHISOR ? franchisorIdOf(user) : user.id);

/**
 * Who may manage what reaches outside the site for a company (its API tokens and webhook endpoints, issue 42): the
 * owner of an approved franchisor company. A member works the leads; giving them to another system is the owner's.
 */
export const canManageIntegrations = (user: Profile): boolean =>
  user.userType === UserType.FRANCHISOR && user.status === AccountStatus.APPROVED && user.teamRole === FranchisorRole.OWNER;
