import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { errorCode, errorMessage, fieldErrors } from '../../../shared/errors';
import { FormError } from '../../../shared/form-error';
import { required } from '../../../shared/validation';
import { AttachmentPicker } from '../../messages/components/attachment-picker';
import { MyConversationsDocument } from '../../messages/graphql/my-conversations';
import { SendFranchiseRequestMessageDocument } from '../graphql/send-franchise-request-message';

export interface SendRequestMessageDialogProps {
  open: boolean;
  requestId: string;
  franchiseName: string;
  /** Who receives it, e.g. the franchisor's company. */
  recipient: string;
  onClose: () => void;
  onSent: () => void;
}

const checkMessage = required('Message');

/** Writes to the franchisor of one request: subject fixed as 'Re: {franchise name}', message required, optional attachment. */
export function SendRequestMessageDialog({ open, requestId, franchiseName, recipient, onClose, onSent }: SendRequestMessageDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [content, setContent] = useState('');
  const [contentError, setContentError] = useState<string>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const [send, { loading }] = useMutation(SendFranchiseRequestMessageDocument, {
    refetchQueries: [MyConversationsDocument],
  });

  // Each opening (or another request) starts with an empty form.
  const [shownFor, setShownFor] = useState({ open, requestId });
  if (shownFor.open !== open || shownFor.requestId !== requestId) {
    setShownFor({ open, requestId });
    if (open) {
      setContent('');
      setContentError(undefined);
      setFile(null);
      setFileError(undefined);
      setFormError(null);
    }
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const problem = checkMessage(content);
    setContentError(problem);
    if (problem || fileError) return;
    try {
      await send({ variables: { input: { requestId, content: content.trim() }, attachment: file } });
      onSent();
    } catch (err) {
      const fields = fieldErrors(err);
      if (fields.content) setContentError(fields.content);
      else if (/^Attachments/.test(errorMessage(err)) || errorCode(err) === 'PAYLOAD_TOO_LARGE') setFileError(errorMessage(err));
      else setFormError(errorMessage(err, 'Your message could not be sent. Please try again.'));
    }
  };

  return (
    <Dialog open={open} onClose={loading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <DialogTitle id={titleId}>Message {recipient}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormError message={formError} />
            <TextField
              label="Subject"
              value={`Re: ${franchiseName}`}
              fullWidth
              helperText="The subject is set by the franchise you asked about."
              slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true } }}
            />
            <TextField
              label="Message"
              name="content"
              required
              fullWidth
              multiline
              minRows={5}
              autoFocus
              value={content}
              onChange={(e) => {
                setContent(e.target.value);
                if (contentError) setContentError(undefined);
              }}
              onBlur={() => content && setContentError(checkMessage(content))}
              error={Boolean(contentError)}
              helperText={contentError}
              slotProps={{ htmlInput: { maxLength: 10000 } }}
            />
            <AttachmentPicker
              file={file}
              error={fileError}
              disabled={loading}
              onChange={(f, problem) => {
                setFile(f);
                setFileError(problem);
              }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={loading}>
            {loading ? 'Sending...' : 'Send message'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
