import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { errorCode, errorMessage, fieldErrors } from '../../../shared/errors';
import { required } from '../../../shared/validation';
import { AttachmentPicker } from '../../messages/components/attachment-picker';
import { SendSupportMessageDocument } from '../graphql/send-support-message';

const checkSubject = required('Subject');
const checkMessage = required('Message');

/** 'Contact Support': subject and message required, an optional image or PDF; sent to the platform's administrator. */
export function SupportForm({ onSent }: { onSent: () => void }) {
  const headingId = useId();
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<{ subject?: string; content?: string }>({});
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [send, { loading }] = useMutation(SendSupportMessageDocument);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    setSent(false);
    const problems = { subject: checkSubject(subject), content: checkMessage(content) };
    setErrors(problems);
    if (problems.subject || problems.content || fileError) return;
    try {
      await send({ variables: { input: { subject: subject.trim(), content: content.trim() }, attachment: file } });
      setSubject('');
      setContent('');
      setFile(null);
      setSent(true);
      onSent();
    } catch (err) {
      const fields = fieldErrors(err);
      if (fields.subject || fields.content) setErrors({ subject: fields.subject, content: fields.content });
      else if (/^Attachments/.test(errorMessage(err)) || errorCode(err) === 'PAYLOAD_TOO_LARGE') setFileError(errorMessage(err));
      else setFormError(errorMessage(err, 'Your message could not be sent. Please try again.'));
    }
  };

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id={headingId} component="h2" variant="h6">
        Contact Support
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Questions about your listings, leads or advertising go to the Franchise Compass team. We usually answer within a working day.
      </Typography>
      <Box component="form" onSubmit={submit} noValidate aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        {sent && (
          <Alert severity="success" role="status" onClose={() => setSent(false)}>
            Your message has been sent. The reply will appear in your Message History.
          </Alert>
        )}
        <TextField
          label="Subject"
          name="subject"
          required
          fullWidth
          value={subject}
          onChange={(e) => {
            setSubject(e.target.value);
            if (errors.subject) setErrors((x) => ({ ...x, subject: undefined }));
          }}
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
          value={content}
          onChange={(e) => {
            setContent(e.target.value);
            if (errors.content) setErrors((x) => ({ ...x, content: undefined }));
          }}
          error={Boolean(errors.content)}
          helperText={errors.content}
          slotProps={{ htmlInput: { maxLength: 10000 } }}
        />
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <AttachmentPicker
            file={file}
            error={fileError}
            disabled={loading}
            onChange={(f, problem) => {
              setFile(f);
              setFileError(problem);
            }}
          />
          <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={loading} sx={{ ml: 'auto' }}>
            {loading ? 'Sending...' : 'Send Message'}
          </Button>
        </Box>
      </Box>
    </Card>
  );
}
