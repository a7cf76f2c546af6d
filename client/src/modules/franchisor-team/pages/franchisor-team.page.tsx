import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import type { FranchisorTeamQuery } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { errorMessage, fieldErrors } from '../../../shared/errors';
import { formatDate } from '../../../shared/format';
import { Notice } from '../../../shared/notice';
import { QueryState, SkeletonRows } from '../../../shared/query-state';
import TextField from '@mui/material/TextField';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { useForm } from '../../../shared/use-form';
import { validEmail } from '../../../shared/validation';
import { useViewer } from '../../auth/hooks/use-viewer';
import { LeadRoutingSection } from '../components/lead-routing-section';
import { FranchisorTeamDocument } from '../graphql/franchisor-team';
import { CancelTeamInvitationDocument } from '../graphql/cancel-team-invitation';
import { InviteTeamMemberDocument } from '../graphql/invite-team-member';
import { RemoveTeamMemberDocument } from '../graphql/remove-team-member';
import { ResendTeamInvitationDocument } from '../graphql/resend-team-invitation';
import { TransferTeamOwnershipDocument } from '../graphql/transfer-team-ownership';

type Team = FranchisorTeamQuery['franchisorTeam'];
type Member = Team['members'][number];
type Invitation = Team['invitations'][number];

interface NoticeState {
  message: string;
  severity: 'success' | 'error';
}

/** What the owner is asked to confirm: removing a member, or passing ownership on. */
type Confirming = { kind: 'remove' | 'transfer'; member: Member } | null;

const refetch = { refetchQueries: [FranchisorTeamDocument], awaitRefetchQueries: true };

/**
 * /franchisor/team (issue 42 seats): the company's members and pending invitations, and the listings' lead routing. Every member sees it; the owner
 * invites by e-mail, sends an invitation again or withdraws it, removes a member and passes ownership on (each
 * asked first). The server refuses all of these to a member whatever the page shows.
 */
export function FranchisorTeamPage() {
  useDocumentMeta('Team');
  const { viewer } = useViewer();
  const { data, loading, error, refetch: reload } = useQuery(FranchisorTeamDocument, { fetchPolicy: 'cache-and-network' });
  const team = data?.franchisorTeam;
  const isOwner = Boolean(team?.members.some((m) => m.id === viewer?.id && m.role === 'OWNER'));
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [remove, removing] = useMutation(RemoveTeamMemberDocument, refetch);
  const [transfer, transferring] = useMutation(TransferTeamOwnershipDocument, refetch);
  const [resend] = useMutation(ResendTeamInvitationDocument, refetch);
  const [cancel] = useMutation(CancelTeamInvitationDocument, refetch);
  const [busyInvitation, setBusyInvitation] = useState<string | null>(null);
  const membersHeading = useId();
  const invitationsHeading = useId();

  const onConfirm = async () => {
    if (!confirming) return;
    setConfirmError(null);
    const { kind, member } = confirming;
    try {
      if (kind === 'remove') await remove({ variables: { id: member.id } });
      else await transfer({ variables: { id: member.id } });
      setConfirming(null);
      setNotice({
        severity: 'success',
        message: kind === 'remove' ? `${member.fullName} was removed from the team.` : `${member.fullName} is now the owner.`,
      });
    } catch (err) {
      setConfirmError(errorMessage(err));
    }
  };

  const onInvitation = async (invitation: Invitation, action: 'resend' | 'cancel') => {
    setBusyInvitation(invitation.id);
    try {
      if (action === 'resend') await resend({ variables: { id: invitation.id } });
      else await cancel({ variables: { id: invitation.id } });
      setNotice({
        severity: 'success',
        message: action === 'resend' ? `Invitation sent again to ${invitation.email}.` : `Invitation to ${invitation.email} cancelled.`,
      });
    } catch (err) {
      setNotice({ severity: 'error', message: errorMessage(err) });
    } finally {
      setBusyInvitation(null);
    }
  };

  return (
    <Box sx={{ maxWidth: 960 }}>
      <Typography component="h1" variant="h4">
        Team
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Everyone who works on your company&apos;s listings and leads, each with their own sign-in.
      </Typography>
      <QueryState
        data={team}
        loading={loading}
        error={error}
        onRetry={() => void reload()}
        loader={<SkeletonRows label="Loading the team" count={3} height={72} />}
      >
        {(team) => (
          <Box sx={{ display: 'grid', gap: 3 }}>
            {isOwner && <InviteForm onInvited={(email) => setNotice({ severity: 'success', message: `Invitation sent to ${email}.` })} />}
            <Card component="section" aria-labelledby={membersHeading}>
              <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
                <Typography id={membersHeading} component="h2" variant="h6" sx={{ mb: 2 }}>
                  Members ({team.members.length})
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
                  {team.members.map((member) => (
                    <MemberRow
                      key={member.id}
                      member={member}
                      isSelf={member.id === viewer?.id}
                      canManage={isOwner && member.id !== viewer?.id}
                      onRemove={() => setConfirming({ kind: 'remove', member })}
                      onTransfer={() => setConfirming({ kind: 'transfer', member })}
                    />
                  ))}
                </Box>
              </CardContent>
            </Card>
            <Card component="section" aria-labelledby={invitationsHeading}>
              <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
                <Typography id={invitationsHeading} component="h2" variant="h6" sx={{ mb: 2 }}>
                  Pending invitations ({team.invitations.length})
                </Typography>
                {team.invitations.length === 0 ? (
                  <Typography color="text.secondary">No invitations are waiting to be accepted.</Typography>
                ) : (
                  <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
                    {team.invitations.map((invitation) => (
                      <InvitationRow
                        key={invitation.id}
                        invitation={invitation}
                        canManage={isOwner}
                        busy={busyInvitation === invitation.id}
                        onResend={() => void onInvitation(invitation, 'resend')}
                        onCancel={() => void onInvitation(invitation, 'cancel')}
                      />
                    ))}
                  </Box>
                )}
              </CardContent>
            </Card>
            <LeadRoutingSection members={team.members} canManage={isOwner} onSaved={(message) => setNotice({ severity: 'success', message })} />
          </Box>
        )}
      </QueryState>

      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.kind === 'transfer' ? 'Make this member the owner?' : 'Remove this member?'}
        confirmLabel={confirming?.kind === 'transfer' ? 'Make owner' : 'Remove'}
        busyLabel={confirming?.kind === 'transfer' ? 'Passing on...' : 'Removing...'}
        busy={removing.loading || transferring.loading}
        destructive={confirming?.kind !== 'transfer'}
        error={confirmError}
        onConfirm={() => void onConfirm()}
        onClose={() => {
          setConfirming(null);
          setConfirmError(null);
        }}
      >
        {confirming?.kind === 'transfer'
          ? `${confirming.member.fullName} will manage the team: invite and remove members. You will become a member and can no longer manage the team.`
          : `${confirming?.member.fullName ?? 'This member'} will be signed out at once and their account closed. Their leads become unassigned.`}
      </ConfirmDialog>
      <Notice message={notice?.message ?? null} severity={notice?.severity} onClose={() => setNotice(null)} />
    </Box>
  );
}

