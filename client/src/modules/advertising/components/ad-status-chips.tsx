import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { AdStatus, PaymentStatus } from '../../../gql/graphql';
import { visuallyHidden } from '../../../shared/visually-hidden';
import { AD_STATUS, PAYMENT_STATUS } from '../ad-labels';

/** An ad's status (Active, Pending payment, Expired) as a chip, named for screen readers. */
export function AdStatusChip({ status }: { status: AdStatus }) {
  const { label, color } = AD_STATUS[status];
  return <Chip size="small" color={color} variant={status === 'ACTIVE' ? 'filled' : 'outlined'} label={<Labelled what="Status" label={label} />} />;
}

/** An ad's payment status (Completed, Pending) as a chip. */
export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  const { label, color } = PAYMENT_STATUS[status];
  return <Chip size="small" color={color} variant="outlined" label={<Labelled what="Payment" label={label} />} />;
}

function Labelled({ what, label }: { what: string; label: string }) {
  return (
    <>
      <Box component="span" sx={visuallyHidden}>
        {what}:{' '}
      </Box>
      {label}
    </>
  );
}
