import type { ChipProps } from '@mui/material/Chip';
import type { LeadStatus } from '../../gql/graphql';

export const leadStatusLabel: Record<LeadStatus, string> = {
  NEW: 'New',
  CONTACTED: 'Contacted',
  MEETING: 'Meeting',
  QUALIFIED: 'Qualified',
  CONVERTED: 'Converted',
  LOST: 'Lost',
};

export const leadStatusColor: Record<LeadStatus, ChipProps['color']> = {
  NEW: 'info',
  CONTACTED: 'primary',
  MEETING: 'secondary',
  QUALIFIED: 'success',
  CONVERTED: 'success',
  LOST: 'default',
};
