import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { visuallyHidden } from '../../../shared/visually-hidden';
import type { AccountStatus } from '../../../gql/graphql';

const LOOK: Record<AccountStatus, { label: string; color: 'warning' | 'success' | 'error' }> = {
  PENDING: { label: 'Pending', color: 'warning' },
  APPROVED: { label: 'Approved', color: 'success' },
  REJECTED: { label: 'Rejected', color: 'error' },
};

/** An account's approval status: the Status badge of the Accounts table. */
export function AccountStatusChip({ status }: { status: AccountStatus }) {
  const { label, color } = LOOK[status];
  return (
    <Chip
      label={
        <>
          <Box component="span" sx={visuallyHidden}>
            Status:{' '}
          </Box>
          {label}
        </>
      }
      color={color}
      size="small"
      variant={status === 'APPROVED' ? 'filled' : 'outlined'}
    />
  );
}

export const accountStatusLabel = (status: string): string => LOOK[status.toUpperCase() as AccountStatus]?.label ?? status;
