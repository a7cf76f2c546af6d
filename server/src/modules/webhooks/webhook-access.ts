import { AccountStatus, UserType } from '../auth/auth.enums';
import type { Profile } from '../auth/profile.entity';

/**
 * Who may see and change a company's webhooks (endpoints, secrets, the delivery log): the one place that decides.
 * Today any approved franchisor account (each is its own company); once companies have members, the owner only.
 */
export const canManageIntegrations = (user: Profile): boolean => user.userType === UserType.FRANCHISOR && user.status === AccountStatus.APPROVED;
