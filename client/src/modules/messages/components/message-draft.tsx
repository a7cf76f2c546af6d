import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { errorCode, errorMessage, fieldErrors } from '../../../shared/errors';
import { useForm } from '../../../shared/use-form';
import { required } from '../../../shared/validation';
import { AttachmentPicker } from './attachment-picker';

const rules = { subject: [required('Subject')], content: [required('Message')] };

/** A new message being written: subject, message, an optional attachment, and their errors. */
export function useMessageDraft() {
  const form = useForm({ subject: '', content: '' }, rules);
  const { values, setValues, errors, setErrors } = form;
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);

  /** Shows the subject and message errors; true when they and the attachment are fine. */
  const check = () => {
    const problems = form.validateAll();
    return !problems.subject && !problems.content && !fileError;
  };

  const clear = () => {
    setValues({ subject: '', content: '' });
    setFile(null);
  };

  /**
   * Puts a failed send's error beside the field it is about, else on the attachment, else above the form.
   * `otherField` is the caller's own field error (e.g. the recipient): true when field errors were shown,
   * so the caller shows its own too.
   */
  const showSendError = (err: unknown, otherField?: string) => {
    const fields = fieldErrors(err);
    if (otherField || fields.subject || fields.content) {
      setErrors({ subject: fields.subject, content: fields.content });
      return true;
    }
    if (/^Attachments/.test(errorMessage(err)) || errorCode(err) === 'PAYLOAD_TOO_LARGE') setFileError(errorMessage(err));
    else setFormError(errorMessage(err, 'Your message could not be sent. Please try again.'));
    return false;
  };

  return {
    subject: values.subject,
    content: values.content,
    /** The Subject and Message fields' wiring (typing clears a field's error). */
    change: form.change,
    errors,
    setErrors,
    file,
    setFile,
    fileError,
    setFileError,
    formError,
    setFormError,
    check,
    clear,
    showSendError,
  };
}

export type MessageDraft = ReturnType<typeof useMessageDraft>;

/** Subject, Message, the attachment picker and the Send Message button of a draft. */
export function MessageDraftFields({ draft, sending }: { draft: MessageDraft; sending: boolean }) {
  const { errors } = draft;
  return (
    <>
      <TextField
        label="Subject"
        name="subject"
        required
        fullWidth
        value={draft.subject}
        onChange={draft.change('subject')}
        error={Boolean(errors.subject)}
        helperText={errors.subject}
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
      <TextField
        label="Message"
        name="content"
        required
        fullWidth
        multiline
        minRows={4}
        maxRows={12}
        value={draft.content}
        onChange={draft.change('content')}
        error={Boolean(errors.content)}
        helperText={errors.content}
        slotProps={{ htmlInput: { maxLength: 10000 } }}
      />
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <AttachmentPicker
          file={draft.file}
          error={draft.fileError}
          disabled={sending}
          onChange={(f, problem) => {
            draft.setFile(f);
            draft.setFileError(problem);
          }}
        />
        <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={sending} sx={{ ml: 'auto' }}>
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </Box>
    </>
  );
}