const rowSx = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 1.5,
  p: 1.5,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
} as const;

function MemberRow({
  member,
  isSelf,
  canManage,
  onRemove,
  onTransfer,
}: {
  member: Member;
  isSelf: boolean;
  canManage: boolean;
  onRemove: () => void;
  onTransfer: () => void;
}) {
  return (
    <Box component="li" sx={rowSx}>
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {member.fullName}
          {isSelf && ' (you)'}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {member.email}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Joined {formatDate(member.joinedAt)} · {member.lastLogin ? `last signed in ${formatDate(member.lastLogin)}` : 'never signed in'}
        </Typography>
      </Box>
      <Chip label={member.role === 'OWNER' ? 'Owner' : 'Member'} color={member.role === 'OWNER' ? 'primary' : 'default'} size="small" />
      {canManage && member.role !== 'OWNER' && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" onClick={onTransfer} aria-label={`Make owner: ${member.fullName}`}>
            Make owner
          </Button>
          {!member.founder && (
            <Button size="small" color="error" variant="outlined" onClick={onRemove} aria-label={`Remove ${member.fullName}`}>
              Remove
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}

function InvitationRow({
  invitation,
  canManage,
  busy,
  onResend,
  onCancel,
}: {
  invitation: Invitation;
  canManage: boolean;
  busy: boolean;
  onResend: () => void;
  onCancel: () => void;
}) {
  return (
    <Box component="li" sx={rowSx}>
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{invitation.email}</Typography>
        <Typography variant="body2" color="text.secondary">
          Sent {formatDate(invitation.createdAt)}
          {invitation.invitedByName ? ` by ${invitation.invitedByName}` : ''} ·{' '}
          {invitation.expired ? 'expired' : `expires ${formatDate(invitation.expiresAt)}`}
        </Typography>
      </Box>
      {invitation.expired && <Chip label="Expired" size="small" color="warning" />}
      {canManage && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" disabled={busy} onClick={onResend} aria-label={`Resend the invitation to ${invitation.email}`}>
            Resend
          </Button>
          <Button size="small" color="error" disabled={busy} onClick={onCancel} aria-label={`Cancel invitation to ${invitation.email}`}>
            Cancel invitation
          </Button>
        </Box>
      )}
    </Box>
  );
}

function InviteForm({ onInvited }: { onInvited: (email: string) => void }) {
  const headingId = useId();
  const form = useForm<{ email: string }>({ email: '' }, { email: [validEmail] });
  const [invite, { loading }] = useMutation(InviteTeamMemberDocument, refetch);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (Object.keys(form.validateAll()).length > 0) return;
    const email = form.values.email.trim().toLowerCase();
    try {
      await invite({ variables: { input: { email } } });
      form.setValues({ email: '' });
      onInvited(email);
    } catch (err) {
      const fields = fieldErrors(err);
      form.setErrors({ email: fields.email ?? errorMessage(err) });
    }
  };

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
          Invite a member
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          We e-mail them a link to set their name and password. The link works once and expires in 7 days.
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => void onSubmit(e)}
          aria-label="Invite a member"
          sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <TextField label="Email" type="email" autoComplete="off" required size="small" sx={{ flex: '1 1 260px' }} {...form.field('email')} />
          <Button type="submit" variant="contained" disabled={loading} sx={{ height: 40 }}>
            {loading ? 'Sending...' : 'Send invitation'}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
