import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import type { MembershipSection_MembershipFragment } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { errorMessage, fieldErrors } from '../../../shared/errors';
import { FormError } from '../../../shared/form-error';
import { Notice } from '../../../shared/notice';
import { useForm } from '../../../shared/use-form';
import { MyMembershipDocument } from '../graphql/my-membership';
import { StateMembershipDocument } from '../graphql/state-membership';
import { WithdrawMembershipDocument } from '../graphql/withdraw-membership';
import { LEVEL_OPTIONS, MEMBERSHIP_NUMBER_MAX, type MembershipValues, checkMembership } from '../membership-rules';
import { MembershipStatus } from './membership-status';
import { QueryState } from '../../../shared/query-state';

const EMPTY: MembershipValues = { level: '', membershipNumber: '' };
const valuesOf = (m: MembershipSection_MembershipFragment | null | undefined): MembershipValues =>
  m ? { level: m.level, membershipNumber: m.membershipNumber } : EMPTY;

/** The bfa membership the franchisor states, and whether an administrator has verified it (issue 40). */
export function MembershipSection() {
  const headingId = useId();
  const { data, loading, error, refetch } = useQuery(MyMembershipDocument, { fetchPolicy: 'cache-and-network' });
  const membership = data?.myMembership;
  // Here, not in the form: the form starts again after each save.
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <Card component="section" aria-labelledby={headingId}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
            bfa membership
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            If your company is a member of the British Franchise Association, give your level and membership number. Our team checks it with the bfa;
            once verified, your listings show the membership badge with the date we verified it, for 12 months.
          </Typography>
          <QueryState
            data={data}
            loading={loading}
            error={error}
            onRetry={() => void refetch()}
            loader={<Skeleton variant="rounded" height={160} role="status" aria-label="Loading your membership" />}
            empty={<MembershipForm key="none:" membership={null} onNotice={setNotice} />}
          >
            {() => (
              // Keyed by the statement: a new one (saved here, or decided meanwhile) starts the form from what is stored.
              <MembershipForm
                key={`${membership?.statedAt ?? 'none'}:${membership?.status ?? ''}`}
                membership={membership ?? null}
                onNotice={setNotice}
              />
            )}
          </QueryState>
        </CardContent>
      </Card>
      <Notice message={notice} onClose={() => setNotice(null)} />
    </>
  );
}

function MembershipForm({
  membership,
  onNotice: setNotice,
}: {
  membership: MembershipSection_MembershipFragment | null;
  onNotice: (text: string) => void;
}) {
  const form = useForm<MembershipValues>(() => valuesOf(membership), checkMembership);
  const { values, errors, setErrors } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [withdrawError, setWithdrawError] = useState<string | null>(null);
  const [stateMembership, saving] = useMutation(StateMembershipDocument, { refetchQueries: [MyMembershipDocument], awaitRefetchQueries: true });
  const [withdrawMembership, withdrawing] = useMutation(WithdrawMembershipDocument, {
    refetchQueries: [MyMembershipDocument],
    awaitRefetchQueries: true,
  });
  const saved = valuesOf(membership);
  const unchanged = membership && values.level === saved.level && values.membershipNumber.trim() === saved.membershipNumber;
  const verified = membership?.status === 'VERIFIED';

  const set = (field: keyof MembershipValues, value: string) => {
    form.set(field, value);
    setFormError(null);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = form.validateAll();
    if (Object.keys(found).length > 0) return;
    // Sending the same claim again would only move it to the back of the queue, or take a valid badge down.
    if (unchanged && (membership.status === 'PENDING' || verified)) {
      setNotice('Your membership is unchanged.');
      return;
    }
    try {
      await stateMembership({ variables: { input: { level: values.level || null, membershipNumber: values.membershipNumber.trim() } } });
      setNotice('Membership sent for verification. We will e-mail you once it has been checked.');
    } catch (err) {
      const fields = fieldErrors(err);
      if (fields.level || fields.membershipNumber) setErrors({ level: fields.level, membershipNumber: fields.membershipNumber });
      else setFormError(errorMessage(err));
    }
  };

  const onWithdraw = async () => {
    setWithdrawError(null);
    try {
      await withdrawMembership();
      setConfirming(false);
      setNotice('Membership withdrawn.');
    } catch (err) {
      setWithdrawError(errorMessage(err));
    }
  };

  return (
    <>
      {membership && (
        <Box sx={{ mb: 3 }}>
          <MembershipStatus membership={membership} />
        </Box>
      )}
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Your bfa membership" sx={{ display: 'grid', gap: 2 }}>
        <FormError message={formError} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label="Membership level"
            required
            value={values.level}
            onChange={(e) => set('level', e.target.value)}
            error={Boolean(errors.level)}
            helperText={errors.level}
            disabled={saving.loading}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            select
          >
            <option value="">Choose a level</option>
            {LEVEL_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </TextField>
          <TextField
            label="Membership number"
            required
            value={values.membershipNumber}
            onChange={(e) => set('membershipNumber', e.target.value)}
            error={Boolean(errors.membershipNumber)}
            helperText={errors.membershipNumber ?? `Letters, digits and hyphens, up to ${MEMBERSHIP_NUMBER_MAX} characters`}
            disabled={saving.loading}
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: MEMBERSHIP_NUMBER_MAX + 10, spellCheck: false } }}
          />
        </Box>
        {verified && (
          <Typography variant="body2" color="text.secondary">
            Changing your level or number takes the badge down until our team has verified the new details.
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={saving.loading}>
            {saving.loading ? 'Sending...' : 'Send for verification'}
          </Button>
          {membership && (
            <Button variant="outlined" color="error" onClick={() => (setWithdrawError(null), setConfirming(true))} disabled={saving.loading}>
              Withdraw membership
            </Button>
          )}
        </Box>
      </Box>
      <ConfirmDialog
        open={confirming}
        title="Withdraw your bfa membership?"
        confirmLabel="Withdraw"
        busyLabel="Withdrawing..."
        busy={withdrawing.loading}
        error={withdrawError}
        onConfirm={() => void onWithdraw()}
        onClose={() => setConfirming(false)}
      >
        Your listings stop showing a membership badge at once. You can state your membership again later; it will need to be verified again.
      </ConfirmDialog>
    </>
  );
}
