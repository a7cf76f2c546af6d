import Chip from '@mui/material/Chip';
import type { FranchiseStatus } from '../../../gql/graphql';

const LOOK: Record<FranchiseStatus, { label: string; color: 'warning' | 'success' | 'error' }> = {
  PENDING: { label: 'Pending', color: 'warning' },
  APPROVED: { label: 'Approved', color: 'success' },
  REJECTED: { label: 'Rejected', color: 'error' },
};

/** A listing's review status. */
export function FranchiseStatusChip({ status }: { status: FranchiseStatus }) {
  const { label, color } = LOOK[status];
  return <Chip label={label} color={color} size="small" variant={status === 'APPROVED' ? 'filled' : 'outlined'} />;
}
