import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { errorCode, errorMessage, fieldErrors } from '../../../shared/errors';
import { required } from '../../../shared/validation';
import { AttachmentPicker } from './attachment-picker';

const checkReply = required('Message');

export interface ReplyComposerProps {
  /** The form's accessible name, e.g. "Reply to Priya Shah". */
  label: string;
  /** Sends the trimmed text and the optional attachment; throws the server's error to show it. */
  send: (content: string, attachment: File | null) => Promise<unknown>;
  /** A change empties the box (e.g. another conversation was opened). */
  resetKey?: string;
  sx?: SxProps<Theme>;
}

/**
 * A reply box with an optional attachment: checks the text, sends on the button or Ctrl/Cmd+Enter,
 * and puts the server's answer beside the field it is about.
 */
export function ReplyComposer({ label, send, resetKey, sx }: ReplyComposerProps) {
  const [content, setContent] = useState('');
  const [contentError, setContentError] = useState<string>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  // A new conversation starts with an empty composer (set while rendering, not in an effect after it).
  const [shownFor, setShownFor] = useState(resetKey);
  if (resetKey !== shownFor) {
    setShownFor(resetKey);
    setContent('');
    setContentError(undefined);
    setFile(null);
    setFileError(undefined);
    setFormError(null);
  }

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (sending) return;
    setFormError(null);
    const problem = checkReply(content);
    setContentError(problem);
    if (problem || fileError) return;
    setSending(true);
    try {
      await send(content.trim(), file);
      setContent('');
      setFile(null);
    } catch (err) {
      const fields = fieldErrors(err);
      if (fields.content) setContentError(fields.content);
      else if (/^Attachments/.test(errorMessage(err)) || errorCode(err) === 'PAYLOAD_TOO_LARGE') setFileError(errorMessage(err));
      else setFormError(errorMessage(err, 'Your reply could not be sent. Please try again.'));
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
  };

  return (
    <Box component="form" onSubmit={(e) => void submit(e)} noValidate aria-label={label} sx={sx}>
      {formError && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {formError}
        </Alert>
      )}
      <TextField
        label="Your reply"
        name="content"
        required
        fullWidth
        multiline
        minRows={2}
        maxRows={8}
        value={content}
        onChange={(e) => {
          setContent(e.target.value);
          if (contentError) setContentError(undefined);
        }}
        onKeyDown={onKeyDown}
        error={Boolean(contentError)}
        helperText={contentError}
        slotProps={{ htmlInput: { maxLength: 10000 } }}
      />
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <AttachmentPicker
          compact
          file={file}
          error={fileError}
          disabled={sending}
          onChange={(f, problem) => {
            setFile(f);
            setFileError(problem);
          }}
        />
        <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={sending} sx={{ ml: 'auto' }}>
          {sending ? 'Sending...' : 'Send'}
        </Button>
      </Box>
    </Box>
  );
}
