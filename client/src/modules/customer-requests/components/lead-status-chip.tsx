import Chip from '@mui/material/Chip';
import type { LeadStatus } from '../../../gql/graphql';
import { leadStatusColor, leadStatusLabel } from '../../lead-intake/lead-status';

/** A request's status as the franchisor has set it. */
export function LeadStatusChip({ status }: { status: LeadStatus }) {
  return (
    <Chip
      size="small"
      label={leadStatusLabel[status]}
      color={leadStatusColor[status]}
      variant={status === 'NEW' ? 'outlined' : 'filled'}
      aria-label={`Status: ${leadStatusLabel[status]}`}
    />
  );
}
