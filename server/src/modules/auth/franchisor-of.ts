import type { Profile } from './profile.entity';

/**
 * The franchisor company a signed-in franchisor account works for: the id every franchisor-owned row carries in
 * `franchisor_id` (listings, leads, featured ads, memberships). Resolvers pass this, never `user.id`, wherever
 * they mean the company rather than the person (issue 42: a company has several members).
 */
export const franchisorIdOf = (user: Profile): string => user.id;
