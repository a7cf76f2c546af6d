import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { AdminDataComplaintDetail_FieldsFragment, DataComplaintStatus } from '../../../gql/graphql';
import { CenteredSpinner } from '../../../shared/centered-spinner';
import { errorMessage, fieldErrors } from '../../../shared/errors';
import { formatDate, formatDateTime } from '../../../shared/format';
import { LoadError } from '../../../shared/load-error';
import { Notice } from '../../../shared/notice';
import { TextField } from '../../../shared/text-field';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { maxChars, required, validate } from '../../../shared/validation';
import { QueryState } from '../../../shared/query-state';
import { OutcomeDialog } from '../components/outcome-dialog';
import { AddDataComplaintNoteDocument } from '../graphql/add-data-complaint-note';
import { AdminDataComplaintDocument } from '../graphql/admin-data-complaint';
import { AdminDataComplaintsDocument } from '../graphql/admin-data-complaints';
import { AdminUnansweredComplaintCountDocument } from '../graphql/admin-unanswered-complaint-count';
import { SendDataComplaintOutcomeDocument } from '../graphql/send-data-complaint-outcome';
import { SetDataComplaintStatusDocument } from '../graphql/set-data-complaint-status';
import { STATUS_COLORS, STATUS_LABELS } from '../status';
import { ConsentCsvLink } from '../components/consent-records-form';

type Detail = AdminDataComplaintDetail_FieldsFragment;

