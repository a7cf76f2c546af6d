import { AppError, ErrorCode, Messages } from '../../common/errors';
import { AccountStatus, UserType } from './auth.enums';
import type { Profile } from './profile.entity';

/**
 * Why this profile may not use the portal of `userType` right now, or null if it may.
 * Checked at sign-in and on every request, so an approval change takes effect at once.
 */
export function portalAccessError(profile: Profile, userType: UserType): AppError | null {
  if (profile.userType !== userType) return new AppError(Messages.unauthorizedAccess, ErrorCode.FORBIDDEN);
  if (profile.userType === UserType.FRANCHISOR) {
    // An account whose company is gone (its founding account deleted) has nothing to work on.
    if (!profile.franchisorId) return new AppError(Messages.unauthorizedAccess, ErrorCode.FORBIDDEN);
    // A member's access follows the company's approval (issue 42); the founding account's company is itself.
    const status = profile.companyStatus ?? profile.status;
    if (status === AccountStatus.PENDING) return new AppError(Messages.franchisorPending, ErrorCode.ACCOUNT_PENDING);
    if (status === AccountStatus.REJECTED) {
      return new AppError(Messages.franchisorRejected, ErrorCode.ACCOUNT_REJECTED);
    }
  }
  if (profile.userType === UserType.ADMIN && profile.status !== AccountStatus.APPROVED) {
    return new AppError(Messages.adminPending, ErrorCode.ACCOUNT_PENDING);
  }
  return null;
}
