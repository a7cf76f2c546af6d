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

registerEnumType(UserType, { name: 'UserType' });
registerEnumType(AccountStatus, { name: 'AccountStatus' });
