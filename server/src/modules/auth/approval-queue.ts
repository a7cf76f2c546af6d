/**
 * What awaits an admin's approval (franchisor accounts, listings), told after a commit that may have changed it:
 * a franchisor's sign-up here, a listing submitted, an account deleted. Approvals' PendingCounts implements it;
 * the modules below approvals name only this, so they need not import approvals.
 */
export interface ApprovalQueue {
  changed(): Promise<void>;
}
