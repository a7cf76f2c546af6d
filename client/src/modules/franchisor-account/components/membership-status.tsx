import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import type { MembershipSection_MembershipFragment } from '../../../gql/graphql';
import { formatDate } from '../../../shared/format';

/** Where the stated membership stands: waiting, verified (until when), lapsed, or rejected with the reason. */
export function MembershipStatus({ membership: m }: { membership: MembershipSection_MembershipFragment }) {
  const stated = `${m.label}, membership number ${m.membershipNumber}`;
  switch (m.status) {
    case 'PENDING':
      return (
        <Alert severity="info">
          <AlertTitle>Waiting for verification</AlertTitle>
          {stated}, stated on {formatDate(m.statedAt)}. We will e-mail you once our team has checked it with the bfa; until then your listings show no
          membership badge.
        </Alert>
      );
    case 'VERIFIED':
      return (
        <Alert severity="success">
          <AlertTitle>
            Verified on {formatDate(m.verifiedAt!)}, valid until {formatDate(m.expiresAt!)}
          </AlertTitle>
          {stated}. Your listings show the badge &lsquo;{m.label}&rsquo; with the date we verified it.
        </Alert>
      );
    case 'LAPSED':
      return (
        <Alert severity="warning">
          <AlertTitle>Lapsed on {formatDate(m.expiresAt!)}</AlertTitle>
          {stated}, verified on {formatDate(m.verifiedAt!)}. Your listings no longer show the badge. Send your membership below to have it verified
          again.
        </Alert>
      );
    case 'REJECTED':
      return (
        <Alert severity="error">
          <AlertTitle>Not verified</AlertTitle>
          We could not verify {stated}.
          {m.rejectionReason && (
            <Typography component="span" variant="inherit" sx={{ display: 'block', mt: 1 }}>
              Reason: {m.rejectionReason}
            </Typography>
          )}
        </Alert>
      );
  }
}
