import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMutation } from '@apollo/client/react';
import { type ReactNode, useEffect, useEffectEvent, useId } from 'react';
import type { LeadStatus } from '../../../gql/graphql';
import { errorMessage } from '../../../shared/errors';
import { formatDate, formatDateTime } from '../../../shared/format';
import { contactPreference } from '../contact-preference';
import { OpenFranchisorLeadDocument } from '../graphql/open-franchisor-lead';
import { LeadAssigneeSelect } from './lead-assignee-select';
import { LeadConversation } from './lead-conversation';
import { LeadIntroCall } from './lead-intro-call';
import { ScoreReasons } from './lead-score';
import { LeadStatusSelect } from './lead-status-select';
import { RequirementsNote } from './leads-table';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, m: 0 } as const;

/**
 * One lead, opened: the server sets a new lead to contacted and marks the customer's messages read.
 * Shows everything the enquirer gave and the conversation with them.
 */
export function LeadDetailDialog({
  leadId,
  savingStatus,
  onStatusChange,
  onAssigned,
  onOpened,
  onClose,
}: {
  leadId: string;
  savingStatus: boolean;
  onStatusChange: (leadId: string, name: string, status: LeadStatus) => void;
  /** After the lead was assigned to a member (or unassigned): the list and the badge move. */
  onAssigned: (name: string | null) => void;
  /** After the server has opened it (its status may have changed). */
  onOpened: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, { data, loading, error }] = useMutation(OpenFranchisorLeadDocument);
  // The parent's latest onOpened, without opening the lead again when it changes.
  const opened = useEffectEvent(() => onOpened());
  // Opened once per lead shown (`open` is stable).
  useEffect(() => {
    open({ variables: { id: leadId } })
      .then(() => opened())
      .catch((err: unknown) => console.warn('Could not open the lead', err));
  }, [leadId, open]);
  const lead = data?.openFranchisorLead;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen} scroll="paper">
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {lead ? lead.name : 'Lead details'}
        {lead && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {lead.franchise?.name ?? 'Franchise removed'} · received {formatDate(lead.createdAt)}
          </Typography>
        )}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void open({ variables: { id: leadId } }).catch(() => undefined)}>
                Try again
              </Button>
            }
          >
            {errorMessage(error)}
          </Alert>
        ) : loading || !lead ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }} role="status">
            <CircularProgress aria-label="Loading the lead" />
          </Box>
        ) : (
          <>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 3 }}>
              <LeadStatusSelect
                status={lead.status}
                leadName={lead.name}
                disabled={savingStatus}
                onChange={(status) => onStatusChange(lead.id, lead.name, status)}
              />
              <LeadAssigneeSelect leadId={lead.id} leadName={lead.name} assignedTo={lead.assignedTo ?? null} onAssigned={onAssigned} />
              <Chip
                label={lead.interestStatus === 'NOT_INTERESTED' ? 'Customer: not interested' : 'Customer: still interested'}
                color={lead.interestStatus === 'NOT_INTERESTED' ? 'default' : 'success'}
                variant="outlined"
              />
              <Chip label={lead.hasAccount ? 'Has a customer account' : 'Visitor without an account'} variant="outlined" />
            </Box>

            <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
              Score
            </Typography>
            <Box sx={{ mb: 3 }}>
              <ScoreReasons score={lead.score} />
            </Box>

            <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
              Contact
            </Typography>
            <Box component="dl" sx={grid}>
              <Field label="Email">
                <Link href={`mailto:${lead.email}`}>{lead.email}</Link>
              </Field>
              <Field label="Phone">{lead.phone ? <Link href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>{lead.phone}</Link> : '—'}</Field>
              <Field label="Prefers">{contactPreference(lead.contactMethod, lead.contactTime)}</Field>
              <Field label="City/Town">{lead.city || '—'}</Field>
              <Field label="Post code">{lead.postCode || '—'}</Field>
              <Field label="Country">{lead.country}</Field>
            </Box>

            <LeadIntroCall call={lead.introCall} leadName={lead.name} />

            <Typography component="h3" variant="h6" sx={{ mt: 3, mb: 1 }}>
              Plans
            </Typography>
            <Box component="dl" sx={grid}>
              <Field label="Desired investment">{lead.desiredInvestment}</Field>
              <Field label="Desired timeframe">{lead.desiredTimeframe}</Field>
              <Field label="Your requirements">
                <RequirementsNote lead={lead} />
              </Field>
            </Box>
            {lead.quizAnswers.length > 0 && (
              <>
                <Typography component="h4" variant="subtitle1" sx={{ mt: 2, mb: 1, fontWeight: 600 }}>
                  Matching quiz answers
                </Typography>
                <Box component="dl" sx={grid} aria-label="Matching quiz answers">
                  {lead.quizAnswers.map((a) => (
                    <Field key={a.question} label={a.question}>
                      {a.answer}
                    </Field>
                  ))}
                </Box>
              </>
            )}
            <Box component="dl" sx={{ m: 0, mt: 2 }}>
              <Field label="Message">
                <Box component="span" sx={{ whiteSpace: 'pre-wrap', display: 'block' }}>
                  {lead.message}
                </Box>
              </Field>
            </Box>

            <Typography component="h3" variant="h6" sx={{ mt: 3, mb: 1 }}>
              Consent
            </Typography>
            <Box component="dl" sx={grid}>
              <Field label="News of new franchise opportunities">{lead.marketingOptIn ? 'Opted in' : 'Not opted in'}</Field>
              <Field label="Consent given">{lead.consentAt ? formatDateTime(lead.consentAt) : 'Not recorded'}</Field>
            </Box>
            <Box component="dl" sx={{ m: 0, mt: 2 }}>
              <Field label="Consent text shown">{lead.consentText ?? 'No consent text was recorded with this lead.'}</Field>
            </Box>

            <LeadConversation leadId={lead.id} customerName={lead.name} franchisorId={lead.franchisorId} canReply={lead.hasAccount} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
