import type { DataComplaintStatus } from '../../gql/graphql';

export const STATUS_LABELS: Record<DataComplaintStatus, string> = {
  OPEN: 'Open',
  IN_PROGRESS: 'In progress',
  ANSWERED: 'Answered',
};

export const STATUS_COLORS: Record<DataComplaintStatus, 'warning' | 'info' | 'default'> = {
  OPEN: 'warning',
  IN_PROGRESS: 'info',
  ANSWERED: 'default',
};
