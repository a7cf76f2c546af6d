import { registerEnumType } from 'type-graphql';

export enum UserType {
  ADMIN = 'admin',
  FRANCHISOR = 'franchisor',
  CUSTOMER = 'customer',
}

export enum AccountStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  REJECTED = 'rejected',
}

/** A franchisor account's role in its company (issue 42): the owner manages the team. */
export enum FranchisorRole {
  OWNER = 'owner',
  MEMBER = 'member',
}

registerEnumType(FranchisorRole, { name: 'FranchisorRole' });
registerEnumType(UserType, { name: 'UserType' });
registerEnumType(AccountStatus, { name: 'AccountStatus' });
