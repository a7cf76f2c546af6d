import { AccountStatus, UserType } from '../../modules/auth/auth.enums';

/** The demo sign-ins, printed by `npm start` and listed in the README. */
export const DEMO_ACCOUNTS = [
  {
    key: 'admin',
    email: 'admin@demo.test',
    password: 'Demo-admin-1',
    fullName: 'Alex Morgan',
    companyName: null,
    userType: UserType.ADMIN,
    status: AccountStatus.APPROVED,
  },
  {
    key: 'franchisor',
    email: 'franchisor@demo.test',
    password: 'Demo-franchisor-1',
    fullName: 'Priya Shah',
    companyName: 'Brightside Franchise Group',
    userType: UserType.FRANCHISOR,
    status: AccountStatus.APPROVED,
  },
  {
    // A member of Priya Shah's company (issue 42 seats): signs in with her own account, works the same leads.
    key: 'member',
    email: 'member@demo.test',
    password: 'Demo-member-1',
    fullName: 'Dana Okafor',
    companyName: 'Brightside Franchise Group',
    userType: UserType.FRANCHISOR,
    status: AccountStatus.APPROVED,
  },
  {
    key: 'pending',
    email: 'pending@demo.test',
    password: 'Demo-pending-1',
    fullName: 'Tom Fletcher',
    companyName: 'Fletcher Home Services Ltd',
    userType: UserType.FRANCHISOR,
    status: AccountStatus.PENDING,
  },
  {
    key: 'rejected',
    email: 'rejected@demo.test',
    password: 'Demo-rejected-1',
    fullName: 'Gary Pike',
    companyName: 'QuickCash Ventures',
    userType: UserType.FRANCHISOR,
    status: AccountStatus.REJECTED,
  },
  {
    key: 'customer',
    email: 'customer@demo.test',
    password: 'Demo-customer-1',
    fullName: 'Sarah Collins',
    companyName: null,
    userType: UserType.CUSTOMER,
    status: AccountStatus.APPROVED,
  },
] as const;

export type DemoAccountKey = (typeof DEMO_ACCOUNTS)[number]['key'];
