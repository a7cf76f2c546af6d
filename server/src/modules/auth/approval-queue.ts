import { DomainEvent } from '../../common/events';

/**
 * What awaits an admin's approval (franchisor accounts, listings, changes to live listings) may have changed: a
 * franchisor's sign-up here, a listing submitted, changes saved or withdrawn, an account deleted, a decision. Published with the unit of work; approvals' PendingCounts
 * hears it (wired in `services.ts`), so the modules below approvals need not import approvals.
 */
export class ApprovalQueueChanged extends DomainEvent {}