const NOTE_MAX = 2000;
const OUTCOME_MAX = 5000;
const noteRules = { note: [required('Note'), maxChars('Note', NOTE_MAX)] };
const outcomeRules = { outcome: [required('Outcome'), maxChars('Outcome', OUTCOME_MAX)] };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-label={title}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, py: 0.5 }}>
      <Typography component="dt" sx={{ fontWeight: 600, minWidth: 150 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * /admin/data-complaints/:id: one complaint about personal data. The administrator moves it to in progress, adds
 * internal notes (never e-mailed) and sends the outcome, which tells the person they may complain to the ICO and
 * answers the complaint. Every step is audited and listed under History.
 */
export function AdminDataComplaintPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(AdminDataComplaintDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const detail = data?.adminDataComplaint;
  useDocumentMeta(detail ? `Data complaint ${detail.complaint.reference}` : 'Data complaint');
  return (
    <QueryState
      data={detail}
      loading={loading}
      error={error}
      renderError={(failure) => (
        <Box sx={{ maxWidth: 900 }}>
          <BackLink />
          <LoadError error={failure} onRetry={() => void refetch()} />
        </Box>
      )}
      loader={<CenteredSpinner label="Loading complaint" />}
    >
      {(detail) => <ComplaintView key={detail.complaint.id} detail={detail} />}
    </QueryState>
  );
}

function BackLink() {
  return (
    <Link component={RouterLink} to="/admin/data-complaints" sx={{ display: 'inline-block', mb: 2 }}>
      Back to Data Complaints
    </Link>
  );
}

function ComplaintView({ detail }: { detail: Detail }) {
  const c = detail.complaint;
  const refetchQueries = [AdminDataComplaintsDocument, AdminUnansweredComplaintCountDocument];
  const [setStatus, statusState] = useMutation(SetDataComplaintStatusDocument, { refetchQueries });
  const [addNote, noteState] = useMutation(AddDataComplaintNoteDocument, { refetchQueries });
  const [sendOutcome, outcomeState] = useMutation(SendDataComplaintOutcomeDocument, { refetchQueries });
  const [notice, setNotice] = useState<string | null>(null);
  const [statusError, setStatusError] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState('');
  const [outcomeError, setOutcomeError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const answered = c.status === 'ANSWERED';

  const changeStatus = async (status: DataComplaintStatus) => {
    setStatusError(null);
    try {
      await setStatus({ variables: { input: { complaintId: c.id, status } } });
      setNotice(`Status changed to ${STATUS_LABELS[status]}.`);
    } catch (err) {
      setStatusError(errorMessage(err));
    }
  };

  const onNote = async (e: FormEvent) => {
    e.preventDefault();
    const found = validate({ note }, noteRules).note;
    setNoteError(found);
    if (found) return;
    try {
      await addNote({ variables: { input: { complaintId: c.id, note } } });
      setNote('');
      setNotice('Note added.');
    } catch (err) {
      setNoteError(fieldErrors(err).note ?? errorMessage(err));
    }
  };

  const onOutcome = (e: FormEvent) => {
    e.preventDefault();
    const found = validate({ outcome }, outcomeRules).outcome;
    setOutcomeError(found);
    if (!found) setConfirming(true);
  };

  const confirmOutcome = async () => {
    try {
      await sendOutcome({ variables: { input: { complaintId: c.id, outcome } } });
      setConfirming(false);
      setOutcome('');
      setNotice(`Outcome e-mailed to ${c.email}. The complaint is answered.`);
    } catch (err) {
      setConfirming(false);
      setOutcomeError(fieldErrors(err).outcome ?? errorMessage(err));
    }
  };

  return (
    <Box sx={{ maxWidth: 900 }}>
      <BackLink />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Typography component="h1" variant="h4" sx={{ mr: 1 }}>
          Complaint {c.reference}
        </Typography>
        <Chip label={STATUS_LABELS[c.status]} color={STATUS_COLORS[c.status]} variant={answered ? 'outlined' : 'filled'} />
        {c.overdue && <Chip color="error" label="Overdue" />}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {answered && c.answeredAt
          ? `Answered ${formatDate(c.answeredAt)}${c.answeredByName ? ` by ${c.answeredByName}` : ''}.`
          : `Answer due by ${formatDate(c.answerDueAt)}.`}
      </Typography>

      <Stack spacing={2}>
        <Section title="The complaint">
          <Box component="dl" sx={{ m: 0 }}>
            <Row label="From">{c.fullName}</Row>
            <Row label="Email">
              <Link href={`mailto:${c.email}`}>{c.email}</Link> · <ConsentCsvLink email={c.email} />
            </Row>
            <Row label="About">{c.topicLabel}</Row>
            <Row label="Received">{formatDateTime(c.createdAt)} (acknowledged by e-mail)</Row>
            <Row label="Answer due by">{formatDate(c.answerDueAt)}</Row>
          </Box>
          <Typography
            component="blockquote"
            sx={{ m: 0, mt: 2, pl: 1.5, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {c.details}
          </Typography>
        </Section>

        {!answered && (
          <Section title="Status">
            {statusError && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {statusError}
              </Alert>
            )}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              {c.status === 'OPEN' ? (
                <Button variant="outlined" disabled={statusState.loading} onClick={() => void changeStatus('IN_PROGRESS')}>
                  Mark in progress
                </Button>
              ) : (
                <Button variant="outlined" disabled={statusState.loading} onClick={() => void changeStatus('OPEN')}>
                  Mark open
                </Button>
              )}
              <Typography variant="body2" color="text.secondary">
                Sending the outcome marks it answered.
              </Typography>
            </Box>
          </Section>
        )}

        <Section title="Internal notes">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            For administrators only. Notes are never e-mailed.
          </Typography>
          {detail.notes.length === 0 ? (
            <Typography color="text.secondary">No notes yet.</Typography>
          ) : (
            <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label="Notes">
              {detail.notes.map((n) => (
                <Box component="li" key={n.id} sx={{ p: 1.5, bgcolor: 'grey.50', borderRadius: 1 }}>
                  <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{n.body}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {n.authorName ?? 'A former administrator'} · {formatDateTime(n.createdAt)}
                  </Typography>
                </Box>
              ))}
            </Stack>
          )}
          <Box component="form" onSubmit={(e: FormEvent) => void onNote(e)} noValidate sx={{ mt: 2 }} aria-label="Add a note">
            <TextField
              label="New note"
              name="note"
              value={note}
              onChange={(e) => {
                setNote(e.target.value);
                if (noteError) setNoteError(undefined);
              }}
              error={Boolean(noteError)}
              helperText={noteError ?? `${note.trim().length} / ${NOTE_MAX}`}
              multiline
              minRows={3}
              fullWidth
            />
            <Button type="submit" variant="outlined" sx={{ mt: 1.5 }} disabled={noteState.loading}>
              {noteState.loading ? 'Adding...' : 'Add note'}
            </Button>
          </Box>
        </Section>

        <Section title="Outcome">
          {answered ? (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                E-mailed to {c.email}
                {c.answeredAt && ` on ${formatDate(c.answeredAt)}`}, with their right to complain to the ICO.
              </Typography>
              <Typography
                component="blockquote"
                sx={{ m: 0, pl: 1.5, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              >
                {c.outcome}
              </Typography>
            </>
          ) : (
            <Box component="form" onSubmit={onOutcome} noValidate aria-label="Send the outcome">
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                The outcome is e-mailed to {c.fullName} with the reference and a paragraph telling them they may complain to the Information
                Commissioner&apos;s Office (ICO) at ico.org.uk/make-a-complaint.
              </Typography>
              <TextField
                label="Outcome"
                name="outcome"
                value={outcome}
                onChange={(e) => {
                  setOutcome(e.target.value);
                  if (outcomeError) setOutcomeError(undefined);
                }}
                error={Boolean(outcomeError)}
                helperText={outcomeError ?? `What we found and what we have done. ${outcome.trim().length} / ${OUTCOME_MAX}`}
                required
                multiline
                minRows={5}
                fullWidth
              />
              <Button type="submit" variant="contained" sx={{ mt: 1.5 }} disabled={outcomeState.loading}>
                Send outcome
              </Button>
            </Box>
          )}
        </Section>

        <Section title="History">
          <Stack component="ol" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label="History, newest first">
            {detail.history.map((h) => (
              <Box component="li" key={h.id}>
                <Typography>{h.label}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {h.actorName ?? 'A former administrator'} · {formatDateTime(h.createdAt)}
                </Typography>
              </Box>
            ))}
          </Stack>
        </Section>
      </Stack>

      <OutcomeDialog
        open={confirming}
        to={c}
        busy={outcomeState.loading}
        onConfirm={() => void confirmOutcome()}
        onClose={() => setConfirming(false)}
      />
      <Notice message={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}
