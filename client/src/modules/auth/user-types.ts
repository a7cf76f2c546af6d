import type { UserType } from '../../gql/graphql';

/** The URL segment of each user type: /admin, /franchisor, /customer. */
export type UserTypePath = 'admin' | 'franchisor' | 'customer';

export const toUserType = (path: UserTypePath): UserType => path.toUpperCase() as UserType;
export const toPath = (type: UserType): UserTypePath => type.toLowerCase() as UserTypePath;

export const userTypeLabel: Record<UserTypePath, string> = {
  admin: 'Admin',
  franchisor: 'Franchisor',
  customer: 'Customer',
};
