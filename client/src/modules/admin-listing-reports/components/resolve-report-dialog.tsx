import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import type { ListingReportResolution } from '../../../gql/graphql';

/** resolution_note holds at most this many characters (it becomes the listing's rejection reason): the server's rule. */
export const NOTE_MAX = 1000;
export const NOTE_REQUIRED = 'Note is required';
export const NOTE_TOO_LONG = `Note must be at most ${NOTE_MAX} characters`;

export interface ReportToResolve {
  id: string;
  franchiseName: string;
  franchisorName?: string | null;
}

/** What each way of resolving says: the question, what follows, the note's label and use, the button. */
const WORDING: Record<
  ListingReportResolution,
  (r: ReportToResolve) => { title: string; text: string; label: string; hint: string; confirm: string }
> = {
  DISMISSED: (r) => ({
    title: `Dismiss the report about ${r.franchiseName}?`,
    text: 'The report is closed and nobody is e-mailed. The listing stays as it is.',
    label: 'Note',
    hint: 'Kept with the report and in the audit trail.',
    confirm: 'Dismiss report',
  }),
  ASKED_FRANCHISOR: (r) => ({
    title: `Ask ${r.franchisorName ?? 'the franchisor'} to check ${r.franchiseName}?`,
    text: 'The franchisor is e-mailed the reason and details of the report with your note, never who sent it. The listing stays in the directory.',
    label: 'Note to the franchisor',
    hint: 'Sent to the franchisor and kept in the audit trail.',
    confirm: 'E-mail the franchisor',
  }),
  UNPUBLISHED: (r) => ({
    title: `Unpublish ${r.franchiseName}?`,
    text: 'The listing leaves the directory and search at once. Its franchisor is e-mailed the report and your note, never who sent it, and can edit the listing and send it for review again.',
    label: 'Reason (sent to the franchisor)',
    hint: 'Sent to the franchisor, shown in their portal and kept in the audit trail.',
    confirm: 'Unpublish listing',
  }),
};

/**
 * Asks before resolving a report, with the note every resolution needs. Unpublishing is confirmed here: the dialog
 * says what follows, and Cancel has focus first, so Enter never unpublishes by accident.
 */
export function ResolveReportDialog({
  report,
  action,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  report: ReportToResolve | null;
  action: ListingReportResolution | null;
  busy: boolean;
  error: string | null;
  onConfirm: (note: string) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  const open = Boolean(report && action);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  // Each opening starts empty (set while rendering, React's way to follow a prop, not in an effect after it).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setNote('');
      setNoteError(null);
    }
  }
  const words = report && action ? WORDING[action](report) : null;
  const submit = () => {
    const text = note.trim();
    const problem = !text ? NOTE_REQUIRED : text.length > NOTE_MAX ? NOTE_TOO_LONG : null;
    setNoteError(problem);
    if (!problem) onConfirm(text);
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{words?.title}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          {words?.text}
        </DialogContentText>
        <TextField
          label={words?.label}
          value={note}
          onChange={(e) => {
            setNote(e.target.value);
            if (noteError) setNoteError(null);
          }}
          required
          multiline
          minRows={3}
          fullWidth
          disabled={busy}
          error={Boolean(noteError)}
          helperText={noteError ?? `${words?.hint} ${note.trim().length} / ${NOTE_MAX}`}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button onClick={submit} disabled={busy} variant="contained" color={action === 'UNPUBLISHED' ? 'error' : 'primary'}>
          {busy ? 'Saving...' : words?.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
